// Speech credentials (spec part 2 §3–§5, contract §5.7, §5.13, §6.5, §6.15): which vendor takes which fields, what
// each requires, and the shapes of the API's bodies. The API checks a body with `speechCredentialProblems` (a 4xx
// where the real server answers 500 on a failed assertion) and the form runs the same function on the payload it
// is about to send, so every rule lives here once.
import { z } from 'zod';
import type { GoogleReportedUsage, SpeechCredentialPayload } from '@switchboard/shared/types';
import { isOn, isTypedText, typedText, typedTextMessage } from './primitives';
import {
  MESSAGES,
  SPEECH_VENDORS,
  STT_EXCLUDED_VENDORS,
  TTS_EXCLUDED_VENDORS,
  type SpeechVendor,
} from '@switchboard/shared/constants';

export const SPEECH_MESSAGES = {
  vendorRequired: 'Vendor is required',
  customNameRequired: 'Name is required',
  customNameInvalid: 'Use letters, digits, - or _ in the name',
  ttsUrlRequired: 'An HTTP or WebSocket URL is required for TTS',
  ttsHttpUrlInvalid: 'The TTS URL must start with http:// or https://',
  ttsStreamingUrlInvalid: 'The streaming TTS URL must start with ws:// or wss://',
  sttUrlRequired: 'A WebSocket URL is required for STT',
  sttUrlInvalid: 'The STT URL must start with ws:// or wss://',
  nuanceUriInvalid: 'Use ip:port (a port of at most 6 digits)',
  nuanceNeedsCredentials: 'Client ID and secret are required unless an on-prem TTS or STT URI is used',
  awsKeyPair: 'Both the access key ID and the secret access key are required',
  atLeastOneCustomVoice: 'You must provide at least one custom voice.',
  customVoiceModelOrKey: 'A model or a voice cloning key is required',
  customVoiceNameRequired: 'Voice name is required',
  invalidGoogleServiceKey: MESSAGES.invalidGoogleServiceKey,
  labelInUse: (label: string) => `Label ${label} is already in use for another speech credential`,
  noPermission: MESSAGES.noSpeechPermission,
  noPermissionToDelete: 'You do not have permissions to delete this Speech Credential',
  notTested: 'In order to test your credentials you need to enable TTS/STT.',
  testOk: 'Connection test successful',
} as const;

/** The extra-options box (spec §9: 6 rows × 55 columns). */
export const SPEECH_OPTIONS_BOX = { rows: 6, cols: 55 } as const;
/** The voice cloning key preview in a custom voice (spec §9). */
export const VOICE_CLONING_KEY_PREVIEW = 100;
export const SPEECH_LABEL_MAX = 64;
export const CUSTOM_VOICE_NAME_MAX = 64;
export const CUSTOM_VOICE_MODEL_MAX = 512;
/** The stored credential JSON is at most this long (the column of the real server). */
export const SPEECH_CREDENTIAL_MAX = 8192;
/** What a TTS test and 'Listen' synthesize. */
export const SPEECH_TEST_PHRASE = 'Hello from Switchboard. Your speech credential works.';

/**
 * How long the portal waits for a credential test. The API asks the vendor (Switchboard's gives up on a vendor
 * after 10 s a side); a jambonz API waits on an unreachable vendor for 30 s or more, which would otherwise look
 * like the server being down.
 */
export const SPEECH_TEST_WAIT_MS = 25_000;

/** A test the API did not answer in time: it was waiting on the vendor, so the vendor is named. */
export function vendorDidNotAnswer(vendorName: string): string {
  return `${vendorName} did not answer the test within ${SPEECH_TEST_WAIT_MS / 1000} seconds`;
}
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
 * The vendor field catalogue: the fields the API stores per vendor (contract §5.7), besides the common columns. The
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

/** Fields a PUT may change (contract §6.5); secrets and the service key only change when sent unmasked. */
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

/** A Google service key file's text: JSON with private_key and client_email, else null (spec §5). */
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

// ------------------------------------------------------------------------------------------- the whole credential

export interface SpeechProblem {
  /** the payload field the problem is about ('vendor', 'api_key', 'custom_voices.0.name', …) */
  field: string;
  message: string;
}

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/**
 * Everything wrong with a credential as the API receives it (POST body, or a PUT body merged over the stored
 * credential). Empty when it can be stored. Masked secrets count as given (the stored one is kept).
 */
export function speechCredentialProblems(payload: SpeechCredentialPayload): SpeechProblem[] {
  const problems: SpeechProblem[] = [];
  const need = (field: string, label: string, when = true) => {
    if (when && !text(payload[field])) problems.push({ field, message: MESSAGES.required(label) });
  };
  const vendor = text(payload.vendor);
  if (!vendor) return [{ field: 'vendor', message: SPEECH_MESSAGES.vendorRequired }];
  const key = speechVendorKey(vendor);
  if (!key) {
    if (vendor === 'custom' || isCustomVendor(vendor))
      return [{ field: 'vendor', message: SPEECH_MESSAGES.customNameRequired }];
    return [{ field: 'vendor', message: `invalid or missing vendor: ${vendor.slice(0, 64)}` }];
  }
  const tts = isOn(payload.use_for_tts);
  const stt = isOn(payload.use_for_stt);
  if (typeof payload.label === 'string' && payload.label.length > SPEECH_LABEL_MAX)
    problems.push({ field: 'label', message: `Label must be at most ${SPEECH_LABEL_MAX} characters` });
  if (!isOptionsJson(payload.options)) problems.push({ field: 'options', message: MESSAGES.invalidJson });

  switch (key) {
    case 'google': {
      const serviceKey = text(payload.service_key);
      if (!serviceKey) problems.push({ field: 'service_key', message: MESSAGES.serviceKeyRequired });
      else if (!parseGoogleServiceKey(serviceKey))
        problems.push({ field: 'service_key', message: SPEECH_MESSAGES.invalidGoogleServiceKey });
      break;
    }
    case 'aws':
      need('aws_region', 'Region');
      if (text(payload.access_key_id) || text(payload.secret_access_key)) {
        if (!text(payload.access_key_id) || !text(payload.secret_access_key))
          problems.push({
            field: text(payload.access_key_id) ? 'secret_access_key' : 'access_key_id',
            message: SPEECH_MESSAGES.awsKeyPair,
          });
      }
      break;
    case 'microsoft': {
      const onPrem = Boolean(text(payload.custom_tts_endpoint_url) || text(payload.custom_stt_endpoint_url));
      if (!onPrem) {
        need('region', 'Region');
        need('api_key', 'API key');
      } else {
        need('custom_tts_endpoint_url', 'Container URL for TTS', tts);
        need('custom_stt_endpoint_url', 'Container URL for STT', stt);
      }
      need('custom_tts_endpoint', 'Custom voice deployment ID', isOn(payload.use_custom_tts) && !onPrem);
      need('custom_stt_endpoint', 'Custom speech endpoint ID', isOn(payload.use_custom_stt) && !onPrem);
      break;
    }
    case 'nuance': {
      const ttsUri = text(payload.nuance_tts_uri);
      const sttUri = text(payload.nuance_stt_uri);
      if (ttsUri && !isNuanceUri(ttsUri))
        problems.push({ field: 'nuance_tts_uri', message: SPEECH_MESSAGES.nuanceUriInvalid });
      if (sttUri && !isNuanceUri(sttUri))
        problems.push({ field: 'nuance_stt_uri', message: SPEECH_MESSAGES.nuanceUriInvalid });
      if (!ttsUri && !sttUri) {
        need('client_id', 'Client ID');
        need('secret', 'Secret');
      }
      break;
    }
    case 'deepgram':
      // on-prem containers (both URIs) may go without a key; the hosted service needs one
      need('api_key', 'API key', !(text(payload.deepgram_stt_uri) && text(payload.deepgram_tts_uri)));
      break;
    case 'ibm':
      need('tts_api_key', 'TTS API key', tts);
      need('tts_region', 'TTS region', tts);
      need('stt_api_key', 'STT API key', stt);
      need('stt_region', 'STT region', stt);
      need('instance_id', 'Speech instance ID', stt);
      break;
    case 'nvidia':
      need('riva_server_uri', 'Riva server URI');
      break;
    case 'cobalt':
      need('cobalt_server_uri', 'Server URI');
      break;
    case 'elevenlabs':
    case 'rimelabs':
    case 'inworld':
    case 'whisper':
    case 'openai':
      need('api_key', 'API key');
      need('model_id', 'Model');
      break;
    case 'speechmatics':
      need('api_key', 'API key');
      need('speechmatics_stt_uri', 'Endpoint');
      break;
    case 'playht':
      need('api_key', 'API key');
      need('user_id', 'User ID');
      need('voice_engine', 'Voice engine');
      break;
    case 'cartesia':
      need('api_key', 'API key');
      need('model_id', 'TTS model ID', tts);
      need('stt_model_id', 'STT model ID', stt);
      break;
    case 'gladia':
      need('api_key', 'API key');
      need('region', 'Region');
      break;
    case 'houndify':
      need('client_id', 'Client ID');
      need('client_key', 'Client key');
      need('user_id', 'User ID');
      break;
    case 'verbio':
      need('client_id', 'Client ID');
      need('client_secret', 'Client secret');
      need('engine_version', 'Engine version');
      break;
    case 'custom': {
      const name = customVendorName(vendor);
      if (!isCustomVendorName(name))
        problems.push({ field: 'vendor', message: SPEECH_MESSAGES.customNameInvalid });
      const httpUrl = text(payload.custom_tts_url);
      const wsUrl = text(payload.custom_tts_streaming_url);
      if (httpUrl && !isHttpUrl(httpUrl))
        problems.push({ field: 'custom_tts_url', message: SPEECH_MESSAGES.ttsHttpUrlInvalid });
      if (wsUrl && !isWsUrl(wsUrl))
        problems.push({ field: 'custom_tts_streaming_url', message: SPEECH_MESSAGES.ttsStreamingUrlInvalid });
      if (tts && !httpUrl && !wsUrl)
        problems.push({ field: 'custom_tts_url', message: SPEECH_MESSAGES.ttsUrlRequired });
      const sttUrl = text(payload.custom_stt_url);
      if (sttUrl && !isWsUrl(sttUrl))
        problems.push({ field: 'custom_stt_url', message: SPEECH_MESSAGES.sttUrlInvalid });
      if (stt && !sttUrl) problems.push({ field: 'custom_stt_url', message: SPEECH_MESSAGES.sttUrlRequired });
      break;
    }
    default:
      // wellsaid, soniox, voxist, deepgramflux, resemble, assemblyai
      need('api_key', 'API key');
  }
  return problems;
}

/** Google custom voices as the form edits them; the API checks each voice with `customVoiceProblems`. */
export interface CustomVoiceInput {
  name?: string | null;
  model?: string | null;
  use_voice_cloning_key?: unknown;
  /** the key's text (a new upload) or a preview of the stored one */
  voice_cloning_key?: string | null;
}

export function customVoiceProblems(
  voices: readonly CustomVoiceInput[],
  prefix = 'custom_voices',
): SpeechProblem[] {
  if (voices.length === 0) return [{ field: prefix, message: SPEECH_MESSAGES.atLeastOneCustomVoice }];
  const problems: SpeechProblem[] = [];
  voices.forEach((voice, i) => {
    if (!text(voice.name))
      problems.push({ field: `${prefix}.${i}.name`, message: SPEECH_MESSAGES.customVoiceNameRequired });
    else if (text(voice.name).length > CUSTOM_VOICE_NAME_MAX)
      problems.push({
        field: `${prefix}.${i}.name`,
        message: `Voice name must be at most ${CUSTOM_VOICE_NAME_MAX} characters`,
      });
    else if (!isTypedText(text(voice.name)))
      problems.push({ field: `${prefix}.${i}.name`, message: typedTextMessage('Voice name') });
    const usesKey = isOn(voice.use_voice_cloning_key);
    if (usesKey ? !text(voice.voice_cloning_key) : !text(voice.model))
      problems.push({
        field: `${prefix}.${i}.${usesKey ? 'voice_cloning_key' : 'model'}`,
        message: SPEECH_MESSAGES.customVoiceModelOrKey,
      });
  });
  return problems;
}

// ------------------------------------------------------------------------------------------------- API bodies

const flag = z.union([z.boolean(), z.literal(0), z.literal(1), z.enum(['0', '1', 'true', 'false'])]);
const field = z.string().max(SPEECH_CREDENTIAL_MAX).nullable().optional();

/** `POST …/SpeechCredentials` (and PUT): the common columns typed, vendor fields strings, others ignored. */
export const speechCredentialBodySchema = z.looseObject({
  vendor: z.string().max(64).nullable().optional(),
  label: z
    .string()
    .max(SPEECH_LABEL_MAX, `Label must be at most ${SPEECH_LABEL_MAX} characters`)
    .refine(...typedText('Label'))
    .nullable()
    .optional(),
  use_for_tts: flag.nullable().optional(),
  use_for_stt: flag.nullable().optional(),
  account_sid: z.string().nullable().optional(),
  service_provider_sid: z.string().nullable().optional(),
  options: z
    .union([z.string().max(SPEECH_CREDENTIAL_MAX), z.record(z.string(), z.unknown())])
    .nullable()
    .optional(),
  use_custom_tts: flag.nullable().optional(),
  use_custom_stt: flag.nullable().optional(),
  deepgram_stt_use_tls: flag.nullable().optional(),
  resemble_tts_use_tls: flag.nullable().optional(),
  ...Object.fromEntries(
    [
      'api_key',
      'access_key_id',
      'secret_access_key',
      'role_arn',
      'aws_region',
      'region',
      'service_key',
      'model_id',
      'stt_model_id',
      'client_id',
      'secret',
      'client_secret',
      'client_key',
      'user_id',
      'tts_api_key',
      'tts_region',
      'stt_api_key',
      'stt_region',
      'instance_id',
      'riva_server_uri',
      'cobalt_server_uri',
      'nuance_tts_uri',
      'nuance_stt_uri',
      'custom_tts_endpoint',
      'custom_tts_endpoint_url',
      'custom_stt_endpoint',
      'custom_stt_endpoint_url',
      'custom_tts_url',
      'custom_tts_streaming_url',
      'custom_stt_url',
      'auth_token',
      'voice_engine',
      'api_uri',
      'playht_tts_uri',
      'resemble_tts_uri',
      'deepgram_stt_uri',
      'deepgram_tts_uri',
      'speechmatics_stt_uri',
      'engine_version',
      'service_version',
      'houndify_server_uri',
    ].map((name) => [name, field]),
  ),
});

/** A credential's body as the API has checked it (flags as sent: true, 1, '1'…). */
export type SpeechCredentialBody = z.output<typeof speechCredentialBodySchema>;

/** `POST /GoogleCustomVoices`. */
export const googleCustomVoiceBodySchema = z.looseObject({
  speech_credential_sid: z.string().optional(),
  name: z
    .string()
    .trim()
    .max(CUSTOM_VOICE_NAME_MAX)
    .refine(...typedText('name'))
    .optional(),
  model: z.string().max(CUSTOM_VOICE_MODEL_MAX).nullable().optional(),
  reported_usage: z.enum(['REPORTED_USAGE_UNSPECIFIED', 'REALTIME', 'OFFLINE']).nullable().optional(),
  use_voice_cloning_key: flag.nullable().optional(),
  voice_cloning_key: z
    .string()
    .max(1024 * 1024)
    .nullable()
    .optional(),
});

/** A custom voice's body as the API has checked it. */
export type GoogleCustomVoiceBody = z.output<typeof googleCustomVoiceBodySchema>;

/** Vendors in the order the product lists them, as the vendor select offers them. */
export function speechVendorOptions(features: { customSpeech: boolean; additionalSpeechVendors: boolean }) {
  return SPEECH_VENDORS.filter(
    (v) =>
      (features.customSpeech || v.value !== 'custom') &&
      (features.additionalSpeechVendors || !ADDITIONAL_SPEECH_VENDORS.includes(v.value)),
  );
}
