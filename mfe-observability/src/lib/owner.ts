// Whose calls and alerts a page shows: an account user's own account; for service-provider scope and up the
// selected account (?account_sid=), else every account of the current provider ('All accounts').
import { useGetServiceProviderAccountsQuery } from '@switchboard/shared/api';
import { useSelectedAccount, useSessionInfo } from '@switchboard/shared/admin';
import type { CallsOwner } from '../features/recent-calls/api';

export function useOwner() {
  const session = useSessionInfo();
  const selected = useSelectedAccount();
  const accounts = useGetServiceProviderAccountsQuery(session.serviceProviderSid ?? '', {
    skip: !session.serviceProviderSid || !session.isServiceProviderOrAdmin,
  });
  const owner: CallsOwner | null = session.isAccountUser
    ? session.ownAccountSid
      ? { accountSid: session.ownAccountSid }
      : null
    : selected.accountSid
      ? { accountSid: selected.accountSid }
      : session.serviceProviderSid
        ? { serviceProviderSid: session.serviceProviderSid }
        : null;
  return { owner, session, selected, accounts };
}
