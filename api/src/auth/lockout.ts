// Failed-login lock-out (what the real server keeps in Redis `login:<user_sid>`): after `max` failures within the
// window the user is refused, even with the right password, until the window ends. A success does not reset it.
// A name no user has is counted the same way (by the name, in its own table), so the answers do not tell which
// names exist (docs/api/contract.md#lock-out).
import type { Store } from '../db/store';

/** Whose failures: a user's, or a name that no user has. */
export type LockoutSubject = { userSid: string } | { name: string };

const TABLES = {
  user: { table: 'login_attempts', key: 'user_sid' },
  name: { table: 'login_name_attempts', key: 'name' },
} as const;

function where(subject: LockoutSubject): { table: string; key: string; value: string } {
  return 'userSid' in subject
    ? { ...TABLES.user, value: subject.userSid }
    : { ...TABLES.name, value: subject.name.toLowerCase() };
}

export class Lockout {
  constructor(
    private readonly store: Store,
    private readonly max: number,
    private readonly windowSeconds: number,
    private readonly now: () => number,
  ) {}

  private current(subject: LockoutSubject): { failures: number; window_started_at: number } | undefined {
    const { table, key, value } = where(subject);
    const row = this.store.get<{ failures: number; window_started_at: number }>(
      `SELECT failures, window_started_at FROM ${table} WHERE ${key} = ?`,
      value,
    );
    if (row && this.now() - row.window_started_at >= this.windowSeconds * 1000) {
      this.store.run(`DELETE FROM ${table} WHERE ${key} = ?`, value);
      return undefined;
    }
    return row;
  }

  isLocked(subject: LockoutSubject): boolean {
    const row = this.current(subject);
    return row !== undefined && row.failures >= this.max;
  }

  /** Count a failure; true when this failure reached the limit. */
  recordFailure(subject: LockoutSubject): boolean {
    const row = this.current(subject);
    const { table, key, value } = where(subject);
    if (row) {
      this.store.run(`UPDATE ${table} SET failures = failures + 1 WHERE ${key} = ?`, value);
      return row.failures + 1 >= this.max;
    }
    this.store.run(
      `INSERT INTO ${table} (${key}, failures, window_started_at) VALUES (?, 1, ?)`,
      value,
      this.now(),
    );
    return this.max <= 1;
  }

  get windowLength(): number {
    return this.windowSeconds;
  }
}
