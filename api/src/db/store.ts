// The one way to the SQLite database: a thin layer over better-sqlite3 with cached statements and one transaction
// per request. It knows nothing of migrations or seeds (db/database.ts opens and migrates).
import type Database from 'better-sqlite3';

export class Store {
  private readonly statements = new Map<string, Database.Statement>();
  /** What runs once the transaction under way commits, by nesting level (a level that rolls back drops its own). */
  private readonly committed: Array<Array<() => void>> = [];
  private readonly replaced = new Set<() => void>();

  constructor(private connection: Database.Database) {}

  get db(): Database.Database {
    return this.connection;
  }

  /**
   * Puts another database in the place of this one (a test harness's fresh copy between tests): closes the old one,
   * drops the statements prepared on it, then tells the listeners, so that what keeps a copy of the data in memory
   * forgets it.
   */
  replaceDatabase(db: Database.Database): void {
    const previous = this.connection;
    this.statements.clear();
    this.connection = db;
    previous.close();
    for (const listener of this.replaced) listener();
  }

  /** Hears of each replaceDatabase from now on; returns how to stop. */
  onDatabaseReplaced(listener: () => void): () => void {
    this.replaced.add(listener);
    return () => this.replaced.delete(listener);
  }

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
    this.committed.push([]);
    let result: T;
    try {
      result = this.db.transaction(fn)();
    } catch (error) {
      this.committed.pop();
      throw error;
    }
    const done = this.committed.pop()!;
    // a nested transaction's work commits with the one around it
    if (this.committed.length > 0) this.committed[this.committed.length - 1]!.push(...done);
    else for (const run of done) run();
    return result;
  }

  /**
   * Runs `fn` once what is written now has committed (at once outside a transaction of this store): what keeps a
   * copy of the data in memory learns only of writes that landed.
   */
  afterCommit(fn: () => void): void {
    const level = this.committed[this.committed.length - 1];
    if (level) level.push(fn);
    else fn();
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
