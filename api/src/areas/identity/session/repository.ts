// Password-reset links and what a sign-in reads of the user's account: all their SQL.
import type { Store } from '../../../db/store';

export class SessionRepository {
  constructor(private readonly store: Store) {}

  /** A reset link: whose, until when (ms) and when it signed in (null: not yet); optionally only the user's. */
  resetLink(
    link: string,
    userSid?: string,
  ): { user_sid: string; expires_at: number; used_at: number | null } | undefined {
    return userSid === undefined
      ? this.store.get('SELECT user_sid, expires_at, used_at FROM password_reset_links WHERE link = ?', link)
      : this.store.get(
          'SELECT user_sid, expires_at, used_at FROM password_reset_links WHERE link = ? AND user_sid = ?',
          link,
          userSid,
        );
  }

  /** Marks a link as having signed in; false when it already had (two requests racing: one wins). */
  useResetLink(link: string, now: number): boolean {
    return (
      this.store.run(
        'UPDATE password_reset_links SET used_at = ? WHERE link = ? AND used_at IS NULL',
        now,
        link,
      ).changes === 1
    );
  }

  /** A new link for the user (expired links of anyone are dropped first). */
  addResetLink(link: string, userSid: string, now: number, expiresAt: number): void {
    this.store.run('DELETE FROM password_reset_links WHERE expires_at <= ?', now);
    this.store.run(
      'INSERT INTO password_reset_links (link, user_sid, expires_at) VALUES (?, ?, ?)',
      link,
      userSid,
      expiresAt,
    );
  }

  dropResetLinks(userSid: string): void {
    this.store.run('DELETE FROM password_reset_links WHERE user_sid = ?', userSid);
  }

  /**
   * Signs one session out: it stays refused until `until` (ms), when its last token has expired; sessions whose
   * time has passed are dropped on the way.
   */
  revokeSession(sessionId: string, userSid: string, now: number, until: number): void {
    this.store.run('DELETE FROM revoked_sessions WHERE revoked_until <= ?', now);
    this.store.run(
      'INSERT OR REPLACE INTO revoked_sessions (session_id, user_sid, revoked_until) VALUES (?, ?, ?)',
      sessionId,
      userSid,
      until,
    );
  }

  /** The user's account: its provider and whether it is active. */
  account(accountSid: string): { service_provider_sid: string; is_active: number } | undefined {
    return this.store.get(
      'SELECT service_provider_sid, is_active FROM accounts WHERE account_sid = ?',
      accountSid,
    );
  }
}
