// Seeding the telephony area's component tests through the API in memory (@switchboard/api/testing): carriers and
// their gateways, phone numbers, outbound call routing, Teams tenants, SIP clients, a second account or service
// provider. A carrier's registration state is written as the SBC writes it (`api.platform.registerStatus`).
import {
  DEFAULT_ACCOUNT_SID,
  DEFAULT_SERVICE_PROVIDER_SID,
  HELLO_WORLD_APPLICATION_SID,
  type ContractApi,
} from '@switchboard/api/testing';
import type { LcrRoute } from '@switchboard/shared/types';

export { DEFAULT_ACCOUNT_SID as ACCOUNT_SID, DEFAULT_SERVICE_PROVIDER_SID as SP_SID };
/** The seeded 'hello world' application of the default account (with 'dial time', what a fresh install has). */
export const HELLO_WORLD_SID = HELLO_WORLD_APPLICATION_SID;
/** The seeded predefined carrier 'Twilio'. */
export const TWILIO_SID = '7d509a18-bbff-4c5d-b21e-b99bf8f8c49a';

const sid = async (api: ContractApi, path: string, body: unknown) =>
  (await api.asAdmin<{ sid: string }>('POST', path, body)).sid;

/** A carrier of the default service provider (or of `account_sid`): its sid. */
export function addCarrier(api: ContractApi, name: string, fields: Record<string, unknown> = {}) {
  const owner = fields.account_sid
    ? `/Accounts/${String(fields.account_sid)}`
    : `/ServiceProviders/${DEFAULT_SERVICE_PROVIDER_SID}`;
  return sid(api, `${owner}/VoipCarriers`, { name, is_active: true, ...fields });
}

/** A SIP gateway of a carrier (inbound and outbound on 5060 unless told): its sid. */
export function addSipGateway(
  api: ContractApi,
  carrier: string,
  ipv4: string,
  fields: Record<string, unknown> = {},
) {
  return sid(api, '/SipGateways', {
    voip_carrier_sid: carrier,
    ipv4,
    port: 5060,
    netmask: 32,
    inbound: true,
    outbound: true,
    ...fields,
  });
}

/** A phone number routed through `carrier` to the default account (unless told): its sid. */
export function addNumber(
  api: ContractApi,
  number: string,
  carrier: string,
  fields: Record<string, unknown> = {},
) {
  return sid(api, '/PhoneNumbers', {
    number,
    voip_carrier_sid: carrier,
    account_sid: DEFAULT_ACCOUNT_SID,
    ...fields,
  });
}

/**
 * An outbound call routing table of the default service provider (or `owner`): `routes` as [regex, carrier], the
 * system default route to `fallback` last, as the portal saves them. Its sid and routes as the API returns them.
 */
export async function addLcr(
  api: ContractApi,
  name: string,
  routes: Array<[regex: string, carrier: string]>,
  fallback: string,
  owner: { account_sid?: string } = {},
): Promise<{ lcrSid: string; routes: LcrRoute[] }> {
  const lcrSid = await sid(api, '/Lcrs', {
    name,
    is_active: true,
    account_sid: owner.account_sid ?? null,
    service_provider_sid: owner.account_sid ? null : DEFAULT_SERVICE_PROVIDER_SID,
  });
  await api.asAdmin('POST', `/Lcrs/${lcrSid}/Routes`, [
    ...routes.map(([regex, carrier], priority) => ({
      regex,
      description: null,
      priority,
      lcr_carrier_set_entries: [{ voip_carrier_sid: carrier, priority: 0 }],
    })),
    {
      regex: '.*',
      description: 'System Default Route',
      priority: 9999,
      lcr_carrier_set_entries: [{ voip_carrier_sid: fallback, priority: 0 }],
    },
  ]);
  return { lcrSid, routes: await api.asAdmin<LcrRoute[]>('GET', `/LcrRoutes?lcr_sid=${lcrSid}`) };
}

/** A second account of the default service provider: its sid. */
export function addAccount(api: ContractApi, name = 'other account') {
  return sid(api, '/Accounts', { name, service_provider_sid: DEFAULT_SERVICE_PROVIDER_SID });
}

/** An application of the default account (or `account_sid`): its sid. */
export function addApplication(api: ContractApi, name: string, fields: Record<string, unknown> = {}) {
  return sid(api, '/Applications', {
    name,
    account_sid: DEFAULT_ACCOUNT_SID,
    call_hook: { url: 'https://hooks.example.com/call', method: 'POST' },
    call_status_hook: { url: 'https://hooks.example.com/status', method: 'POST' },
    ...fields,
  });
}
