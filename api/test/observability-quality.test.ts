// Call quality (docs/api/additions.md#call-quality): a media server's RTCP-style reports in through
// `POST /v1/Ingest/QualityReports`, a call's streams out through `GET …/RecentCalls/:call_sid/quality` with the
// figures the shared E-model gives; who may report, who may read (an account user: only its own calls), bad input.
import { estimateMos, streamFigures } from '@switchboard/shared/call-analysis';
import { OBSERVABILITY_MESSAGES } from '@switchboard/shared/validation';
import { simulate } from '../src/dev/simulator/simulator';
import { spansOf } from '../src/dev/simulator/otlp';
import { createWorld, databaseFingerprint, type World } from './helpers';

let w: World;
const NOW = Date.parse('2026-03-18T15:30:00.000Z');
const CALL = '6a1b2c3d-0000-4000-8000-00000000c0de';
const OTHER_CALL = '6a1b2c3d-0000-4000-8000-0000000000b2';
const SIP_CALLID = 'a84b4c76e66710@203.0.113.10';

/** One report: the stream of the caller's audio as the media server received it, interval ending at `s` s. */
const report = (s: number, over: Record<string, unknown> = {}) => ({
  account_sid: w.acct1,
  call_sid: CALL,
  sip_callid: SIP_CALLID,
  ssrc: 305419896,
  direction: 'received',
  local_ip: '10.0.1.11',
  local_port: 40000,
  remote_ip: '203.0.113.10',
  remote_port: 20000,
  codec: 'PCMU',
  time: NOW - 60_000 + s * 1000,
  interval_ms: 5000,
  packets_received: 250,
  packets_lost: 0,
  jitter_ms: 3,
  rtt_ms: 40,
  ...over,
});

const post = (body: unknown, token = w.tokens.adminKey) =>
  w.api('POST', '/v1/Ingest/QualityReports', token, body);
const read = (token: string, owner = `Accounts/${w.acct1}`, call = CALL) =>
  w.api('GET', `/v1/${owner}/RecentCalls/${call}/quality`, token);

beforeAll(async () => {
  w = await createWorld({ now: () => NOW });
});
afterAll(() => w.app.close());

describe('POST /v1/Ingest/QualityReports', () => {
  test('admins and service providers report for their accounts; account users and strangers may not', async () => {
    const res = await post([
      report(5),
      report(10, { packets_received: 225, packets_lost: 25, jitter_ms: 12 }),
    ]);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ received: 2, streams: 1 });
    // the other direction, from a service provider's key
    expect((await post([report(5, { direction: 'sent', ssrc: 7 })], w.tokens.spKey)).statusCode).toBe(201);
    for (const token of [w.tokens.acct, w.tokens.acctKey, w.tokens.viewOnly])
      expect((await post([report(15)], token)).statusCode).toBe(403);
    // a service provider reports only for its own accounts
    expect((await post([report(15, { account_sid: w.acctB })], w.tokens.sp)).statusCode).toBe(403);
  });

  test('a bad record refuses the whole batch, naming it; nothing is written', async () => {
    const before = databaseFingerprint(w.app);
    const cases: [unknown, RegExp][] = [
      [[report(20), report(25, { packets_lost: -1 })], /^record 1: packets_lost/],
      [[report(20, { direction: 'both' })], /^record 0: direction/],
      [[report(20, { remote_ip: 'carrier.example.com' })], /^record 0: remote_ip: must be an IPv4 address/],
      [[report(20, { local_ip: '10.0.1.256' })], /^record 0: local_ip: must be an IPv4 address/],
      [[report(20, { interval_ms: 0 })], /^record 0: interval_ms/],
      [[report(20, { codec: 'PCMA' }), report(25)], /^record 1: the stream's codec and account/],
      [[report(20, { account_sid: '00000000-0000-4000-8000-000000000000' })], /record 0: account not found/],
      [[report(20, { mos: 4.4 })], /^record 0: /],
      [[], /array of records/],
    ];
    for (const [body, msg] of cases) {
      const res = await post(body, w.tokens.admin);
      expect({ status: res.statusCode, msg: res.json().msg }).toEqual({
        status: 400,
        msg: expect.stringMatching(msg),
      });
    }
    expect(databaseFingerprint(w.app)).toBe(before);
  });
});

describe('GET …/RecentCalls/:call_sid/quality', () => {
  test("a call's streams with the shared figures; a report sent again counts once, later ones add up", async () => {
    // the 10 s report again, and a third interval
    await post([
      report(10, { packets_received: 225, packets_lost: 25, jitter_ms: 12 }),
      report(15, { packets_received: 0, jitter_ms: 0, rtt_ms: null }),
    ]);
    const res = await read(w.tokens.acct);
    expect(res.statusCode).toBe(200);
    const { call_sid, streams } = res.json();
    expect(call_sid).toBe(CALL);
    expect(streams.map((s: { direction: string }) => s.direction).sort()).toEqual(['received', 'sent']);
    const received = streams.find((s: { direction: string }) => s.direction === 'received');
    const expected = streamFigures(
      [
        {
          at: new Date(NOW - 55_000).toISOString(),
          interval_ms: 5000,
          packets_received: 250,
          packets_lost: 0,
          jitter_ms: 3,
          rtt_ms: 40,
        },
        {
          at: new Date(NOW - 50_000).toISOString(),
          interval_ms: 5000,
          packets_received: 225,
          packets_lost: 25,
          jitter_ms: 12,
          rtt_ms: 40,
        },
        {
          at: new Date(NOW - 45_000).toISOString(),
          interval_ms: 5000,
          packets_received: 0,
          packets_lost: 0,
          jitter_ms: 0,
          rtt_ms: null,
        },
      ],
      'PCMU',
    );
    expect(received).toEqual({
      sip_callid: SIP_CALLID,
      ssrc: 305419896,
      direction: 'received',
      local_ip: '10.0.1.11',
      local_port: 40000,
      remote_ip: '203.0.113.10',
      remote_port: 20000,
      codec: 'PCMU',
      ...expected,
    });
    // the figures as a reader would work them out: 25 lost of 500 expected, jitter (3 + 12) / 2, RTT 40
    expect(received.packets_received).toBe(475);
    expect(received.loss_pct).toBe(5);
    expect(received.jitter_ms).toBe(7.5);
    expect(received.mos).toBe(estimateMos({ lossPct: 5, jitterMs: 7.5, rttMs: 40, codec: 'PCMU' }));
    expect(received.intervals).toHaveLength(3);
    expect(received.intervals[2].mos).toBeNull();
  });

  test('scopes: an account user reads only its own calls; a service provider its accounts’', async () => {
    const notFound = { status: 404, body: { msg: OBSERVABILITY_MESSAGES.callNotFound } };
    const answer = async (token: string, owner: string, call = CALL) => {
      const res = await read(token, owner, call);
      return { status: res.statusCode, body: res.json() };
    };
    // another account's user: the guard refuses the account; its own account has no such call, nor reports of it
    expect((await read(w.tokens.acctOther)).statusCode).toBe(403);
    expect(await answer(w.tokens.acctOther, `Accounts/${w.acct2}`)).toEqual(notFound);
    // the provider's list, and another provider
    expect((await read(w.tokens.sp, `ServiceProviders/${w.sp1}`)).json().streams).toHaveLength(2);
    expect((await read(w.tokens.spOther, `ServiceProviders/${w.sp1}`)).statusCode).toBe(403);
    expect(await answer(w.tokens.spOther, `ServiceProviders/${w.sp2}`)).toEqual(notFound);
    expect((await read(w.tokens.acct, `ServiceProviders/${w.sp1}`)).statusCode).toBe(403);
    // a call nobody has: 404, as a malformed sid; the owner's call nobody reported: no streams
    expect(await answer(w.tokens.admin, `Accounts/${w.acct1}`, OTHER_CALL)).toEqual(notFound);
    expect(await answer(w.tokens.admin, `Accounts/${w.acct1}`, 'not-a-sid')).toEqual(notFound);
    const cdr = {
      attempted_at: NOW - 120_000,
      answered_at: null,
      terminated_at: NOW - 110_000,
      answered: false,
      direction: 'outbound',
      account_sid: w.acct1,
      call_sid: OTHER_CALL,
      from: '+14155550100',
      to: '15550100100',
      sip_callid: 'b2@203.0.113.10',
      sip_status: 486,
      duration: 0,
    };
    expect((await w.api('POST', '/v1/Ingest/Cdrs', w.tokens.adminKey, [cdr])).statusCode).toBe(201);
    for (const [token, owner] of [
      [w.tokens.acct, `Accounts/${w.acct1}`],
      [w.tokens.sp, `ServiceProviders/${w.sp1}`],
    ])
      expect(await answer(token, owner, OTHER_CALL.toUpperCase())).toEqual({
        status: 200,
        body: { call_sid: OTHER_CALL, streams: [] },
      });
    expect(await answer(w.tokens.acctOther, `Accounts/${w.acct2}`, OTHER_CALL)).toEqual(notFound);
    expect((await read('', `Accounts/${w.acct1}`)).statusCode).toBe(401);
  });

  test('both routes are in the OpenAPI document', async () => {
    const doc = (await w.api('GET', '/v1/openapi.json', null)).json();
    expect(doc.paths['/v1/Ingest/QualityReports']?.post).toBeDefined();
    expect(doc.paths['/v1/Accounts/{sid}/RecentCalls/{call_sid}/quality']?.get).toBeDefined();
    expect(doc.paths['/v1/ServiceProviders/{sid}/RecentCalls/{call_sid}/quality']?.get).toBeDefined();
  });
});

describe('the simulator reports call quality, bad calls included', () => {
  test('every answered call has its two streams; lossy, one-way-audio and slow-webhook calls are among them', async () => {
    // the default account: its sid is fixed, and the simulator's draws follow the seed and the account's sid, so the
    // calls (and their troubles) are the same on every run; a fresh account's random sid made them vary
    const account = w.acct1;
    const app = await w.api('POST', '/v1/Applications', w.tokens.admin, {
      name: 'IVR',
      account_sid: account,
      call_hook: { url: 'https://hooks.example.com/ivr', method: 'POST' },
      call_status_hook: { url: 'https://hooks.example.com/status', method: 'POST' },
    });
    expect(app.statusCode).toBe(201);
    w.app.ctx.store.run('UPDATE accounts SET record_all_calls = 1 WHERE account_sid = ?', account);
    simulate(w.app.ctx.store, { seed: 9, days: 3, until: NOW, callsPerDay: 300, accounts: [account] });
    const store = w.app.ctx.store;
    const answered = store.get<{ n: number }>(
      'SELECT COUNT(*) AS n FROM cdrs WHERE account_sid = ? AND answered = 1',
      account,
    )!.n;
    expect(answered).toBeGreaterThan(300);
    const streams = store.all<{
      call_sid: string;
      direction: string;
      mos: number | null;
      loss_pct: number;
      jitter_ms: number;
    }>(
      `SELECT call_sid, direction, mos, loss_pct, jitter_ms FROM call_quality_streams WHERE account_sid = ?
         AND call_sid IN (SELECT call_sid FROM cdrs WHERE account_sid = ?)`,
      account,
      account,
    );
    expect(streams).toHaveLength(answered * 2);
    // most calls are clean; some are bad (a lossy path: loss and jitter, MOS below 'fair')
    const mos = streams.filter((s) => s.mos !== null).map((s) => s.mos as number);
    const good = mos.filter((m) => m >= 4.03).length / mos.length;
    expect(good).toBeGreaterThan(0.5);
    expect(streams.some((s) => s.mos !== null && s.mos < 3.6 && s.loss_pct > 3 && s.jitter_ms > 20)).toBe(
      true,
    );
    // one-way audio: a received stream with intervals that carried nothing while the call was up
    const quiet = store.all<{ call_sid: string }>(
      `SELECT call_sid FROM call_quality_streams WHERE account_sid = ? AND direction = 'received'
         AND call_sid IN (SELECT call_sid FROM cdrs WHERE account_sid = ?)`,
      account,
      account,
    );
    let oneWay = 0;
    for (const { call_sid } of quiet.slice(0, 400)) {
      const res = await read(w.tokens.admin, `Accounts/${account}`, call_sid);
      const received = res.json().streams.find((s: { direction: string }) => s.direction === 'received');
      if (received.intervals.some((i: { packets_received: number }) => i.packets_received === 0)) oneWay += 1;
    }
    expect(oneWay).toBeGreaterThan(0);
    // a slow webhook: the application's first hook took seconds
    const traces = store.all<{ trace_id: string }>(
      "SELECT trace_id FROM cdrs WHERE account_sid = ? AND trace_id <> '00000000000000000000000000000000'",
      account,
    );
    let slow = 0;
    for (const { trace_id } of traces) {
      const trace = (
        await w.api('GET', `/v1/Accounts/${account}/RecentCalls/trace/${trace_id}`, w.tokens.admin)
      ).json();
      const hook = spansOf(trace).find((s) => s.name === 'app-hook');
      if (hook && Number(BigInt(hook.endTimeUnixNano) - BigInt(hook.startTimeUnixNano)) / 1e6 >= 1500)
        slow += 1;
    }
    expect(slow).toBeGreaterThan(0);
  }, 120_000);
});
