// The API's speech bodies: a credential (`POST|PUT …/SpeechCredentials`) and a Google custom voice, the common
// columns typed, the vendor fields strings (speech-problems.ts checks them).
import { z } from 'zod';
import { typedText } from './primitives';
import {
  CUSTOM_VOICE_MODEL_MAX,
  CUSTOM_VOICE_NAME_MAX,
  SPEECH_CREDENTIAL_MAX,
  SPEECH_LABEL_MAX,
} from './speech';

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
