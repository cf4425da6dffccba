// The speech service form's values: every field the form holds, and a blank form (docs/product/speech.md#form-rules).
import type { GoogleReportedUsage } from '@switchboard/shared/types';
import {
  DEFAULT_REPORTED_USAGE,
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
