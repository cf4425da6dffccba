// Who may read and change a carrier (service-provider carriers belong to service-provider users and up, account
// carriers to their account too), and which carriers an account may use. The gateways, numbers and outbound routing
// apply them too.
import type { VoipCarrier } from '@switchboard/shared/types';
import type { Caller } from '../../../auth/caller';

type CarrierOwner = Pick<VoipCarrier, 'account_sid' | 'service_provider_sid'>;

/** admin: all; SP: its own; account users: their account's and the SP-level carriers of their SP. */
export function canReadCarrier(caller: Caller, carrier: CarrierOwner): boolean {
  if (caller.scope === 'admin') return true;
  if (caller.scope === 'service_provider')
    return carrier.service_provider_sid === caller.service_provider_sid;
  return (
    carrier.account_sid === caller.account_sid ||
    (carrier.account_sid === null && carrier.service_provider_sid === caller.service_provider_sid)
  );
}

/** SP-level carriers are changed by service-provider users and up; account carriers by their account too. */
export function canWriteCarrier(caller: Caller, carrier: CarrierOwner): boolean {
  if (caller.scope === 'admin') return true;
  if (caller.scope === 'service_provider')
    return carrier.service_provider_sid === caller.service_provider_sid;
  return carrier.account_sid !== null && carrier.account_sid === caller.account_sid;
}

/** The carrier's secrets: in clear only to whoever may change the carrier (docs/product/telephony.md#carrier-secrets). */
export const CARRIER_SECRETS = [
  'register_password',
  'inbound_auth_password',
  'smpp_password',
  'smpp_inbound_password',
] as const;

/** Who may change the carrier (and so read its secrets): its owners, unless view-only. */
export function mayChangeCarrier(caller: Caller, carrier: CarrierOwner): boolean {
  return !caller.is_view_only && canWriteCarrier(caller, carrier);
}

/** A carrier an account may use (its own, or SP-level of the account's service provider). */
export function carrierUsableBy(
  carrier: CarrierOwner,
  account: { account_sid: string; service_provider_sid: string },
): boolean {
  return (
    carrier.account_sid === account.account_sid ||
    (carrier.account_sid === null && carrier.service_provider_sid === account.service_provider_sid)
  );
}
