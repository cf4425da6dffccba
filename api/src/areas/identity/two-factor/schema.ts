// Migration 9 (areas/identity/migrations.ts): two-factor sign-in (docs/api/contract.md#two-factor-sign-in).

export const TWO_FACTOR_SQL = `
-- a user's TOTP secret (encrypted), on once enabled_at is set; last_step: the last time step accepted (no replay)
CREATE TABLE user_two_factor (
  user_sid TEXT PRIMARY KEY NOT NULL REFERENCES users(user_sid) ON DELETE CASCADE,
  secret TEXT NOT NULL,
  created_at TEXT NOT NULL,
  enabled_at TEXT,
  last_step INTEGER
);
-- single-use recovery codes, kept as SHA-256 hashes (50 random bits each)
CREATE TABLE two_factor_recovery_codes (
  user_sid TEXT NOT NULL REFERENCES users(user_sid) ON DELETE CASCADE,
  code_hash TEXT NOT NULL,
  used_at TEXT,
  PRIMARY KEY (user_sid, code_hash)
);
-- a sign-in waiting for its second factor: the hash of the token POST /login answered, until when (ms)
CREATE TABLE two_factor_challenges (
  challenge_hash TEXT PRIMARY KEY NOT NULL,
  user_sid TEXT NOT NULL REFERENCES users(user_sid) ON DELETE CASCADE,
  expires_at INTEGER NOT NULL
);
-- service providers whose every user must sign in with a second factor
CREATE TABLE two_factor_policies (
  service_provider_sid TEXT PRIMARY KEY NOT NULL REFERENCES service_providers(service_provider_sid) ON DELETE CASCADE,
  required INTEGER NOT NULL DEFAULT 0
);
`;
