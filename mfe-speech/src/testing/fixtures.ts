// Plain values for the speech area's unit tests (rules that take a credential or a key file as input); component
// tests get their credentials from the API in memory (seed.ts).
import type { SpeechCredential } from '@switchboard/shared/types';

/** A service key file as Google issues one (what the form parses and masks). */
export const SECRET_KEY_JSON = JSON.stringify({
  type: 'service_account',
  private_key: '-----BEGIN PRIVATE KEY-----\nMIIEvQIBADANBgkqhkiG9w0BAQEFAASC\n-----END PRIVATE KEY-----\n',
  client_email: 'tts@demo.iam.gserviceaccount.com',
});

/** A stored credential as `GET …/SpeechCredentials/:sid` returns it (secrets masked), with `overrides`. */
export function savedCredential(overrides: Partial<SpeechCredential> = {}): SpeechCredential {
  return {
    speech_credential_sid: '3f1f3b0e-7d6a-4c49-9d8e-2b1b0f6f9a01',
    service_provider_sid: '2708b1b3-2736-40ea-b502-c53d8396247f',
    account_sid: null,
    vendor: 'deepgram',
    label: null,
    use_for_tts: 1,
    use_for_stt: 1,
    last_used: null,
    last_tested: null,
    tts_tested_ok: null,
    stt_tested_ok: null,
    created_at: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}
