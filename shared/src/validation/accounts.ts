// Accounts: the add/edit form and the `POST|PUT /Accounts` bodies.
import { z } from 'zod';
import { MESSAGES } from './messages';
import { LIMIT_FIELDS } from './constants';
import { isValidSipRealm } from './network';
import { checkWith, dbBoolSchema, isoDateSchema, optionalText, sidSchema } from './primitives';
import { webhookBodySchema, webhookFormSchema } from './webhook';
import { bucketCredentialBodySchema, bucketCredentialFormSchema } from './bucket';
import { limitFormFieldSchema } from './limits';

export const accountNameField = z
  .string()
  .trim()
  .min(1, MESSAGES.accountNameRequired)
  .max(64, 'Account name must be at most 64 characters');

/** A SIP realm field of a form: blank (none) or a domain name. */
export const sipRealmField = z
  .string()
  .trim()
  .max(132)
  .refine((v) => v === '' || isValidSipRealm(v), MESSAGES.invalidSipRealm);

const limitsFormShape = Object.fromEntries(
  LIMIT_FIELDS.map((f) => [f.category, limitFormFieldSchema.optional()]),
) as Record<(typeof LIMIT_FIELDS)[number]['category'], z.ZodOptional<typeof limitFormFieldSchema>>;

/** The add/edit account form. The bucket part is validated only while recording is on. */
export const accountFormSchema = z
  .object({
    name: accountNameField,
    sip_realm: sipRealmField.optional(),
    device_calling_application_sid: z.string().optional(),
    siprec_hook_sid: z.string().optional(),
    enable_debug_log: z.boolean().optional(),
    registration_hook: webhookFormSchema({ required: false }),
    queue_event_hook: webhookFormSchema({ required: false }),
    record_all_calls: z.boolean(),
    record_format: z.enum(['mp3', 'wav']),
    bucket_credential: z.unknown().optional(),
    limits: z.object(limitsFormShape).optional(),
  })
  .superRefine((a, ctx) => {
    if (!a.record_all_calls) return;
    const bucket = bucketCredentialFormSchema.safeParse(a.bucket_credential);
    if (!bucket.success) {
      for (const issue of bucket.error.issues) {
        ctx.addIssue({
          code: 'custom',
          path: ['bucket_credential', ...issue.path.map((p) => (typeof p === 'symbol' ? String(p) : p))],
          message: issue.message,
        });
      }
    }
  });
export type AccountForm = z.input<typeof accountFormSchema>;

const sipRealmBody = z
  .string()
  .trim()
  .max(132, 'sip_realm must be at most 132 characters')
  .superRefine(
    checkWith(
      (v: string) => v === '' || isValidSipRealm(v),
      (v) => `invalid sip_realm: ${v}`,
    ),
  )
  .transform((v) => (v === '' ? null : v.toLowerCase()))
  .nullable()
  .optional();

const accountFields = {
  sip_realm: sipRealmBody,
  registration_hook: webhookBodySchema('registration_hook', { allowEmptyUrl: true }).nullable().optional(),
  queue_event_hook: webhookBodySchema('queue_event_hook', { allowEmptyUrl: true }).nullable().optional(),
  device_calling_application_sid: sidSchema.nullable().optional(),
  siprec_hook_sid: sidSchema.nullable().optional(),
  is_active: dbBoolSchema.optional(),
  plan_type: z.enum(['trial', 'free', 'paid']).optional(),
  webhook_secret: z.string().min(1).max(36, 'webhook_secret must be at most 36 characters').optional(),
  disable_cdrs: dbBoolSchema.optional(),
  trial_end_date: isoDateSchema.nullable().optional(),
  deactivated_reason: optionalText(255),
  device_to_call_ratio: z.number().int().min(0).max(1000).optional(),
  record_all_calls: dbBoolSchema.optional(),
  record_format: z.enum(['mp3', 'wav'], { error: 'record_format must be mp3 or wav' }).optional(),
  enable_debug_log: dbBoolSchema.optional(),
  bucket_credential: bucketCredentialBodySchema.nullable().optional(),
};

/** `POST /Accounts` body. */
export const accountCreateBodySchema = z.strictObject({
  name: z.string().trim().min(1, 'missing field name').max(64, 'name must be at most 64 characters'),
  service_provider_sid: sidSchema,
  ...accountFields,
});
export type AccountCreateBody = z.output<typeof accountCreateBodySchema>;

/** `PUT /Accounts/:sid` body (`service_provider_sid` is accepted only to refuse a change with the contract's message). */
export const accountUpdateBodySchema = z.strictObject({
  account_sid: sidSchema.optional(),
  name: z
    .string()
    .trim()
    .min(1, 'name must not be empty')
    .max(64, 'name must be at most 64 characters')
    .optional(),
  service_provider_sid: sidSchema.nullable().optional(),
  ...accountFields,
});
export type AccountUpdateBody = z.output<typeof accountUpdateBodySchema>;

/** The typed confirmation of the hosted "Delete Account" form. */
export function deleteAccountConfirmationError(typed: string): string | null {
  return typed.trim() === MESSAGES.deleteAccountConfirmation ? null : MESSAGES.deleteAccountMistyped;
}
