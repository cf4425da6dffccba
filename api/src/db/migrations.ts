// Numbered migrations, applied in version order, each once and in its own transaction (db/migration.ts). Never edit
// one that has shipped: add the next. Each area numbers its own in a range and keeps its list beside its code, so
// areas built side by side never take the same number: core 1–2 and identity 3–9, telephony 10–19, speech 20–29,
// observability 30–39, billing 40–49, delivery/audit 50–59. Something plugged in from outside brings its own (the
// payment sandbox, 41: see buildApp's billing.localProvider).
import type { Migration } from './migration';
import { SCHEMA_SQL } from './schema';
import { seedFreshInstall } from './seed';
import { IDENTITY_MIGRATIONS } from '../areas/identity/migrations';
import { TELEPHONY_MIGRATIONS } from '../telephony/migrations';
import { BILLING_INDEXES_SQL } from '../billing/schema';
import { SPEECH_TEST_REASONS_SQL } from '../speech/schema';
import { OBSERVABILITY_MIGRATIONS } from '../observability/migrations';

export const MIGRATIONS: Migration[] = [
  { version: 1, name: 'schema', up: (store) => store.db.exec(SCHEMA_SQL) },
  { version: 2, name: 'fresh install data', up: (store, context) => seedFreshInstall(store, context) },
  ...IDENTITY_MIGRATIONS,
  ...TELEPHONY_MIGRATIONS,
  { version: 20, name: 'speech test reasons', up: (store) => store.db.exec(SPEECH_TEST_REASONS_SQL) },
  ...OBSERVABILITY_MIGRATIONS,
  { version: 40, name: 'billing indexes', up: (store) => store.db.exec(BILLING_INDEXES_SQL) },
];
