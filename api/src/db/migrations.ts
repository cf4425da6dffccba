// Numbered migrations, applied in version order, each once and in its own transaction (db/migration.ts). Never edit
// one that has shipped: add the next. Each area numbers its own in a range and keeps its list beside its code, so
// areas built side by side never take the same number: core 1–2 and identity 3–9, telephony 10–19, speech 20–29,
// observability 30–39 and 60–69, billing 40–49, delivery/audit 50–59. Something plugged in from outside brings its own (the
// payment sandbox, 41: see buildApp's billing.localProvider).
import type { Migration } from './migration';
import { SCHEMA_SQL } from './schema';
import { seedFreshInstall } from './seed';
import { IDENTITY_MIGRATIONS } from '../areas/identity/migrations';
import { TELEPHONY_MIGRATIONS } from '../areas/telephony/migrations';
import { BILLING_MIGRATIONS } from '../areas/billing/migrations';
import { SPEECH_MIGRATIONS } from '../areas/speech/migrations';
import { OBSERVABILITY_MIGRATIONS } from '../areas/observability/migrations';

export const MIGRATIONS: Migration[] = [
  { version: 1, name: 'schema', up: (store) => store.db.exec(SCHEMA_SQL) },
  { version: 2, name: 'fresh install data', up: (store, context) => seedFreshInstall(store, context) },
  ...IDENTITY_MIGRATIONS,
  ...TELEPHONY_MIGRATIONS,
  ...SPEECH_MIGRATIONS,
  ...OBSERVABILITY_MIGRATIONS,
  ...BILLING_MIGRATIONS,
];
