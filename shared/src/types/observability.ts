// Recent calls (CDRs) and alerts, from the time-series store (docs/api/contract.md#recent-calls-and-alerts).
import type { Sid } from './common';

export interface RecentCall {
  /** RFC-3339 */
  attempted_at: string;
  /** ISO-8601; an unanswered call has 1970-01-01T00:00:00.000Z */
  answered_at: string;
  terminated_at: string;
  answered: boolean;
  account_sid: Sid | null;
  service_provider_sid: Sid | null;
  application_sid: Sid | null;
  call_sid: Sid | null;
  from: string | null;
  to: string | null;
  sip_callid: string | null;
  sip_parent_callid: string | null;
  termination_reason: string | null;
  host: string | null;
  remote_host: string | null;
  trunk: string | null;
  direction: 'inbound' | 'outbound' | null;
  /** 32 hex characters; all zeros when tracing is off */
  trace_id: string | null;
  /** path relative to the API base, e.g. /Accounts/<sid>/RecentCalls/<call_sid>/record/2024/05/01/mp3 */
  recording_url: string | null;
  sip_status: number | null;
  duration: number | null;
}

export type AlertType =
  | 'webhook-failure'
  | 'webhook-connection-failure'
  | 'webhook-url-notfound'
  | 'webhook-auth-failure'
  | 'invalid-app-payload'
  | 'no-tts'
  | 'no-stt'
  | 'no-llm'
  | 'tts-failure'
  | 'stt-failure'
  | 'llm-failure'
  | 'no-carrier'
  | 'account-call-limit'
  | 'account-device-limit'
  | 'account-api-limit'
  | 'service-provider-call-limit'
  | 'service-provider-device-limit'
  | 'service-provider-api-limit'
  | 'play-url-notfound'
  | 'tts-streaming-connection-failure'
  | 'no-krisp'
  | 'alert-from-application'
  | 'error-updating-call'
  | 'account is inactive or suspended';

export interface Alert {
  /** RFC-3339 */
  time: string;
  alert_type: AlertType | string;
  message: string;
  detail: string | null;
  account_sid: Sid | null;
  service_provider_sid: Sid | null;
  vendor: string | null;
  target_sid: Sid | null;
}

/** `GET …/RecentCalls` and `GET …/Alerts` query (time-series paging, docs/api/contract.md#paging). */
export interface TimeSeriesQuery {
  page: number;
  /** page size, 1–500 */
  count: number;
  /** the last N days (wins over start/end) */
  days?: number;
  /** ISO-8601 */
  start?: string;
  end?: string;
}

export interface RecentCallsQuery extends TimeSeriesQuery {
  direction?: 'inbound' | 'outbound';
  answered?: 'true' | 'false';
  /** substring of from/to, or an exact call_sid */
  filter?: string;
  trunk?: string;
}

/** One hour of the calls-per-hour chart (`GET …/CallsPerHour`). */
export interface CallsPerHourBucket {
  /** start of the hour, ISO-8601 (UTC) */
  hour: string;
  answered: number;
  not_answered: number;
}

export interface CallsPerHour {
  data: CallsPerHourBucket[];
}

/** An OTLP attribute value (JSON encoding: one of these members is set). */
export interface OtlpAnyValue {
  stringValue?: string;
  boolValue?: boolean;
  intValue?: number | string;
  doubleValue?: number;
  arrayValue?: { values: OtlpAnyValue[] };
}

export interface OtlpAttribute {
  key: string;
  value: OtlpAnyValue;
}

/** A span as the trace endpoint returns it (Jaeger's OTLP JSON: times in ns, as numbers or strings). */
export interface OtlpSpan {
  traceId: string;
  spanId: string;
  /** empty or absent for the root span */
  parentSpanId?: string;
  name: string;
  kind?: number | string;
  startTimeUnixNano: number | string;
  endTimeUnixNano: number | string;
  attributes?: OtlpAttribute[];
  status?: { code?: number | string; message?: string };
}

export interface OtlpScopeSpans {
  instrumentationLibrary?: { name: string; version?: string };
  scope?: { name: string; version?: string };
  spans: OtlpSpan[];
}

export interface OtlpResourceSpans {
  resource?: { attributes?: OtlpAttribute[] };
  /** the name Jaeger's api/v3 uses (and the portal reads) */
  instrumentationLibrarySpans?: OtlpScopeSpans[];
  /** the name current OTLP exporters send */
  scopeSpans?: OtlpScopeSpans[];
}

/** `GET …/RecentCalls/trace/:trace_id`: the OTLP trace. */
export interface OtlpTrace {
  resourceSpans: OtlpResourceSpans[];
}

/** One captured SIP message of a dialog (what a capture agent such as Homer's HEP sends). */
export interface SipCaptureMessage {
  /** capture time, ISO-8601 with up to microseconds, or epoch microseconds */
  time: string | number;
  src_ip: string;
  src_port: number;
  dst_ip: string;
  dst_port: number;
  transport?: 'udp';
  /** the SIP message as sent on the wire */
  payload: string;
}
