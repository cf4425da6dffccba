// What keeps an account from being deleted, once for the API (which refuses) and the portal (whose dialog says so
// before Delete can be pressed): its applications, its phone numbers and the numbers on its carriers, its
// Microsoft Teams tenants, its API keys, and other owners' outbound call routing over its carriers. A jambonz API
// deletes an account with everything under it without asking, so the portal's check is all there is there.
import {
  REMAINING_TEXTS,
  remainingLineOf,
  remainingLines,
  sayInEnglish,
  type SayRemaining,
} from './remaining';

export type AccountDependentKind =
  'applications' | 'phoneNumbers' | 'teamsTenants' | 'apiKeys' | 'otherOwnersRoutings';

/** The order the lines are given in. */
export const ACCOUNT_DEPENDENT_KINDS: ReadonlyArray<AccountDependentKind> = [
  'applications',
  'phoneNumbers',
  'teamsTenants',
  'apiKeys',
  'otherOwnersRoutings',
];

/** Each kind's line ('2 applications: ivr, voicemail'), and how an API key is named in it. */
export const ACCOUNT_BLOCKER_TEXTS = {
  applications_one: '{{count}} application: {{names}}',
  applications_other: '{{count}} applications: {{names}}',
  phoneNumbers_one: '{{count}} phone number: {{names}}',
  phoneNumbers_other: '{{count}} phone numbers: {{names}}',
  teamsTenants_one: '{{count}} MS Teams tenant: {{names}}',
  teamsTenants_other: '{{count}} MS Teams tenants: {{names}}',
  apiKeys_one: '{{count}} API key: {{names}}',
  apiKeys_other: '{{count}} API keys: {{names}}',
  otherOwnersRoutings_one: '{{count}} outbound call routing of another owner: {{names}}',
  otherOwnersRoutings_other: '{{count}} outbound call routings of other owners: {{names}}',
  apiKeyName: 'ending {{last4}}',
} as const;

const english = sayInEnglish({ remaining: REMAINING_TEXTS, accountBlockers: ACCOUNT_BLOCKER_TEXTS });

/** What remains of one kind: the first names, and how many there are when the names are only the first few. */
export interface RemainingOfKind {
  names: readonly string[];
  total?: number;
}

/** How an API key is named in these lines (never its whole token), said by `say`: 'ending 7c2a'. */
export const apiKeyNameIn = (say: SayRemaining, token: string) =>
  say('accountBlockers.apiKeyName', { last4: token.slice(-4) });

/** How an API key is named in these lines, in English. */
export const apiKeyName = (token: string) => apiKeyNameIn(english, token);

/**
 * One line per kind that remains ('2 applications: ivr, voicemail'); empty when the account may be deleted.
 * `say` is the page's `t` of a namespace holding `remaining` and `accountBlockers`; English without it.
 */
export function accountDeleteBlockers(
  left: Partial<Record<AccountDependentKind, RemainingOfKind>>,
  say: SayRemaining = english,
): string[] {
  return remainingLines(
    ACCOUNT_DEPENDENT_KINDS.map((kind) => {
      const remaining = left[kind];
      return remaining
        ? remainingLineOf(
            `accountBlockers.${kind}`,
            remaining.names,
            remaining.total ?? remaining.names.length,
            say,
          )
        : null;
    }),
  );
}

/** The API's refusal, naming the same lines as the portal's dialog. */
export function accountDeleteRefusal(lines: readonly string[]): string {
  return `cannot delete account: it still has ${lines.join('; ')}`;
}
