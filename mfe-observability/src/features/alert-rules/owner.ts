// Whose rules the pages read and change: an account user's own account's; for service-provider scope and up the
// current provider's (its accounts' rules and its own), as the API scopes them (docs/api/additions.md#alert-rules).
import { useSessionInfo } from '@switchboard/shared/admin';
import type { CallsOwner } from '../recent-calls/api';

export function useRulesOwner(): CallsOwner | null {
  const session = useSessionInfo();
  if (session.isAccountUser) return session.ownAccountSid ? { accountSid: session.ownAccountSid } : null;
  return session.serviceProviderSid ? { serviceProviderSid: session.serviceProviderSid } : null;
}
