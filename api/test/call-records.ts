// A call record as the alert rules' tests build them (observability-alert-rules-peak.test.ts,
// observability-alert-rules-live.test.ts): the call's owners and times given, its ids drawn from the test's
// seeded Random, the rest fixed — an inbound call not answered, through no trunk, final SIP status 200.
import type { Random } from '../src/lib/random';
import type { CdrRecord } from '../src/areas/observability';

export function cdr(
  rnd: Random,
  serviceProvider: string,
  account: string,
  start: number,
  end: number,
): CdrRecord {
  return {
    attempted_at: start,
    answered_at: null,
    terminated_at: end,
    answered: false,
    direction: 'inbound',
    account_sid: account,
    service_provider_sid: serviceProvider,
    application_sid: null,
    call_sid: rnd.uuid(),
    from: '+15550100',
    to: '+15550200',
    sip_callid: `${rnd.hex(16)}@203.0.113.10`,
    sip_parent_callid: null,
    termination_reason: 'caller hungup',
    host: '198.51.100.20',
    remote_host: '203.0.113.10',
    trunk: null,
    trace_id: '00000000000000000000000000000000',
    recording_url: null,
    sip_status: 200,
    duration: 0,
  } as CdrRecord;
}
