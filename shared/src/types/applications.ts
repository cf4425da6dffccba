// Applications and the environment-variable schema their webhook may publish (docs/api/contract.md#applications).
import type { DbBool, IsoDate, Sid } from './common';
import type { ApplicationWebhook, WebhookInput } from './webhooks';

export type EnvVarType = 'boolean' | 'number' | 'string';
export type EnvVarValue = string | number | boolean;

/** One property of the schema returned by `GET /AppEnv?url=` (the app's `OPTIONS` answer). */
export interface EnvVarSpec {
  type: EnvVarType;
  description: string;
  required?: boolean;
  default?: EnvVarValue;
  enum?: EnvVarValue[];
  /** the value is a secret: mask it in the form */
  obscure?: boolean;
  /** a rendering hint, e.g. "textarea" or "filepicker" */
  uiHint?: string;
  /** the value picks a platform resource, e.g. "carriers" */
  jambonzResource?: string;
  [extra: string]: unknown;
}

/** `GET /AppEnv` 200 body: property name → spec. */
export type AppEnvSchema = Record<string, EnvVarSpec>;

/**
 * `GET /AppEnv/lookup` (Switchboard, 'app-env-lookup'): the schema, or why there is none — `problem` is the message
 * `GET /AppEnv` answers with a 400 (an unreachable webhook, an invalid schema); both null: it publishes none.
 */
export interface AppEnvLookup {
  schema: AppEnvSchema | null;
  problem: string | null;
}

/** Values the application stores for its env vars. */
export type EnvVars = Record<string, EnvVarValue>;

export interface ApplicationSpeechFields {
  speech_synthesis_vendor: string;
  speech_synthesis_language: string;
  speech_synthesis_voice: string | null;
  speech_synthesis_label: string | null;
  speech_recognizer_vendor: string;
  speech_recognizer_language: string;
  speech_recognizer_label: string | null;
  use_for_fallback_speech: DbBool | null;
  fallback_speech_synthesis_vendor: string | null;
  fallback_speech_synthesis_language: string | null;
  fallback_speech_synthesis_voice: string | null;
  fallback_speech_synthesis_label: string | null;
  fallback_speech_recognizer_vendor: string | null;
  fallback_speech_recognizer_language: string | null;
  fallback_speech_recognizer_label: string | null;
}

/** An application as the server returns it: hooks include `webhook_sid`. */
export interface Application extends ApplicationSpeechFields {
  application_sid: Sid;
  name: string;
  service_provider_sid: Sid | null;
  account_sid: Sid | null;
  app_json: string | null;
  env_vars: EnvVars | null;
  created_at: IsoDate;
  record_all_calls: DbBool;
  call_hook: ApplicationWebhook | null;
  call_status_hook: ApplicationWebhook | null;
  messaging_hook: ApplicationWebhook | null;
}

/** `POST /Applications` body (`PUT` takes any subset). */
export interface ApplicationPayload extends Partial<ApplicationSpeechFields> {
  name: string;
  account_sid?: Sid;
  call_hook: WebhookInput;
  call_status_hook: WebhookInput;
  messaging_hook?: WebhookInput | null;
  app_json?: string | null;
  env_vars?: EnvVars | null;
  record_all_calls?: boolean | DbBool;
}

export interface ApplicationListQuery {
  page?: number;
  page_size?: number;
  name?: string;
}
