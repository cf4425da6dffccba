// What a migration is and how they are applied: in version order, each once and in its own transaction, recorded in
// schema_migrations. The list itself is in migrations.ts (the core ones and each area's).
import type { Store } from './store';

export interface MigrationContext {
  /** the admin's first password: "admin" (with a forced change) unless ADMIN_INITIAL_PASSWORD was given */
  adminPassword: string;
  adminForceChange: boolean;
}

export interface Migration {
  version: number;
  name: string;
  up: (store: Store, context: MigrationContext) => void;
}

export function migrate(store: Store, migrations: readonly Migration[], context: MigrationContext): void {
  store.db.exec(
    'CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)',
  );
  const applied = new Set(
    store.all<{ version: number }>('SELECT version FROM schema_migrations').map((r) => r.version),
  );
  for (const migration of [...migrations].sort((a, b) => a.version - b.version)) {
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
