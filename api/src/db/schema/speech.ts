// Migration 1, speech's tables: speech credentials and Google custom voices.
import { NOW, bool } from './sql';

export const SPEECH_TABLES = `
CREATE TABLE speech_credentials (
  speech_credential_sid TEXT PRIMARY KEY NOT NULL,
  service_provider_sid TEXT REFERENCES service_providers(service_provider_sid),
  account_sid TEXT REFERENCES accounts(account_sid),
  vendor TEXT NOT NULL,
  credential TEXT NOT NULL,
  ${bool('use_for_tts', 1, true)},
  ${bool('use_for_stt', 1, true)},
  last_used TEXT,
  last_tested TEXT,
  tts_tested_ok INTEGER CHECK (tts_tested_ok IN (0,1)),
  stt_tested_ok INTEGER CHECK (stt_tested_ok IN (0,1)),
  created_at TEXT NOT NULL DEFAULT ${NOW},
  label TEXT
);
CREATE INDEX speech_credentials_sp ON speech_credentials(service_provider_sid);
CREATE INDEX speech_credentials_account ON speech_credentials(account_sid);

CREATE TABLE google_custom_voices (
  google_custom_voice_sid TEXT PRIMARY KEY NOT NULL,
  speech_credential_sid TEXT NOT NULL REFERENCES speech_credentials(speech_credential_sid) ON DELETE CASCADE,
  model TEXT NOT NULL,
  reported_usage TEXT DEFAULT 'REALTIME' CHECK (reported_usage IN ('REPORTED_USAGE_UNSPECIFIED','REALTIME','OFFLINE')),
  name TEXT NOT NULL,
  voice_cloning_key TEXT,
  ${bool('use_voice_cloning_key', 0, true)}
);
`;
