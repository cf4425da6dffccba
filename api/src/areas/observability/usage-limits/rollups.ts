// The Usage page's roll-ups (docs/api/additions.md#limit-usage), kept up where CDRs are stored (records/repository.ts,
// in the writer's transaction). Talk time per account and UTC day: a sum, like the call statistics' hours. The peak
// per hour: each owner's — an account's and its service provider's (all the provider's calls together, not a sum of
// peaks) — most calls up at once in each UTC hour. Storing a call only marks the hours it counts in as stale (`peak` NULL, a row per owner and hour touched,
// in the writer's transaction: records/repository.ts); a read recomputes the stale hours of its period from that
// hour's calls (an index range) with the shared sweep `peakConcurrency`, and keeps the result. Exact: an hour's peak
// is always the sweep over the calls of that hour, computed after the last call that counts in it was stored.
import { peakConcurrency } from '@switchboard/shared/operations';
import type { Store } from '../../../db/store';
import { HOUR_MS } from '../records/shapes';
import { prepared } from '../records/statements';
import type { RecordOwner } from '../recent-calls/where';
import { LONGEST_CALL_MS } from './repository';

const DAY_MS = 24 * HOUR_MS;

/**
 * The roll-up (migration 64): `owner_sid` an account's sid, or a service provider's for all its accounts' calls (its
 * row has `owner_sid = service_provider_sid`); `peak` NULL while stale; no row: no call in that hour.
 */
export const CDR_PEAK_HOURS_SQL = `
CREATE TABLE cdr_peak_hours (
  owner_sid TEXT NOT NULL,
  service_provider_sid TEXT,
  hour INTEGER NOT NULL,
  peak INTEGER,
  PRIMARY KEY (owner_sid, hour)
);
CREATE INDEX cdr_peak_hours_sp ON cdr_peak_hours (service_provider_sid, hour, owner_sid, peak);
CREATE INDEX cdr_peak_hours_stale ON cdr_peak_hours (owner_sid, hour) WHERE peak IS NULL;
CREATE TABLE cdr_talk_days (
  account_sid TEXT NOT NULL,
  service_provider_sid TEXT,
  day INTEGER NOT NULL,
  duration INTEGER NOT NULL,
  PRIMARY KEY (account_sid, day)
);
CREATE INDEX cdr_talk_days_sp ON cdr_talk_days (service_provider_sid, day, account_sid, duration);
INSERT INTO cdr_talk_days (account_sid, service_provider_sid, day, duration)
  SELECT account_sid, service_provider_sid, hour / 24, SUM(duration) FROM cdr_status_hours
   GROUP BY account_sid, hour / 24 HAVING SUM(duration) > 0;
`;

const ADD_TALK = `INSERT INTO cdr_talk_days (account_sid, service_provider_sid, day, duration) VALUES (?, ?, ?, ?)
  ON CONFLICT (account_sid, day) DO UPDATE SET duration = duration + excluded.duration`;

const MARK = `INSERT INTO cdr_peak_hours (owner_sid, service_provider_sid, hour, peak) VALUES (?, ?, ?, NULL)
  ON CONFLICT (owner_sid, hour) DO UPDATE SET peak = NULL WHERE peak IS NOT NULL`;

/** What the roll-ups need of a stored call. */
export interface UsageCall {
  account_sid: string;
  service_provider_sid: string | null;
  attempted_at: number;
  terminated_at: number;
  answered: boolean;
  duration: number;
}

/**
 * The hours (numbers since the epoch) a call counts in: those it overlaps, up to the hour LONGEST_CALL_MS after its
 * start — a call is looked for at most that far back before an hour, as the period's query always did. None for a
 * call of no length.
 */
export function hoursCounted(start: number, end: number): [number, number] | null {
  if (end <= start) return null;
  return [
    Math.floor(start / HOUR_MS),
    Math.min(Math.floor((end - 1) / HOUR_MS), Math.floor((start + LONGEST_CALL_MS) / HOUR_MS)),
  ];
}

/**
 * Counts the calls just stored (inside the writer's transaction): their talk time to their day, and their hours
 * marked stale for their account and their provider.
 */
export function countUsage(store: Store, calls: Iterable<UsageCall>): void {
  const marks = new Map<string, [string, string | null, number]>();
  const talk = new Map<string, [string, string | null, number, number]>();
  for (const call of calls) {
    if (call.answered && call.duration) {
      const day = Math.floor(call.attempted_at / DAY_MS);
      const key = `${call.account_sid}|${day}`;
      const sum = talk.get(key);
      if (sum) sum[3] += call.duration;
      else talk.set(key, [call.account_sid, call.service_provider_sid, day, call.duration]);
    }
    const hours = hoursCounted(call.attempted_at, call.terminated_at);
    if (!hours) continue;
    for (let hour = hours[0]; hour <= hours[1]; hour += 1) {
      marks.set(`${call.account_sid}|${hour}`, [call.account_sid, call.service_provider_sid, hour]);
      const sp = call.service_provider_sid;
      if (sp) marks.set(`${sp}|${hour}`, [sp, sp, hour]);
    }
  }
  if (talk.size) {
    const add = prepared(store, ADD_TALK);
    for (const [account, sp, day, duration] of talk.values()) add.run(account, sp, day, duration);
  }
  if (marks.size) {
    const mark = prepared(store, MARK);
    for (const [owner, sp, hour] of marks.values()) mark.run(owner, sp, hour);
  }
}

/** A row of the roll-up. */
interface PeakHourRow {
  owner_sid: string;
  service_provider_sid: string | null;
  hour: number;
  peak: number | null;
}

/** Stale hours are swept at most this many at a time per owner (one index range, its calls in memory). */
const RUN_HOURS = 24;

/**
 * Sweeps the stale `rows` (sorted by owner and hour) and keeps their peaks: per owner, each run of up to RUN_HOURS
 * hours in one read of its calls (an index range), each hour swept over the calls that count in it.
 */
function sweepStale(store: Store, rows: PeakHourRow[]): void {
  const keep = prepared(store, 'UPDATE cdr_peak_hours SET peak = ? WHERE owner_sid = ? AND hour = ?');
  for (let i = 0; i < rows.length;) {
    const { owner_sid: sid, service_provider_sid: sp } = rows[i]!;
    let j = i + 1;
    while (j < rows.length && rows[j]!.owner_sid === sid && rows[j]!.hour < rows[i]!.hour + RUN_HOURS) j += 1;
    const first = rows[i]!.hour;
    const last = rows[j - 1]!.hour;
    const column = sid === sp ? 'service_provider_sid' : 'account_sid';
    const spans = store.all<{ start: number; end: number }>(
      `SELECT attempted_at AS start, terminated_at AS end FROM cdrs
        WHERE ${column} = ? AND attempted_at >= ? AND attempted_at < ? AND terminated_at > ?`,
      sid,
      first * HOUR_MS - LONGEST_CALL_MS,
      (last + 1) * HOUR_MS,
      first * HOUR_MS,
    );
    const byHour = new Map<number, { start: number; end: number }[]>();
    for (const span of spans) {
      const hours = hoursCounted(span.start, span.end);
      if (!hours) continue;
      for (let hour = Math.max(first, hours[0]); hour <= Math.min(last, hours[1]); hour += 1) {
        let list = byHour.get(hour);
        if (!list) byHour.set(hour, (list = []));
        list.push(span);
      }
    }
    for (; i < j; i += 1) {
      const row = rows[i]!;
      row.peak = peakConcurrency(byHour.get(row.hour) ?? [], row.hour * HOUR_MS, (row.hour + 1) * HOUR_MS);
      keep.run(row.peak, sid, row.hour);
    }
  }
}

/**
 * The peaks per owner and hour from `firstHour` to `lastHour` (both included) of an account, or of a service provider
 * and each of its accounts: stale hours swept and kept (one transaction, so no call is stored in between). Hours
 * without a row had no call: 0.
 */
export function peakHours(
  store: Store,
  owner: RecordOwner,
  firstHour: number,
  lastHour: number,
): Map<string, Map<number, number>> {
  return store.transaction(() => {
    const rows = store.all<PeakHourRow>(
      owner.column === 'account_sid'
        ? `SELECT owner_sid, service_provider_sid, hour, peak FROM cdr_peak_hours
            WHERE owner_sid = ? AND hour BETWEEN ? AND ?`
        : `SELECT owner_sid, service_provider_sid, hour, peak FROM cdr_peak_hours
            WHERE service_provider_sid = ? AND hour BETWEEN ? AND ?`,
      owner.sid,
      firstHour,
      lastHour,
    );
    const stale = rows.filter((row) => row.peak === null);
    if (stale.length) {
      stale.sort((a, b) =>
        a.owner_sid < b.owner_sid ? -1 : a.owner_sid > b.owner_sid ? 1 : a.hour - b.hour,
      );
      sweepStale(store, stale);
    }
    const peaks = new Map<string, Map<number, number>>();
    for (const row of rows) {
      let hours = peaks.get(row.owner_sid);
      if (!hours) peaks.set(row.owner_sid, (hours = new Map()));
      hours.set(row.hour, row.peak!);
    }
    return peaks;
  });
}

/**
 * Sweeps every stale hour before `beforeHour` (all by default): what a bulk load of past calls leaves (migration 64,
 * the benchmark's million calls), so that no read pays for it. Returns how many hours it swept.
 */
export function settlePeakHours(store: Store, beforeHour = Number.MAX_SAFE_INTEGER): number {
  return settleSomePeakHours(store, beforeHour, -1);
}

/**
 * Sweeps at most `limit` stale hours (-1: all) before `beforeHour`, the first by owner and hour, in one transaction;
 * returns how many it swept (fewer than `limit`: none was left).
 */
export function settleSomePeakHours(store: Store, beforeHour: number, limit: number): number {
  return store.transaction(() => {
    const stale = store.all<PeakHourRow>(
      `SELECT owner_sid, service_provider_sid, hour, peak FROM cdr_peak_hours
        WHERE peak IS NULL AND hour < ? ORDER BY owner_sid, hour LIMIT ?`,
      beforeHour,
      limit,
    );
    sweepStale(store, stale);
    return stale.length;
  });
}

/** Stale hours swept between two turns of the event loop by `settlePeakHoursInSlices`. */
export const SETTLE_SLICE_HOURS = 200;

/**
 * Sweeps every stale hour before `beforeHour` a slice at a time (SETTLE_SLICE_HOURS, each in its transaction),
 * letting what waits on the event loop (requests) run between slices: the scheduled sweep, which never holds the
 * API for the seconds a bulk load's hours take. Returns how many hours it swept.
 */
export async function settlePeakHoursInSlices(
  store: Store,
  beforeHour: number,
  sliceHours = SETTLE_SLICE_HOURS,
): Promise<number> {
  let swept = 0;
  for (;;) {
    const n = settleSomePeakHours(store, beforeHour, sliceHours);
    swept += n;
    if (n < sliceHours) return swept;
    await new Promise((resolve) => setImmediate(resolve));
  }
}

/**
 * Migration 64: the tables, the talk time per day summed from the call statistics' hours, and every hour the calls
 * already stored count in marked stale and swept. The marks come from the distinct (owner, first hour, last hour) of
 * the calls, so a million calls are some tens of thousands of rows.
 */
export function fillUsageRollups(store: Store): void {
  store.db.exec(CDR_PEAK_HOURS_SQL);
  const spans = store.all<{
    account_sid: string;
    service_provider_sid: string | null;
    first: number;
    last: number;
  }>(
    `SELECT DISTINCT account_sid, service_provider_sid, attempted_at / ${HOUR_MS} AS first,
            MIN((terminated_at - 1) / ${HOUR_MS}, (attempted_at + ${LONGEST_CALL_MS}) / ${HOUR_MS}) AS last
       FROM cdrs WHERE terminated_at > attempted_at`,
  );
  const mark = store.db.prepare(MARK);
  for (const span of spans)
    for (let hour = span.first; hour <= span.last; hour += 1) {
      mark.run(span.account_sid, span.service_provider_sid, hour);
      if (span.service_provider_sid) mark.run(span.service_provider_sid, span.service_provider_sid, hour);
    }
  settlePeakHours(store);
}
