// Failed-login lock-out (what the real server keeps in Redis `login:<user_sid>`): after `max` failures within the
// window the user is refused, even with the right password, until the window ends. A success does not reset it.
import type { Store } from '../db/store';

export class Lockout {
  constructor(
    private readonly store: Store,
    private readonly max: number,
    private readonly windowSeconds: number,
    private readonly now: () => number,
  ) {}

  private current(userSid: string): { failures: number; window_started_at: number } | undefined {
    const row = this.store.get<{ failures: number; window_started_at: number }>(
      'SELECT failures, window_started_at FROM login_attempts WHERE user_sid = ?',
      userSid,
    );
    if (row && this.now() - row.window_started_at >= this.windowSeconds * 1000) {
      this.store.run('DELETE FROM login_attempts WHERE user_sid = ?', userSid);
      return undefined;
    }
    return row;
  }

  isLocked(userSid: string): boolean {
    const row = this.current(userSid);
    return row !== undefined && row.failures >= this.max;
  }

  /** Count a failure; true when this failure reached the limit. */
  recordFailure(userSid: string): boolean {
    const row = this.current(userSid);
    if (row) {
      this.store.run('UPDATE login_attempts SET failures = failures + 1 WHERE user_sid = ?', userSid);
      return row.failures + 1 >= this.max;
    }
    this.store.run(
      'INSERT INTO login_attempts (user_sid, failures, window_started_at) VALUES (?, 1, ?)',
      userSid,
      this.now(),
    );
    return this.max <= 1;
  }

  get windowLength(): number {
    return this.windowSeconds;
  }
}
