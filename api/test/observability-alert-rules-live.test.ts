// The alert rules' live measures: the concurrent calls per second of the last hour (rules/live-concurrency.ts) and
// the calls per trunk and per SIP status class of the longest window asked (rules/live-calls.ts), kept in memory as
// records are stored — the same answers as the shared sweep and the SQL, learning of records stored after the first
// question, of an account's and its provider's, never of a rolled-back batch, forgetting them all when the store's
// database is replaced; and the store's after-commit hook.
import Database from 'better-sqlite3';
import { peakConcurrency } from '@switchboard/shared/operations';
import { Random } from '../src/lib/random';
import { RecordRepository, type CdrRecord } from '../src/areas/observability';
import { LiveCalls } from '../src/areas/observability/rules/live-calls';
import { LiveConcurrency } from '../src/areas/observability/rules/live-concurrency';
import { AlertRuleRepository } from '../src/areas/observability/rules/repository';
import { cdr } from './call-records';
import { createWorld, type World } from './helpers';

const SEC = 1000;
const MIN = 60 * SEC;
let w: World;
beforeAll(async () => {
  w = await createWorld();
});
afterAll(() => w.app.close());

/** `count` calls of the account on whole seconds of the last 50 minutes before `now`, some from before that. */
function calls(rnd: Random, account: string, now: number, count: number): CdrRecord[] {
  return Array.from({ length: count }, () => {
    // one in ten began before the hour kept and lasts into it
    if (rnd.chance(0.1)) {
      const start = now - rnd.int(3_800, 5_000) * SEC;
      return cdr(rnd, w.sp1, account, start, Math.min(now, start + rnd.int(200, 3_000) * SEC));
    }
    const start = now - rnd.int(60, 3_300) * SEC;
    return cdr(rnd, w.sp1, account, start, Math.min(now, start + rnd.int(0, 600) * SEC));
  });
}

const store = () => w.app.ctx.store;
const insert = (records: CdrRecord[]) =>
  store().transaction(() => new RecordRepository(store()).insertCdrs(records));
const spans = (records: CdrRecord[]) => records.map((c) => ({ start: c.attempted_at, end: c.terminated_at }));

test('the same peak as the shared sweep, before and after more records arrive', () => {
  const rnd = new Random('live-peak');
  const now = Math.floor(Date.now() / SEC) * SEC;
  const first = calls(rnd, w.acct1, now, 300);
  insert(first);
  const live = LiveConcurrency.of(store());
  const owner = { column: 'account_sid', sid: w.acct1 } as const;
  const check = (records: CdrRecord[]) => {
    for (let i = 0; i < 30; i += 1) {
      const to = now - rnd.int(0, 600) * SEC;
      const from = to - rnd.int(1, 45) * MIN;
      expect([from, to, live.peak(owner, from, to)]).toEqual([
        from,
        to,
        peakConcurrency(spans(records), from, to),
      ]);
    }
  };
  check(first);
  // stored after the model first read the account: it hears of them
  const more = calls(rnd, w.acct1, now, 200);
  insert(more);
  check([...first, ...more]);
  // the provider's measure counts its accounts' calls
  const other = calls(rnd, w.acct2, now, 100);
  insert(other);
  const provider = { column: 'service_provider_sid', sid: w.sp1 } as const;
  const all = [...first, ...more, ...other];
  expect(live.peak(provider, now - 30 * MIN, now)).toBe(peakConcurrency(spans(all), now - 30 * MIN, now));
});

test('a batch that rolls back is not counted', () => {
  const rnd = new Random('live-rollback');
  const now = Math.floor(Date.now() / SEC) * SEC;
  const live = LiveConcurrency.of(store());
  const owner = { column: 'account_sid', sid: w.acct2 } as const;
  const before = live.peak(owner, now - 10 * MIN, now);
  expect(() =>
    store().transaction(() => {
      new RecordRepository(store()).insertCdrs([cdr(rnd, w.sp1, w.acct2, now - 5 * MIN, now - MIN)]);
      throw new Error('the batch fails after the insert');
    }),
  ).toThrow('the batch fails');
  expect(live.peak(owner, now - 10 * MIN, now)).toBe(before);
});

test('a window longer than an hour, or one older than the kept seconds, is left to SQL', () => {
  const live = LiveConcurrency.of(store());
  const owner = { column: 'account_sid', sid: w.acct1 } as const;
  const now = Date.now();
  expect(live.peak(owner, now - 61 * MIN, now)).toBeNull();
  expect(live.peak(owner, now - 5 * 60 * MIN, now - 4 * 60 * MIN)).toBeNull();
});

describe('the calls per trunk and per status class', () => {
  /** Calls of the last 70 minutes, at any millisecond, through a few trunks or none, with their outcomes. */
  function varied(rnd: Random, account: string, now: number, count: number): CdrRecord[] {
    return Array.from({ length: count }, () => {
      const start = now - rnd.int(1, 70 * 60_000);
      const call = cdr(rnd, w.sp1, account, start, start + rnd.int(0, 60_000));
      const answered = rnd.chance(0.6);
      return {
        ...call,
        answered,
        sip_status: answered ? 200 : [404, 486, 487, 503, 603][rnd.int(0, 4)]!,
        trunk: rnd.chance(0.1) ? null : ['carrier a', 'carrier b', 'carrier c'][rnd.int(0, 2)]!,
      } as CdrRecord;
    });
  }
  const sorted = (rows: Array<{ trunk: string; calls: number; answered: number }>) =>
    [...rows].sort((a, b) => a.trunk.localeCompare(b.trunk));

  it('answers what the SQL answers, window after window, as records keep arriving', () => {
    const rnd = new Random('live-calls');
    const now = Date.now();
    const live = LiveCalls.of(store());
    const sql = new AlertRuleRepository(store());
    const owners = [
      { column: 'account_sid', sid: w.acct1 },
      { column: 'account_sid', sid: w.acct2 },
      { column: 'service_provider_sid', sid: w.sp1 },
    ] as const;
    insert(varied(rnd, w.acct1, now, 400));
    // a short window first; then each owner's hour, which the model reads once and afterwards keeps up itself
    const acct1 = owners[0];
    expect(sorted(live.callsPerTrunk(acct1, now - 5 * MIN, now)!)).toEqual(
      sorted(sql.callsPerTrunk(acct1, now - 5 * MIN, now, null)),
    );
    for (const owner of owners) live.callsPerTrunk(owner, now - 60 * MIN, now);
    for (let round = 0; round < 3; round += 1) {
      for (let i = 0; i < 20; i += 1) {
        const owner = owners[rnd.int(0, owners.length - 1)]!;
        const to = now - rnd.int(0, 5 * 60_000);
        const from = Math.max(now - 60 * MIN, to - rnd.int(1, 55) * 60_000 - rnd.int(0, 999));
        expect(sorted(live.callsPerTrunk(owner, from, to)!)).toEqual(
          sorted(sql.callsPerTrunk(owner, from, to, null)),
        );
        for (const statusClass of [4, 5, 6])
          expect(live.failingWithClass(owner, from, to, statusClass)).toBe(
            sql.failingWithClass(owner, from, to, statusClass),
          );
      }
      insert(varied(rnd, round % 2 ? w.acct1 : w.acct2, now, 300));
    }
  });

  it('leaves a window longer than an hour to SQL', () => {
    const owner = { column: 'account_sid', sid: w.acct1 } as const;
    const now = Date.now();
    expect(LiveCalls.of(store()).callsPerTrunk(owner, now - 61 * MIN, now)).toBeNull();
    expect(LiveCalls.of(store()).failingWithClass(owner, now - 61 * MIN, now, 5)).toBeNull();
  });
});

describe('the store’s after-commit hook', () => {
  it('runs once the outer transaction commits; a rolled-back level drops its own', () => {
    const ran: string[] = [];
    store().transaction(() => {
      store().afterCommit(() => ran.push('outer'));
      try {
        store().transaction(() => {
          store().afterCommit(() => ran.push('rolled back'));
          throw new Error('inner fails');
        });
      } catch {
        // the outer one goes on
      }
      store().transaction(() => store().afterCommit(() => ran.push('inner')));
      expect(ran).toEqual([]);
    });
    expect(ran).toEqual(['outer', 'inner']);
    store().afterCommit(() => ran.push('outside'));
    expect(ran).toEqual(['outer', 'inner', 'outside']);
  });
});

describe('a replaced database', () => {
  it('makes the live measures forget the calls of the old one', () => {
    const rnd = new Random('live-replaced');
    const now = Math.floor(Date.now() / SEC) * SEC;
    // a copy of the database as it is now: what the harness puts in the store's place between tests
    const copy = new Database(store().db.serialize());
    copy.pragma('foreign_keys = ON');
    const owner = { column: 'account_sid', sid: w.acctB } as const;
    const records = calls(rnd, w.acctB, now, 50).map((c) => ({ ...c, trunk: 'carrier z' }));
    insert(records);
    const peak = LiveConcurrency.of(store());
    const perTrunk = LiveCalls.of(store());
    const before = peakConcurrency(spans(records), now - 30 * MIN, now);
    expect(before).toBeGreaterThan(0);
    expect(peak.peak(owner, now - 30 * MIN, now)).toBe(before);
    const sql = new AlertRuleRepository(store()).callsPerTrunk(owner, now - 30 * MIN, now, null);
    expect(sql).toEqual([expect.objectContaining({ trunk: 'carrier z' })]);
    expect(perTrunk.callsPerTrunk(owner, now - 30 * MIN, now)).toEqual(sql);

    store().replaceDatabase(copy);
    expect(store().db).toBe(copy);
    expect(peak.peak(owner, now - 30 * MIN, now)).toBe(0);
    expect(perTrunk.callsPerTrunk(owner, now - 30 * MIN, now)).toEqual([]);
    expect(perTrunk.failingWithClass(owner, now - 30 * MIN, now, 2)).toBe(0);
  });
});
