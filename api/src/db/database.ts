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
  const store = new Store(db);
  migrate(store, [...MIGRATIONS, ...(options.extraMigrations ?? [])], options);
  return store;
}
