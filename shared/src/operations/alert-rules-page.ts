// The Alert rules page's texts (docs/product/observability.md#alert-rules-page): headings, field labels and the
// words of the list and the delivery log. The rules' own texts (conditions, units, toasts) are in ./alert-rules.
import type { AlertRuleDelivery, AlertRule } from '../types/alert-rules';

export const ALERT_RULE_PAGE_TEXTS = {
  title: 'Alert rules',
  what: 'alert rule',
  add: 'Add alert rule',
  addTitle: 'Add alert rule',
  editTitle: 'Edit alert rule',
  loading: 'Loading the alert rule',
  loadFailed: 'The alert rules could not be loaded',
  saveFailed: 'The alert rule could not be saved',
  filter: 'Filter by name',
  legend: 'Alert rule',
  destinationsLegend: 'Destinations',
  name: 'Name',
  account: 'Account',
  allAccounts: 'All accounts',
  active: 'Active',
  condition: 'Condition',
  threshold: 'Threshold',
  window: 'Window (minutes)',
  windowColumn: 'Window',
  carrier: 'Carrier',
  anyCarrier: 'Any carrier',
  statusClass: 'SIP status class',
  alertType: 'Alert type',
  emails: 'E-mail addresses',
  emailsHint: 'One or more, separated by commas or new lines (up to 10).',
  webhook: 'Webhook URL',
  webhookHint: "POSTed as JSON, signed with the account's webhook secret.",
  state: 'State',
  destinations: 'Destinations',
  stateOk: 'OK',
  stateFiring: 'Firing',
  inactive: 'Inactive',
  deliveries: 'Delivery log',
  deliveriesLoading: 'Loading the delivery log',
  deliveriesFailed: 'The delivery log could not be loaded',
  time: 'Time',
  event: 'Kind',
  destination: 'Destination',
  result: 'Result',
  attempts: 'Attempts',
  /** before a saved rule's state on its form */
  stateLabel: 'State:',
} as const;

/** The page's texts with values (the list's cells, the delivery log's result). */
export const ALERT_RULE_PAGE_TEMPLATES = {
  windowHours: (hours: number | string) => `${hours} h`,
  windowMinutes: (minutes: number | string) => `${minutes} min`,
  webhookTo: (host: string) => `webhook ${host}`,
  thresholdWithUnit: (threshold: number | string, unit: string) => `${threshold} ${unit}`,
  deliveryResult: (status: string, result: string) => `${status} (${result})`,
} as const;

/** A status class as its choice reads: 4 → '4xx'. */
export const STATUS_CLASS_LABELS: Record<4 | 5 | 6, string> = { 4: '4xx', 5: '5xx', 6: '6xx' };

/** A rule's window in words. */
export function windowText(minutes: number): string {
  return minutes % 60 === 0
    ? ALERT_RULE_PAGE_TEMPLATES.windowHours(minutes / 60)
    : ALERT_RULE_PAGE_TEMPLATES.windowMinutes(minutes);
}

/** A rule's destinations in one line: the e-mails, then 'webhook <host>'. */
export function destinationsText(rule: Pick<AlertRule, 'emails' | 'webhook_url'>): string {
  const parts = [...rule.emails];
  if (rule.webhook_url) parts.push(ALERT_RULE_PAGE_TEMPLATES.webhookTo(webhookHost(rule.webhook_url)));
  return parts.join(', ');
}

/** A webhook URL's host, or the URL as it is when it is none. */
export function webhookHost(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}

export const DELIVERY_EVENT_LABELS: Record<AlertRuleDelivery['event'], string> = {
  firing: 'fired',
  resolved: 'resolved',
};

export const DELIVERY_STATUS_LABELS: Record<AlertRuleDelivery['status'], string> = {
  pending: 'pending',
  sent: 'sent',
  failed: 'failed',
};
