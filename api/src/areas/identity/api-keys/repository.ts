// API keys: all their SQL.
import type { ApiKey } from '@switchboard/shared/types';
import type { Store } from '../../../db/store';

const KEY_COLUMNS =
  'api_key_sid, token, account_sid, service_provider_sid, expires_at, last_used, created_at';

export interface ApiKeyOwnerRow {
  account_sid: string | null;
  service_provider_sid: string | null;
}

export class ApiKeyRepository {
  constructor(private readonly store: Store) {}

  /** A service provider's own keys (not its accounts'). */
  ofServiceProvider(serviceProviderSid: string): ApiKey[] {
    return this.store.all(
      `SELECT ${KEY_COLUMNS} FROM api_keys WHERE service_provider_sid = ? AND account_sid IS NULL ORDER BY created_at`,
      serviceProviderSid,
    );
  }

  ofAccount(accountSid: string): ApiKey[] {
    return this.store.all(
      `SELECT ${KEY_COLUMNS} FROM api_keys WHERE account_sid = ? ORDER BY created_at`,
      accountSid,
    );
  }

  ownerOf(apiKeySid: string): ApiKeyOwnerRow | undefined {
    return this.store.get(
      'SELECT account_sid, service_provider_sid FROM api_keys WHERE api_key_sid = ?',
      apiKeySid,
    );
  }

  insert(key: {
    api_key_sid: string;
    token: string;
    account_sid: string | null;
    service_provider_sid: string | null;
    expires_at: string | null;
  }): void {
    this.store.insert('api_keys', key);
  }

  remove(apiKeySid: string): void {
    this.store.run('DELETE FROM api_keys WHERE api_key_sid = ?', apiKeySid);
  }
}
