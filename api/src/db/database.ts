// The SQLite database: opened with WAL, foreign keys and a busy timeout; numbered migrations applied at start.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { migrate, type Migration, type MigrationContext } from './migration';
import { MIGRATIONS } from './migrations';
import { Store } from './store';

export interface OpenOptions extends MigrationContext {
  databasePath: string;
  /** migrations of what is plugged in from outside (the payment sandbox's tables) */
  extraMigrations?: readonly Migration[];
}

/** Open (creating the directory when needed) and migrate. A fresh database is seeded like a fresh jambonz install. */
export function openDatabase(options: OpenOptions): Store {
  const memory = options.databasePath === ':memory:';
  if (!memory) mkdirSync(path.dirname(path.resolve(options.databasePath)), { recursive: true });
  const db = new Database(options.databasePath);
  if (!memory) db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  db.pragma('synchronous = NORMAL');
  // A batch of ingested calls writes ~1,000 scattered index pages (random call ids, the search index): past the
  // default 1,000-page auto-checkpoint, so every request paid a checkpoint and its fsync. At 10,000 pages (~40 MB of
  // WAL) the hot pages of several batches are written back once; a commit is as durable as before.
  if (!memory) db.pragma('wal_autocheckpoint = 10000');
  const store = new Store(db);
  migrate(store, [...MIGRATIONS, ...(options.extraMigrations ?? [])], options);
  return store;
}
