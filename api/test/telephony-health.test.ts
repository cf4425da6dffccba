// Carrier health: what the SBC reports on the ingest path (OPTIONS pings, carriers' REGISTERs), the Carrier health
// list and a carrier's 24 hours, who may report and read them. SIP clients' registrations and `RegisteredSipUsers`
// are in telephony-health-sip-clients.test.ts, the bounded history in telephony-health-retention.test.ts.
import type { CarrierHealth, CarrierHealthHistory } from '@switchboard/shared/types';
import { createWorld, tableCounts, type World, mustSucceed } from './helpers';

const MIN = 60_000;
const HOUR = 60 * MIN;
let clock = Date.UTC(2025, 2, 3, 15, 0, 0);
let w: World;

let spCarrier = '';
let gwA = '';
let gwB = '';
let regCarrier = '';
let acct2Carrier = '';
let acct2Gateway = '';

/** A write or read that must succeed (helpers.ts). */
const ok = (method: string, url: string, body?: unknown, token?: string) =>
  mustSucceed(w, method, url, body, token);
const gateway = async (carrier: string, ipv4: string, extra: Record<string, unknown> = {}) =>
  (
    await ok('POST', '/v1/SipGateways', {
      voip_carrier_sid: carrier,
      ipv4,
      port: 5060,
      inbound: 1,
      outbound: 1,
      send_options_ping: 1,
      ...extra,
    })
  ).sid as string;
const pings = (sid: string, ...list: Array<[minutesAgo: number, status: number | null]>) =>
  list.map(([ago, status]) => ({
    sip_gateway_sid: sid,
    time: clock - ago * MIN,
    status,
    ...(status ? { rtt_ms: 30 + ago } : {}),
  }));
const health = async (token = w.tokens.admin, owner = `ServiceProviders/${w.sp1}`) =>
  (await ok('GET', `/v1/${owner}/CarrierHealth`, undefined, token)).carriers as CarrierHealth[];
const byName = (list: CarrierHealth[], name: string) => list.find((c) => c.name === name)!;

beforeAll(async () => {
  w = await createWorld({ now: () => clock, jwtExpiresInMinutes: 7 * 24 * 60 });
  spCarrier = (await ok('POST', `/v1/ServiceProviders/${w.sp1}/VoipCarriers`, { name: 'Pinged trunk' })).sid;
  gwA = await gateway(spCarrier, '192.0.2.10');
  gwB = await gateway(spCarrier, '192.0.2.11');
  // a gateway the SBC does not ping
  await gateway(spCarrier, '192.0.2.12', { send_options_ping: 0 });
  regCarrier = (
    await ok('POST', `/v1/ServiceProviders/${w.sp1}/VoipCarriers`, {
      name: 'Registering trunk',
      requires_register: 1,
      register_username: 'trunk',
      register_password: 'secret-password',
      register_sip_realm: 'sip.carrier.example.com',
    })
  ).sid;
  await gateway(regCarrier, '192.0.2.20', { send_options_ping: 0 });
  acct2Carrier = (await ok('POST', `/v1/Accounts/${w.acct2}/VoipCarriers`, { name: 'Second account trunk' }))
    .sid;
  acct2Gateway = await gateway(acct2Carrier, '192.0.2.30');
}, 60000);
afterAll(() => w.app.close());

describe('OPTIONS pings on the ingest path', () => {
  it('folds each gateway’s pings into its state: up after a 200, down after anything else, since the change', async () => {
    const res = await ok(
      'POST',
      '/v1/Ingest/GatewayPings',
      [...pings(gwA, [10, 200], [9, 200], [8, 503], [7, null], [1, null]), ...pings(gwB, [3, 200], [1, 200])],
      w.tokens.adminKey,
    );
    expect(res).toEqual({ received: 7, added: 7 });
    const carrier = byName(await health(), 'Pinged trunk');
    expect(carrier.gateways.map((g) => [g.ipv4, g.state, g.since, g.last_status, g.last_rtt_ms])).toEqual([
      ['192.0.2.10', 'down', new Date(clock - 8 * MIN).toISOString(), null, null],
      ['192.0.2.11', 'up', new Date(clock - 3 * MIN).toISOString(), 200, 31],
      ['192.0.2.12', 'not_pinged', null, null, null],
    ]);
    expect(carrier.level).toBe('degraded');
    // the same batch again adds nothing and changes nothing
    expect(await ok('POST', '/v1/Ingest/GatewayPings', pings(gwA, [1, null]))).toEqual({
      received: 1,
      added: 0,
    });
    // a late ping older than the last changes the history, not the state
    await ok('POST', '/v1/Ingest/GatewayPings', pings(gwA, [4, 200]));
    expect(byName(await health(), 'Pinged trunk').gateways[0]).toMatchObject({ state: 'down' });
  });

  it('comes back up with the next 200, and counts as not pinged once the SBC stops for five minutes', async () => {
    await ok('POST', '/v1/Ingest/GatewayPings', pings(gwA, [0, 200]));
    const up = byName(await health(), 'Pinged trunk');
    expect(up.gateways[0]).toMatchObject({ state: 'up', since: new Date(clock).toISOString() });
    expect(up.level).toBe('up');
    clock += 6 * MIN;
    expect(byName(await health(), 'Pinged trunk')).toMatchObject({
      level: 'unknown',
      gateways: [{ state: 'not_pinged' }, { state: 'not_pinged' }, { state: 'not_pinged' }],
    });
    await ok('POST', '/v1/Ingest/GatewayPings', [...pings(gwA, [0, null]), ...pings(gwB, [0, 408])]);
  });

  it('refuses a bad batch whole, naming the record, and writes nothing', async () => {
    const before = tableCounts(w.app);
    const refused = async (body: unknown, msg: string, token = w.tokens.admin) => {
      const res = await w.api('POST', '/v1/Ingest/GatewayPings', token, body);
      expect({ status: res.statusCode, msg: res.json().msg }).toEqual({ status: 400, msg });
    };
    await refused(
      [...pings(gwA, [0, 200]), { sip_gateway_sid: gwB, time: clock, status: 99 }],
      'record 1: status: Too small: expected number to be >=100',
    );
    await refused(
      pings('00000000-0000-4000-8000-000000000000', [0, 200]),
      'record 0: sip gateway not found for sid 00000000-0000-4000-8000-000000000000',
    );
    await refused(
      [{ sip_gateway_sid: gwA, time: clock + 10 * MIN, status: 200 }],
      'record 0: time is in the future',
    );
    await refused(
      [{ sip_gateway_sid: gwA, time: 'yesterday', status: 200 }],
      'record 0: time: Invalid input',
    );
    await refused(
      [{ sip_gateway_sid: gwA, time: clock, status: 200, extra: 1 }],
      'record 0: unknown field: extra',
    );
    await refused([], 'the body must be a JSON array of records (or one record)');
    expect(tableCounts(w.app)).toEqual(before);
  });

  it('is for admins and service providers (their own carriers’ gateways) only', async () => {
    const report = (token: string, gw = gwB) =>
      w.api('POST', '/v1/Ingest/GatewayPings', token, pings(gw, [0, 200])).then((r) => r.statusCode);
    expect(await report(w.tokens.spKey)).toBe(201);
    expect(await report(w.tokens.sp)).toBe(201);
    expect(await report(w.tokens.spOther)).toBe(403);
    expect(await report(w.tokens.acct)).toBe(403);
    expect(await report(w.tokens.acctKey)).toBe(403);
    // a view-only account user is refused before anything else
    expect(await report(w.tokens.viewOnly)).toBe(403);
    const none = await w.api('POST', '/v1/Ingest/GatewayPings', null, pings(gwB, [0, 200]));
    expect(none.statusCode).toBe(401);
  });
});

describe('carriers’ REGISTERs on the ingest path', () => {
  it('keeps each attempt, and the newest becomes the carrier’s register_status as a jambonz SBC writes it', async () => {
    await ok(
      'POST',
      '/v1/Ingest/CarrierRegistrations',
      [
        {
          voip_carrier_sid: regCarrier,
          time: clock - 50 * MIN,
          status: 'ok',
          sip_status: 200,
          reason: '200 OK',
          expires: 3600,
          call_id: 'r1@sbc',
        },
        {
          voip_carrier_sid: regCarrier,
          time: clock - 20 * MIN,
          status: 'fail',
          sip_status: 403,
          reason: '403 Forbidden',
          call_id: 'r2@sbc',
        },
      ],
      w.tokens.spKey,
    );
    const carrier = await ok('GET', `/v1/VoipCarriers/${regCarrier}`);
    expect(carrier.register_status).toEqual({
      status: 'fail',
      reason: '403 Forbidden',
      callId: 'r2@sbc',
      timestamp: new Date(clock - 20 * MIN).toISOString(),
    });
    const listed = byName(await health(), 'Registering trunk');
    expect(listed.registration).toEqual({
      state: 'unregistered',
      since: new Date(clock - 20 * MIN).toISOString(),
      last_attempt_at: new Date(clock - 20 * MIN).toISOString(),
      last_status: 403,
      reason: '403 Forbidden',
      expires_at: null,
    });
    expect(listed.level).toBe('down');

    await ok('POST', '/v1/Ingest/CarrierRegistrations', {
      voip_carrier_sid: regCarrier,
      time: clock - MIN,
      status: 'ok',
      sip_status: 200,
      reason: '200 OK',
      expires: 3600,
      call_id: 'r3@sbc',
    });
    expect(byName(await health(), 'Registering trunk')).toMatchObject({
      level: 'up',
      registration: { state: 'registered', expires_at: new Date(clock - MIN + HOUR).toISOString() },
    });
    expect((await ok('GET', `/v1/VoipCarriers/${regCarrier}`)).register_status).toMatchObject({
      status: 'ok',
      expires: 3600,
    });
  });

  it('refuses an unknown carrier, another provider’s, and account callers', async () => {
    const body = { voip_carrier_sid: regCarrier, time: clock, status: 'ok' };
    const res = await w.api('POST', '/v1/Ingest/CarrierRegistrations', w.tokens.admin, {
      ...body,
      voip_carrier_sid: '00000000-0000-4000-8000-000000000000',
    });
    expect(res.json()).toEqual({
      msg: 'record 0: voip carrier not found for sid 00000000-0000-4000-8000-000000000000',
    });
    for (const token of [w.tokens.spOther, w.tokens.acct, w.tokens.acctKey])
      expect((await w.api('POST', '/v1/Ingest/CarrierRegistrations', token, body)).statusCode).toBe(403);
  });
});

describe('the Carrier health list', () => {
  it('counts each carrier’s calls of the last hour from the CDRs, and sorts the worst first', async () => {
    const cdr = (minutesAgo: number, trunk: string, answered: boolean, account = w.acct1) => ({
      attempted_at: clock - minutesAgo * MIN,
      answered_at: answered ? clock - minutesAgo * MIN + 5000 : null,
      terminated_at: clock - minutesAgo * MIN + 60_000,
      answered,
      direction: 'outbound',
      account_sid: account,
      from: '15550100',
      to: '15550199',
      sip_callid: `c-${trunk}-${minutesAgo}-${account}`,
      trunk,
      sip_status: answered ? 200 : 486,
      duration: answered ? 55 : 0,
    });
    await ok('POST', '/v1/Ingest/Cdrs', [
      cdr(5, 'Pinged trunk', true),
      cdr(6, 'Pinged trunk', false),
      cdr(7, 'Pinged trunk', false, w.acct2),
      cdr(10, 'Registering trunk', true),
      // older than an hour: not counted
      cdr(70, 'Registering trunk', false),
    ]);
    const list = await health();
    expect(byName(list, 'Pinged trunk')).toMatchObject({
      calls_last_hour: 3,
      answered_last_hour: 1,
      asr: 33.3,
    });
    expect(byName(list, 'Registering trunk')).toMatchObject({ calls_last_hour: 1, asr: 100 });
    // Pinged trunk: both pinged gateways down; the registering trunk up; the second account's not reported
    expect(list.map((c) => [c.name, c.level])).toEqual([
      ['Pinged trunk', 'down'],
      ['Second account trunk', 'unknown'],
      ['Registering trunk', 'up'],
    ]);
    // an account user sees its account's and its provider's carriers, with its own account's calls only
    const own = await health(w.tokens.acct, `Accounts/${w.acct1}`);
    expect(own.map((c) => c.name).sort()).toEqual(['Pinged trunk', 'Registering trunk']);
    expect(byName(own, 'Pinged trunk')).toMatchObject({ calls_last_hour: 2, answered_last_hour: 1, asr: 50 });
  });

  it('is for admins and the provider’s users; an account’s for whoever may read the account', async () => {
    const status = (token: string | null, url: string) => w.api('GET', url, token).then((r) => r.statusCode);
    const sp = `/v1/ServiceProviders/${w.sp1}/CarrierHealth`;
    const acct = `/v1/Accounts/${w.acct1}/CarrierHealth`;
    //             admin sp  spO  acct acO  view aKey sKey cKey none
    const expected = {
      [sp]: [200, 200, 403, 403, 403, 403, 200, 200, 403, 401],
      [acct]: [200, 200, 403, 200, 403, 200, 200, 200, 200, 401],
    };
    const t = w.tokens;
    for (const [url, statuses] of Object.entries(expected)) {
      const got = [];
      for (const token of [
        t.admin,
        t.sp,
        t.spOther,
        t.acct,
        t.acctOther,
        t.viewOnly,
        t.adminKey,
        t.spKey,
        t.acctKey,
        null,
      ])
        got.push(await status(token, url));
      expect({ url, got }).toEqual({ url, got: statuses });
    }
    expect(
      await status(t.admin, '/v1/ServiceProviders/00000000-0000-4000-8000-000000000000/CarrierHealth'),
    ).toBe(404);
  });
});

describe('a carrier’s last 24 hours', () => {
  const history = (sid: string, token = w.tokens.admin, query = '') =>
    w.api('GET', `/v1/VoipCarriers/${sid}/Health${query}`, token);

  it('gives each gateway’s stretches of up, down and not pinged, the newest pings, and the REGISTERs', async () => {
    const body = (await history(spCarrier)).json() as CarrierHealthHistory;
    expect(body.window).toEqual({
      start: new Date(clock - 24 * HOUR).toISOString(),
      end: new Date(clock).toISOString(),
    });
    const a = body.gateways.find((g) => g.sip_gateway_sid === gwA)!;
    expect(a).toMatchObject({ pings: 8, failed: 4 });
    expect(a.recent.slice(0, 2)).toEqual([
      { time: clock, status: null, rtt_ms: null },
      { time: clock - 6 * MIN, status: 200, rtt_ms: 30 },
    ]);
    const at = (s: { state: string; start: number; end: number }) => [
      s.state,
      (s.start - clock) / MIN,
      (s.end - clock) / MIN,
    ];
    // pings 16, 15 (200), 14 (503), 13 (none), 10 (200, reported late), 7 (none), 6 (200) and 0 minutes ago (none)
    expect(a.segments.map(at)).toEqual([
      ['not_pinged', -24 * 60, -16],
      ['up', -16, -14],
      ['down', -14, -10],
      ['up', -10, -7],
      ['down', -7, -6],
      // a ping's outcome holds for five minutes at most
      ['up', -6, -1],
      ['not_pinged', -1, 0],
    ]);
    expect(body.registration).toBeNull();
    const reg = (await history(regCarrier)).json() as CarrierHealthHistory;
    expect(reg.registration).toMatchObject({ attempts: 3, failed: 1 });
    expect(reg.registration!.segments.map((s) => s.state)).toEqual([
      'not started',
      'registered',
      'unregistered',
      'registered',
    ]);
  });

  it('is for whoever may see the carrier, over 1 to 24 hours', async () => {
    expect((await history(spCarrier, w.tokens.acct)).statusCode).toBe(200);
    expect((await history(acct2Carrier, w.tokens.acct)).statusCode).toBe(404);
    expect((await history(acct2Carrier, w.tokens.acctOther)).statusCode).toBe(200);
    expect((await history(spCarrier, w.tokens.spOther)).statusCode).toBe(404);
    const short = await history(spCarrier, w.tokens.admin, '?hours=1');
    expect(short.json().window.start).toBe(new Date(clock - HOUR).toISOString());
    const bad = await history(spCarrier, w.tokens.admin, '?hours=25');
    expect({ status: bad.statusCode, body: bad.json() }).toEqual({
      status: 400,
      body: { msg: 'hours must be a whole number from 1 to 24' },
    });
    expect((await history('not-a-sid')).statusCode).toBe(400);
    expect((await history(acct2Gateway)).statusCode).toBe(404);
  });

  it('goes with its gateway or carrier', async () => {
    const count = (table: string) =>
      w.app.ctx.store.get<{ n: number }>(`SELECT COUNT(*) AS n FROM ${table}`)!.n;
    const before = count('gateway_pings');
    await ok('DELETE', `/v1/SipGateways/${gwB}`);
    expect(count('gateway_pings')).toBeLessThan(before);
    expect(
      w.app.ctx.store.get('SELECT 1 FROM gateway_health WHERE sip_gateway_sid = ?', gwB),
    ).toBeUndefined();
    await ok('DELETE', `/v1/VoipCarriers/${regCarrier}`);
    expect(count('carrier_registrations')).toBe(0);
    expect(count('carrier_registration_health')).toBe(0);
  });
});
