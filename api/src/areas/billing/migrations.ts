// The billing area's migrations, versions 40–49 (41 is the payment sandbox's own, plugged in with it:
// api/src/dev/payment-sandbox). Never edit one that has shipped: add the next.
import type { Migration } from '../../db/migration';
import { BILLING_INDEXES_SQL } from './plans/schema';

export const BILLING_MIGRATIONS: Migration[] = [
  { version: 40, name: 'billing indexes', up: (store) => store.db.exec(BILLING_INDEXES_SQL) },
];
