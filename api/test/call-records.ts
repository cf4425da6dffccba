// Call records as the API tests build and report them. `cdr()`: the alert rules' (observability-alert-rules-peak,
// -live), posted to the store directly. `callRecord()` + `ingestAll()`: the statistics and usage tests', reported
// through the ingest endpoints as an SBC would, in batches.
import type { Random } from '../src/lib/random';
import type { CdrRecord } from '../src/areas/observability';
import type { World } from './helpers';

/** Where an SBC reports (with the admin's API key). */
export type IngestPath = '/v1/Ingest/Cdrs' | '/v1/Ingest/QualityReports' | '/v1/Ingest/SipCaptures';

/** Posts `records` to `path` in batches of `batchSize`, each answered 201 (stored). */
export async function ingestAll(
  w: Pick<World, 'api' | 'tokens'>,
  path: IngestPath,
  records: readonly unknown[],
  batchSize = 500,
): Promise<void> {
  for (let i = 0; i < records.length; i += batchSize) {
    const res = await w.api('POST', path, w.tokens.adminKey, records.slice(i, i + batchSize));
    expect(res.statusCode).toBe(201);
  }
}

/** What a test says of a call; the rest of its record is fixed (numbers) or drawn (ids). */
export interface ReportedCall {
  account_sid: string;
  attempted_at: number;
  /** null: not answered. */
  answered_at: number | null;
  terminated_at: number;
  sip_status: number;
  duration: number;
  direction?: 'inbound' | 'outbound';
  trunk?: string | null;
  call_sid?: string;
  sip_callid?: string;
}

/** The CDR an SBC reports for `call` (outbound unless said; ids drawn unless given). */
export function callRecord(call: ReportedCall): Record<string, unknown> {
  const callSid = call.call_sid ?? crypto.randomUUID();
  return {
    attempted_at: call.attempted_at,
    answered_at: call.answered_at,
    terminated_at: call.terminated_at,
    answered: call.answered_at !== null,
    direction: call.direction ?? 'outbound',
    account_sid: call.account_sid,
    call_sid: callSid,
    from: '15550100100',
    to: '+14155550100',
    sip_callid: call.sip_callid ?? `${crypto.randomUUID()}@203.0.113.10`,
    ...(call.trunk !== undefined ? { trunk: call.trunk } : {}),
    sip_status: call.sip_status,
    duration: call.duration,
  };
}

/** A minute-long call over the alert rules' carrier, 'Acme SIP trunk': answered (200, 58 s) or failed (503). */
export const acmeCall = (account_sid: string, answered: boolean, at: number): Record<string, unknown> =>
  callRecord({
    account_sid,
    attempted_at: at,
    answered_at: answered ? at + 2000 : null,
    terminated_at: at + 60_000,
    trunk: 'Acme SIP trunk',
    sip_status: answered ? 200 : 503,
    duration: answered ? 58 : 0,
  });

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
