// Who may see (and so change) an outbound call routing table, and which carriers its routes may use. Unlike the real
// server, every routing endpoint checks that the caller owns the LCR (docs/api/differences.md).
import type { VoipCarrier } from '@switchboard/shared/types';
import type { Caller } from '../../../auth/caller';
import type { LcrRow } from './repository';

type LcrOwner = Pick<LcrRow, 'account_sid' | 'owner_sp'>;

/** admin: all; SP users: their service provider's and its accounts'; account users: their account's. */
export function canSeeLcr(caller: Caller, lcr: LcrOwner): boolean {
  if (caller.scope === 'admin') return true;
  if (caller.scope === 'service_provider') return lcr.owner_sp === caller.service_provider_sid;
  return lcr.account_sid !== null && lcr.account_sid === caller.account_sid;
}

/** A carrier the LCR's owner may route to: an account's own or its SP's; an SP LCR's SP-level carriers. */
export function isRoutableCarrier(
  lcr: LcrOwner,
  carrier: Pick<VoipCarrier, 'account_sid' | 'service_provider_sid'>,
): boolean {
  return lcr.account_sid
    ? carrier.account_sid === lcr.account_sid ||
        (carrier.account_sid === null && carrier.service_provider_sid === lcr.owner_sp)
    : lcr.owner_sp === null ||
        (carrier.service_provider_sid === lcr.owner_sp && carrier.account_sid === null);
}

/** An LCR's audit entries (its routes' and entries' too) go to its account and its owner's service provider. */
export const lcrAuditOwner = (lcr: LcrOwner) => ({
  accountSid: lcr.account_sid,
  serviceProviderSid: lcr.owner_sp,
});
