// The concurrent-calls rule's peak (rules/repository.ts peakConcurrent) is SQLite's answer to what the shared sweep
// (`peakConcurrency`, shared/src/operations) computes: the same number over random calls and windows, including
// calls that began before the window, end after it, end as another begins, or last no time at all.
import { peakConcurrency } from '@switchboard/shared/operations';
import { Random } from '../src/lib/random';
import { RecordRepository, type CdrRecord } from '../src/areas/observability';
import { AlertRuleRepository } from '../src/areas/observability/rules/repository';
import { cdr } from './call-records';
import { createWorld, type World } from './helpers';

const MIN = 60_000;
const T0 = Date.parse('2026-03-18T15:00:00.000Z');
let w: World;
beforeAll(async () => {
  w = await createWorld();
});
afterAll(() => w.app.close());

test('the same peak as the shared sweep, window after window', () => {
  const rnd = new Random('peak');
  const { store } = w.app.ctx;
  const calls: CdrRecord[] = [];
  for (let i = 0; i < 400; i += 1) {
    // on whole seconds, so starts and ends meet often
    const start = T0 + rnd.int(0, 60) * 30_000;
    const end = start + rnd.int(0, 20) * 30_000;
    calls.push(cdr(rnd, w.sp1, w.acct1, start, end));
  }
  store.transaction(() => new RecordRepository(store).insertCdrs(calls));
  const rules = new AlertRuleRepository(store);
  const owner = { column: 'account_sid', sid: w.acct1 } as const;
  for (let from = T0 - 5 * MIN; from < T0 + 40 * MIN; from += 90_000) {
    const to = from + rnd.int(1, 15) * MIN;
    const spans = calls.map((c) => ({ start: c.attempted_at, end: c.terminated_at }));
    expect([from, to, rules.peakConcurrent(owner, from, to)]).toEqual([
      from,
      to,
      peakConcurrency(spans, from, to),
    ]);
  }
  // an owner with no calls
  expect(rules.peakConcurrent({ column: 'account_sid', sid: w.acct2 }, T0, T0 + MIN)).toBe(0);
});
