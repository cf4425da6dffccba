// The alert rule form between the wire and the fields. Its rules are the API's (`alertRuleBodySchema`,
// docs/api/additions.md#alert-rules): the form turns its fields into the body and checks that, so the page and the
// API refuse the same rules with the same texts; the field names are the body's, so each error lands on its field.
import type { FieldErrors, Resolver } from 'react-hook-form';
import { ALERT_RULE_MESSAGES } from '@switchboard/shared/operations';
import type { AlertCondition, AlertRule } from '@switchboard/shared/types';
import { alertRuleBodySchema, type AlertRuleBody } from '@switchboard/shared/validation';

export interface AlertRuleForm {
  name: string;
  /** '' : every account of the provider (service-provider scope only) */
  account_sid: string;
  is_active: boolean;
  condition: AlertCondition;
  threshold: string;
  window_minutes: string;
  /** '' : any carrier */
  voip_carrier_sid: string;
  status_class: string;
  alert_type: string;
  /** the addresses, separated by commas or new lines */
  emails: string;
  webhook_url: string;
}

/** Which of the condition-specific fields a condition shows. */
export const CONDITION_FIELDS: Record<
  AlertCondition,
  { carrier: boolean; statusClass: boolean; alertType: boolean }
> = {
  carrier_asr_below: { carrier: true, statusClass: false, alertType: false },
  sip_status_class: { carrier: false, statusClass: true, alertType: false },
  gateway_down: { carrier: true, statusClass: false, alertType: false },
  registration_failing: { carrier: true, statusClass: false, alertType: false },
  concurrent_calls_above: { carrier: false, statusClass: false, alertType: false },
  alerts_above: { carrier: false, statusClass: false, alertType: true },
  webhook_slow: { carrier: false, statusClass: false, alertType: false },
};

export function ruleToForm(saved: AlertRule | undefined, accountSid: string | null): AlertRuleForm {
  return {
    name: saved?.name ?? '',
    account_sid: (saved ? saved.account_sid : accountSid) ?? '',
    is_active: saved ? saved.is_active === 1 : true,
    condition: saved?.condition ?? 'carrier_asr_below',
    threshold: saved ? String(saved.threshold) : '',
    window_minutes: String(saved?.window_minutes ?? 15),
    voip_carrier_sid: saved?.voip_carrier_sid ?? '',
    status_class: saved?.status_class ? String(saved.status_class) : '5',
    alert_type: saved?.alert_type ?? '',
    emails: (saved?.emails ?? []).join(', '),
    webhook_url: saved?.webhook_url ?? '',
  };
}

const numberOf = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

/**
 * The body the fields make (before the schema checks it): only the condition's own fields, no account for an
 * account user (the path names it), and on an edit the rule's own account (it may not change).
 */
export function formToBody(values: AlertRuleForm, withAccount: boolean): Record<string, unknown> {
  const fields = CONDITION_FIELDS[values.condition];
  return {
    name: values.name,
    ...(withAccount ? { account_sid: values.account_sid || null } : {}),
    is_active: values.is_active ? 1 : 0,
    condition: values.condition,
    threshold: numberOf(values.threshold),
    window_minutes: numberOf(values.window_minutes),
    voip_carrier_sid: fields.carrier && values.voip_carrier_sid ? values.voip_carrier_sid : null,
    status_class: fields.statusClass && values.status_class ? Number(values.status_class) : null,
    alert_type: fields.alertType ? values.alert_type.trim() || null : null,
    emails: values.emails
      .split(/[\s,;]+/)
      .map((e) => e.trim())
      .filter(Boolean),
    webhook_url: values.webhook_url.trim() || null,
  };
}

/** The body, checked: the schema's output, or its first error per field. */
export function checkRule(
  values: AlertRuleForm,
  withAccount: boolean,
):
  | { body: AlertRuleBody; errors?: undefined }
  | { body?: undefined; errors: Partial<Record<keyof AlertRuleForm, string>> } {
  const parsed = alertRuleBodySchema.safeParse(formToBody(values, withAccount));
  const errors: Partial<Record<keyof AlertRuleForm, string>> = {};
  if (parsed.success) {
    // the API's rule too (it needs the account to sign): said on the field rather than after Save
    if (withAccount && parsed.data.webhook_url && !parsed.data.account_sid)
      errors.webhook_url = ALERT_RULE_MESSAGES.webhookNeedsAccount;
    else return { body: parsed.data };
    return { errors };
  }
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? 'name') as keyof AlertRuleForm;
    errors[field] ??= issue.message;
  }
  return { errors };
}

/** react-hook-form's resolver over `checkRule`. */
export function alertRuleResolver(withAccount: boolean): Resolver<AlertRuleForm> {
  return (values) => {
    const checked = checkRule(values, withAccount);
    if (!checked.errors) return { values, errors: {} };
    const errors: FieldErrors<AlertRuleForm> = {};
    for (const [field, message] of Object.entries(checked.errors))
      errors[field as keyof AlertRuleForm] = { type: 'validate', message };
    return { values: {}, errors };
  };
}
