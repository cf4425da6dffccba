// Saved ↔ form ↔ sent: what a saved credential becomes in the form, and what the form sends to the API.
import type { GoogleCustomVoice, SpeechCredential, SpeechCredentialPayload } from '@switchboard/shared/types';
import {
  DEEPGRAM_HOSTED_ENDPOINTS,
  DEFAULT_REPORTED_USAGE,
  SPEECH_VENDOR_FIELDS,
  customVendorName,
  isCustomVendor,
  isOn,
  speechVendorKey,
  vendorCan,
} from '@switchboard/shared/validation';
import { takesOptions } from './speech-form.state';
import { emptySpeechForm, type SpeechField, type SpeechFormValues } from './speech-form.values';

const text = (value: unknown) =>
  typeof value === 'string' ? value : value === null || value === undefined ? '' : String(value);

export function credentialToForm(
  saved: SpeechCredential,
  voices: readonly GoogleCustomVoice[] = [],
): SpeechFormValues {
  const base = emptySpeechForm(saved.account_sid ?? '');
  const vendor = (
    isCustomVendor(saved.vendor) ? 'custom' : (speechVendorKey(saved.vendor) ?? '')
  ) as SpeechFormValues['vendor'];
  const values: SpeechFormValues = {
    ...base,
    vendor,
    custom_name: isCustomVendor(saved.vendor) ? customVendorName(saved.vendor) : '',
    label: saved.label ?? '',
    use_for_tts: Boolean(saved.use_for_tts),
    use_for_stt: Boolean(saved.use_for_stt),
  };
  const record = values as unknown as Record<string, unknown>;
  for (const [key, value] of Object.entries(saved)) {
    if (!(key in base) || ['vendor', 'label', 'use_for_tts', 'use_for_stt', 'account_sid'].includes(key))
      continue;
    const current = base[key as SpeechField];
    record[key] =
      typeof current === 'boolean'
        ? isOn(value)
        : typeof value === 'object' && value
          ? JSON.stringify(value, null, 2)
          : text(value);
  }
  if (saved.aws_region) values.region = saved.aws_region;
  values.aws_credential_type = saved.access_key_id
    ? 'access_key'
    : saved.role_arn
      ? 'assume_role'
      : saved.vendor === 'aws'
        ? 'instance_profile'
        : 'access_key';
  values.use_options = Boolean(values.options);
  switch (vendor) {
    case 'microsoft':
      values.on_prem = Boolean(saved.custom_tts_endpoint_url || saved.custom_stt_endpoint_url);
      break;
    case 'deepgram': {
      const uri = text(saved.deepgram_stt_uri);
      const hosted = !saved.deepgram_tts_uri && DEEPGRAM_HOSTED_ENDPOINTS.some((e) => e.value === uri);
      values.on_prem = !hosted;
      values.deepgram_endpoint = hosted ? uri : '';
      values.deepgram_stt_uri = hosted ? '' : uri;
      break;
    }
    case 'speechmatics': {
      const uri = text(saved.speechmatics_stt_uri);
      values.on_prem = Boolean(uri) && !uri.includes('speechmatics.com');
      values.speechmatics_endpoint = values.on_prem ? '' : uri;
      values.speechmatics_stt_uri = values.on_prem ? uri : '';
      break;
    }
    case 'nuance':
      values.on_prem = Boolean(saved.nuance_tts_uri || saved.nuance_stt_uri);
      break;
    case 'playht':
      values.on_prem = Boolean(saved.playht_tts_uri);
      break;
    case 'resemble':
      values.on_prem = Boolean(saved.resemble_tts_uri);
      break;
    default:
  }
  values.use_custom_voices = voices.length > 0;
  values.custom_voices = voices.map((v) => ({
    google_custom_voice_sid: v.google_custom_voice_sid,
    name: v.name,
    reported_usage: v.reported_usage ?? DEFAULT_REPORTED_USAGE,
    model: v.model ?? '',
    use_voice_cloning_key: Boolean(v.use_voice_cloning_key),
    key_text: '',
    key_file_name: '',
    key_preview: v.voice_cloning_key ?? '',
  }));
  return values;
}

/** The credential as the API takes it (`editing`: vendor, account and label are not sent back). */
export function formToPayload(
  values: SpeechFormValues,
  serviceProviderSid?: string | null,
): SpeechCredentialPayload {
  const vendor = values.vendor;
  if (!vendor) return { vendor: '' };
  const fullVendor = vendor === 'custom' ? `custom:${values.custom_name.trim()}` : vendor;
  const tts = values.use_for_tts && vendorCan(fullVendor, 'tts');
  const stt = values.use_for_stt && vendorCan(fullVendor, 'stt');
  const payload: SpeechCredentialPayload = {
    vendor: fullVendor,
    label: values.label.trim() || null,
    use_for_tts: tts ? 1 : 0,
    use_for_stt: stt ? 1 : 0,
    account_sid: values.account_sid || null,
    ...(serviceProviderSid ? { service_provider_sid: serviceProviderSid } : {}),
  };
  const record = values as unknown as Record<string, unknown>;
  for (const field of SPEECH_VENDOR_FIELDS[vendor]) {
    const value = record[field];
    if (typeof value === 'boolean') payload[field] = value ? 1 : 0;
    else if (typeof value === 'string' && value.trim() !== '') payload[field] = value.trim();
  }
  const onPrem = values.on_prem;
  switch (vendor) {
    case 'aws':
      payload.aws_region = values.region || undefined;
      delete payload.region;
      if (values.aws_credential_type !== 'access_key') {
        delete payload.access_key_id;
        delete payload.secret_access_key;
      }
      if (values.aws_credential_type !== 'assume_role') delete payload.role_arn;
      break;
    case 'microsoft':
      if (onPrem) {
        delete payload.region;
        payload.use_custom_tts = 0;
        payload.use_custom_stt = 0;
        delete payload.custom_tts_endpoint;
        delete payload.custom_stt_endpoint;
      } else {
        delete payload.custom_tts_endpoint_url;
        delete payload.custom_stt_endpoint_url;
        if (!values.use_custom_tts) delete payload.custom_tts_endpoint;
        if (!values.use_custom_stt) delete payload.custom_stt_endpoint;
      }
      break;
    case 'deepgram':
      if (onPrem) break;
      delete payload.deepgram_tts_uri;
      payload.deepgram_stt_uri = values.deepgram_endpoint || undefined;
      payload.deepgram_stt_use_tls = values.deepgram_endpoint ? 1 : 0;
      break;
    case 'speechmatics':
      payload.speechmatics_stt_uri =
        (onPrem ? values.speechmatics_stt_uri : values.speechmatics_endpoint).trim() || undefined;
      break;
    case 'nuance':
      if (onPrem) {
        delete payload.client_id;
        delete payload.secret;
      } else {
        delete payload.nuance_tts_uri;
        delete payload.nuance_stt_uri;
      }
      break;
    case 'playht':
      if (!onPrem) delete payload.playht_tts_uri;
      break;
    case 'resemble':
      if (!onPrem) {
        delete payload.resemble_tts_uri;
        delete payload.resemble_tts_use_tls;
      }
      break;
    case 'cartesia':
      if (!tts) delete payload.model_id;
      if (!stt) delete payload.stt_model_id;
      break;
    case 'custom':
      if (!tts) {
        delete payload.custom_tts_url;
        delete payload.custom_tts_streaming_url;
      }
      if (!stt) delete payload.custom_stt_url;
      break;
    default:
  }
  if (takesOptions(vendor) && !values.use_options) payload.options = null;
  for (const key of Object.keys(payload)) if (payload[key] === undefined) delete payload[key];
  return payload;
}
