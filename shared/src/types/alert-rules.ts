// Alert rules (Switchboard's addition, docs/api/additions.md#alert-rules): a condition over a window of what the
// platform reported, where to send a notification when it fires and when it clears, and the log of those
// notifications. The API evaluates the rules on the ingested data; the conditions' arithmetic is shared
// (`@switchboard/shared/operations`), the same for the API and the portal's texts.
import type { Sid } from './common';

/** What a rule watches. */
export const ALERT_CONDITIONS = [
  /** a carrier's (or every carrier's) answer-seizure ratio below `threshold` % over the window */
  'carrier_asr_below',
  /** at least `threshold` calls failing with a SIP status of the class `status_class` (4, 5, 6) in the window */
  'sip_status_class',
  /** a SIP gateway the SBC pings down for at least `threshold` minutes */
  'gateway_down',
  /** a carrier that must register is not registered */
  'registration_failing',
  /** the peak of concurrent calls in the window above `threshold` % of the owner's 'Max calls' */
  'concurrent_calls_above',
  /** alerts of `alert_type` above `threshold` per hour over the window */
  'alerts_above',
  /** an application's webhook answering slower than `threshold` ms, or failing, in the window (from the traces) */
  'webhook_slow',
] as const;
export type AlertCondition = (typeof ALERT_CONDITIONS)[number];

/** A rule as the API returns it. */
export interface AlertRule {
  alert_rule_sid: Sid;
  name: string;
  /** the account whose calls it watches (and whose webhook secret signs), null: every account of the provider */
  account_sid: Sid | null;
  service_provider_sid: Sid;
  is_active: 0 | 1;
  condition: AlertCondition;
  threshold: number;
  window_minutes: number;
  /** carrier_asr_below, gateway_down, registration_failing: one carrier, or null for any */
  voip_carrier_sid: Sid | null;
  /** sip_status_class: 4, 5 or 6 */
  status_class: number | null;
  /** alerts_above */
  alert_type: string | null;
  emails: string[];
  webhook_url: string | null;
  /** evaluation state, kept in the database */
  state: 'ok' | 'firing';
  /** ISO-8601: when it last changed state (null: never fired) */
  since: string | null;
  last_evaluated_at: string | null;
  /** what the condition measured at the last evaluation, in words */
  last_value: string | null;
}

/** What a notification says: the rule fired, or it resolved. */
export type AlertRuleEvent = 'firing' | 'resolved';

/** One notification to one destination, with its result and how many tries it took. */
export interface AlertRuleDelivery {
  delivery_id: number;
  alert_rule_sid: Sid;
  event: AlertRuleEvent;
  channel: 'email' | 'webhook';
  target: string;
  status: 'pending' | 'sent' | 'failed';
  attempts: number;
  /** the last try's outcome: 'sent', an HTTP status, or the error */
  last_result: string | null;
  created_at: string;
  last_attempt_at: string | null;
  next_attempt_at: string | null;
}

/** The JSON body a rule's webhook receives (signed: the `Jambonz-Signature` header, docs/api/additions.md#alert-rules). */
export interface AlertRuleNotification {
  event: AlertRuleEvent;
  alert_rule_sid: Sid;
  name: string;
  condition: AlertCondition;
  account_sid: Sid | null;
  service_provider_sid: Sid;
  /** ISO-8601 */
  time: string;
  summary: string;
}
