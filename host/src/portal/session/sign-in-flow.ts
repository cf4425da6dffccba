// What happens after `POST /login` succeeded, in the portal and in the lean first-load shell alike.
import {
  PENDING_STEP_PATHS,
  rememberedServiceProviderOf,
  serviceProviderSelected,
  signedIn,
  userFromToken,
  type PendingStep,
  type PortalDispatch,
} from '@switchboard/shared/store';
import type { LoginResponse } from '@switchboard/shared/types';
import { homePath } from '../navigation';
import { setPendingPasswordChange } from './pending-change';

/**
 * Stores the session and says where to go (docs/product/shell.md#landing-page): the forced password change, else where the visitor was
 * going before sign-in, else the accounts list (an account user: their own account).
 */
export function completeSignIn(
  dispatch: PortalDispatch,
  response: LoginResponse,
  password: string,
  from?: string | null,
): string {
  // Switchboard's API: the forced password change, then the second factor the service provider requires; the
  // token may do nothing else until both are done, so the portal asks for nothing else meanwhile.
  const pendingSteps: PendingStep[] = [
    ...(response.force_change ? (['password-change'] as const) : []),
    ...(response.two_factor_setup_required ? (['two-factor-setup'] as const) : []),
  ];
  dispatch(signedIn({ token: response.token, pendingSteps }));
  // An admin goes back to the service provider they last worked in, not the first by name (docs/product/shell.md#service-provider-context: the current
  // one is kept in the client); the picker falls back as usual if it is gone.
  const signedInUser = userFromToken(response.token);
  const remembered =
    signedInUser?.scope === 'admin' ? rememberedServiceProviderOf(signedInUser.user_sid) : null;
  if (remembered) dispatch(serviceProviderSelected(remembered));
  setPendingPasswordChange(
    response.force_change ? { userSid: response.user_sid, oldPassword: password } : null,
  );
  if (pendingSteps.length) return PENDING_STEP_PATHS[pendingSteps[0]];
  if (from && from.startsWith('/internal')) return from;
  // The scope comes from the token's claims (the login body's copy is only a fallback).
  return homePath(signedInUser ?? { scope: response.scope, account_sid: response.account_sid ?? null });
}
