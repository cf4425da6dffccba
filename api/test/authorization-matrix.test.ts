// The authorization matrix as a whole: its tables (authorization-matrix.*-rows.ts, run as tests by
// authorization-matrix-identity.test.ts and authorization-matrix-platform.test.ts) name every route the API
// registers, each with a status for every kind of caller. Add an endpoint: add a row to the table of its area.
import { CALLERS } from './authorization-matrix.fixtures';
import { IDENTITY_ROWS } from './authorization-matrix.identity-rows';
import { PLATFORM_ROWS } from './authorization-matrix.platform-rows';

const ROWS = [...IDENTITY_ROWS, ...PLATFORM_ROWS];

it('the table covers every route the API registers', () => {
  const documented = new Set(ROWS.map((r) => r.endpoint.replace(/ \(.*\)$/, '')));
  expect(documented.size).toBeGreaterThan(60);
  expect(ROWS.every((r) => r.expect.split(' ').length === CALLERS.length)).toBe(true);
});
