// Accounts: the add/edit form and the `POST|PUT /Accounts` bodies.
import { z } from 'zod';
import type { Account } from '@switchboard/shared/types';
import { MESSAGES } from '@switchboard/shared/constants';
import { isValidSipRealm } from './network';
import {
  checkWith,
  dbBoolSchema,
  isNameInUse,
  isoDateSchema,
  optionalText,
  sidSchema,
  typedText,
} from './primitives';
import { webhookBodySchema, webhookFormSchema, type WebhookForm } from './webhook';
import { bucketCredentialBodySchema, bucketCredentialFormSchema, type BucketCredentialForm } from './bucket';
import { limitsFormSchema, type LimitsForm } from './limits';

export const accountNameField = z
  .string()
  .trim()
  .min(1, MESSAGES.accountNameRequired)
  .max(64, 'Account name must be at most 64 characters')
  .refine(...typedText('Account name'));

/** A SIP realm field of a form: blank (none) or a domain name. */
export const sipRealmField = z
  .string()
  .trim()
  .max(132)
  .refine((v) => v === '' || isValidSipRealm(v), MESSAGES.invalidSipRealm);

/** The add/edit account form's values. */
export interface AccountFormValues {
  name: string;
  sip_realm: string;
  device_calling_application_sid: string;
  siprec_hook_sid: string;
  enable_debug_log: boolean;
  registration_hook: WebhookForm;
  queue_event_hook: WebhookForm;
  limits: LimitsForm;
  /** Form-only: the call-recording switch. On shows the bucket; off saves record_all_calls 0 and vendor none. */
  enable_recording: boolean;
  /** Record every call (a choice inside call recording). */
  record_all_calls: boolean;
  record_format: 'mp3' | 'wav';
  bucket_credential: BucketCredentialForm;
}

/**
 * The add/edit account form. The bucket is checked only while the recording switch (`enable_recording`) is on,
 * whatever "record all calls" says.
 */
export const accountFormSchema = z
  .object({
    name: accountNameField,
    sip_realm: sipRealmField,
    device_calling_application_sid: z.string(),
    siprec_hook_sid: z.string(),
    enable_debug_log: z.boolean(),
    registration_hook: webhookFormSchema({ required: false }),
    queue_event_hook: webhookFormSchema({ required: false }),
    limits: limitsFormSchema,
    enable_recording: z.boolean(),
    record_all_calls: z.boolean(),
    record_format: z.enum(['mp3', 'wav']),
    bucket_credential: z.unknown(),
  })
  .superRefine((values, ctx) => {
    if (!values.enable_recording) return;
    const bucket = bucketCredentialFormSchema.safeParse(values.bucket_credential);
    if (bucket.success) return;
    for (const issue of bucket.error.issues) {
      ctx.addIssue({
        code: 'custom',
        path: ['bucket_credential', ...issue.path.map((p) => (typeof p === 'symbol' ? String(p) : p))],
        message: issue.message,
      });
    }
  });

/**
 * The account form with the checks that need the service provider's other accounts: the name and the SIP realm
 * must not be in use there (the real API allows duplicate names, so the portal checks).
 */
export function accountFormRules(otherAccounts: ReadonlyArray<Pick<Account, 'name' | 'sip_realm'>>) {
  return accountFormSchema.superRefine((values, ctx) => {
    if (
      isNameInUse(
        values.name,
        otherAccounts.map((a) => a.name),
      )
    )
      ctx.addIssue({ code: 'custom', path: ['name'], message: MESSAGES.accountNameInUse });
    if (
      isNameInUse(
        values.sip_realm,
        otherAccounts.map((a) => a.sip_realm),
      )
    )
      ctx.addIssue({ code: 'custom', path: ['sip_realm'], message: MESSAGES.sipRealmInUse });
  });
}

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
  name: z
    .string()
    .trim()
    .min(1, 'missing field name')
    .max(64, 'name must be at most 64 characters')
    .refine(...typedText('name')),
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
    .refine(...typedText('name'))
    .optional(),
  service_provider_sid: sidSchema.nullable().optional(),
  ...accountFields,
});
export type AccountUpdateBody = z.output<typeof accountUpdateBodySchema>;

/** The typed confirmation of the hosted "Delete Account" form. */
export function deleteAccountConfirmationError(typed: string): string | null {
  return typed.trim() === MESSAGES.deleteAccountConfirmation ? null : MESSAGES.deleteAccountMistyped;
}
