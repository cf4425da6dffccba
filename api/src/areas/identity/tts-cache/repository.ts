// The TTS cache's rows, platform-wide or one account's: all their SQL.
import type { Store } from '../../../db/store';

export class TtsCacheRepository {
  constructor(private readonly store: Store) {}

  /** Cached entries: one account's, or (null) every account's. */
  count(accountSid: string | null): number {
    const row =
      accountSid === null
        ? this.store.get<{ n: number }>('SELECT COUNT(*) AS n FROM tts_cache')
        : this.store.get<{ n: number }>(
            'SELECT COUNT(*) AS n FROM tts_cache WHERE account_sid = ?',
            accountSid,
          );
    return row?.n ?? 0;
  }

  /** Deletes the entries; answers how many went. */
  purge(accountSid: string | null): number {
    return accountSid === null
      ? this.store.run('DELETE FROM tts_cache').changes
      : this.store.run('DELETE FROM tts_cache WHERE account_sid = ?', accountSid).changes;
  }
}
