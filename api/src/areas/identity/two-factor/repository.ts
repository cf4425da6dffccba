// Two-factor sign-in: all its SQL (secrets, recovery codes, pending sign-ins, the providers' requirement).
import type { Store } from '../../../db/store';

export interface TwoFactorRow {
  user_sid: string;
  /** encrypted (SecretBox) */
  secret: string;
  created_at: string;
  enabled_at: string | null;
  last_step: number | null;
}

export class TwoFactorRepository {
  constructor(private readonly store: Store) {}

  find(userSid: string): TwoFactorRow | undefined {
    return this.store.get<TwoFactorRow>('SELECT * FROM user_two_factor WHERE user_sid = ?', userSid);
  }

  /** A new secret waiting for its first code (replaces one that was never confirmed). */
  begin(userSid: string, secret: string, at: string): void {
    this.store.run(
      `INSERT INTO user_two_factor (user_sid, secret, created_at, enabled_at, last_step) VALUES (?, ?, ?, NULL, NULL)
         ON CONFLICT (user_sid) DO UPDATE SET secret = excluded.secret, created_at = excluded.created_at,
           enabled_at = NULL, last_step = NULL`,
      userSid,
      secret,
      at,
    );
  }

  enable(userSid: string, at: string, step: number, codeHashes: string[]): void {
    this.store.run(
      'UPDATE user_two_factor SET enabled_at = ?, last_step = ? WHERE user_sid = ?',
      at,
      step,
      userSid,
    );
    this.store.run('DELETE FROM two_factor_recovery_codes WHERE user_sid = ?', userSid);
    for (const hash of codeHashes)
      this.store.run(
        'INSERT INTO two_factor_recovery_codes (user_sid, code_hash) VALUES (?, ?)',
        userSid,
        hash,
      );
  }

  /** Records the time step of an accepted code; false when it (or a later one) was used already. */
  useStep(userSid: string, step: number): boolean {
    return (
      this.store.run(
        'UPDATE user_two_factor SET last_step = ? WHERE user_sid = ? AND (last_step IS NULL OR last_step < ?)',
        step,
        userSid,
        step,
      ).changes === 1
    );
  }

  /** Uses a recovery code; false when it is not one of the user's unused codes. */
  useRecoveryCode(userSid: string, hash: string, at: string): boolean {
    return (
      this.store.run(
        'UPDATE two_factor_recovery_codes SET used_at = ? WHERE user_sid = ? AND code_hash = ? AND used_at IS NULL',
        at,
        userSid,
        hash,
      ).changes === 1
    );
  }

  recoveryCodesLeft(userSid: string): number {
    return (
      this.store.get<{ n: number }>(
        'SELECT COUNT(*) AS n FROM two_factor_recovery_codes WHERE user_sid = ? AND used_at IS NULL',
        userSid,
      )?.n ?? 0
    );
  }

  /** Turns it off: the secret, the recovery codes and pending sign-ins go. */
  remove(userSid: string): void {
    this.store.run('DELETE FROM user_two_factor WHERE user_sid = ?', userSid);
    this.store.run('DELETE FROM two_factor_recovery_codes WHERE user_sid = ?', userSid);
    this.store.run('DELETE FROM two_factor_challenges WHERE user_sid = ?', userSid);
  }

  addChallenge(hash: string, userSid: string, now: number, expiresAt: number): void {
    this.store.run('DELETE FROM two_factor_challenges WHERE expires_at <= ?', now);
    this.store.run(
      'INSERT INTO two_factor_challenges (challenge_hash, user_sid, expires_at) VALUES (?, ?, ?)',
      hash,
      userSid,
      expiresAt,
    );
  }

  challenge(hash: string): { user_sid: string; expires_at: number } | undefined {
    return this.store.get(
      'SELECT user_sid, expires_at FROM two_factor_challenges WHERE challenge_hash = ?',
      hash,
    );
  }

  dropChallenge(hash: string): void {
    this.store.run('DELETE FROM two_factor_challenges WHERE challenge_hash = ?', hash);
  }

  /** Whether the service provider requires two-factor sign-in of its users. */
  required(serviceProviderSid: string | null): boolean {
    if (!serviceProviderSid) return false;
    return Boolean(
      this.store.get<{ required: number }>(
        'SELECT required FROM two_factor_policies WHERE service_provider_sid = ?',
        serviceProviderSid,
      )?.required,
    );
  }

  setRequired(serviceProviderSid: string, required: boolean): void {
    this.store.run(
      `INSERT INTO two_factor_policies (service_provider_sid, required) VALUES (?, ?)
         ON CONFLICT (service_provider_sid) DO UPDATE SET required = excluded.required`,
      serviceProviderSid,
      required ? 1 : 0,
    );
  }
}
