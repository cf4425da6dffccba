// Usage against limits read from its roll-ups (docs/api/additions.md#limit-usage): `GET …/LimitUsage`'s peak per hour
// and minutes per day equal what the calls' spans give when swept over the period (the answer before the roll-ups:
// every call of the period read, binned per hour, `peakConcurrency`), after the hours were read once and then calls
// arrived late into them, calls spanning hours, per account and for the whole service provider (the peak of all its
// calls, not a sum of its accounts' peaks). Migration 64 fills both roll-ups from the calls already stored.
import Database from 'better-sqlite3';
import { peakConcurrency } from '@switchboard/shared/operations';
import type { LimitUsage, LimitUsageFigures } from '@switchboard/shared/types';
import { migrate } from '../src/db/migration';
import { MIGRATIONS } from '../src/db/migrations';
import { Store } from '../src/db/store';
import { Random } from '../src/lib/random';
import { callRecord, ingestAll } from './call-records';
import { createWorld, type World } from './helpers';

let w: World;
const MIN = 60_000;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** How far back before a period its calls are looked for (usage-limits/repository.ts). */
const LONGEST_CALL = 4 * HOUR;
const NOW = Date.parse('2026-03-18T15:30:00.000Z');
/** The busy instant of the late calls: an hour the first reads already computed. */
const BUSY = NOW - 30 * HOUR + 20 * MIN;

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
});
afterAll(() => w.app.close());

async function ingest(batch: Call[]): Promise<void> {
  const records = batch.map((c) =>
    callRecord({
      account_sid: c.account_sid,
      attempted_at: c.start,
      answered_at: c.answered ? c.start + 1000 : null,
      terminated_at: c.end,
      sip_status: c.answered ? 200 : 487,
      duration: c.duration,
    }),
  );
  await ingestAll(w, '/v1/Ingest/Cdrs', records);
  calls.push(...batch);
}

/** Calls of up to 3 hours (so spanning hours) at random in the 3 days before NOW. */
function randomCalls(random: Random, n: number, accounts: string[]): Call[] {
  const made: Call[] = [];
  for (let i = 0; i < n; i += 1) {
    const start = NOW - Math.floor(random.next() * 3 * DAY);
    const answered = random.next() < 0.7;
    const length =
      random.next() < 0.2 ? Math.floor(random.next() * 3 * HOUR) : Math.floor(random.next() * 20 * MIN);
    made.push({
      account_sid: random.pick(accounts),
      start,
      end: start + length,
      answered,
      duration: answered ? Math.floor(length / 1000) : 0,
    });
  }
  return made;
}

/**
 * The answer's peaks and minutes as computed before the roll-ups: the calls the period's query read (attempted from
 * LONGEST_CALL before its first hour, terminated after it), binned per hour they overlap, each hour swept.
 */
function oracle(owned: (c: Call) => boolean, from: number, to: number) {
  const firstHour = Math.floor(from / HOUR);
  const lastHour = Math.floor((to - 1) / HOUR);
  const spans = calls.filter(
    (c) =>
      owned(c) &&
      c.start >= firstHour * HOUR - LONGEST_CALL &&
      c.start < (lastHour + 1) * HOUR &&
      c.end > firstHour * HOUR,
  );
  const peak_per_hour = [];
  for (let hour = firstHour; hour <= lastHour; hour += 1) {
    const mine = spans.filter((s) => s.start < (hour + 1) * HOUR && s.end > hour * HOUR);
    peak_per_hour.push({
      time: new Date(hour * HOUR).toISOString(),
      calls: peakConcurrency(mine, hour * HOUR, (hour + 1) * HOUR),
    });
  }
  const minutes_per_day = [];
  for (let day = Math.floor(from / DAY); day <= Math.floor((to - 1) / DAY); day += 1) {
    const seconds = calls
      .filter((c) => owned(c) && c.answered && Math.floor(c.start / DAY) === day)
      .reduce((sum, c) => sum + c.duration, 0);
    minutes_per_day.push({
      date: new Date(day * DAY).toISOString().slice(0, 10),
      minutes: Math.round(seconds / 6) / 10,
    });
  }
  return { peak_per_hour, peak: Math.max(0, ...peak_per_hour.map((p) => p.calls)), minutes_per_day };
}

const figuresOf = ({ peak_per_hour, peak, minutes_per_day }: LimitUsageFigures) => ({
  peak_per_hour,
  peak,
  minutes_per_day,
});

/** The provider's answer and one account's over [from, to) equal the oracle's, each account and the total. */
async function expectOracle(from: number, to: number): Promise<LimitUsage> {
  const query = `from=${new Date(from).toISOString()}&to=${new Date(to).toISOString()}`;
  const res = await w.api('GET', `/v1/ServiceProviders/${w.sp1}/LimitUsage?${query}`, w.tokens.sp);
  expect(res.statusCode).toBe(200);
  const body = res.json() as LimitUsage;
  for (const sid of [w.acct1, w.acct2]) {
    const account = body.accounts.find((a) => a.account_sid === sid)!;
    expect(figuresOf(account)).toEqual(oracle((c) => c.account_sid === sid, from, to));
  }
  const ofProvider = (c: Call) => c.account_sid === w.acct1 || c.account_sid === w.acct2;
  expect(figuresOf(body.total!)).toEqual(oracle(ofProvider, from, to));
  const one = await w.api('GET', `/v1/Accounts/${w.acct2}/LimitUsage?${query}`, w.tokens.admin);
  expect(figuresOf((one.json() as LimitUsage).accounts[0])).toEqual(
    oracle((c) => c.account_sid === w.acct2, from, to),
  );
  return body;
}

const hourOf = (body: LimitUsage, at: number, sid?: string) => {
  const figures = sid ? body.accounts.find((a) => a.account_sid === sid)! : body.total!;
  return figures.peak_per_hour.find((p) => p.time === new Date(Math.floor(at / HOUR) * HOUR).toISOString())!
    .calls;
};

test('the peaks and minutes equal the sweep over the calls, after late calls into hours already read', async () => {
  const random = new Random(64);
  await ingest(randomCalls(random, 600, [w.acct1, w.acct1, w.acct2, w.acctB]));
  const periods: [number, number][] = [
    [NOW - 3 * DAY, NOW],
    [NOW - 2 * DAY - 17 * MIN, NOW - 5 * HOUR + 7 * MIN],
    [NOW - 26 * HOUR, NOW + 2 * HOUR],
  ];
  for (const [from, to] of periods) await expectOracle(from, to);
  const before = await expectOracle(NOW - 3 * DAY, NOW);

  // late calls into an hour already read: 12 of acct1 and 9 of acct2 up at BUSY, some started hours before it
  // (spanning hours), others ending hours after it, and acct2's 5 more that do not overlap each other
  const late: Call[] = [];
  for (let i = 0; i < 12; i += 1)
    late.push({
      account_sid: w.acct1,
      start: BUSY - (i % 3) * HOUR - i * MIN,
      end: BUSY + 1 + i * 7 * MIN,
      answered: true,
      duration: 600,
    });
  for (let i = 0; i < 9; i += 1)
    late.push({
      account_sid: w.acct2,
      start: BUSY - i * 1000,
      end: BUSY + (i % 2 ? 2 * HOUR : 30_000),
      answered: i % 2 === 0,
      duration: i % 2 === 0 ? 30 : 0,
    });
  for (let i = 0; i < 5; i += 1)
    late.push({
      account_sid: w.acct2,
      start: BUSY + 2 * MIN + i * MIN,
      end: BUSY + 2 * MIN + i * MIN + 30_000,
      answered: true,
      duration: 30,
    });
  // one ending exactly as another starts is not overlap
  late.push({ account_sid: w.acct2, start: BUSY + MIN, end: BUSY + 2 * MIN, answered: false, duration: 0 });
  await ingest(late);
  const after = await expectOracle(NOW - 3 * DAY, NOW);
  for (const [from, to] of periods) await expectOracle(from, to);

  // the late calls moved the peaks of BUSY's hour (so they were not read from a stale roll-up) …
  expect(hourOf(after, BUSY, w.acct1)).toBeGreaterThanOrEqual(12);
  expect(hourOf(after, BUSY, w.acct1)).toBeGreaterThan(hourOf(before, BUSY, w.acct1));
  expect(hourOf(after, BUSY)).toBeGreaterThanOrEqual(21);
  // … and the hours after it that they span
  expect(hourOf(after, BUSY + HOUR, w.acct2)).toBeGreaterThanOrEqual(4);
  // the provider's peak is the peak of all its calls, not the sum of its accounts' peaks
  const hours = after.total!.peak_per_hour.map((p, i) => ({
    total: p.calls,
    sum: after.accounts.reduce((s, a) => s + a.peak_per_hour[i].calls, 0),
  }));
  expect(hours.some((h) => h.total < h.sum)).toBe(true);
  expect(hours.every((h) => h.total <= h.sum)).toBe(true);
});

test('migration 64 fills the peaks and the talk per day from the calls already stored', () => {
  const store = new Store(new Database(':memory:'));
  const context = { adminPassword: 'admin', adminForceChange: true };
  migrate(
    store,
    MIGRATIONS.filter((m) => m.version < 64),
    context,
  );
  const random = new Random(640);
  const stored: (Call & { sp: string })[] = [];
  for (let i = 0; i < 300; i += 1) {
    const start = NOW - Math.floor(random.next() * 2 * DAY);
    const length = Math.floor(random.next() * (random.next() < 0.2 ? 3 * HOUR : 15 * MIN));
    const account = random.pick(['acct-a', 'acct-b', 'acct-c']);
    stored.push({
      account_sid: account,
      sp: account === 'acct-c' ? 'sp-2' : 'sp-1',
      start,
      end: start + length,
      answered: length > 10_000,
      duration: length > 10_000 ? Math.floor(length / 1000) : 0,
    });
  }
  for (const [i, c] of stored.entries()) {
    store.run(
      `INSERT INTO cdrs (attempted_at, terminated_at, answered, direction, account_sid, service_provider_sid, call_sid,
         from_number, to_number, sip_callid, sip_status, duration)
       VALUES (?, ?, ?, 'outbound', ?, ?, ?, '1', '2', ?, ?, ?)`,
      c.start,
      c.end,
      c.answered ? 1 : 0,
      c.account_sid,
      c.sp,
      `call-${i}`,
      `call-${i}@x`,
      c.answered ? 200 : 487,
      c.duration,
    );
    store.run(
      `INSERT INTO cdr_status_hours (account_sid, service_provider_sid, hour, trunk, sip_status, calls, answered, duration)
       VALUES (?, ?, ?, '', ?, 1, ?, ?)
       ON CONFLICT (account_sid, hour, trunk, sip_status) DO UPDATE SET calls = calls + 1,
         answered = answered + excluded.answered, duration = duration + excluded.duration`,
      c.account_sid,
      c.sp,
      Math.floor(c.start / HOUR),
      c.answered ? 200 : 487,
      c.answered ? 1 : 0,
      c.answered ? c.duration : 0,
    );
  }
  migrate(store, MIGRATIONS, context);

  // every hour a call counts in (it overlaps it and started at most LONGEST_CALL before it), swept
  const expectedPeaks = new Map<string, number>();
  for (const owner of ['acct-a', 'acct-b', 'acct-c', 'sp-1', 'sp-2']) {
    const mine = stored.filter((c) => c.account_sid === owner || c.sp === owner);
    for (const c of mine)
      for (
        let hour = Math.floor(c.start / HOUR);
        hour * HOUR < c.end && hour * HOUR <= c.start + LONGEST_CALL;
        hour += 1
      ) {
        const from = hour * HOUR;
        const inHour = mine.filter(
          (o) => o.start >= from - LONGEST_CALL && o.start < from + HOUR && o.end > from,
        );
        expectedPeaks.set(`${owner} ${hour}`, peakConcurrency(inHour, from, from + HOUR));
      }
  }
  const peaks = store.all<{ owner_sid: string; hour: number; peak: number | null }>(
    'SELECT owner_sid, hour, peak FROM cdr_peak_hours',
  );
  expect(new Map(peaks.map((p) => [`${p.owner_sid} ${p.hour}`, p.peak]))).toEqual(expectedPeaks);
  expect(Math.max(...expectedPeaks.values())).toBeGreaterThan(2);

  const talk = new Map<string, number>();
  for (const c of stored)
    if (c.answered) {
      const key = `${c.account_sid} ${Math.floor(c.start / DAY)}`;
      talk.set(key, (talk.get(key) ?? 0) + c.duration);
    }
  const days = store.all<{ account_sid: string; day: number; duration: number }>(
    'SELECT account_sid, day, duration FROM cdr_talk_days',
  );
  expect(new Map(days.map((d) => [`${d.account_sid} ${d.day}`, d.duration]))).toEqual(talk);
});
