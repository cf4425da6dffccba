// The body of `POST`/`PUT …/AlertRules` (docs/api/additions.md#alert-rules), for the API and the rule form alike.
import { z } from 'zod';
import { ALERT_CONDITIONS } from '../types/alert-rules';
import {
  ALERT_RULE_FIELD_MESSAGES as FIELD,
  ALERT_RULE_MESSAGES,
  ALERT_RULE_WINDOW_MAX_MINUTES,
} from '../operations/alert-rules';
import { sidSchema } from './primitives';
import { webhookUrlError } from './webhook';

export const alertRuleBodySchema = z
  .object({
    name: z.string().trim().min(1, FIELD.missingName).max(64, FIELD.nameTooLong),
    /** under a service provider: the account it watches, or null for all of them */
    account_sid: sidSchema.nullable().optional(),
    is_active: z.union([z.literal(0), z.literal(1)]).default(1),
    condition: z.enum(ALERT_CONDITIONS, {
      message: FIELD.conditionOneOf(ALERT_CONDITIONS.join(', ')),
    }),
    threshold: z.number({ message: FIELD.thresholdNumber }).min(0, FIELD.thresholdNegative).max(1_000_000),
    window_minutes: z
      .number()
      .int(FIELD.windowWhole)
      .min(1, FIELD.windowAtLeastOne)
      .max(ALERT_RULE_WINDOW_MAX_MINUTES, FIELD.windowAtMost(ALERT_RULE_WINDOW_MAX_MINUTES))
      .default(15),
    voip_carrier_sid: sidSchema.nullable().default(null),
    status_class: z
      .union([z.literal(4), z.literal(5), z.literal(6)])
      .nullable()
      .default(null),
    alert_type: z.string().trim().max(64).nullable().default(null),
    emails: z
      .array(z.string().trim().email(FIELD.notAnEmail))
      // required (may be empty with a webhook): the form always sends it
      .max(10, FIELD.tooManyEmails),
    webhook_url: z.string().max(1024).nullable().default(null),
  })
  .strict()
  .superRefine((rule, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (rule.emails.length === 0 && !rule.webhook_url) issue('emails', ALERT_RULE_MESSAGES.noDestination);
    if (rule.webhook_url) {
      const error = webhookUrlError(rule.webhook_url, 'webhook_url');
      if (error) issue('webhook_url', error);
    }
    if (rule.condition === 'sip_status_class' && rule.status_class === null)
      issue('status_class', FIELD.statusClass);
    if (rule.condition === 'alerts_above' && !rule.alert_type) issue('alert_type', FIELD.missingAlertType);
    if (
      (rule.condition === 'carrier_asr_below' || rule.condition === 'concurrent_calls_above') &&
      rule.threshold > (rule.condition === 'carrier_asr_below' ? 100 : 1000)
    )
      issue('threshold', FIELD.thresholdPercentage);
  });
export type AlertRuleBody = z.output<typeof alertRuleBodySchema>;
