// Applications: the add/edit form and the `POST|PUT /Applications` bodies, app_json and speech vendor rules.
import { z } from 'zod';
import {
  MESSAGES,
  SPEECH_VENDORS,
  STT_EXCLUDED_VENDORS,
  TTS_EXCLUDED_VENDORS,
  type SpeechVendor,
} from '@switchboard/shared/constants';
import type { AppEnvSchema, Application } from '@switchboard/shared/types';
import { checkWith, dbBoolSchema, isNameInUse, optionalText, sidSchema, typedText } from './primitives';
import { webhookBodySchema, webhookFormSchema } from './webhook';
import { envVarFormError, envVarsBodySchema } from './env-vars';

/** Verbs an application's JSON may use (jambonz verb names). */
export const APP_VERBS = [
  'alert',
  'answer',
  'conference',
  'config',
  'dequeue',
  'dial',
  'dialogflow',
  'dtmf',
  'dub',
  'enqueue',
  'gather',
  'hangup',
  'leave',
  'lex',
  'listen',
  'llm',
  'message',
  'pause',
  'pipeline',
  'play',
  'rasa',
  'redirect',
  'record',
  'say',
  'sip:decline',
  'sip:refer',
  'sip:request',
  'stream',
  'tag',
  'transcribe',
] as const;

/**
 * An application's `app_json`: a JSON array of verbs, each `{verb: "<name>", ...}` or `{"<name>": {...}}`.
 * Returns an error message or null.
 */
export function appJsonError(text: string): string | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return 'app_json is not valid JSON';
  }
  const verbs = Array.isArray(parsed) ? parsed : [parsed];
  for (const item of verbs) {
    if (!item || typeof item !== 'object' || Array.isArray(item))
      return 'app_json must be an array of verb objects';
    const record = item as Record<string, unknown>;
    const name =
      typeof record.verb === 'string'
        ? record.verb
        : Object.keys(record).length === 1
          ? Object.keys(record)[0]
          : undefined;
    if (!name || !(APP_VERBS as readonly string[]).includes(name))
      return `invalid instruction: ${name ?? JSON.stringify(item).slice(0, 40)}`;
  }
  return null;
}

const isKnownVendor = (v: string, excluded: readonly SpeechVendor[]) =>
  v.startsWith('custom:')
    ? v.length > 7
    : SPEECH_VENDORS.some((s) => s.value === v && !excluded.includes(s.value));

/** True when `vendor` can synthesise speech (built-in TTS vendor or a `custom:<name>` vendor). */
export const isTtsVendor = (vendor: string) => isKnownVendor(vendor, TTS_EXCLUDED_VENDORS);
/** True when `vendor` can recognise speech. */
export const isSttVendor = (vendor: string) => isKnownVendor(vendor, STT_EXCLUDED_VENDORS);

export const applicationNameField = z
  .string()
  .trim()
  .min(1, MESSAGES.applicationNameRequired)
  .max(64, 'Application name must be at most 64 characters')
  .refine(...typedText('Application name'));

/** The add/edit application form. */
export const applicationFormSchema = z
  .object({
    name: applicationNameField,
    account_sid: z.string().min(1, MESSAGES.required('Account')),
    call_hook: webhookFormSchema({ required: true }),
    call_status_hook: webhookFormSchema({ required: true }),
    app_json: z.string().optional(),
    speech_synthesis_vendor: z.string().min(1, MESSAGES.required('Vendor')),
    speech_synthesis_language: z.string().min(1, MESSAGES.required('Language')),
    speech_synthesis_voice: z.string().optional(),
    speech_synthesis_label: z.string().optional(),
    speech_recognizer_vendor: z.string().min(1, MESSAGES.required('Vendor')),
    speech_recognizer_language: z.string().min(1, MESSAGES.required('Language')),
    speech_recognizer_label: z.string().optional(),
    record_all_calls: z.boolean(),
    use_for_fallback_speech: z.boolean(),
    fallback_speech_synthesis_vendor: z.string().optional(),
    fallback_speech_synthesis_language: z.string().optional(),
    fallback_speech_synthesis_voice: z.string().optional(),
    fallback_speech_synthesis_label: z.string().optional(),
    fallback_speech_recognizer_vendor: z.string().optional(),
    fallback_speech_recognizer_language: z.string().optional(),
    fallback_speech_recognizer_label: z.string().optional(),
    env_vars: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])).optional(),
  })
  .superRefine((a, ctx) => {
    if (a.app_json && a.app_json.trim() !== '') {
      const error = appJsonError(a.app_json);
      if (error) ctx.addIssue({ code: 'custom', path: ['app_json'], message: error });
    }
    if (a.use_for_fallback_speech) {
      if (!a.fallback_speech_synthesis_vendor)
        ctx.addIssue({
          code: 'custom',
          path: ['fallback_speech_synthesis_vendor'],
          message: MESSAGES.required('Fallback speech synthesis vendor'),
        });
      if (!a.fallback_speech_recognizer_vendor)
        ctx.addIssue({
          code: 'custom',
          path: ['fallback_speech_recognizer_vendor'],
          message: MESSAGES.required('Fallback speech recognizer vendor'),
        });
    }
  });
export type ApplicationForm = z.input<typeof applicationFormSchema>;

/** The application form plus the environment variables the call webhook's schema asks for (none: no checks). */
export function applicationFormRules(envSchema: AppEnvSchema | null) {
  return applicationFormSchema.superRefine((values, ctx) => {
    if (!envSchema) return;
    for (const [key, spec] of Object.entries(envSchema)) {
      const message = envVarFormError(key, spec, values.env_vars?.[key]);
      if (message) ctx.addIssue({ code: 'custom', path: ['env_vars', key], message });
    }
  });
}

/** True when another application (not `selfSid`) already has this name: unique per account, any case. */
export function isApplicationNameInUse(
  name: string,
  others: ReadonlyArray<Pick<Application, 'name' | 'application_sid'>>,
  selfSid?: string,
): boolean {
  return isNameInUse(
    name,
    others.filter((app) => app.application_sid !== selfSid).map((app) => app.name),
  );
}

const ttsVendorBody = (field: string) =>
  z
    .string()
    .max(64)
    .superRefine(checkWith(isTtsVendor, (v) => `invalid ${field}: ${v}`));
const sttVendorBody = (field: string) =>
  z
    .string()
    .max(64)
    .superRefine(checkWith(isSttVendor, (v) => `invalid ${field}: ${v}`));

const applicationFields = {
  service_provider_sid: sidSchema.nullable().optional(),
  messaging_hook: webhookBodySchema('messaging_hook').nullable().optional(),
  app_json: z
    .string()
    .max(65535, 'app_json must be at most 65535 characters')
    .superRefine(
      checkWith(
        (v: string) => v.trim() === '' || appJsonError(v) === null,
        (v) => appJsonError(v) ?? 'invalid app_json',
      ),
    )
    .transform((v) => (v.trim() === '' ? null : v))
    .nullable()
    .optional(),
  env_vars: envVarsBodySchema.nullable().optional(),
  speech_synthesis_vendor: ttsVendorBody('speech_synthesis_vendor').optional(),
  speech_synthesis_language: z.string().min(1).max(12).optional(),
  speech_synthesis_voice: optionalText(256),
  speech_synthesis_label: optionalText(64),
  speech_recognizer_vendor: sttVendorBody('speech_recognizer_vendor').optional(),
  speech_recognizer_language: z.string().min(1).max(64).optional(),
  speech_recognizer_label: optionalText(64),
  use_for_fallback_speech: dbBoolSchema.nullable().optional(),
  fallback_speech_synthesis_vendor: ttsVendorBody('fallback_speech_synthesis_vendor').nullable().optional(),
  fallback_speech_synthesis_language: optionalText(12),
  fallback_speech_synthesis_voice: optionalText(256),
  fallback_speech_synthesis_label: optionalText(64),
  fallback_speech_recognizer_vendor: sttVendorBody('fallback_speech_recognizer_vendor').nullable().optional(),
  fallback_speech_recognizer_language: optionalText(64),
  fallback_speech_recognizer_label: optionalText(64),
  record_all_calls: dbBoolSchema.optional(),
};

/** `POST /Applications` body. */
export const applicationCreateBodySchema = z.strictObject({
  name: z
    .string()
    .trim()
    .min(1, 'missing field name')
    .max(64, 'name must be at most 64 characters')
    .refine(...typedText('name')),
  account_sid: sidSchema.optional(),
  call_hook: webhookBodySchema('call_hook'),
  call_status_hook: webhookBodySchema('call_status_hook'),
  ...applicationFields,
});
export type ApplicationCreateBody = z.output<typeof applicationCreateBodySchema>;

/** `PUT /Applications/:sid` body: any subset; the two required hooks cannot be removed. */
export const applicationUpdateBodySchema = z.strictObject({
  application_sid: sidSchema.optional(),
  name: z
    .string()
    .trim()
    .min(1, 'name must not be empty')
    .max(64, 'name must be at most 64 characters')
    .refine(...typedText('name'))
    .optional(),
  account_sid: sidSchema.optional(),
  call_hook: webhookBodySchema('call_hook').optional(),
  call_status_hook: webhookBodySchema('call_status_hook').optional(),
  created_at: z.string().optional(),
  ...applicationFields,
});
export type ApplicationUpdateBody = z.output<typeof applicationUpdateBodySchema>;
