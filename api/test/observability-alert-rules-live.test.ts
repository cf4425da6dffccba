// The concurrent-calls rules' live measure (rules/live-concurrency.ts): the calls up per second of the last hour,
// kept in memory as records are stored — the same peak as the shared sweep over calls on whole seconds, learning of
// records stored after its first question, of an account's and its provider's, never of a rolled-back batch; and
// the store's after-commit hook it relies on.
import { peakConcurrency } from '@switchboard/shared/operations';
import { Random } from '../src/lib/random';
import { RecordRepository, type CdrRecord } from '../src/areas/observability';
import { LiveConcurrency } from '../src/areas/observability/rules/live-concurrency';
import { createWorld, type World } from './helpers';

const SEC = 1000;
const MIN = 60 * SEC;
let w: World;
beforeAll(async () => {
  w = await createWorld();
});
afterAll(() => w.app.close());

function cdr(rnd: Random, account: string, start: number, end: number): CdrRecord {
  return {
    attempted_at: start,
    answered_at: null,
    terminated_at: end,
    answered: false,
    direction: 'inbound',
    account_sid: account,
    service_provider_sid: w.sp1,
    application_sid: null,
    call_sid: rnd.uuid(),
    from: '+15550100',
    to: '+15550200',
    sip_callid: `${rnd.hex(16)}@203.0.113.10`,
    sip_parent_callid: null,
    termination_reason: 'caller hungup',
    host: '198.51.100.20',
    remote_host: '203.0.113.10',
    trunk: null,
    trace_id: '00000000000000000000000000000000',
    recording_url: null,
    sip_status: 200,
    duration: 0,
  } as CdrRecord;
}

/** `count` calls of the account on whole seconds of the last 50 minutes before `now`, some from before that. */
function calls(rnd: Random, account: string, now: number, count: number): CdrRecord[] {
  return Array.from({ length: count }, () => {
    // one in ten began before the hour kept and lasts into it
    if (rnd.chance(0.1)) {
      const start = now - rnd.int(3_800, 5_000) * SEC;
      return cdr(rnd, account, start, Math.min(now, start + rnd.int(200, 3_000) * SEC));
    }
    const start = now - rnd.int(60, 3_300) * SEC;
    return cdr(rnd, account, start, Math.min(now, start + rnd.int(0, 600) * SEC));
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
      new RecordRepository(store()).insertCdrs([cdr(rnd, w.acct2, now - 5 * MIN, now - MIN)]);
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
