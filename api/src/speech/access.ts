// Who may read and who may change a speech credential (contract §6.5, spec §6): admins any; service-provider users
// their service provider's; account users their account's, and read (without secrets) their service provider's.
import type { Caller } from '../auth/caller';

export interface CredentialOwner {
  service_provider_sid: string | null;
  account_sid: string | null;
}

export const canReadCredential = (caller: Caller, row: CredentialOwner) =>
  caller.scope === 'admin' ||
  (caller.scope === 'service_provider' && row.service_provider_sid === caller.service_provider_sid) ||
  (caller.scope === 'account' &&
    (row.account_sid === caller.account_sid ||
      (row.account_sid === null && row.service_provider_sid === caller.service_provider_sid)));

export const canChangeCredential = (caller: Caller, row: CredentialOwner) =>
  caller.scope === 'admin' ||
  (caller.scope === 'service_provider' && row.service_provider_sid === caller.service_provider_sid) ||
  (caller.scope === 'account' && row.account_sid !== null && row.account_sid === caller.account_sid);
