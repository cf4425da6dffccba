// Prepared statements per database, shared by the record and artefact repositories: their writers run per batch
// of thousands of rows, so each SQL text is prepared once per connection.
import type Database from 'better-sqlite3';
import type { Store } from '../../../db/store';

const statements = new WeakMap<Database.Database, Map<string, Database.Statement>>();

export function prepared(store: Store, sql: string): Database.Statement {
  let cache = statements.get(store.db);
  if (!cache) {
    cache = new Map();
    statements.set(store.db, cache);
  }
  let statement = cache.get(sql);
  if (!statement) {
    statement = store.db.prepare(sql);
    cache.set(sql, statement);
  }
  return statement;
}

/** Every writer expects to run inside the caller's transaction (one batch, all or nothing). */
export function requireTransaction(store: Store, what: string): void {
  if (!store.db.inTransaction) throw new Error(`${what} must run inside a transaction`);
}
