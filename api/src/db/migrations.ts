// Numbered migrations, applied in order, each in its own transaction. Never edit one that has shipped: add the next.
import type { Store } from './database';
import { SCHEMA_SQL } from './schema';
import { seedFreshInstall } from './seed';
import { APPLICATION_COUNTS_SQL, APPLICATION_SEARCH_SQL } from './search';

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

export const MIGRATIONS: Migration[] = [
  { version: 1, name: 'schema', up: (store) => store.db.exec(SCHEMA_SQL) },
  { version: 2, name: 'fresh install data', up: (store, context) => seedFreshInstall(store, context) },
  { version: 3, name: 'application name search', up: (store) => store.db.exec(APPLICATION_SEARCH_SQL) },
  { version: 4, name: 'application counts', up: (store) => store.db.exec(APPLICATION_COUNTS_SQL) },
];
