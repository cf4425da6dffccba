// What the telephony specs share: API set-up of carriers, numbers, routing tables and accounts, as an admin does it.
import type { ApiClient } from '../harness/api-client';

export interface Created {
  sid: string;
}

export async function createCarrier(
  admin: ApiClient,
  serviceProviderSid: string,
  body: Record<string, unknown> & { name: string },
  gateways: Array<Record<string, unknown>> = [{ ipv4: '192.0.2.10', inbound: 1, outbound: 1 }],
): Promise<string> {
  const { sid } = await admin.request<Created>(
    'POST',
    `/ServiceProviders/${serviceProviderSid}/VoipCarriers`,
    body,
  );
  for (const gateway of gateways)
    await admin.request('POST', '/SipGateways', { voip_carrier_sid: sid, ...gateway });
  return sid;
}

export async function createNumber(
  admin: ApiClient,
  body: {
    number: string;
    voip_carrier_sid: string;
    account_sid: string;
    application_sid?: string;
    description?: string;
  },
): Promise<string> {
  return (await admin.request<Created>('POST', '/PhoneNumbers', body)).sid;
}

export async function createLcr(
  admin: ApiClient,
  body: { name: string; service_provider_sid?: string; account_sid?: string },
  routes: Array<{ regex: string; carrier: string; description?: string }>,
  defaultCarrier: string,
): Promise<string> {
  const { sid } = await admin.request<Created>('POST', '/Lcrs', { is_active: true, ...body });
  await admin.request('POST', `/Lcrs/${sid}/Routes`, [
    ...routes.map((r, priority) => ({
      regex: r.regex,
      description: r.description ?? null,
      priority,
      lcr_carrier_set_entries: [{ voip_carrier_sid: r.carrier }],
    })),
    {
      regex: '.*',
      description: 'System Default Route',
      priority: 9999,
      lcr_carrier_set_entries: [{ voip_carrier_sid: defaultCarrier }],
    },
  ]);
  return sid;
}

let numbersMade = 0;
/** A digit string no other test uses. */
export function uniqueNumber(): string {
  // a counter, not a random digit: numbers made in the same millisecond (a test's fresh and taken ones) differ
  numbersMade += 1;
  return `1555${String(Date.now()).slice(-5)}${String(numbersMade % 100).padStart(2, '0')}`;
}
