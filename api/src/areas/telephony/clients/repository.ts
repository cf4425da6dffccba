// SIP clients: all their SQL (a client is read with its account's service provider, who may see it).
import type { Client } from '@switchboard/shared/types';
import type { Store } from '../../../db/store';

export interface ClientRow extends Client {
  account_sp: string;
}

const CLIENT_SELECT = `SELECT c.*, acc.service_provider_sid AS account_sp FROM clients c
  JOIN accounts acc ON acc.account_sid = c.account_sid`;

export class ClientRepository {
  constructor(private readonly store: Store) {}

  /** The clients of a narrowing over alias `c` (auth/access.ts accountNarrowing), by username. */
  list(narrowing: { sql: string; params: unknown[] }): ClientRow[] {
    return this.store.all<ClientRow>(
      `${CLIENT_SELECT} WHERE ${narrowing.sql} ORDER BY c.username`,
      ...narrowing.params,
    );
  }

  find(sid: string): ClientRow | undefined {
    return this.store.get<ClientRow>(`${CLIENT_SELECT} WHERE c.client_sid = ?`, sid);
  }

  /** An account's client by username (the registered-users answer reads its calling permissions). */
  findByUsername(accountSid: string, username: string): ClientRow | undefined {
    return this.store.get<ClientRow>(
      `${CLIENT_SELECT} WHERE c.account_sid = ? AND c.username = ?`,
      accountSid,
      username,
    );
  }

  usernameTaken(accountSid: string, username: string, exceptSid: string | null): boolean {
    return Boolean(
      this.store.get(
        'SELECT 1 FROM clients WHERE account_sid = ? AND username = ? AND client_sid IS NOT ?',
        accountSid,
        username,
        exceptSid,
      ),
    );
  }

  insert(row: Record<string, unknown>): void {
    this.store.insert('clients', row);
  }

  update(sid: string, changes: Record<string, unknown>): void {
    this.store.update('clients', 'client_sid', sid, changes);
  }

  remove(sid: string): void {
    this.store.run('DELETE FROM clients WHERE client_sid = ?', sid);
  }
}
