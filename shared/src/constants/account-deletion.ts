// What keeps an account from being deleted, once for the API (which refuses) and the portal (whose dialog says so
// before Delete can be pressed): its applications, its phone numbers and the numbers on its carriers, its
// Microsoft Teams tenants, its API keys, and other owners' outbound call routing over its carriers. A jambonz API
// deletes an account with everything under it without asking, so the portal's check is all there is there.
import { remainingLine, remainingLines } from './remaining';

export type AccountDependentKind =
  'applications' | 'phoneNumbers' | 'teamsTenants' | 'apiKeys' | 'otherOwnersRoutings';

/** The order the lines are given in, and each kind's words. */
export const ACCOUNT_DEPENDENT_KINDS: ReadonlyArray<[AccountDependentKind, readonly [string, string]]> = [
  ['applications', ['application', 'applications']],
  ['phoneNumbers', ['phone number', 'phone numbers']],
  ['teamsTenants', ['MS Teams tenant', 'MS Teams tenants']],
  ['apiKeys', ['API key', 'API keys']],
  [
    'otherOwnersRoutings',
    ['outbound call routing of another owner', 'outbound call routings of other owners'],
  ],
];

/** What remains of one kind: the first names, and how many there are when the names are only the first few. */
export interface RemainingOfKind {
  names: readonly string[];
  total?: number;
}

/** How an API key is named in these lines (never its whole token). */
export const apiKeyName = (token: string) => `ending ${token.slice(-4)}`;

/** One line per kind that remains ('2 applications: ivr, voicemail'); empty when the account may be deleted. */
export function accountDeleteBlockers(
  left: Partial<Record<AccountDependentKind, RemainingOfKind>>,
): string[] {
  return remainingLines(
    ACCOUNT_DEPENDENT_KINDS.map(([kind, words]) => {
      const remaining = left[kind];
      return remaining ? remainingLine(words, remaining.names, remaining.total) : null;
    }),
  );
}

/** The API's refusal, naming the same lines as the portal's dialog. */
export function accountDeleteRefusal(lines: readonly string[]): string {
  return `cannot delete account: it still has ${lines.join('; ')}`;
}
