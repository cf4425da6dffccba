// What happens after `POST /login` succeeded, in the portal and in the lean first-load shell alike.
import {
  rememberedServiceProviderOf,
  serviceProviderSelected,
  signedIn,
  userFromToken,
  type PortalDispatch,
} from '@switchboard/shared/store';
import type { LoginResponse } from '@switchboard/shared/types';
import { homePath } from '../navigation';
import { setPendingPasswordChange, setPendingTwoFactorSetup } from './pending-change';

/**
 * Stores the session and says where to go (core §4): the forced password change, else where the visitor was
 * going before sign-in, else the accounts list (an account user: their own account).
 */
export function completeSignIn(
  dispatch: PortalDispatch,
  response: LoginResponse,
  password: string,
  from?: string | null,
): string {
  dispatch(signedIn({ token: response.token }));
  // An admin goes back to the service provider they last worked in, not the first by name (core §4: the current
  // one is kept in the client); the picker falls back as usual if it is gone.
  const signedInUser = userFromToken(response.token);
  const remembered =
    signedInUser?.scope === 'admin' ? rememberedServiceProviderOf(signedInUser.user_sid) : null;
  if (remembered) dispatch(serviceProviderSelected(remembered));
  // Switchboard's API: the service provider requires a second factor the user has not set up yet.
  setPendingTwoFactorSetup(Boolean(response.two_factor_setup_required));
  if (response.force_change) {
    setPendingPasswordChange({ userSid: response.user_sid, oldPassword: password });
    return '/create-password';
  }
  setPendingPasswordChange(null);
  if (response.two_factor_setup_required) return '/two-factor-setup';
  if (from && from.startsWith('/internal')) return from;
  // The scope comes from the token's claims (the login body's copy is only a fallback).
  return homePath(signedInUser ?? { scope: response.scope, account_sid: response.account_sid ?? null });
}
