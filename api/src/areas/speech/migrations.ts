// The speech area's migrations, versions 20–29. Never edit one that has shipped: add the next.
import type { Migration } from '../../db/migration';
import { SPEECH_TEST_REASONS_SQL } from './credentials/schema';

export const SPEECH_MIGRATIONS: Migration[] = [
  { version: 20, name: 'speech test reasons', up: (store) => store.db.exec(SPEECH_TEST_REASONS_SQL) },
];
