// Seeding the telephony area's component tests through the API in memory: the seeders every area shares
// (@switchboard/api/testing: accounts, applications, carriers and gateways, numbers) and outbound call routing. A
// carrier's registration state is written as the SBC writes it (`api.platform.registerStatus`).
import {
  DEFAULT_SERVICE_PROVIDER_SID,
  HELLO_WORLD_APPLICATION_SID,
  type ContractApi,
} from '@switchboard/api/testing';
import type { LcrRoute } from '@switchboard/shared/types';

export {
  DEFAULT_ACCOUNT_SID as ACCOUNT_SID,
  DEFAULT_SERVICE_PROVIDER_SID as SP_SID,
  addAccount,
  addApplication,
  addCarrier,
  addNumber,
  addSipGateway,
} from '@switchboard/api/testing';
/** The seeded 'hello world' application of the default account (with 'dial time', what a fresh install has). */
export const HELLO_WORLD_SID = HELLO_WORLD_APPLICATION_SID;
/** The seeded predefined carrier 'Twilio'. */
export const TWILIO_SID = '7d509a18-bbff-4c5d-b21e-b99bf8f8c49a';

const sid = async (api: ContractApi, path: string, body: unknown) =>
  (await api.asAdmin<{ sid: string }>('POST', path, body)).sid;

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

/**
 * What the SBC reports of a gateway's OPTIONS pings (`POST /Ingest/GatewayPings`): one at each of `minutesAgo`,
 * answered `status` in 28 ms (null: not answered).
 */
export async function reportPings(
  api: ContractApi,
  gateway: string,
  minutesAgo: number[],
  status: number | null,
): Promise<void> {
  const now = Date.now();
  await api.asAdmin(
    'POST',
    '/Ingest/GatewayPings',
    minutesAgo.map((ago) => ({
      sip_gateway_sid: gateway,
      time: now - ago * 60_000,
      status,
      rtt_ms: status === null ? null : 28,
    })),
  );
}
