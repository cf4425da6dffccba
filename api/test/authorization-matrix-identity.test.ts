// Sessions, users, service providers, accounts and API keys × every kind of caller → the expected status
// (authorization-matrix.identity-rows.ts; the columns are in authorization-matrix.fixtures.ts).
import { describeMatrix } from './authorization-matrix.fixtures';
import { IDENTITY_ROWS } from './authorization-matrix.identity-rows';

describeMatrix(IDENTITY_ROWS);
