// Seeding the billing area's component tests: hosted mode and signed-up accounts come from
// @switchboard/api/testing/hosted (the hosted account page of the identity area uses them too); what usage counts
// is reported here.
import type { ContractApi } from '@switchboard/api/testing';
import { ROOT_DOMAIN, type HostedAccount } from '@switchboard/api/testing/hosted';

export {
  HOSTED,
  ROOT_DOMAIN,
  card,
  mailedCode,
  products,
  signUp,
  subscribe,
  upgrade,
  type HostedAccount,
} from '@switchboard/api/testing/hosted';

/**
 * Calls of devices registered to the account (no carrier trunk), as a feature server reports them
 * (`POST /Ingest/Cdrs`): `calls` as [device, start, end] in ms. What usage counts.
 */
export function reportDeviceCalls(
  api: ContractApi,
  account: HostedAccount,
  calls: Array<[device: string, start: number, end: number]>,
) {
  return api.asAdmin(
    'POST',
    '/Ingest/Cdrs',
    calls.map(([device, start, end], i) => ({
      attempted_at: start,
      answered_at: start + 1000,
      terminated_at: end,
      answered: true,
      direction: 'inbound',
      account_sid: account.accountSid,
      call_sid: crypto.randomUUID(),
      from: `${device}@acme.${ROOT_DOMAIN}`,
      to: '15550100100',
      sip_callid: `usage-${i}-${start}@203.0.113.10`,
      trunk: 'device',
      sip_status: 200,
      duration: Math.round((end - start) / 1000),
    })),
  );
}
