// Call statistics' MOS distribution (docs/api/additions.md#call-statistics): `GET …/CallStatistics` counts each call
// with quality reports once, in the band of its worst received stream (good ≥ 4.0, fair ≥ 3.6, poor ≥ 3.1, bad),
// per carrier and per account — equal to a count call by call over the same CDRs and streams, whether the reports
// came before the CDR, after it, or in two rounds that change the worst stream; sent streams do not count. And
// migration 62 fills the roll-up from what was stored before it.
import Database from 'better-sqlite3';
import type { CallStatistics, MosBand, MosDistribution } from '@switchboard/shared/types';
import { migrate } from '../src/db/migration';
import { MIGRATIONS } from '../src/db/migrations';
import { Store } from '../src/db/store';
import { Random } from '../src/lib/random';
import { callRecord, ingestAll, type IngestPath } from './call-records';
import { createWorld, type World } from './helpers';

let w: World;
const HOUR = 3_600_000;
const NOW = Date.parse('2026-03-18T15:30:00.000Z');
const TRUNKS = ['Acme SIP trunk', 'Bravo carrier', null];

interface Call {
  call_sid: string;
  attempted_at: number;
  account_sid: string;
  trunk: string | null;
}
const calls: Call[] = [];

const band = (mos: number): MosBand =>
  mos >= 4 ? 'good' : mos >= 3.6 ? 'fair' : mos >= 3.1 ? 'poor' : 'bad';

/** One received (or sent) report of a stream of a call: loss and jitter set how good it sounds. */
const report = (call: Call, ssrc: number, direction: string, at: number, lost: number, jitter: number) => ({
  account_sid: call.account_sid,
  call_sid: call.call_sid,
  sip_callid: `${call.call_sid}@203.0.113.10`,
  ssrc,
  direction,
  local_ip: '10.0.1.11',
  local_port: 40000,
  remote_ip: '203.0.113.10',
  remote_port: 20000,
  codec: 'PCMU',
  time: NOW - 60_000 + at * 1000,
  interval_ms: 5000,
  packets_received: 250 - lost,
  packets_lost: lost,
  jitter_ms: jitter,
  rtt_ms: 40,
});

const postAll = (path: IngestPath, body: unknown[]) => ingestAll(w, path, body, 400);

beforeAll(async () => {
  w = await createWorld({ now: () => NOW });
  const random = new Random(62);
  const accounts = [w.acct1, w.acct2, w.acctB];
  for (let i = 0; i < 600; i += 1)
    calls.push({
      call_sid: crypto.randomUUID(),
      attempted_at: NOW - Math.floor(random.next() * 9 * 24 * HOUR),
      account_sid: random.pick(accounts),
      trunk: random.pick(TRUNKS),
    });
  const streams = (from: number, to: number, at: number) =>
    calls.slice(from, to).flatMap((call, i) => {
      if (i % 5 === 4) return []; // a call nobody reported
      const received = [1, 2].map((ssrc) =>
        report(call, ssrc, 'received', at, random.int(0, 40), random.int(1, 80)),
      );
      // a terrible sent stream: only what was received counts
      return [...received, report(call, 9, 'sent', at, 120, 200)];
    });
  const before = streams(0, 300, 5);
  await postAll('/v1/Ingest/QualityReports', before);
  await postAll(
    '/v1/Ingest/Cdrs',
    calls.map((c) =>
      callRecord({
        account_sid: c.account_sid,
        attempted_at: c.attempted_at,
        answered_at: c.attempted_at + 3000,
        terminated_at: c.attempted_at + 63_000,
        call_sid: c.call_sid,
        sip_callid: `${c.call_sid}@203.0.113.10`,
        trunk: c.trunk,
        sip_status: 200,
        duration: 60,
      }),
    ),
  );
  await postAll('/v1/Ingest/QualityReports', streams(300, 600, 5));
  // a second round for every reported call: each stream's MOS (and so the call's worst) changes
  await postAll('/v1/Ingest/QualityReports', streams(0, 600, 10));
});
afterAll(() => w.app.close());

/** The distribution counted call by call: its worst received stream as stored, its CDR's hour and trunk. */
function bruteForce(owned: (c: Call) => boolean, since: number, until: number) {
  const worst = new Map(
    w.app.ctx.store
      .all<{ call_sid: string; mos: number }>(
        `SELECT call_sid, mos FROM call_quality_streams WHERE direction = 'received' AND mos IS NOT NULL`,
      )
      .reduce(
        (m, r) => m.set(r.call_sid, Math.min(r.mos, m.get(r.call_sid) ?? 5)),
        new Map<string, number>(),
      ),
  );
  const first = Math.floor(since / HOUR) * HOUR;
  const end = (Math.floor((until - 1) / HOUR) + 1) * HOUR;
  const mine = calls.filter((c) => owned(c) && c.attempted_at >= first && c.attempted_at < end);
  const distribution = (set: Call[]) => {
    const d: MosDistribution = { good: 0, fair: 0, poor: 0, bad: 0 };
    for (const c of set) if (worst.has(c.call_sid)) d[band(worst.get(c.call_sid)!)] += 1;
    return d;
  };
  const by = <K>(keyOf: (c: Call) => K) => {
    const m = new Map<K, Call[]>();
    for (const c of mine) m.set(keyOf(c), [...(m.get(keyOf(c)) ?? []), c]);
    return new Map([...m].map(([k, set]) => [k, distribution(set)]));
  };
  return { total: distribution(mine), carriers: by((c) => c.trunk), accounts: by((c) => c.account_sid) };
}

function expectEqual(s: CallStatistics, expected: ReturnType<typeof bruteForce>) {
  expect(s.total.mos).toEqual(expected.total);
  expect(new Map(s.carriers.map((c) => [c.trunk, c.mos]))).toEqual(expected.carriers);
  expect(new Map(s.accounts.map((a) => [a.account_sid, a.mos]))).toEqual(expected.accounts);
}

describe('the MOS distribution of GET …/CallStatistics equals a count over the calls', () => {
  test("a service provider's accounts over 7 days, every band present", async () => {
    const res = await w.api('GET', `/v1/ServiceProviders/${w.sp1}/CallStatistics?days=7`, w.tokens.sp);
    expect(res.statusCode).toBe(200);
    const expected = bruteForce(
      (c) => c.account_sid === w.acct1 || c.account_sid === w.acct2,
      NOW - 7 * 24 * HOUR,
      NOW,
    );
    for (const b of ['good', 'fair', 'poor', 'bad'] as const) expect(expected.total[b]).toBeGreaterThan(0);
    expectEqual(res.json(), expected);
  });

  test('one account over a day, as its user', async () => {
    const start = NOW - 30 * HOUR + 17 * 60_000;
    const end = NOW - 6 * HOUR;
    const res = await w.api(
      'GET',
      `/v1/Accounts/${w.acct1}/CallStatistics?start=${new Date(start).toISOString()}&end=${new Date(end).toISOString()}`,
      w.tokens.acct,
    );
    expect(res.statusCode).toBe(200);
    const expected = bruteForce((c) => c.account_sid === w.acct1, start, end);
    expect(Object.values(expected.total).reduce((a, b) => a + b)).toBeGreaterThan(0);
    expectEqual(res.json(), expected);
  });
});

test('migration 62 fills the roll-up from the calls and streams stored before it', () => {
  const store = new Store(new Database(':memory:'));
  const context = { adminPassword: 'admin', adminForceChange: true };
  migrate(
    store,
    MIGRATIONS.filter((m) => m.version < 62),
    context,
  );
  const account = store.get<{ account_sid: string; service_provider_sid: string }>(
    'SELECT account_sid, service_provider_sid FROM accounts LIMIT 1',
  );
  const acct = account?.account_sid ?? 'acct-before-62';
  const sp = account?.service_provider_sid ?? null;
  const at = Date.parse('2026-03-18T10:20:00.000Z');
  const cdr = (sid: string, trunk: string | null) =>
    store.run(
      `INSERT INTO cdrs (attempted_at, terminated_at, answered, direction, account_sid, service_provider_sid, call_sid,
         from_number, to_number, sip_callid, trunk, sip_status, duration)
       VALUES (?, ?, 1, 'outbound', ?, ?, ?, '1', '2', ?, ?, 200, 60)`,
      at,
      at + 60_000,
      acct,
      sp,
      sid,
      `${sid}@x`,
      trunk,
    );
  const stream = (sid: string, ssrc: number, direction: string, mos: number | null) =>
    store.run(
      `INSERT INTO call_quality_streams (call_sid, account_sid, service_provider_sid, sip_callid, ssrc, direction,
         local_ip, local_port, remote_ip, remote_port, codec, first_at, last_at, packets_received, packets_lost,
         loss_pct, jitter_ms, jitter_max_ms, rtt_ms, mos, mos_min, interval_count, intervals)
       VALUES (?, ?, ?, ?, ?, ?, '10.0.0.1', 1, '10.0.0.2', 2, 'PCMU', ?, ?, 0, 0, 0, 0, 0, NULL, ?, ?, 0, x'')`,
      sid,
      acct,
      sp,
      `${sid}@x`,
      ssrc,
      direction,
      at,
      at,
      mos,
      mos,
    );
  cdr('c1', 'Acme');
  stream('c1', 1, 'received', 4.3);
  stream('c1', 2, 'received', 3.7); // its worst: fair
  stream('c1', 3, 'sent', 1.5); // not counted
  cdr('c2', 'Acme');
  stream('c2', 1, 'received', 3.0); // bad
  cdr('c3', null);
  stream('c3', 1, 'received', 4.0); // good (4.0 is good)
  cdr('c4', 'Acme'); // nobody reported it
  stream('c5', 1, 'received', 3.2); // no CDR yet: not counted
  migrate(store, MIGRATIONS, context);
  expect(
    store.all('SELECT account_sid, hour, trunk, band, calls FROM cdr_mos_hours ORDER BY trunk, band'),
  ).toEqual([
    { account_sid: acct, hour: Math.floor(at / HOUR), trunk: '', band: 0, calls: 1 },
    { account_sid: acct, hour: Math.floor(at / HOUR), trunk: 'Acme', band: 1, calls: 1 },
    { account_sid: acct, hour: Math.floor(at / HOUR), trunk: 'Acme', band: 3, calls: 1 },
  ]);
});
