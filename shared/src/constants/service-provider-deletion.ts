// What keeps a service provider from being deleted, once for the API (which refuses, 403 as jambonz does) and the
// portal (whose dialog says so first): its accounts and its users.
import {
  REMAINING_TEXTS,
  remainingLineOf,
  remainingLines,
  sayInEnglish,
  type SayRemaining,
} from './remaining';

export interface ServiceProviderDependents {
  accounts: { names: readonly string[]; total?: number };
  users: { names: readonly string[]; total?: number };
}

/** Each kind's line ('2 accounts: Acme, Globex'). */
export const SERVICE_PROVIDER_BLOCKER_TEXTS = {
  accounts_one: '{{count}} account: {{names}}',
  accounts_other: '{{count}} accounts: {{names}}',
  users_one: '{{count}} user: {{names}}',
  users_other: '{{count}} users: {{names}}',
} as const;

const english = sayInEnglish({
  remaining: REMAINING_TEXTS,
  serviceProviderBlockers: SERVICE_PROVIDER_BLOCKER_TEXTS,
});

/**
 * One line per kind that remains ('2 accounts: Acme, Globex'); empty when the provider may be deleted. `say` is the
 * page's `t` of a namespace holding `remaining` and `serviceProviderBlockers`; English without it.
 */
export function serviceProviderDeleteBlockers(
  left: ServiceProviderDependents,
  say: SayRemaining = english,
): string[] {
  const line = (kind: keyof ServiceProviderDependents) =>
    remainingLineOf(
      `serviceProviderBlockers.${kind}`,
      left[kind].names,
      left[kind].total ?? left[kind].names.length,
      say,
    );
  return remainingLines([line('accounts'), line('users')]);
}

/** The API's refusal, naming the same lines as the portal's dialog. */
export function serviceProviderDeleteRefusal(lines: readonly string[]): string {
  return `cannot delete service provider: it still has ${lines.join('; ')}`;
}
