// The identity area's migrations, versions 3–9 (1 and 2, the jambonz schema and a fresh install's rows, are the
// core's: db/migrations.ts). Never edit one that has shipped: add the next.
import type { Migration } from '../../db/migration';
import { AUDIT_LOG_SQL } from './activity/schema';
import { APPLICATION_COUNTS_SQL, APPLICATION_SEARCH_SQL } from './applications/schema';
import { LOGIN_NAME_ATTEMPTS_SQL, RESET_LINK_USED_SQL, REVOKED_SESSIONS_SQL } from './session/schema';
import { TWO_FACTOR_SQL } from './two-factor/schema';

export const IDENTITY_MIGRATIONS: Migration[] = [
  { version: 3, name: 'application name search', up: (store) => store.db.exec(APPLICATION_SEARCH_SQL) },
  { version: 4, name: 'application counts', up: (store) => store.db.exec(APPLICATION_COUNTS_SQL) },
  { version: 5, name: 'audit trail', up: (store) => store.db.exec(AUDIT_LOG_SQL) },
  { version: 6, name: 'revoked sessions', up: (store) => store.db.exec(REVOKED_SESSIONS_SQL) },
  { version: 7, name: 'single-use reset links', up: (store) => store.db.exec(RESET_LINK_USED_SQL) },
  {
    version: 8,
    name: 'sign-in attempts of unknown names',
    up: (store) => store.db.exec(LOGIN_NAME_ATTEMPTS_SQL),
  },
  { version: 9, name: 'two-factor sign-in', up: (store) => store.db.exec(TWO_FACTOR_SQL) },
];
