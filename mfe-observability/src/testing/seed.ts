// Seeding the observability area's component tests through the API in memory (@switchboard/api/testing), the way a
// platform reports: call records, alerts, traces, SIP captures and call logs go through the ingest path
// (`POST /Ingest/…`, what feature servers and capture agents call); recordings are written as a media server
// writes them (`api.platform.recording`: there is no API for it).
import {
  DEFAULT_ACCOUNT_SID,
  DEFAULT_SERVICE_PROVIDER_SID,
  type ContractApi,
} from '@switchboard/api/testing';
import type { OtlpTrace } from '@switchboard/shared/types';

export {
  DEFAULT_ACCOUNT_SID as ACCOUNT_SID,
  DEFAULT_SERVICE_PROVIDER_SID as SP_SID,
  addAccount,
} from '@switchboard/api/testing';

/** A call record as a feature server reports it; times in ms. */
export interface CallRecord {
  call_sid: string;
  sip_callid: string;
  account_sid: string;
  attempted_at: number;
  answered_at: number | null;
  terminated_at: number;
  answered: boolean;
  direction: 'inbound' | 'outbound';
  from: string;
  to: string;
  sip_status: number;
  duration: number;
  termination_reason: string;
  host: string;
  remote_host: string;
  trunk: string;
  trace_id?: string;
  recording_url?: string | null;
}

let sequence = 0;

/**
 * Reports `calls` (each a few overrides of a record) and returns the records as sent. Unless told, the n-th call of
 * the list was attempted n seconds ago (never before today's midnight: the page's default window is today), answered.
 */
export async function addCalls(api: ContractApi, ...calls: Partial<CallRecord>[]): Promise<CallRecord[]> {
  const now = Date.now();
  const midnight = new Date(now).setHours(0, 0, 0, 0);
  const records = calls.map((overrides, index): CallRecord => {
    sequence += 1;
    const attempted = overrides.attempted_at ?? Math.max(now - (index + 1) * 1000, midnight + 1);
    const callSid = overrides.call_sid ?? crypto.randomUUID();
    const answered = overrides.answered ?? true;
    return {
      call_sid: callSid,
      sip_callid: `${sequence}-${callSid.slice(0, 8)}@203.0.113.10`,
      account_sid: DEFAULT_ACCOUNT_SID,
      attempted_at: attempted,
      answered_at: answered ? attempted + 4000 : null,
      terminated_at: attempted + 64_000,
      answered,
      direction: 'inbound',
      from: `+1415555${String(1000 + sequence)}`,
      to: '15550100100',
      sip_status: answered ? 200 : 487,
      duration: answered ? 60 : 0,
      termination_reason: 'caller hungup',
      host: '198.51.100.20',
      remote_host: '203.0.113.10',
      trunk: 'Acme SIP trunk',
      ...overrides,
    };
  });
  await api.asAdmin('POST', '/Ingest/Cdrs', records);
  return records;
}

/** Alerts of a few seconds ago (the page's window is today), newest first, as reported. */
export async function addAlerts(api: ContractApi, ...alerts: Record<string, unknown>[]): Promise<void> {
  const now = Date.now();
  await api.asAdmin(
    'POST',
    '/Ingest/Alerts',
    alerts.map((overrides, index) => {
      sequence += 1;
      return {
        time: new Date(now - 1000 - index * 100).toISOString(),
        alert_type: 'webhook-failure',
        message: `https://hooks.example.com/${sequence} returned 500`,
        account_sid: DEFAULT_ACCOUNT_SID,
        service_provider_sid: DEFAULT_SERVICE_PROVIDER_SID,
        ...overrides,
      };
    }),
  );
}

/** A trace of the account, exported as OTLP/HTTP JSON. */
export function addTrace(api: ContractApi, trace: OtlpTrace, accountSid = DEFAULT_ACCOUNT_SID) {
  return api.asAdmin('POST', `/Ingest/Traces?account_sid=${accountSid}`, trace);
}

/** The INVITE dialog of a call, `messages` SIP messages long, as a capture agent reports it. */
export function addCapture(api: ContractApi, call: CallRecord, messages: number) {
  return api.asAdmin('POST', '/Ingest/SipCaptures', {
    sip_callid: call.sip_callid,
    method: 'invite',
    account_sid: call.account_sid,
    messages: Array.from({ length: messages }, (_, i) => ({
      // epoch microseconds, as HEP reports them
      time: (call.attempted_at + i * 10) * 1000,
      src_ip: '203.0.113.10',
      src_port: 5060,
      dst_ip: '198.51.100.20',
      dst_port: 5060,
      payload: `${i === 0 ? `INVITE sip:${call.to}@198.51.100.20 SIP/2.0` : `SIP/2.0 ${i < 2 ? '100 Trying' : '200 OK'}`}\r\nCall-ID: ${call.sip_callid}\r\n\r\n`,
    })),
  });
}

/** A call's log lines, as the feature server that handled it reports them. */
export function addLogs(api: ContractApi, call: CallRecord, lines: string[]) {
  return api.asAdmin('POST', '/Ingest/CallLogs', {
    call_sid: call.call_sid,
    account_sid: call.account_sid,
    lines,
  });
}
