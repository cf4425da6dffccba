// A user's scope and the claims of their login token (docs/api/contract.md#tokens), in the real server's order: the service
// provider's and account's keys only when the user has them.
import type { Scope } from '@switchboard/shared/types';
import { scopeOfSids } from '@switchboard/shared/validation';
import type { LoginClaims } from '../../../auth/tokens';
import type { Store } from '../../../db/store';
import { UserRepository, type UserRow } from './repository';

export const userScope = (user: Pick<UserRow, 'account_sid' | 'service_provider_sid'>): Scope =>
  scopeOfSids(user.service_provider_sid, user.account_sid);

export function loginClaims(store: Store, user: UserRow): LoginClaims {
  const users = new UserRepository(store);
  const scope = userScope(user);
  const claims: Record<string, unknown> = {
    scope,
    permissions: users.permissionNames(user.user_sid),
    is_view_only: users.isViewOnly(user.user_sid),
  };
  if (scope !== 'admin' && user.service_provider_sid) {
    claims.service_provider_sid = user.service_provider_sid;
    claims.service_provider_name = users.serviceProviderName(user.service_provider_sid);
  }
  if (scope === 'account' && user.account_sid) {
    claims.account_sid = user.account_sid;
    claims.account_name = users.accountName(user.account_sid);
  }
  claims.user_sid = user.user_sid;
  claims.name = user.name;
  return claims as unknown as LoginClaims;
}
