// Alert rules' arithmetic and texts (docs/api/additions.md#alert-rules): what each condition measures over its
// window, when that measure fires, and how a notification words it. The API evaluates with these; the portal
// shows the same labels. Zod-free (list pages import it).
import type { AlertCondition } from '../types/alert-rules';

/** An ASR over fewer calls than this says nothing: the rule neither fires nor resolves on it. */
export const ASR_MIN_CALLS = 5;
export const ALERT_RULE_WINDOW_MAX_MINUTES = 1440;
/** The alert a firing rule writes (the Alerts list shows it with the rule's name). */
export const ALERT_RULE_ALERT_TYPE = 'alert-rule';

export const ALERT_CONDITION_LABELS: Record<AlertCondition, string> = {
  carrier_asr_below: 'Carrier ASR below',
  sip_status_class: 'Calls failing with a SIP status class',
  gateway_down: 'Gateway down for',
  registration_failing: 'Carrier registration failing',
  concurrent_calls_above: 'Concurrent calls above the limit',
  alerts_above: 'Alerts of a type per hour above',
  webhook_slow: 'Webhook slower than, or failing',
};

/** The threshold's unit, shown after its field and in the notifications. */
export const ALERT_THRESHOLD_UNITS: Record<AlertCondition, string> = {
  carrier_asr_below: '%',
  sip_status_class: 'calls',
  gateway_down: 'minutes',
  registration_failing: 'carriers',
  concurrent_calls_above: '% of Max calls',
  alerts_above: 'per hour',
  webhook_slow: 'ms',
};

export const ALERT_RULE_MESSAGES = {
  created: 'Alert rule created',
  updated: 'Alert rule updated',
  deleted: 'Alert rule deleted',
  notFound: 'Alert rule not found',
  noDestination: 'add an e-mail address or a webhook URL',
  webhookNeedsAccount: "a webhook needs an account: the account's webhook secret signs its notifications",
  carrierNotFound: 'carrier not found',
  notOnJambonz: 'This API has no alert rules (a jambonz API): they need the Switchboard API.',
  noRules: 'No alert rules yet',
  noDeliveries: 'No notifications sent yet',
} as const;

/**
 * The rule body's field messages (the API's words, `alertRuleBodySchema`): shown inline by the form and answered by
 * the API alike; the form shows them in the user's language (they are known texts).
 */
export const ALERT_RULE_FIELD_MESSAGES = {
  missingName: 'missing field name',
  nameTooLong: 'name must be at most 64 characters',
  thresholdNumber: 'threshold must be a number',
  thresholdNegative: 'threshold must be 0 or more',
  thresholdPercentage: 'threshold is a percentage',
  windowWhole: 'window_minutes must be a whole number',
  windowAtLeastOne: 'window_minutes must be at least 1',
  windowAtMost: (max: number) => `window_minutes must be at most ${max}`,
  conditionOneOf: (conditions: string) => `condition must be one of ${conditions}`,
  notAnEmail: 'emails: not an e-mail address',
  tooManyEmails: 'emails: at most 10 addresses',
  statusClass: 'status_class must be 4, 5 or 6',
  missingAlertType: 'missing field alert_type',
} as const;

/** What a condition measured over its window; null when the data says nothing (no calls, no limit). */
export interface RuleMeasure {
  value: number | null;
  /** what the value is of: a carrier's or gateway's name, empty for the owner's calls */
  subject: string;
}

/** Whether a measure fires its rule. A null measure never fires (and a firing rule stays firing until data clears it). */
export function ruleFires(condition: AlertCondition, threshold: number, value: number): boolean {
  switch (condition) {
    case 'carrier_asr_below':
      return value < threshold;
    case 'sip_status_class':
    case 'gateway_down':
      return value >= threshold;
    case 'registration_failing':
      return value >= Math.max(1, threshold);
    case 'webhook_slow':
      // the measure counts the slow or failed requests: one is enough
      return value >= 1;
    case 'concurrent_calls_above':
    case 'alerts_above':
      return value > threshold;
  }
}

/** The next state of a rule from its state and this evaluation's measure: no data keeps the state it had. */
export function nextRuleState(
  state: 'ok' | 'firing',
  condition: AlertCondition,
  threshold: number,
  measure: number | null,
): 'ok' | 'firing' {
  if (measure === null) return state;
  return ruleFires(condition, threshold, measure) ? 'firing' : 'ok';
}

/** ASR in % (answered of attempted), one decimal; null under ASR_MIN_CALLS calls. */
export function asrPercent(calls: number, answered: number): number | null {
  if (calls < ASR_MIN_CALLS) return null;
  return Math.round((answered / calls) * 1000) / 10;
}

/** Alerts per hour from a count over a window of `windowMinutes`. */
export function perHour(count: number, windowMinutes: number): number {
  return Math.round((count * 600) / windowMinutes) / 10;
}

/**
 * The most calls up at once among `calls` (start and end in ms), counted within [from, to]: a sweep over the
 * starts and ends, an end before a start at the same instant (a call ending as one begins is not overlap).
 */
export function peakConcurrency(
  calls: readonly { start: number; end: number }[],
  from: number,
  to: number,
): number {
  const edges: [number, number][] = [];
  for (const call of calls) {
    const start = Math.max(call.start, from);
    const end = Math.min(call.end, to);
    if (end <= start) continue;
    edges.push([start, 1], [end, -1]);
  }
  edges.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  let up = 0;
  let peak = 0;
  for (const [, step] of edges) {
    up += step;
    if (up > peak) peak = up;
  }
  return peak;
}

/** A measure in words, for the alert's message and the notifications. */
export function describeMeasure(
  condition: AlertCondition,
  measure: RuleMeasure,
  rule: {
    threshold: number;
    window_minutes: number;
    status_class?: number | null;
    alert_type?: string | null;
  },
): string {
  const { value, subject } = measure;
  if (value === null) return 'no data in the window';
  const of = subject ? ` (${subject})` : '';
  const window = `in the last ${rule.window_minutes} min`;
  switch (condition) {
    case 'carrier_asr_below':
      return `ASR ${value} %${of} ${window}, threshold ${rule.threshold} %`;
    case 'sip_status_class':
      return `${value} calls failed with ${rule.status_class}xx ${window}, threshold ${rule.threshold}`;
    case 'gateway_down':
      return value > 0
        ? `gateway${of} down for ${value} min, threshold ${rule.threshold} min`
        : 'every gateway up';
    case 'registration_failing':
      return value > 0 ? `${value} carrier(s) not registered${of}` : 'every carrier registered';
    case 'concurrent_calls_above':
      return `peak concurrent calls at ${value} % of Max calls ${window}, threshold ${rule.threshold} %`;
    case 'alerts_above':
      return `${value} ${rule.alert_type} alerts per hour ${window}, threshold ${rule.threshold}`;
    case 'webhook_slow':
      return value > 0
        ? `${value} webhook request(s) slower than ${rule.threshold} ms or failing${of} ${window}`
        : `every webhook answered within ${rule.threshold} ms ${window}`;
  }
}
