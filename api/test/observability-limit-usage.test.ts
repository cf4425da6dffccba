// Usage against limits (docs/api/additions.md#limit-usage): `GET …/LimitUsage` equals a call-by-call count over the
// same CDRs (reported through the ingest path): calls up now, the peak per hour (sampled at every call's start, not
// swept), minutes per day; devices registered now; the limits set and the order nearest its limit first; scopes and
// bad input.
import type { AccountLimitUsage, LimitUsage } from '@switchboard/shared/types';
import { Random } from '../src/lib/random';
import { callRecord, ingestAll } from './call-records';
import { createWorld, type World, expectBadQueries, expectDocumentedForBothOwners } from './helpers';

let w: World;
const MIN = 60_000;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
// mid-afternoon, so that today has calls and the default period starts mid-day
const NOW = Date.parse('2026-03-18T15:30:00.000Z');
const REALM = 'usage.sip.example.com';

interface Call {
  account_sid: string;
  start: number;
  end: number;
  answered: boolean;
  duration: number;
}
const calls: Call[] = [];

beforeAll(async () => {
  w = await createWorld({ now: () => NOW });
  const random = new Random(22);
  const accounts = [w.acct1, w.acct1, w.acct2, w.acctB];
  for (let i = 0; i < 900; i += 1) {
    const start = NOW - Math.floor(random.next() * 9 * DAY);
    const answered = random.next() < 0.7;
    const duration = answered ? 1 + Math.floor(random.next() * 3600) : 0;
    calls.push({
      account_sid: random.pick(accounts),
      start,
      end: start + 2000 + duration * 1000,
      answered,
      duration,
    });
  }
  // three of acct1's calls up now (their CDRs reported ahead, as a test can)
  for (let i = 0; i < 3; i += 1)
    calls.push({
      account_sid: w.acct1,
      start: NOW - (i + 1) * MIN,
      end: NOW + HOUR,
      answered: true,
      duration: 60,
    });
  const records = calls.map((c) =>
    callRecord({
      account_sid: c.account_sid,
      attempted_at: c.start,
      answered_at: c.answered ? c.start + 2000 : null,
      terminated_at: c.end,
      sip_status: c.answered ? 200 : 486,
      duration: c.duration,
      direction: 'inbound',
    }),
  );
  await ingestAll(w, '/v1/Ingest/Cdrs', records);
  const limit = async (owner: string, category: string, quantity: number) =>
    expect(
      (await w.api('POST', `/v1/${owner}/Limits`, w.tokens.admin, { category, quantity })).statusCode,
    ).toBe(201);
  await limit(`Accounts/${w.acct1}`, 'voice_call_session', 10);
  await limit(`Accounts/${w.acct1}`, 'voice_call_minutes', 2000);
  await limit(`Accounts/${w.acct1}`, 'device', 4);
  await limit(`Accounts/${w.acct2}`, 'voice_call_session', 0);
  await limit(`Accounts/${w.acct2}`, 'voice_call_session_license', 100);
  await limit(`ServiceProviders/${w.sp1}`, 'voice_call_session', 50);
  expect(
    (await w.api('PUT', `/v1/Accounts/${w.acct1}`, w.tokens.admin, { sip_realm: REALM })).statusCode,
  ).toBe(204);
  const registration = (username: string, expires: number) => ({
    sip_realm: REALM,
    username,
    time: NOW - 5 * MIN,
    expires,
    contact: `sip:${username}@203.0.113.7:5062;transport=udp`,
    protocol: 'udp',
    sbc_address: '198.51.100.20:5060',
    proxy: 'sip:203.0.113.7:5062',
    user_agent: 'Zoiper rv2.10.20.4',
  });
  // alice and bob registered now; carol's registration ran out a minute ago
  const res = await w.api('POST', '/v1/Ingest/SipRegistrations', w.tokens.adminKey, [
    registration('alice', 3600),
    registration('bob', 600),
    registration('carol', 240),
  ]);
  expect(res.statusCode).toBeLessThan(300);
});
afterAll(() => w.app.close());

/** The most calls up at one instant of [from, to): the instants to look at are `from` and each start within. */
function peakByStarts(mine: Call[], from: number, to: number): number {
  const instants = [from, ...mine.filter((c) => c.start > from && c.start < to).map((c) => c.start)];
  return Math.max(...instants.map((t) => mine.filter((c) => c.start <= t && c.end > t).length));
}

/** What an owner's figures should be, counted call by call. */
function expected(owned: (c: Call) => boolean, from: number, to: number) {
  const mine = calls.filter(owned);
  const peak_per_hour = [];
  for (let h = Math.floor(from / HOUR) * HOUR; h < to; h += HOUR)
    peak_per_hour.push({ time: new Date(h).toISOString(), calls: peakByStarts(mine, h, h + HOUR) });
  const minutesOn = (day: number) =>
    Math.round(
      mine
        .filter((c) => c.answered && c.start >= day && c.start < day + DAY)
        .reduce((s, c) => s + c.duration, 0) / 6,
    ) / 10;
  const minutes_per_day = [];
  for (let d = Math.floor(from / DAY) * DAY; d < to; d += DAY)
    minutes_per_day.push({ date: new Date(d).toISOString().slice(0, 10), minutes: minutesOn(d) });
  return {
    concurrent_now: mine.filter((c) => c.start <= NOW && c.end > NOW).length,
    peak: Math.max(...peak_per_hour.map((p) => p.calls)),
    peak_per_hour,
    minutes_today: minutesOn(Math.floor(NOW / DAY) * DAY),
    minutes_per_day,
  };
}

const read = (token: string, owner: string, query = '') =>
  w.api('GET', `/v1/${owner}/LimitUsage?${query}`, token);

describe('GET …/LimitUsage equals a count over the CDRs', () => {
  test("a service provider's accounts over the last 7 days, nearest their limit first, and their sum", async () => {
    const res = await read(w.tokens.sp, `ServiceProviders/${w.sp1}`);
    expect(res.statusCode).toBe(200);
    const body = res.json() as LimitUsage;
    expect(body).toMatchObject({
      from: new Date(NOW - 7 * DAY).toISOString(),
      to: new Date(NOW).toISOString(),
    });
    const byAccount = new Map(body.accounts.map((a) => [a.account_sid, a]));
    for (const sid of [w.acct1, w.acct2]) {
      const { limits, nearest, devices_now, account_sid, name, ...figures } = byAccount.get(
        sid,
      ) as AccountLimitUsage;
      void limits;
      void nearest;
      void devices_now;
      void account_sid;
      void name;
      expect(figures).toEqual(expected((c) => c.account_sid === sid, NOW - 7 * DAY, NOW));
    }
    const one = byAccount.get(w.acct1) as AccountLimitUsage;
    const mine = expected((c) => c.account_sid === w.acct1, NOW - 7 * DAY, NOW);
    expect(mine.concurrent_now).toBe(3);
    expect(mine.peak).toBeGreaterThan(3);
    expect(one.limits).toEqual({
      max_calls: 10,
      licensed_calls: null,
      max_minutes: 2000,
      licensed_minutes: null,
      devices: 4,
    });
    expect(one.devices_now).toBe(2);
    const busiestDay = Math.max(...mine.minutes_per_day.map((d) => d.minutes));
    const candidates = [
      { limit: 'max_calls', used: mine.peak, of: 10 },
      { limit: 'max_minutes', used: busiestDay, of: 2000 },
      { limit: 'devices', used: 2, of: 4 },
    ].map((c) => ({ ...c, percent: Math.round((c.used / c.of) * 1000) / 10 }));
    expect(one.nearest).toEqual(candidates.reduce((a, b) => (b.percent > a.percent ? b : a)));
    const two = byAccount.get(w.acct2) as AccountLimitUsage;
    expect(two.limits.max_calls).toBeNull();
    expect(two.nearest?.limit).toBe('licensed_calls');
    // acct1 uses more of its limits than acct2; the account without limits comes last
    expect(body.accounts.map((a) => a.account_sid)).toEqual([w.acct1, w.acct2]);
    expect(body.accounts.every((a) => a.account_sid !== w.acctB)).toBe(true);
    const sp = expected((c) => c.account_sid === w.acct1 || c.account_sid === w.acct2, NOW - 7 * DAY, NOW);
    expect(body.total).toMatchObject({ ...sp, devices_now: 2, service_provider_sid: w.sp1 });
    expect(body.total?.limits.max_calls).toBe(50);
  });

  test('one account over a given period: whole hours and days it touches', async () => {
    const from = NOW - 2 * DAY - 17 * MIN;
    const to = NOW - 6 * HOUR;
    const res = await read(
      w.tokens.acct,
      `Accounts/${w.acct1}`,
      `from=${new Date(from).toISOString()}&to=${new Date(to).toISOString()}`,
    );
    expect(res.statusCode).toBe(200);
    const body = res.json() as LimitUsage;
    expect(body.total).toBeUndefined();
    expect(body.accounts).toHaveLength(1);
    expect(body.accounts[0]).toMatchObject(expected((c) => c.account_sid === w.acct1, from, to));
    expect(body.accounts[0].peak_per_hour).toHaveLength(43);
  });
});

describe('scopes and bad input', () => {
  test("an account user reads only its own account's; another provider's user none of these", async () => {
    expect((await read(w.tokens.acct, `Accounts/${w.acct2}`)).statusCode).toBe(403);
    expect((await read(w.tokens.acct, `ServiceProviders/${w.sp1}`)).statusCode).toBe(403);
    expect((await read(w.tokens.spOther, `ServiceProviders/${w.sp1}`)).statusCode).toBe(403);
    expect((await read(w.tokens.spOther, `Accounts/${w.acct1}`)).statusCode).toBe(403);
    const own = (await read(w.tokens.acct, `Accounts/${w.acct1}`)).json() as LimitUsage;
    expect(own.accounts.map((a) => a.account_sid)).toEqual([w.acct1]);
  });

  test('a bad date, a reversed or too long period is a 400 with its reason', async () => {
    const iso = (t: number) => new Date(t).toISOString();
    const cases: [string, RegExp][] = [
      ['from=yesterday', /"from" is not an ISO-8601 date/],
      ['to=2026-13-45', /"to" is not an ISO-8601 date/],
      [`from=${iso(NOW)}&to=${iso(NOW - HOUR)}`, /"from" must be before "to"/],
      [`from=${iso(NOW - 40 * DAY)}`, /at most 31 days/],
    ];
    await expectBadQueries((query) => read(w.tokens.admin, `Accounts/${w.acct1}`, query), cases);
  });

  test('the route is in the OpenAPI document under both owners', async () => {
    await expectDocumentedForBothOwners(w, 'LimitUsage');
  });
});
