// What the admin pages need to know about who is signed in. The scope comes from the token (never from
// `GET /Users/me`, whose `scope` is the legacy "read-write").
import { hasScope } from '@switchboard/shared/access';
import {
  selectAccountSid,
  selectServiceProviderSid,
  selectUser,
  useAppSelector,
} from '@switchboard/shared/store';
import type { Scope } from '@switchboard/shared/types';

export interface SessionInfo {
  scope: Scope | null;
  userSid: string | null;
  userName: string | null;
  isAdmin: boolean;
  /** service_provider scope and up */
  isServiceProviderOrAdmin: boolean;
  isAccountUser: boolean;
  isViewOnly: boolean;
  /** The current service provider (the user's own, or the one an admin chose). */
  serviceProviderSid: string | null;
  /** An account user's own account (null for the other scopes). */
  ownAccountSid: string | null;
  /** The account selected in the session (the URL's `?account_sid=` wins where a page reads it). */
  selectedAccountSid: string | null;
}

export function useSessionInfo(): SessionInfo {
  const user = useAppSelector(selectUser);
  const serviceProviderSid = useAppSelector(selectServiceProviderSid);
  const selectedAccountSid = useAppSelector(selectAccountSid);
  const scope = user?.scope ?? null;
  return {
    scope,
    userSid: user?.user_sid ?? null,
    userName: user?.name ?? null,
    isAdmin: scope === 'admin',
    isServiceProviderOrAdmin: hasScope(user, 'service_provider'),
    isAccountUser: scope === 'account',
    isViewOnly: user?.is_view_only === true,
    serviceProviderSid,
    ownAccountSid: scope === 'account' ? (user?.account_sid ?? null) : null,
    selectedAccountSid,
  };
}
