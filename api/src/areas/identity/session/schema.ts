// The session tables of the identity area's migrations (areas/identity/migrations.ts).

/**
 * Migration 6: sessions signed out one by one. A token names its session (`sid`); signing out records the session
 * here until its last token has expired (a renewal keeps the session), so the other sessions of the user go on.
 */
export const REVOKED_SESSIONS_SQL = `
CREATE TABLE revoked_sessions (
  session_id TEXT PRIMARY KEY NOT NULL,
  user_sid TEXT NOT NULL REFERENCES users(user_sid) ON DELETE CASCADE,
  revoked_until INTEGER NOT NULL
);
CREATE INDEX revoked_sessions_until ON revoked_sessions (revoked_until);
`;

/** Migration 7: a password-reset link signs in once (`POST /signin {link}` marks it used). */
export const RESET_LINK_USED_SQL = `ALTER TABLE password_reset_links ADD COLUMN used_at INTEGER;`;

/**
 * Migration 8: failed sign-ins under a name no user has, counted like a user's (auth/lockout.ts), so the lock-out
 * answers the same whether the name exists or not.
 */
export const LOGIN_NAME_ATTEMPTS_SQL = `
CREATE TABLE login_name_attempts (
  name TEXT PRIMARY KEY NOT NULL,
  failures INTEGER NOT NULL,
  window_started_at INTEGER NOT NULL
);
`;
