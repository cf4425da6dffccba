// The telephony area's migrations, versions 10–19 (db/migrations.ts collects every area's). Never edit one that has
// shipped: add the next.
import type { Migration } from '../../db/migration';
import { CARRIER_HEALTH_SQL } from './health/schema';
import {
  PHONE_NUMBER_COUNTS_SQL,
  PHONE_NUMBER_DESCRIPTION_SQL,
  PHONE_NUMBER_SEARCH_SQL,
  PHONE_NUMBER_SERVICE_PROVIDER_SQL,
} from './numbers/schema';

export const TELEPHONY_MIGRATIONS: Migration[] = [
  {
    version: 10,
    name: 'phone number descriptions and telephony indexes',
    up: (store) => store.db.exec(PHONE_NUMBER_DESCRIPTION_SQL),
  },
  { version: 11, name: 'phone number search', up: (store) => store.db.exec(PHONE_NUMBER_SEARCH_SQL) },
  { version: 12, name: 'phone number counts', up: (store) => store.db.exec(PHONE_NUMBER_COUNTS_SQL) },
  {
    version: 13,
    name: 'phone numbers by service provider',
    up: (store) => store.db.exec(PHONE_NUMBER_SERVICE_PROVIDER_SQL),
  },
  {
    version: 14,
    name: 'carrier health: gateway pings, carrier registrations, registered SIP clients',
    up: (store) => store.db.exec(CARRIER_HEALTH_SQL),
  },
];
