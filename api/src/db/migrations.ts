// Numbered migrations, applied in version order, each once and in its own transaction. Never edit one that has
// shipped: add the next. Each area numbers its own in a range, so areas built side by side never take the same
// number: core 1–9, telephony 10–19, speech 20–29, observability 30–39, billing 40–49, delivery/audit 50–59.
import type { Migration } from './migration';
import { SCHEMA_SQL } from './schema';
import { seedFreshInstall } from './seed';
import { APPLICATION_COUNTS_SQL, APPLICATION_SEARCH_SQL } from './search';
import { AUDIT_LOG_SQL } from './audit-schema';
import { TELEPHONY_MIGRATIONS } from '../telephony/migrations';
import { BILLING_INDEXES_SQL, PAYMENT_SANDBOX_SQL } from '../billing/schema';
import { SPEECH_TEST_REASONS_SQL } from '../speech/schema';
import { OBSERVABILITY_MIGRATIONS } from '../observability/migrations';

export const MIGRATIONS: Migration[] = [
  { version: 1, name: 'schema', up: (store) => store.db.exec(SCHEMA_SQL) },
  { version: 2, name: 'fresh install data', up: (store, context) => seedFreshInstall(store, context) },
  { version: 3, name: 'application name search', up: (store) => store.db.exec(APPLICATION_SEARCH_SQL) },
  { version: 4, name: 'application counts', up: (store) => store.db.exec(APPLICATION_COUNTS_SQL) },
  { version: 5, name: 'audit trail', up: (store) => store.db.exec(AUDIT_LOG_SQL) },
  ...TELEPHONY_MIGRATIONS,
  { version: 20, name: 'speech test reasons', up: (store) => store.db.exec(SPEECH_TEST_REASONS_SQL) },
  ...OBSERVABILITY_MIGRATIONS,
  { version: 40, name: 'billing indexes', up: (store) => store.db.exec(BILLING_INDEXES_SQL) },
  { version: 41, name: 'payment sandbox', up: (store) => store.db.exec(PAYMENT_SANDBOX_SQL) },
];
