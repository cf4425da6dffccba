// What the platform reports, as it is stored and as the API returns it: call records (CDRs), alerts and the SIP
// capture of a dialog. Times are ms since the epoch in storage, ISO strings in answers (docs/api/contract.md#recent-calls-and-alerts).
import type { Alert, RecentCall, SipCaptureMessage } from '@switchboard/shared/types';

export const HOUR_MS = 3_600_000;
/** The calls per trunk are counted in steps of 5 minutes (cdr_trunk_slots: the Carrier health list's counts). */
export const TRUNK_SLOT_MS = 300_000;
const EPOCH_ISO = new Date(0).toISOString();

/** A call record as stored (times in ms since the epoch). */
export interface CdrRecord {
  attempted_at: number;
  answered_at: number | null;
  terminated_at: number;
  answered: boolean;
  direction: 'inbound' | 'outbound';
  account_sid: string;
  service_provider_sid: string | null;
  application_sid: string | null;
  call_sid: string | null;
  from: string;
  to: string;
  sip_callid: string;
  sip_parent_callid: string | null;
  termination_reason: string | null;
  host: string | null;
  remote_host: string | null;
  trunk: string | null;
  trace_id: string;
  recording_url: string | null;
  sip_status: number;
  duration: number;
}

export interface AlertRecord {
  time: number;
  alert_type: string;
  message: string;
  detail: string | null;
  account_sid: string | null;
  service_provider_sid: string | null;
  vendor: string | null;
  target_sid: string | null;
}

/** A row of `cdrs` as SELECTed: the record with SQLite's integer boolean and the number columns' names. */
export interface CdrRow extends Omit<CdrRecord, 'answered' | 'from' | 'to'> {
  cdr_id: number;
  answered: number;
  from_number: string;
  to_number: string;
}

/** A CDR as the real server sends it (docs/api/contract.md#recent-calls-and-alerts): ISO strings, epoch 0 for an unanswered call's answered_at. */
export function callOf(row: CdrRow): RecentCall {
  return {
    attempted_at: new Date(row.attempted_at).toISOString(),
    answered_at: row.answered_at === null ? EPOCH_ISO : new Date(row.answered_at).toISOString(),
    terminated_at: new Date(row.terminated_at).toISOString(),
    answered: row.answered === 1,
    account_sid: row.account_sid,
    service_provider_sid: row.service_provider_sid,
    application_sid: row.application_sid,
    call_sid: row.call_sid,
    direction: row.direction,
    from: row.from_number,
    to: row.to_number,
    sip_callid: row.sip_callid,
    sip_parent_callid: row.sip_parent_callid,
    termination_reason: row.termination_reason,
    host: row.host,
    remote_host: row.remote_host,
    trunk: row.trunk,
    trace_id: row.trace_id,
    recording_url: row.recording_url,
    sip_status: row.sip_status,
    duration: row.duration,
  };
}

export interface AlertRow extends AlertRecord {
  alert_id: number;
}

export function alertOf(row: AlertRow): Alert {
  return {
    time: new Date(row.time).toISOString(),
    alert_type: row.alert_type,
    message: row.message,
    detail: row.detail,
    account_sid: row.account_sid,
    service_provider_sid: row.service_provider_sid,
    vendor: row.vendor,
    target_sid: row.target_sid,
  };
}

export interface SipCapture {
  sip_callid: string;
  method: 'invite' | 'register';
  account_sid: string | null;
  service_provider_sid: string | null;
  messages: SipCaptureMessage[];
}
