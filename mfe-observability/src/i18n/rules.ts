// The English of the operations pages (alert rules, call quality, usage against limits, the time filters) in the
// 'observability' namespace: built from the shared constants. German is de-rules.json beside it.
// docs/architecture.md#translation
import { CALL_STATISTICS_MESSAGES } from '@switchboard/shared/call-analysis';
import { DATE_FILTERS } from '@switchboard/shared/constants';
import { plainTexts, template } from '@switchboard/shared/i18n';
import {
  ALERT_CONDITION_LABELS,
  ALERT_RULE_FIELD_MESSAGES,
  ALERT_RULE_MESSAGES,
  ALERT_RULE_PAGE_TEMPLATES,
  ALERT_RULE_PAGE_TEXTS,
  ALERT_THRESHOLD_UNITS,
  CALL_QUALITY_TEXTS,
  DELIVERY_EVENT_LABELS,
  DELIVERY_STATUS_LABELS,
  LIMIT_USAGE_LABELS,
  LIMIT_USAGE_MESSAGES,
  TIME_SERIES_FILTER_TEXTS,
} from '@switchboard/shared/operations';
import { webhookUrlError } from '@switchboard/shared/validation';

const P = ALERT_RULE_PAGE_TEMPLATES;
const F = ALERT_RULE_FIELD_MESSAGES;

/**
 * The webhook URL's messages as the rule's schema words them (`webhookUrlError` with the field's name), as
 * templates: a text the function gives for an example, its example value made the placeholder.
 */
const WEBHOOK_FIELD = 'webhook_url';
const webhookError = (url: string, value?: string, name?: string) => {
  const text = webhookUrlError(url, WEBHOOK_FIELD) ?? '';
  return value && name ? text.replace(value, `{{${name}}}`) : text;
};

export const rulesEnglish = {
  /** the Alert rules list, form and delivery log */
  rules: {
    ...ALERT_RULE_PAGE_TEXTS,
    windowHours: template(P.windowHours, 'hours'),
    windowMinutes: template(P.windowMinutes, 'minutes'),
    webhookTo: template(P.webhookTo, 'host'),
    thresholdWithUnit: template(P.thresholdWithUnit, 'threshold', 'unit'),
    deliveryResult: template(P.deliveryResult, 'status', 'result'),
    conditions: ALERT_CONDITION_LABELS,
    units: ALERT_THRESHOLD_UNITS,
    events: DELIVERY_EVENT_LABELS,
    statuses: DELIVERY_STATUS_LABELS,
  },
  /** the rules' messages (shared with the API): toasts, and the schema's inline errors shown as known texts */
  ruleMessages: {
    ...ALERT_RULE_MESSAGES,
    ...plainTexts(F),
    windowAtMost: template(F.windowAtMost, 'max'),
    conditionOneOf: template(F.conditionOneOf, 'conditions'),
    webhookWhitespace: webhookError(' https://hooks.example.com'),
    webhookInvalid: webhookError('not a url'),
    webhookProtocol: webhookError('ftp://hooks.example.com', 'ftp:', 'protocol'),
    webhookHostname: webhookError('https://bad_host', 'bad_host', 'host'),
  },
  /** the Call quality page */
  quality: { ...CALL_STATISTICS_MESSAGES, ...CALL_QUALITY_TEXTS },
  /** the Usage page */
  usage: {
    ...plainTexts(LIMIT_USAGE_MESSAGES),
    periods: LIMIT_USAGE_MESSAGES.periods,
    labels: LIMIT_USAGE_LABELS,
  },
  /** the time-series pages' filter bar: the date filter and its choices, by their value */
  filters: {
    ...TIME_SERIES_FILTER_TEXTS,
    dates: Object.fromEntries(DATE_FILTERS.map((d) => [d.value, d.name])) as Record<
      (typeof DATE_FILTERS)[number]['value'],
      string
    >,
  },
};
