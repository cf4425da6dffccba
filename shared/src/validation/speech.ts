// Speech credentials (docs/product/speech.md#vendors, docs/api/contract.md#speech-credentials, docs/api/contract.md#google-custom-voices): which vendor takes which fields, their
// messages and limits. What is wrong with a credential is speech-problems.ts (the API checks a body with
// `speechCredentialProblems`, a 4xx where the real server answers 500 on a failed assertion, and the form runs the
// same function on the payload it is about to send, so every rule lives here once); the API's bodies,
// speech-bodies.ts.
import type { GoogleReportedUsage } from '@switchboard/shared/types';
import {
  SPEECH_VENDORS,
  STT_EXCLUDED_VENDORS,
  TTS_EXCLUDED_VENDORS,
  type SpeechVendor,
} from '@switchboard/shared/constants';

// the messages live with the area's other texts (zod-free: the list page and the translations read them)
export { SPEECH_MESSAGES, SPEECH_TEST_WAIT_MS, vendorDidNotAnswer } from '@switchboard/shared/constants';

/** The extra-options box (docs/product/speech.md#speech-service-form: 6 rows × 55 columns). */
export const SPEECH_OPTIONS_BOX = { rows: 6, cols: 55 } as const;
/** The voice cloning key preview in a custom voice (docs/product/speech.md#google). */
export const VOICE_CLONING_KEY_PREVIEW = 100;
export const SPEECH_LABEL_MAX = 64;
export const CUSTOM_VOICE_NAME_MAX = 64;
export const CUSTOM_VOICE_MODEL_MAX = 512;
/** The stored credential JSON is at most this long (the column of the real server). */
export const SPEECH_CREDENTIAL_MAX = 8192;
/** What a TTS test and 'Listen' synthesize. */
export const SPEECH_TEST_PHRASE = 'Hello from Switchboard. Your speech credential works.';

/** A test or Listen call never takes longer than this. */
export const SPEECH_TEST_TIMEOUT_MS = 10_000;

export const CUSTOM_VENDOR_PREFIX = 'custom:';
export const isCustomVendor = (vendor: string | null | undefined): boolean =>
  typeof vendor === 'string' && vendor.startsWith(CUSTOM_VENDOR_PREFIX);
/** 'custom:acme' → 'acme'. */
export const customVendorName = (vendor: string): string =>
  isCustomVendor(vendor) ? vendor.slice(CUSTOM_VENDOR_PREFIX.length) : vendor;

/** A vendor's name as people read it ('Microsoft', or a custom vendor's own name). */
export function speechVendorName(vendor: string): string {
  if (isCustomVendor(vendor)) return customVendorName(vendor);
  return SPEECH_VENDORS.find((v) => v.value === vendor)?.name ?? vendor;
}

/** The catalogue key of a stored vendor ('custom:acme' → 'custom'); null when unknown. */
export function speechVendorKey(vendor: string): SpeechVendor | null {
  if (isCustomVendor(vendor)) return customVendorName(vendor) ? 'custom' : null;
  return (SPEECH_VENDORS.find((v) => v.value === vendor)?.value as SpeechVendor | undefined) ?? null;
}

/** What a vendor can do: custom vendors do both (the jambonz custom speech API). */
export function vendorCan(vendor: string, direction: 'tts' | 'stt'): boolean {
  const key = speechVendorKey(vendor);
  if (!key) return false;
  if (key === 'custom') return true;
  return direction === 'tts' ? !TTS_EXCLUDED_VENDORS.includes(key) : !STT_EXCLUDED_VENDORS.includes(key);
}

/** Vendors that stay hidden unless the 'additional speech vendors' switch is on. */
export const ADDITIONAL_SPEECH_VENDORS: readonly SpeechVendor[] = ['speechmatics'];

/** Fields whose values are secrets: stored encrypted, returned masked, kept when sent back masked. */
export const SPEECH_SECRET_FIELDS = [
  'api_key',
  'secret_access_key',
  'secret',
  'client_secret',
  'client_key',
  'tts_api_key',
  'stt_api_key',
  'auth_token',
] as const;

/**
 * The vendor field catalogue: the fields the API stores per vendor (docs/api/contract.md#speech-credentials), besides the common columns. The
 * API's vendor clients are typed from it (SpeechVendorField), so a client reads only its vendor's fields.
 */
const VENDOR_FIELD_CATALOGUE = {
  google: ['service_key', 'model_id'],
  aws: ['access_key_id', 'secret_access_key', 'role_arn', 'aws_region'],
  microsoft: [
    'api_key',
    'region',
    'use_custom_tts',
    'custom_tts_endpoint',
    'custom_tts_endpoint_url',
    'use_custom_stt',
    'custom_stt_endpoint',
    'custom_stt_endpoint_url',
  ],
  wellsaid: ['api_key'],
  soniox: ['api_key'],
  voxist: ['api_key'],
  deepgramflux: ['api_key'],
  nuance: ['client_id', 'secret', 'nuance_tts_uri', 'nuance_stt_uri'],
  deepgram: ['api_key', 'deepgram_stt_uri', 'deepgram_stt_use_tls', 'deepgram_tts_uri', 'model_id'],
  gladia: ['api_key', 'region'],
  ibm: ['tts_api_key', 'tts_region', 'stt_api_key', 'stt_region', 'instance_id'],
  nvidia: ['riva_server_uri'],
  cobalt: ['cobalt_server_uri'],
  elevenlabs: ['api_key', 'model_id', 'api_uri', 'options'],
  speechmatics: ['api_key', 'speechmatics_stt_uri', 'options'],
  playht: ['api_key', 'user_id', 'voice_engine', 'playht_tts_uri', 'options'],
  cartesia: ['api_key', 'model_id', 'stt_model_id', 'options'],
  rimelabs: ['api_key', 'model_id', 'options'],
  inworld: ['api_key', 'model_id', 'options'],
  assemblyai: ['api_key', 'service_version'],
  houndify: ['client_id', 'client_key', 'user_id', 'houndify_server_uri'],
  resemble: ['api_key', 'resemble_tts_uri', 'resemble_tts_use_tls'],
  whisper: ['api_key', 'model_id'],
  openai: ['api_key', 'model_id'],
  verbio: ['client_id', 'client_secret', 'engine_version'],
  custom: ['auth_token', 'custom_stt_url', 'custom_tts_url', 'custom_tts_streaming_url'],
} as const satisfies Record<SpeechVendor, readonly string[]>;

/** The fields a vendor's credential stores (every vendor's when no vendor is named). */
export type SpeechVendorField<V extends SpeechVendor = SpeechVendor> =
  (typeof VENDOR_FIELD_CATALOGUE)[V][number];

/** The vendor field catalogue as plain lists (for code that asks about any field name). */
export const SPEECH_VENDOR_FIELDS: Record<SpeechVendor, readonly string[]> = VENDOR_FIELD_CATALOGUE;

/** Fields a PUT may change (docs/api/contract.md#speech-credentials); secrets and the service key only change when sent unmasked. */
export const SPEECH_UPDATABLE_FIELDS = [
  'region',
  'aws_region',
  'stt_region',
  'tts_region',
  'riva_server_uri',
  'nuance_tts_uri',
  'nuance_stt_uri',
  'use_custom_tts',
  'custom_tts_endpoint',
  'custom_tts_endpoint_url',
  'use_custom_stt',
  'custom_stt_endpoint',
  'custom_stt_endpoint_url',
  'custom_stt_url',
  'custom_tts_url',
  'custom_tts_streaming_url',
  'cobalt_server_uri',
  'model_id',
  'stt_model_id',
  'voice_engine',
  'options',
  'deepgram_stt_uri',
  'deepgram_stt_use_tls',
  'deepgram_tts_uri',
  'playht_tts_uri',
  'engine_version',
  'service_version',
  'speechmatics_stt_uri',
  'resemble_tts_uri',
  'resemble_tts_use_tls',
  'api_uri',
  'houndify_server_uri',
  'instance_id',
  'user_id',
  'client_id',
  'access_key_id',
  'role_arn',
] as const;

/** Vendors with a region list, and the payload field it goes to. */
export const SPEECH_REGION_FIELD: Partial<Record<SpeechVendor, 'region' | 'aws_region'>> = {
  aws: 'aws_region',
  microsoft: 'region',
  gladia: 'region',
};

export const GOOGLE_REPORTED_USAGES: readonly GoogleReportedUsage[] = [
  'REPORTED_USAGE_UNSPECIFIED',
  'REALTIME',
  'OFFLINE',
];
export const DEFAULT_REPORTED_USAGE: GoogleReportedUsage = 'REALTIME';

export const VERBIO_ENGINE_VERSIONS = [
  { value: 'V1', name: 'V1' },
  { value: 'V2', name: 'V2' },
] as const;
export const ASSEMBLYAI_SERVICE_VERSIONS = [
  { value: 'v2', name: 'V2' },
  { value: 'v3', name: 'V3' },
] as const;
export const ELEVENLABS_API_URIS = [
  { value: 'api.elevenlabs.io', name: 'US' },
  { value: 'api.eu.residency.elevenlabs.io', name: 'EU' },
  { value: 'api.in.residency.elevenlabs.io', name: 'IN' },
] as const;
export const DEEPGRAM_HOSTED_ENDPOINTS = [
  { value: '', name: 'US (default)' },
  { value: 'api.eu.deepgram.com', name: 'EU-hosted' },
] as const;

/** The defaults the extra-options box starts with, per vendor. */
export const SPEECH_DEFAULT_OPTIONS: Partial<Record<SpeechVendor, Record<string, unknown>>> = {
  elevenlabs: {
    optimize_streaming_latency: 3,
    voice_settings: { stability: 0.5, similarity_boost: 0.5, use_speaker_boost: true },
  },
  playht: {
    quality: 'medium',
    speed: 1,
    seed: 1,
    temperature: 1,
    emotion: 'female_happy',
    voice_guidance: 3,
    style_guidance: 20,
    text_guidance: 1,
  },
  rimelabs: { speedAlpha: 1.0, reduceLatency: true },
  inworld: { audioConfig: { pitch: 0.0, speakingRate: 1.0 }, temperature: 0.8 },
  cartesia: { speed: 0.0, emotion: 'positivity:high' },
};

// ------------------------------------------------------------------------------------------------- single rules

/** An on-prem Nuance URI: host:port with a port of at most 6 digits. */
export function isNuanceUri(value: string): boolean {
  return /^[^\s:/]+:\d{1,6}$/.test(value.trim());
}

const hasProtocol = (value: string, protocols: readonly string[]) => {
  try {
    const url = new URL(value.trim());
    return protocols.includes(url.protocol) && url.hostname !== '';
  } catch {
    return false;
  }
};
export const isHttpUrl = (value: string) => hasProtocol(value, ['http:', 'https:']);
export const isWsUrl = (value: string) => hasProtocol(value, ['ws:', 'wss:']);

/** A custom vendor's own name (the part after `custom:`). */
export function isCustomVendorName(value: string): boolean {
  return /^[A-Za-z0-9_-]{1,50}$/.test(value);
}

export interface GoogleServiceKeyFile {
  private_key: string;
  client_email: string;
  [key: string]: unknown;
}

/** A Google service key file's text: JSON with private_key and client_email, else null (docs/product/speech.md#google). */
export function parseGoogleServiceKey(text: string): GoogleServiceKeyFile | null {
  try {
    const parsed = JSON.parse(text) as unknown;
    if (
      parsed &&
      typeof parsed === 'object' &&
      typeof (parsed as GoogleServiceKeyFile).private_key === 'string' &&
      (parsed as GoogleServiceKeyFile).private_key !== '' &&
      typeof (parsed as GoogleServiceKeyFile).client_email === 'string' &&
      (parsed as GoogleServiceKeyFile).client_email !== ''
    )
      return parsed as GoogleServiceKeyFile;
  } catch {
    /* not JSON */
  }
  return null;
}

/** The extra options: empty, or a JSON object. */
export function isOptionsJson(value: unknown): boolean {
  if (value === null || value === undefined || value === '') return true;
  if (typeof value === 'object') return !Array.isArray(value);
  if (typeof value !== 'string') return false;
  try {
    const parsed = JSON.parse(value) as unknown;
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed);
  } catch {
    return false;
  }
}

/** Vendors in the order the product lists them, as the vendor select offers them. */
export function speechVendorOptions(features: { customSpeech: boolean; additionalSpeechVendors: boolean }) {
  return SPEECH_VENDORS.filter(
    (v) =>
      (features.customSpeech || v.value !== 'custom') &&
      (features.additionalSpeechVendors || !ADDITIONAL_SPEECH_VENDORS.includes(v.value)),
  );
}
