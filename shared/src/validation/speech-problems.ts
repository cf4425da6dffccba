// What is wrong with a speech credential or a custom voice, field by field: the API refuses a body with the first
// problem (a 4xx where the real server answers 500 on a failed assertion) and the form shows each beside its field.
import type { SpeechCredentialPayload } from '@switchboard/shared/types';
import { MESSAGES } from '@switchboard/shared/constants';
import { isOn, isTypedText, typedTextMessage } from './primitives';
import {
  CUSTOM_VOICE_NAME_MAX,
  SPEECH_LABEL_MAX,
  SPEECH_MESSAGES,
  customVendorName,
  isCustomVendor,
  isCustomVendorName,
  isHttpUrl,
  isNuanceUri,
  isOptionsJson,
  isWsUrl,
  parseGoogleServiceKey,
  speechVendorKey,
} from './speech';

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
