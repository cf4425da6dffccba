// The speech service form's values and rules: what a saved credential becomes in the form and what the form
// sends, the state rules of docs/product/speech.md#form-rules (vendor change, AWS key ↔ role switch, hosted ↔ on-prem toggle with restore)
// and the validation of docs/product/speech.md#vendors — the vendor rules themselves are the shared ones the API runs (speechCredentialProblems).
import { z } from 'zod';
import type {
  GoogleCustomVoice,
  GoogleReportedUsage,
  SpeechCredential,
  SpeechCredentialPayload,
} from '@switchboard/shared/types';
import {
  DEEPGRAM_HOSTED_ENDPOINTS,
  MESSAGES,
  DEFAULT_REPORTED_USAGE,
  SPEECH_DEFAULT_OPTIONS,
  SPEECH_MESSAGES,
  SPEECH_VENDOR_FIELDS,
  customVendorName,
  customVoiceProblems,
  isCustomVendor,
  isCustomVendorName,
  isOn,
  speechCredentialProblems,
  speechVendorKey,
  vendorCan,
  type AwsCredentialType,
  type SpeechVendor,
} from '@switchboard/shared/validation';

export interface CustomVoiceValues {
  google_custom_voice_sid?: string;
  name: string;
  reported_usage: GoogleReportedUsage;
  model: string;
  use_voice_cloning_key: boolean;
  /** a new key file's text (sent with the upload) */
  key_text: string;
  key_file_name: string;
  /** what the list showed of the stored key (cut to 100 characters) */
  key_preview: string;
}

export interface SpeechFormValues {
  vendor: SpeechVendor | '';
  custom_name: string;
  account_sid: string;
  label: string;
  use_for_tts: boolean;
  use_for_stt: boolean;
  api_key: string;
  region: string;
  aws_credential_type: AwsCredentialType;
  access_key_id: string;
  secret_access_key: string;
  role_arn: string;
  service_key: string;
  model_id: string;
  stt_model_id: string;
  client_id: string;
  secret: string;
  client_secret: string;
  client_key: string;
  user_id: string;
  tts_api_key: string;
  tts_region: string;
  stt_api_key: string;
  stt_region: string;
  instance_id: string;
  riva_server_uri: string;
  cobalt_server_uri: string;
  on_prem: boolean;
  nuance_tts_uri: string;
  nuance_stt_uri: string;
  custom_tts_endpoint_url: string;
  custom_stt_endpoint_url: string;
  use_custom_tts: boolean;
  custom_tts_endpoint: string;
  use_custom_stt: boolean;
  custom_stt_endpoint: string;
  deepgram_endpoint: string;
  deepgram_stt_uri: string;
  deepgram_tts_uri: string;
  deepgram_stt_use_tls: boolean;
  speechmatics_endpoint: string;
  speechmatics_stt_uri: string;
  playht_tts_uri: string;
  voice_engine: string;
  resemble_tts_uri: string;
  resemble_tts_use_tls: boolean;
  custom_tts_url: string;
  custom_tts_streaming_url: string;
  custom_stt_url: string;
  auth_token: string;
  api_uri: string;
  use_options: boolean;
  options: string;
  engine_version: string;
  service_version: string;
  houndify_server_uri: string;
  use_custom_voices: boolean;
  custom_voices: CustomVoiceValues[];
}

export type SpeechField = keyof SpeechFormValues;

export const EMPTY_VOICE: CustomVoiceValues = {
  name: '',
  reported_usage: DEFAULT_REPORTED_USAGE,
  model: '',
  use_voice_cloning_key: false,
  key_text: '',
  key_file_name: '',
  key_preview: '',
};

export function emptySpeechForm(accountSid = ''): SpeechFormValues {
  return {
    vendor: '',
    custom_name: '',
    account_sid: accountSid,
    label: '',
    use_for_tts: true,
    use_for_stt: true,
    api_key: '',
    region: '',
    aws_credential_type: 'access_key',
    access_key_id: '',
    secret_access_key: '',
    role_arn: '',
    service_key: '',
    model_id: '',
    stt_model_id: '',
    client_id: '',
    secret: '',
    client_secret: '',
    client_key: '',
    user_id: '',
    tts_api_key: '',
    tts_region: '',
    stt_api_key: '',
    stt_region: '',
    instance_id: '',
    riva_server_uri: '',
    cobalt_server_uri: '',
    on_prem: false,
    nuance_tts_uri: '',
    nuance_stt_uri: '',
    custom_tts_endpoint_url: '',
    custom_stt_endpoint_url: '',
    use_custom_tts: false,
    custom_tts_endpoint: '',
    use_custom_stt: false,
    custom_stt_endpoint: '',
    deepgram_endpoint: '',
    deepgram_stt_uri: '',
    deepgram_tts_uri: '',
    deepgram_stt_use_tls: false,
    speechmatics_endpoint: '',
    speechmatics_stt_uri: '',
    playht_tts_uri: '',
    voice_engine: '',
    resemble_tts_uri: '',
    resemble_tts_use_tls: false,
    custom_tts_url: '',
    custom_tts_streaming_url: '',
    custom_stt_url: '',
    auth_token: '',
    api_uri: 'api.elevenlabs.io',
    use_options: false,
    options: '',
    engine_version: 'V1',
    service_version: 'v2',
    houndify_server_uri: '',
    use_custom_voices: false,
    custom_voices: [],
  };
}

// ------------------------------------------------------------------------------------------ state rules (docs/product/speech.md#form-rules)

/** Changing the vendor clears the region, the API key and the service key (docs/product/speech.md#form-rules). */
export const VENDOR_CHANGE_CLEARS: readonly SpeechField[] = ['region', 'api_key', 'service_key'];

/** Switching the AWS credential type clears the access key pair and the role ARN (docs/product/speech.md#form-rules). */
export const AWS_SWITCH_CLEARS: readonly SpeechField[] = ['access_key_id', 'secret_access_key', 'role_arn'];

/** The fields only one mode uses, per vendor with a hosted and an on-prem mode. */
export const MODE_FIELDS: Partial<Record<SpeechVendor, { hosted: SpeechField[]; onPrem: SpeechField[] }>> = {
  microsoft: {
    hosted: ['region', 'use_custom_tts', 'custom_tts_endpoint', 'use_custom_stt', 'custom_stt_endpoint'],
    onPrem: ['custom_tts_endpoint_url', 'custom_stt_endpoint_url'],
  },
  deepgram: {
    hosted: ['deepgram_endpoint'],
    onPrem: ['deepgram_stt_uri', 'deepgram_tts_uri', 'deepgram_stt_use_tls'],
  },
  speechmatics: { hosted: ['speechmatics_endpoint'], onPrem: ['speechmatics_stt_uri'] },
  nuance: { hosted: ['client_id', 'secret'], onPrem: ['nuance_tts_uri', 'nuance_stt_uri'] },
  playht: { hosted: [], onPrem: ['playht_tts_uri'] },
  resemble: { hosted: [], onPrem: ['resemble_tts_uri', 'resemble_tts_use_tls'] },
};

export const hasModes = (vendor: SpeechFormValues['vendor']) => Boolean(vendor && MODE_FIELDS[vendor]);

export type ModeStash = Partial<Record<'hosted' | 'onPrem', Partial<SpeechFormValues>>>;

/**
 * Toggling hosted ↔ on-prem: the mode being left is cleared (and kept in `stash`), the mode being entered gets
 * back what it had when it was left. Returns the changes to apply and the new stash.
 */
export function toggleMode(
  values: SpeechFormValues,
  toOnPrem: boolean,
  stash: ModeStash,
): { changes: Partial<SpeechFormValues>; stash: ModeStash } {
  const fields = values.vendor ? MODE_FIELDS[values.vendor] : undefined;
  if (!fields) return { changes: { on_prem: toOnPrem }, stash };
  const [leaving, entering] = toOnPrem ? (['hosted', 'onPrem'] as const) : (['onPrem', 'hosted'] as const);
  const blank = emptySpeechForm();
  const kept: Partial<SpeechFormValues> = {};
  const changes: Partial<SpeechFormValues> = { on_prem: toOnPrem };
  for (const field of fields[leaving]) {
    (kept as Record<string, unknown>)[field] = values[field];
    (changes as Record<string, unknown>)[field] = blank[field];
  }
  Object.assign(changes, stash[entering] ?? {});
  return { changes, stash: { ...stash, [leaving]: kept, [entering]: undefined } };
}

/** What a vendor offers: TTS, STT, or both; the vendor-specific defaults when it is chosen on a new credential. */
export function vendorDefaults(vendor: SpeechVendor): Partial<SpeechFormValues> {
  return {
    use_for_tts: vendorCan(vendor === 'custom' ? 'custom:x' : vendor, 'tts'),
    use_for_stt: vendorCan(vendor === 'custom' ? 'custom:x' : vendor, 'stt'),
    on_prem: false,
    use_options: false,
    options: '',
  };
}

/** Vendors with the extra options JSON box. */
export const takesOptions = (vendor: SpeechFormValues['vendor']) =>
  Boolean(vendor && SPEECH_VENDOR_FIELDS[vendor]?.includes('options') && vendor !== 'speechmatics');

export const defaultOptionsText = (vendor: SpeechVendor) =>
  JSON.stringify(SPEECH_DEFAULT_OPTIONS[vendor] ?? {}, null, 2);

// ------------------------------------------------------------------------------------- saved ↔ form ↔ sent

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

/** A payload field's problem shown on the form field that holds it. */
function formFieldOf(field: string, values: SpeechFormValues): string {
  if (field === 'vendor') return values.vendor === 'custom' ? 'custom_name' : 'vendor';
  if (field === 'aws_region') return 'region';
  if (field === 'deepgram_stt_uri' && values.vendor === 'deepgram' && !values.on_prem)
    return 'deepgram_endpoint';
  if (field === 'speechmatics_stt_uri')
    return values.on_prem ? 'speechmatics_stt_uri' : 'speechmatics_endpoint';
  return field;
}

/** The whole form's rules: the shared vendor rules on what would be sent, plus what only the form knows. */
export const speechFormSchema = z.custom<SpeechFormValues>().superRefine((values, ctx) => {
  const issue = (path: string, message: string) =>
    ctx.addIssue({ code: 'custom', path: path.split('.'), message });
  if (!values.vendor) return issue('vendor', SPEECH_MESSAGES.vendorRequired);
  if (values.vendor === 'custom') {
    const name = values.custom_name.trim();
    if (!name) issue('custom_name', SPEECH_MESSAGES.customNameRequired);
    else if (!isCustomVendorName(name)) issue('custom_name', SPEECH_MESSAGES.customNameInvalid);
  }
  const seen = new Set<string>();
  for (const problem of speechCredentialProblems(formToPayload(values))) {
    const field = formFieldOf(problem.field, values);
    if (seen.has(field) || (values.vendor === 'custom' && field === 'custom_name')) continue;
    seen.add(field);
    issue(field, problem.message);
  }
  // AWS (docs/product/speech.md#vendors: role ARN or the access key pair): the credential type is the form's own, so the API alone cannot
  // tell an empty pair from an instance profile
  if (values.vendor === 'aws') {
    const need = (field: 'access_key_id' | 'secret_access_key' | 'role_arn', label: string) => {
      if (!values[field].trim() && !seen.has(field)) issue(field, MESSAGES.required(label));
    };
    if (values.aws_credential_type === 'access_key') {
      need('access_key_id', 'Access key ID');
      need('secret_access_key', 'Secret access key');
    } else if (values.aws_credential_type === 'assume_role') need('role_arn', 'Role ARN');
  }
  // on-prem Deepgram: both container URIs (the payload alone would fall back to an API key)
  if (values.vendor === 'deepgram' && values.on_prem) {
    if (!values.deepgram_stt_uri.trim() && !seen.has('deepgram_stt_uri'))
      issue('deepgram_stt_uri', 'STT container URI is required');
    if (!values.deepgram_tts_uri.trim()) issue('deepgram_tts_uri', 'TTS container URI is required');
  }
  if (
    values.vendor === 'nuance' &&
    values.on_prem &&
    !values.nuance_tts_uri.trim() &&
    !values.nuance_stt_uri.trim()
  )
    issue('nuance_tts_uri', 'An on-prem TTS or STT URI is required');
  if (values.vendor === 'google' && values.use_for_tts && values.use_custom_voices) {
    const voices = values.custom_voices.map((v) => ({
      name: v.name,
      model: v.model,
      use_voice_cloning_key: v.use_voice_cloning_key,
      voice_cloning_key: v.key_text || v.key_preview,
    }));
    for (const problem of customVoiceProblems(voices)) issue(problem.field, problem.message);
  }
});
