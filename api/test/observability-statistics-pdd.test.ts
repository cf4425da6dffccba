// Post-dial delay (docs/api/additions.md#call-statistics): the rule read from a captured INVITE dialog (to the first
// 180/183, else to the final response; retransmissions and 100 Trying do not count), and `GET …/CallStatistics`'s
// average PDD per carrier, per account and in total equal to an average call by call over the same CDRs and
// captures — captures before or after the CDR, one replaced by a second upload; calls without a capture have none.
// Migration 63 measures the captures stored before it.
import Database from 'better-sqlite3';
import type { CallStatistics, SipCaptureMessage } from '@switchboard/shared/types';
import { postDialDelayMs } from '../src/areas/observability/sip-captures/pdd';
import { packBlob, unpack } from '../src/areas/observability/records/packing';
import { simulate } from '../src/dev/simulator/simulator';
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

/** A message of the dialog at `ms` (epoch ms, as µs) from the carrier or to it. */
const message = (ms: number, payload: string, fromCarrier = false): SipCaptureMessage => ({
  time: ms * 1000,
  src_ip: fromCarrier ? '203.0.113.10' : '10.0.1.5',
  src_port: 5060,
  dst_ip: fromCarrier ? '10.0.1.5' : '203.0.113.10',
  dst_port: 5060,
  payload,
});
const invite = (ms: number) =>
  message(ms, 'INVITE sip:+14155550100@203.0.113.10 SIP/2.0\r\nCSeq: 1 INVITE\r\n\r\n');
const response = (ms: number, status: string, method = 'INVITE') =>
  message(ms, `SIP/2.0 ${status}\r\nCSeq: 1 ${method}\r\n\r\n`, true);

/** A dialog whose PDD is `pdd` ms: ringing at it, or (no ringing) its final response at it. */
const dialog = (start: number, pdd: number, rings: boolean) => [
  invite(start),
  invite(start + 500), // a retransmission: counts from the first
  response(start + 40, '100 Trying'),
  ...(rings ? [response(start + pdd, '180 Ringing'), response(start + pdd + 3000, '200 OK')] : []),
  ...(rings ? [] : [response(start + pdd, '503 Service Unavailable')]),
];

describe('postDialDelayMs', () => {
  test('INVITE to the first 180/183; without one, to the final response', () => {
    expect(postDialDelayMs(dialog(1_000_000, 2350, true))).toBe(2350);
    expect(postDialDelayMs(dialog(1_000_000, 800, false))).toBe(800);
    expect(
      postDialDelayMs([invite(0), response(1200, '183 Session Progress'), response(1900, '180 Ringing')]),
    ).toBe(1200);
  });

  test('a 100 Trying or a response to another method is no answer; no INVITE: no PDD', () => {
    expect(postDialDelayMs([invite(0), response(40, '100 Trying')])).toBeNull();
    expect(postDialDelayMs([invite(0), response(300, '200 OK', 'BYE'), response(900, '486 Busy Here')])).toBe(
      900,
    );
    expect(postDialDelayMs([response(40, '180 Ringing')])).toBeNull();
  });
});

interface Call {
  call_sid: string;
  sip_callid: string;
  attempted_at: number;
  account_sid: string;
  trunk: string | null;
  pdd: number | null;
}
const calls: Call[] = [];

const postAll = (path: IngestPath, body: unknown[]) => ingestAll(w, path, body, 200);

const capture = (c: Call, pdd: number, rings: boolean) => ({
  sip_callid: c.sip_callid,
  method: 'invite',
  account_sid: c.account_sid,
  messages: dialog(c.attempted_at, pdd, rings),
});

describe('GET …/CallStatistics: PDD', () => {
  beforeAll(async () => {
    w = await createWorld({ now: () => NOW });
    const random = new Random(63);
    const accounts = [w.acct1, w.acct2, w.acctB];
    for (let i = 0; i < 500; i += 1) {
      const call_sid = crypto.randomUUID();
      calls.push({
        call_sid,
        sip_callid: `${call_sid}@203.0.113.10`,
        attempted_at: NOW - Math.floor(random.next() * 9 * 24 * HOUR),
        account_sid: random.pick(accounts),
        trunk: random.pick(TRUNKS),
        pdd: null,
      });
    }
    const captures = (from: number, to: number) =>
      calls.slice(from, to).flatMap((c, i) => {
        if (i % 4 === 3) return []; // no capture: no PDD
        c.pdd = random.int(150, 9000);
        return [capture(c, c.pdd, random.chance(0.7))];
      });
    await postAll('/v1/Ingest/SipCaptures', captures(0, 250));
    await postAll(
      '/v1/Ingest/Cdrs',
      calls.map((c) =>
        callRecord({
          account_sid: c.account_sid,
          attempted_at: c.attempted_at,
          answered_at: null,
          terminated_at: c.attempted_at + 10_000,
          call_sid: c.call_sid,
          sip_callid: c.sip_callid,
          trunk: c.trunk,
          sip_status: 503,
          duration: 0,
        }),
      ),
    );
    await postAll('/v1/Ingest/SipCaptures', captures(250, 500));
    // uploaded again with other timings: the new capture replaces the old, and so does its PDD
    await postAll('/v1/Ingest/SipCaptures', captures(0, 100));
  });
  afterAll(() => w.app.close());

  function bruteForce(owned: (c: Call) => boolean, since: number, until: number) {
    const first = Math.floor(since / HOUR) * HOUR;
    const end = (Math.floor((until - 1) / HOUR) + 1) * HOUR;
    const mine = calls.filter((c) => owned(c) && c.attempted_at >= first && c.attempted_at < end);
    const pdd = (set: Call[]) => {
      const measured = set.filter((c) => c.pdd !== null);
      return {
        pdd_ms: measured.length ? measured.reduce((s, c) => s + c.pdd!, 0) / measured.length : null,
        pdd_calls: measured.length,
      };
    };
    const by = <K>(keyOf: (c: Call) => K) => {
      const m = new Map<K, Call[]>();
      for (const c of mine) m.set(keyOf(c), [...(m.get(keyOf(c)) ?? []), c]);
      return new Map([...m].map(([k, set]) => [k, pdd(set)]));
    };
    return { total: pdd(mine), carriers: by((c) => c.trunk), accounts: by((c) => c.account_sid) };
  }

  const pddOf = (f: { pdd_ms?: number | null; pdd_calls?: number }) => ({
    pdd_ms: f.pdd_ms === null || f.pdd_ms === undefined ? f.pdd_ms : Math.round(f.pdd_ms * 1e6) / 1e6,
    pdd_calls: f.pdd_calls,
  });
  const roundAll = (e: ReturnType<typeof bruteForce>) => ({
    total: pddOf(e.total),
    carriers: new Map([...e.carriers].map(([k, v]) => [k, pddOf(v)])),
    accounts: new Map([...e.accounts].map(([k, v]) => [k, pddOf(v)])),
  });
  const answered = (s: CallStatistics) => ({
    total: pddOf(s.total),
    carriers: new Map(s.carriers.map((c) => [c.trunk, pddOf(c)])),
    accounts: new Map(s.accounts.map((a) => [a.account_sid, pddOf(a)])),
  });

  test("a service provider's accounts over 7 days", async () => {
    const res = await w.api('GET', `/v1/ServiceProviders/${w.sp1}/CallStatistics?days=7`, w.tokens.sp);
    expect(res.statusCode).toBe(200);
    const expected = bruteForce((c) => c.account_sid !== w.acctB, NOW - 7 * 24 * HOUR, NOW);
    expect(expected.total.pdd_calls).toBeGreaterThan(100);
    expect(expected.total.pdd_calls).toBeLessThan(
      calls.filter((c) => c.account_sid !== w.acctB && c.attempted_at >= NOW - 7 * 24 * HOUR - HOUR).length,
    );
    expect(answered(res.json())).toEqual(roundAll(expected));
  });

  test("the simulator's captures keep their PDD; its calls' statistics count it", async () => {
    const account = (
      await w.api('POST', '/v1/Accounts', w.tokens.admin, { name: 'simulated', service_provider_sid: w.sp1 })
    ).json().sid as string;
    simulate(w.app.ctx.store, { seed: 5, days: 2, until: NOW, callsPerDay: 200, accounts: [account] });
    const captures = w.app.ctx.store.all<{ sip_callid: string; pdd_ms: number | null; messages: Buffer }>(
      `SELECT s.sip_callid, s.pdd_ms, s.messages FROM sip_captures s JOIN cdrs c ON c.sip_callid = s.sip_callid
        WHERE c.account_sid = ? AND s.method = 'invite'`,
      account,
    );
    expect(captures.length).toBeGreaterThan(100);
    for (const c of captures) expect(c.pdd_ms).toBe(postDialDelayMs(unpack<SipCaptureMessage[]>(c.messages)));
    const measured = captures.filter((c) => c.pdd_ms !== null);
    expect(measured.length).toBeGreaterThan(100);
    const res = await w.api('GET', `/v1/Accounts/${account}/CallStatistics?days=3`, w.tokens.admin);
    const total = (res.json() as CallStatistics).total;
    expect(total.pdd_calls).toBe(measured.length);
    expect(total.pdd_ms).toBeCloseTo(measured.reduce((s, c) => s + c.pdd_ms!, 0) / measured.length, 6);
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
    expect(answered(res.json())).toEqual(roundAll(bruteForce((c) => c.account_sid === w.acct1, start, end)));
  });
});

test('migration 63 measures the captures stored before it and fills the roll-up', () => {
  const store = new Store(new Database(':memory:'));
  const context = { adminPassword: 'admin', adminForceChange: true };
  migrate(
    store,
    MIGRATIONS.filter((m) => m.version < 63),
    context,
  );
  const at = Date.parse('2026-03-18T10:20:00.000Z');
  const cdr = (sid: string, trunk: string | null) =>
    store.run(
      `INSERT INTO cdrs (attempted_at, terminated_at, answered, direction, account_sid, service_provider_sid, call_sid,
         from_number, to_number, sip_callid, trunk, sip_status, duration)
       VALUES (?, ?, 0, 'outbound', 'acct-63', 'sp-63', ?, '1', '2', ?, ?, 486, 0)`,
      at,
      at + 60_000,
      sid,
      `${sid}@x`,
      trunk,
    );
  const stored = (sid: string, method: string, messages: SipCaptureMessage[]) =>
    store.run(
      `INSERT INTO sip_captures (sip_callid, method, account_sid, service_provider_sid, captured_at, message_count, messages)
       VALUES (?, ?, 'acct-63', 'sp-63', ?, ?, ?)`,
      `${sid}@x`,
      method,
      at,
      messages.length,
      packBlob(messages, messages.length).bytes,
    );
  cdr('c1', 'Acme');
  stored('c1', 'invite', dialog(at, 1000, true));
  cdr('c2', 'Acme');
  stored('c2', 'invite', dialog(at, 3000, false));
  cdr('c3', null);
  stored('c3', 'invite', [invite(at)]); // no answer: no PDD
  cdr('c4', 'Acme'); // no capture
  stored('c5', 'invite', dialog(at, 700, true)); // no CDR yet
  migrate(store, MIGRATIONS, context);
  expect(store.all('SELECT sip_callid, pdd_ms FROM sip_captures ORDER BY sip_callid')).toEqual([
    { sip_callid: 'c1@x', pdd_ms: 1000 },
    { sip_callid: 'c2@x', pdd_ms: 3000 },
    { sip_callid: 'c3@x', pdd_ms: null },
    { sip_callid: 'c5@x', pdd_ms: 700 },
  ]);
  expect(store.all('SELECT account_sid, hour, trunk, calls, pdd_ms FROM cdr_pdd_hours')).toEqual([
    { account_sid: 'acct-63', hour: Math.floor(at / HOUR), trunk: 'Acme', calls: 2, pdd_ms: 4000 },
  ]);
});
