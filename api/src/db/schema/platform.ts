// Migration 1, the platform's own tables: the schema version, sign-in attempts, password-reset links and
// the TTS cache.
import { NOW } from './sql';

export const PLATFORM_TABLES = `
CREATE TABLE schema_version (
  version TEXT
);

-- Switchboard's own state (what the real server keeps in Redis)
CREATE TABLE login_attempts (
  user_sid TEXT PRIMARY KEY NOT NULL REFERENCES users(user_sid) ON DELETE CASCADE,
  failures INTEGER NOT NULL,
  window_started_at INTEGER NOT NULL
);

CREATE TABLE password_reset_links (
  link TEXT PRIMARY KEY NOT NULL,
  user_sid TEXT NOT NULL REFERENCES users(user_sid) ON DELETE CASCADE,
  expires_at INTEGER NOT NULL
);

-- Synthesised-speech cache entries (the size the TtsCache endpoints report and clear)
CREATE TABLE tts_cache (
  tts_cache_sid TEXT PRIMARY KEY NOT NULL,
  account_sid TEXT REFERENCES accounts(account_sid) ON DELETE CASCADE,
  vendor TEXT NOT NULL,
  voice TEXT,
  text_hash TEXT NOT NULL,
  created_at TEXT NOT NULL DEFAULT ${NOW}
);
CREATE INDEX tts_cache_account ON tts_cache(account_sid);
`;
