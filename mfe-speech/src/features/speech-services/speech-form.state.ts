// The form's state rules (docs/product/speech.md#form-rules): vendor change, AWS key ↔ role switch, hosted ↔ on-prem
// toggle with restore, and the vendor defaults.
import {
  SPEECH_DEFAULT_OPTIONS,
  SPEECH_VENDOR_FIELDS,
  vendorCan,
  type SpeechVendor,
} from '@switchboard/shared/validation';
import { emptySpeechForm, type SpeechField, type SpeechFormValues } from './speech-form.values';

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
