// Call statistics (docs/api/additions.md#call-statistics): `GET …/CallStatistics` per carrier, per account and per
// step of the trend equal a brute-force count over the same CDRs (reported through the ingest path, over the hours
// the period touches); scopes (an account user reads only its own account's), bad input, the OpenAPI document.
import type { CallStatistics } from '@switchboard/shared/types';
import { Random } from '../src/lib/random';
import { callRecord, ingestAll } from './call-records';
import { createWorld, type World, expectBadQueries, expectDocumentedForBothOwners } from './helpers';

let w: World;
const HOUR = 3_600_000;
const NOW = Date.parse('2026-03-18T15:30:00.000Z');
const TRUNKS = ['Acme SIP trunk', 'Bravo carrier', null];
const STATUSES = [200, 200, 200, 486, 487, 503, 404];

interface Call {
  attempted_at: number;
  account_sid: string;
  trunk: string | null;
  sip_status: number;
  duration: number;
}
const calls: Call[] = [];

beforeAll(async () => {
  w = await createWorld({ now: () => NOW });
  const random = new Random(21);
  const accounts = [w.acct1, w.acct2, w.acctB];
  for (let i = 0; i < 1500; i += 1) {
    const attempted = NOW - Math.floor(random.next() * 9 * 24 * HOUR);
    const status = random.pick(STATUSES);
    const answered = status === 200;
    const duration = answered ? 1 + Math.floor(random.next() * 600) : 0;
    calls.push({
      attempted_at: attempted,
      account_sid: random.pick(accounts),
      trunk: random.pick(TRUNKS),
      sip_status: status,
      duration,
    });
  }
  const records = calls.map((c) =>
    callRecord({
      account_sid: c.account_sid,
      attempted_at: c.attempted_at,
      answered_at: c.sip_status === 200 ? c.attempted_at + 3000 : null,
      terminated_at: c.attempted_at + 3000 + c.duration * 1000,
      trunk: c.trunk,
      sip_status: c.sip_status,
      duration: c.duration,
    }),
  );
  await ingestAll(w, '/v1/Ingest/Cdrs', records);
});
afterAll(() => w.app.close());

const NO_MOS = { good: 0, fair: 0, poor: 0, bad: 0 };
const NO_PDD = { pdd_ms: null, pdd_calls: 0 };

/** What the answer should be, counted call by call (the trend over one carrier's calls when `trunk` is given). */
function bruteForce(
  owned: (c: Call) => boolean,
  since: number,
  until: number,
  step: number,
  trunk: string | null = null,
) {
  const first = Math.floor(since / HOUR) * HOUR;
  const end = (Math.floor((until - 1) / HOUR) + 1) * HOUR;
  const mine = calls.filter((c) => owned(c) && c.attempted_at >= first && c.attempted_at < end);
  const figures = (set: Call[]) => {
    const answered = set.filter((c) => c.sip_status === 200);
    const talk = answered.reduce((s, c) => s + c.duration, 0);
    return {
      calls: set.length,
      answered: answered.length,
      asr: set.length ? answered.length / set.length : null,
      acd: answered.length ? talk / answered.length : null,
    };
  };
  const failures = (set: Call[]) => {
    const counts = new Map<number, number>();
    for (const c of set)
      if (c.sip_status !== 200) counts.set(c.sip_status, (counts.get(c.sip_status) ?? 0) + 1);
    return [...counts]
      .map(([sip_status, n]) => ({ sip_status, calls: n }))
      .sort((a, b) => b.calls - a.calls || a.sip_status - b.sip_status);
  };
  const groups = <K>(keyOf: (c: Call) => K) => {
    const by = new Map<K, Call[]>();
    for (const c of mine) by.set(keyOf(c), [...(by.get(keyOf(c)) ?? []), c]);
    return [...by];
  };
  const byCount = (a: { calls: number }, b: { calls: number }) => b.calls - a.calls;
  const trend = [];
  for (let t = Math.floor(first / step) * step; t < end; t += step) {
    trend.push({
      time: new Date(t).toISOString(),
      ...figures(
        mine.filter(
          (c) => c.attempted_at >= t && c.attempted_at < t + step && (trunk === null || c.trunk === trunk),
        ),
      ),
    });
  }
  return {
    start: new Date(first).toISOString(),
    end: new Date(end).toISOString(),
    step: step === HOUR ? 'hour' : 'day',
    trend_trunk: trunk,
    // no quality reports or SIP captures here: every MOS band empty, no PDD (observability-statistics-mos and -pdd
    // test those)
    total: { ...figures(mine), ...NO_PDD, failures: failures(mine), mos: NO_MOS },
    carriers: groups((c) => c.trunk)
      .map(([trunk, set]) => ({ trunk, ...figures(set), ...NO_PDD, failures: failures(set), mos: NO_MOS }))
      .sort(byCount),
    accounts: groups((c) => c.account_sid)
      .map(([account_sid, set]) => ({
        account_sid,
        ...figures(set),
        ...NO_PDD,
        failures: failures(set),
        mos: NO_MOS,
      }))
      .sort(byCount),
    trend,
  };
}

/** Floating sums may differ in the last bits: compare ASR and ACD to 9 places. */
function rounded(value: unknown): unknown {
  return JSON.parse(
    JSON.stringify(value, (_k, v: unknown) => (typeof v === 'number' ? Math.round(v * 1e9) / 1e9 : v)),
  );
}
/** Groups with equal counts may come in any order. */
const sortedGroups = (s: ReturnType<typeof bruteForce> | CallStatistics) => ({
  ...s,
  carriers: [...s.carriers].sort(
    (a, b) => b.calls - a.calls || String(a.trunk).localeCompare(String(b.trunk)),
  ),
  accounts: [...s.accounts].sort((a, b) => b.calls - a.calls || a.account_sid.localeCompare(b.account_sid)),
});

const read = (token: string, owner: string, query: string) =>
  w.api('GET', `/v1/${owner}/CallStatistics?${query}`, token);

describe('GET …/CallStatistics equals a count over the CDRs', () => {
  test("a service provider's accounts over 7 days: by carrier, by account, by day", async () => {
    const res = await read(w.tokens.sp, `ServiceProviders/${w.sp1}`, 'days=7');
    expect(res.statusCode).toBe(200);
    const expected = bruteForce(
      (c) => c.account_sid === w.acct1 || c.account_sid === w.acct2,
      NOW - 7 * 24 * HOUR,
      NOW,
      24 * HOUR,
    );
    expect(expected.total.calls).toBeGreaterThan(500);
    expect(expected.carriers.map((c) => c.trunk)).toContain(null);
    expect(rounded(sortedGroups(res.json()))).toEqual(rounded(sortedGroups(expected)));
  });

  test('one account over a day from start to end: by hour', async () => {
    const start = NOW - 30 * HOUR + 17 * 60_000;
    const end = NOW - 6 * HOUR;
    const res = await read(
      w.tokens.acct,
      `Accounts/${w.acct1}`,
      `start=${new Date(start).toISOString()}&end=${new Date(end).toISOString()}`,
    );
    expect(res.statusCode).toBe(200);
    const expected = bruteForce((c) => c.account_sid === w.acct1, start, end + 1, HOUR);
    expect(res.json().trend).toHaveLength(25);
    expect(rounded(sortedGroups(res.json()))).toEqual(rounded(sortedGroups(expected)));
  });
});

describe('?trunk=: the trend of one carrier', () => {
  test("the trend counts only that carrier's calls; the carriers and accounts stay all of them", async () => {
    const res = await read(
      w.tokens.sp,
      `ServiceProviders/${w.sp1}`,
      `days=7&trunk=${encodeURIComponent('Bravo carrier')}`,
    );
    expect(res.statusCode).toBe(200);
    const expected = bruteForce(
      (c) => c.account_sid === w.acct1 || c.account_sid === w.acct2,
      NOW - 7 * 24 * HOUR,
      NOW,
      24 * HOUR,
      'Bravo carrier',
    );
    const all = bruteForce(
      (c) => c.account_sid === w.acct1 || c.account_sid === w.acct2,
      NOW - 7 * 24 * HOUR,
      NOW,
      24 * HOUR,
    );
    const sum = (t: typeof expected.trend) => t.reduce((n, p) => n + p.calls, 0);
    expect(sum(expected.trend)).toBeGreaterThan(0);
    expect(sum(expected.trend)).toBeLessThan(sum(all.trend));
    expect(rounded(sortedGroups(res.json()))).toEqual(rounded(sortedGroups(expected)));
  });

  test('a carrier without calls: a trend of zeros', async () => {
    const res = await read(w.tokens.sp, `ServiceProviders/${w.sp1}`, 'days=2&trunk=Nobody');
    expect(res.statusCode).toBe(200);
    const s = res.json() as CallStatistics;
    expect(s.trend_trunk).toBe('Nobody');
    expect(s.trend.length).toBeGreaterThan(0);
    expect(s.trend.every((p) => p.calls === 0)).toBe(true);
    expect(s.total.calls).toBeGreaterThan(0);
  });
});

describe('scopes and bad input', () => {
  test("an account user reads only its own account's; another provider's user none of these", async () => {
    expect((await read(w.tokens.acct, `Accounts/${w.acct2}`, 'days=1')).statusCode).toBe(403);
    expect((await read(w.tokens.acct, `ServiceProviders/${w.sp1}`, 'days=1')).statusCode).toBe(403);
    expect((await read(w.tokens.spOther, `ServiceProviders/${w.sp1}`, 'days=1')).statusCode).toBe(403);
    const own = (await read(w.tokens.acct, `Accounts/${w.acct1}`, 'days=7')).json() as CallStatistics;
    expect(own.accounts.map((a) => a.account_sid)).toEqual([w.acct1]);
  });

  test('no period is the last day; a too long period or a bad date is a 400 with its reason', async () => {
    const lastDay = (await read(w.tokens.admin, `Accounts/${w.acct1}`, '')).json();
    expect(lastDay).toMatchObject({
      step: 'hour',
      end: new Date(Math.ceil(NOW / HOUR) * HOUR).toISOString(),
    });
    expect(lastDay.trend).toHaveLength(25);
    const cases: [string, RegExp][] = [
      ['days=32', /at most 31 days/],
      ['days=x', /invalid "days" query arg/],
      ['start=yesterday', /invalid "start" query arg/],
      [`start=${new Date(NOW - 40 * 24 * HOUR).toISOString()}`, /at most 31 days/],
    ];
    await expectBadQueries((query) => read(w.tokens.admin, `Accounts/${w.acct1}`, query), cases);
  });

  test('the route is in the OpenAPI document under both owners', async () => {
    await expectDocumentedForBothOwners(w, 'CallStatistics');
  });
});
