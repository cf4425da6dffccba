// What keeps a service provider from being deleted, once for the API (which refuses, 403 as jambonz does) and the
// portal (whose dialog says so first): its accounts and its users.
import { remainingLine, remainingLines } from './remaining';

export interface ServiceProviderDependents {
  accounts: { names: readonly string[]; total?: number };
  users: { names: readonly string[]; total?: number };
}

/** One line per kind that remains ('2 accounts: Acme, Globex'); empty when the provider may be deleted. */
export function serviceProviderDeleteBlockers(left: ServiceProviderDependents): string[] {
  return remainingLines([
    remainingLine(['account', 'accounts'], left.accounts.names, left.accounts.total),
    remainingLine(['user', 'users'], left.users.names, left.users.total),
  ]);
}

/** The API's refusal, naming the same lines as the portal's dialog. */
export function serviceProviderDeleteRefusal(lines: readonly string[]): string {
  return `cannot delete service provider: it still has ${lines.join('; ')}`;
}
