// The speech service form's validation (docs/product/speech.md#vendors): the vendor rules are the shared ones the API
// runs (speechCredentialProblems) on what the form would send, plus what only the form knows.
import { z } from 'zod';
import { SPEECH_FORM_MESSAGES, SPEECH_VENDOR_FIELD_TEXTS } from '@switchboard/shared/constants';
import {
  MESSAGES,
  SPEECH_MESSAGES,
  customVoiceProblems,
  isCustomVendorName,
  speechCredentialProblems,
} from '@switchboard/shared/validation';
import { formToPayload } from './speech-form.payload';
import type { SpeechFormValues } from './speech-form.values';

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
      need('access_key_id', SPEECH_VENDOR_FIELD_TEXTS.accessKeyId);
      need('secret_access_key', SPEECH_VENDOR_FIELD_TEXTS.secretAccessKey);
    } else if (values.aws_credential_type === 'assume_role')
      need('role_arn', SPEECH_VENDOR_FIELD_TEXTS.roleArn);
  }
  // on-prem Deepgram: both container URIs (the payload alone would fall back to an API key)
  if (values.vendor === 'deepgram' && values.on_prem) {
    if (!values.deepgram_stt_uri.trim() && !seen.has('deepgram_stt_uri'))
      issue('deepgram_stt_uri', SPEECH_FORM_MESSAGES.sttContainerUriRequired);
    if (!values.deepgram_tts_uri.trim())
      issue('deepgram_tts_uri', SPEECH_FORM_MESSAGES.ttsContainerUriRequired);
  }
  if (
    values.vendor === 'nuance' &&
    values.on_prem &&
    !values.nuance_tts_uri.trim() &&
    !values.nuance_stt_uri.trim()
  )
    issue('nuance_tts_uri', SPEECH_FORM_MESSAGES.onPremUriRequired);
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
