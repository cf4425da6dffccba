// The SQLite database: opened with WAL, foreign keys and a busy timeout; numbered migrations applied at start.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { MIGRATIONS, type MigrationContext } from './migrations';

export type Params = readonly unknown[] | Record<string, unknown>;

/** A thin layer over better-sqlite3: cached statements and one transaction per request. */
export class Store {
  private readonly statements = new Map<string, Database.Statement>();

  constructor(readonly db: Database.Database) {}

  private statement(sql: string): Database.Statement {
    let stmt = this.statements.get(sql);
    if (!stmt) {
      stmt = this.db.prepare(sql);
      this.statements.set(sql, stmt);
    }
    return stmt;
  }

  get<T>(sql: string, ...params: unknown[]): T | undefined {
    return this.statement(sql).get(...params) as T | undefined;
  }

  all<T>(sql: string, ...params: unknown[]): T[] {
    return this.statement(sql).all(...params) as T[];
  }

  run(sql: string, ...params: unknown[]): Database.RunResult {
    return this.statement(sql).run(...params);
  }

  /** Insert a row from an object (keys are trusted column names chosen by the code, never by the client). */
  insert(table: string, row: Record<string, unknown>): void {
    const columns = Object.keys(row);
    this.run(
      `INSERT INTO ${table} (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`,
      ...columns.map((c) => normalise(row[c])),
    );
  }

  /** Update columns of one row; nothing happens when `changes` is empty. */
  update(table: string, keyColumn: string, key: string, changes: Record<string, unknown>): void {
    const columns = Object.keys(changes);
    if (columns.length === 0) return;
    this.run(
      `UPDATE ${table} SET ${columns.map((c) => `${c} = ?`).join(', ')} WHERE ${keyColumn} = ?`,
      ...columns.map((c) => normalise(changes[c])),
      key,
    );
  }

  /** Run `fn` in one transaction: all its writes land, or none do. */
  transaction<T>(fn: () => T): T {
    return this.db.transaction(fn)();
  }

  close(): void {
    this.statements.clear();
    this.db.close();
  }
}

function normalise(value: unknown): unknown {
  if (value === undefined) return null;
  if (typeof value === 'boolean') return value ? 1 : 0;
  return value;
}

export interface OpenOptions extends MigrationContext {
  databasePath: string;
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
  migrate(store, options);
  return store;
}

function migrate(store: Store, context: MigrationContext): void {
  store.db.exec(
    'CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)',
  );
  const applied = new Set(
    store.all<{ version: number }>('SELECT version FROM schema_migrations').map((r) => r.version),
  );
  // In version order (areas number theirs in their own ranges: see migrations.ts), each once.
  for (const migration of [...MIGRATIONS].sort((a, b) => a.version - b.version)) {
    if (applied.has(migration.version)) continue;
    store.transaction(() => {
      migration.up(store, context);
      store.run(
        'INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)',
        migration.version,
        migration.name,
        new Date().toISOString(),
      );
    });
  }
}
