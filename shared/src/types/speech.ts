// Speech credentials, supported languages/voices and Google custom voices (docs/api/contract.md#speech-credentials, #google-custom-voices, #speech-credentials).
import type { DbBool, IsoDate, Sid } from './common';

/** A speech credential: common columns plus the vendor's (decrypted, secrets masked) fields. */
export interface SpeechCredential {
  speech_credential_sid: Sid;
  service_provider_sid: Sid | null;
  account_sid: Sid | null;
  /** a vendor id, or `custom:<name>` */
  vendor: string;
  label: string | null;
  use_for_tts: DbBool | null;
  use_for_stt: DbBool | null;
  last_used: IsoDate | null;
  last_tested: IsoDate | null;
  tts_tested_ok: DbBool | null;
  stt_tested_ok: DbBool | null;
  created_at: IsoDate;
  // vendor fields (present per vendor)
  api_key?: string;
  access_key_id?: string;
  secret_access_key?: string;
  role_arn?: string;
  aws_region?: string;
  region?: string;
  service_key?: string;
  model_id?: string;
  stt_model_id?: string;
  client_id?: string;
  secret?: string;
  client_secret?: string;
  client_key?: string;
  user_id?: string;
  tts_api_key?: string;
  tts_region?: string;
  stt_api_key?: string;
  stt_region?: string;
  instance_id?: string;
  riva_server_uri?: string;
  cobalt_server_uri?: string;
  nuance_tts_uri?: string;
  nuance_stt_uri?: string;
  use_custom_tts?: DbBool | boolean;
  use_custom_stt?: DbBool | boolean;
  custom_tts_endpoint?: string;
  custom_tts_endpoint_url?: string;
  custom_stt_endpoint?: string;
  custom_stt_endpoint_url?: string;
  custom_tts_url?: string;
  custom_tts_streaming_url?: string;
  custom_stt_url?: string;
  auth_token?: string;
  voice_engine?: string;
  options?: string | Record<string, unknown>;
  api_uri?: string;
  playht_tts_uri?: string;
  resemble_tts_uri?: string;
  resemble_tts_use_tls?: DbBool | boolean;
  deepgram_stt_uri?: string;
  deepgram_tts_uri?: string;
  deepgram_stt_use_tls?: DbBool | boolean;
  speechmatics_stt_uri?: string;
  engine_version?: string;
  service_version?: string;
  houndify_server_uri?: string;
  [vendorField: string]: unknown;
}

/** `GET …/SpeechCredentials/:sid/test`. */
export interface SpeechTestSide {
  status: 'ok' | 'fail' | 'not tested';
  reason?: string;
}
export interface SpeechCredentialTestResult {
  tts: SpeechTestSide;
  stt: SpeechTestSide;
}

export interface LabelValue {
  value: string;
  name: string;
}

export interface TtsLanguage extends LabelValue {
  voices: LabelValue[];
}

/** `GET …/SpeechCredentials/speech/supportedLanguagesAndVoices`: keys a vendor lacks are absent. */
export interface SupportedLanguagesAndVoices {
  tts?: TtsLanguage[];
  stt?: LabelValue[];
  models?: LabelValue[];
  sttModels?: LabelValue[];
}

export type GoogleReportedUsage = 'REPORTED_USAGE_UNSPECIFIED' | 'REALTIME' | 'OFFLINE';

export interface GoogleCustomVoice {
  google_custom_voice_sid: Sid;
  speech_credential_sid: Sid;
  model: string;
  reported_usage: GoogleReportedUsage | null;
  name: string;
  /** cut to 100 characters + "..." in lists; absent when NULL */
  voice_cloning_key?: string;
  use_voice_cloning_key: DbBool | null;
}

/** `POST|PUT …/SpeechCredentials` body: the common columns and the vendor's fields (docs/api/contract.md#speech-credentials). */
export interface SpeechCredentialPayload {
  vendor?: string | null;
  label?: string | null;
  use_for_tts?: DbBool | boolean | null;
  use_for_stt?: DbBool | boolean | null;
  account_sid?: Sid | null;
  service_provider_sid?: Sid | null;
  options?: string | Record<string, unknown> | null;
  [vendorField: string]: unknown;
}

/** `POST /GoogleCustomVoices`, `PUT /GoogleCustomVoices/:sid`. */
export interface GoogleCustomVoicePayload {
  speech_credential_sid?: Sid;
  name: string;
  model: string;
  reported_usage: GoogleReportedUsage;
  use_voice_cloning_key: DbBool;
}

/** An application that uses a credential (its speech vendor and label point at it). */
export interface SpeechCredentialUser {
  application_sid: Sid;
  name: string;
  account_sid: Sid | null;
  /** what it uses the credential for */
  uses: ('synthesis' | 'recognizer' | 'fallback synthesis' | 'fallback recognizer')[];
}

/**
 * `GET …/SpeechCredentials/summary` (this API's addition to the contract): per credential of the list, the last
 * test's results with their reasons (null before the first test) and the applications that use it.
 */
export interface SpeechCredentialSummary {
  speech_credential_sid: Sid;
  last_test: SpeechCredentialTestResult | null;
  /** how many applications use it, and the first of them by name */
  application_count: number;
  applications: SpeechCredentialUser[];
}
