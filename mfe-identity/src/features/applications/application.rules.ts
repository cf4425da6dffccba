// The application form between the wire and the form (its rules are the shared `applicationFormRules`: name,
// account, both webhooks, speech, fallback and the environment variables the call webhook's schema asks for),
// the payloads, and the application-delete rule (not while accounts or Teams tenants use it).
import type {
  Account,
  AppEnvSchema,
  Application,
  ApplicationPayload,
  EnvVarValue,
  MsTeamsTenant,
} from '@switchboard/shared/types';
import {
  DEFAULT_GOOGLE_VOICE,
  DEFAULT_SPEECH_VENDOR,
  DEFAULT_STT_LANGUAGE,
  DEFAULT_TTS_LANGUAGE,
  coerceEnvVars,
  type ApplicationForm,
} from '@switchboard/shared/validation';
import { hookFromForm, hookToForm } from '../../lib/webhook-form';

export type ApplicationFormValues = Omit<ApplicationForm, 'env_vars'> & {
  env_vars: Record<string, EnvVarValue>;
};

export function applicationToForm(app: Application | undefined, accountSid: string): ApplicationFormValues {
  return {
    name: app?.name ?? '',
    account_sid: app?.account_sid ?? accountSid,
    call_hook: hookToForm(app?.call_hook),
    call_status_hook: hookToForm(app?.call_status_hook),
    app_json: app?.app_json ?? '',
    speech_synthesis_vendor: app?.speech_synthesis_vendor ?? DEFAULT_SPEECH_VENDOR,
    speech_synthesis_language: app?.speech_synthesis_language ?? DEFAULT_TTS_LANGUAGE,
    speech_synthesis_voice: app?.speech_synthesis_voice ?? DEFAULT_GOOGLE_VOICE,
    speech_synthesis_label: app?.speech_synthesis_label ?? '',
    speech_recognizer_vendor: app?.speech_recognizer_vendor ?? DEFAULT_SPEECH_VENDOR,
    speech_recognizer_language: app?.speech_recognizer_language ?? DEFAULT_STT_LANGUAGE,
    speech_recognizer_label: app?.speech_recognizer_label ?? '',
    record_all_calls: Boolean(app?.record_all_calls),
    use_for_fallback_speech: Boolean(app?.use_for_fallback_speech),
    fallback_speech_synthesis_vendor: app?.fallback_speech_synthesis_vendor ?? '',
    fallback_speech_synthesis_language: app?.fallback_speech_synthesis_language ?? '',
    fallback_speech_synthesis_voice: app?.fallback_speech_synthesis_voice ?? '',
    fallback_speech_synthesis_label: app?.fallback_speech_synthesis_label ?? '',
    fallback_speech_recognizer_vendor: app?.fallback_speech_recognizer_vendor ?? '',
    fallback_speech_recognizer_language: app?.fallback_speech_recognizer_language ?? '',
    fallback_speech_recognizer_label: app?.fallback_speech_recognizer_label ?? '',
    env_vars: { ...(app?.env_vars ?? {}) },
  };
}

const orNull = (value: string | undefined) => (value && value.trim() ? value : null);

/**
 * `POST /Applications` / `PUT /Applications/:sid` body. On edit the hooks carry their `webhook_sid` so the same
 * rows are updated. `env_vars`: coerced to the schema's types when there is one; without a schema a new
 * application sends null and an edit leaves the stored values alone.
 */
export function applicationPayload(
  values: ApplicationFormValues,
  envSchema: AppEnvSchema | null,
  saved?: Application,
): ApplicationPayload {
  const fallback = values.use_for_fallback_speech;
  const envValues = envSchema
    ? coerceEnvVars(
        Object.fromEntries(Object.entries(values.env_vars ?? {}).filter(([key]) => key in envSchema)),
        envSchema,
      )
    : null;
  return {
    name: values.name.trim(),
    account_sid: values.account_sid,
    call_hook: hookFromForm(values.call_hook, saved?.call_hook?.webhook_sid) ?? { url: '' },
    call_status_hook: hookFromForm(values.call_status_hook, saved?.call_status_hook?.webhook_sid) ?? {
      url: '',
    },
    speech_synthesis_vendor: values.speech_synthesis_vendor,
    speech_synthesis_language: values.speech_synthesis_language,
    // The voice column is NOT NULL on the real server: leave it out rather than send null.
    ...(values.speech_synthesis_voice ? { speech_synthesis_voice: values.speech_synthesis_voice } : {}),
    speech_synthesis_label: orNull(values.speech_synthesis_label),
    speech_recognizer_vendor: values.speech_recognizer_vendor,
    speech_recognizer_language: values.speech_recognizer_language,
    speech_recognizer_label: orNull(values.speech_recognizer_label),
    record_all_calls: values.record_all_calls ? 1 : 0,
    use_for_fallback_speech: fallback ? 1 : 0,
    fallback_speech_synthesis_vendor: fallback ? orNull(values.fallback_speech_synthesis_vendor) : null,
    fallback_speech_synthesis_language: fallback ? orNull(values.fallback_speech_synthesis_language) : null,
    fallback_speech_synthesis_voice: fallback ? orNull(values.fallback_speech_synthesis_voice) : null,
    fallback_speech_synthesis_label: fallback ? orNull(values.fallback_speech_synthesis_label) : null,
    fallback_speech_recognizer_vendor: fallback ? orNull(values.fallback_speech_recognizer_vendor) : null,
    fallback_speech_recognizer_language: fallback ? orNull(values.fallback_speech_recognizer_language) : null,
    fallback_speech_recognizer_label: fallback ? orNull(values.fallback_speech_recognizer_label) : null,
    ...(envSchema ? { env_vars: envValues } : saved ? {} : { env_vars: null }),
  };
}

/** Why an application cannot be deleted: accounts (device calling / SIPREC) or Teams tenants that use it. */
export function applicationDeleteBlockers(
  applicationSid: string,
  accounts: ReadonlyArray<Pick<Account, 'name' | 'device_calling_application_sid' | 'siprec_hook_sid'>>,
  tenants: ReadonlyArray<Pick<MsTeamsTenant, 'tenant_fqdn' | 'application_sid'>>,
): string[] {
  const lines: string[] = [];
  for (const account of accounts) {
    if (account.device_calling_application_sid === applicationSid)
      lines.push(`Account ${account.name} uses it for device calling`);
    if (account.siprec_hook_sid === applicationSid) lines.push(`Account ${account.name} uses it for SIPREC`);
  }
  for (const tenant of tenants) {
    if (tenant.application_sid === applicationSid)
      lines.push(`MS Teams tenant ${tenant.tenant_fqdn} routes calls to it`);
  }
  return lines;
}
