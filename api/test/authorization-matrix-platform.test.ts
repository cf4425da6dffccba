// Applications, settings, reference lists and the rest of the surface × every kind of caller → the expected status
// (authorization-matrix.platform-rows.ts; the columns are in authorization-matrix.fixtures.ts).
import { describeMatrix } from './authorization-matrix.fixtures';
import { PLATFORM_ROWS } from './authorization-matrix.platform-rows';

describeMatrix(PLATFORM_ROWS);
