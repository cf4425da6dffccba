// Recent calls (CDRs) and alerts, from the time-series store (contract §5.11, §5.12).
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
