// The queries behind the recent-calls screen: a page of an owner's calls and their total, every matching call (the
// CSV export), calls per hour (the chart) and one call. Totals without filter text come from the hourly counts (plus
// an exact count of the partial hours at the window's edges), so a total over a million calls costs a few hundred
// index reads; the filter text goes through the trigram index (where.ts).
import type { CallsPerHourBucket } from '@switchboard/shared/types';
import { isSid, type RecentCallsFilter, type TimeSeriesWindow } from '@switchboard/shared/validation';
import type { Store } from '../../../db/store';
import { HOUR_MS, callOf, type CdrRow } from '../records/shapes';
import {
  callsWhere,
  countWhere,
  hasRowFilters,
  hourlySum,
  hoursTable,
  outcome,
  type RecordOwner,
} from './where';

const CALL_COLUMNS = 'c.*';

/** With filter text: up to this many matches are fetched in the scan that finds the page (at least a page's worth). */
const MATCHES_AT_ONCE = 1000;

/** The most buckets one chart asks for (31 days of hours). */
const MAX_CHART_HOURS = 31 * 24;

type Span = Pick<TimeSeriesWindow, 'since' | 'until'>;

export class CallRepository {
  constructor(private readonly store: Store) {}

  /** How many calls match: whole hours from the hourly counts, the partial hours at the edges counted exactly. */
  countCalls(owner: RecordOwner, window: Span, filter: RecentCallsFilter): number {
    const { since, until } = window;
    if (hasRowFilters(filter)) return this.exactCount(owner, since, until, filter);
    const firstFull = since === null ? null : Math.ceil(since / HOUR_MS);
    const endFull = until === null ? null : Math.floor(until / HOUR_MS);
    if (firstFull !== null && endFull !== null && endFull <= firstFull)
      return this.exactCount(owner, since, until, filter);
    let total = hourlySum(this.store, owner, firstFull, endFull, filter);
    if (since !== null && firstFull !== null && since < firstFull * HOUR_MS)
      total += this.exactCount(owner, since, firstFull * HOUR_MS, filter);
    if (until !== null && endFull !== null && endFull * HOUR_MS < until)
      total += this.exactCount(owner, endFull * HOUR_MS, until, filter);
    return total;
  }

  /**
   * One page of calls, newest first: the page's ids from the owner's index (the rows skipped by the offset are
   * never read from the table), then their rows.
   */
  listCalls(owner: RecordOwner, window: TimeSeriesWindow, filter: RecentCallsFilter) {
    const where = callsWhere(this.store, owner, window.since, window.until, filter);
    const ids = this.store
      .all<{ id: number }>(
        `SELECT c.cdr_id AS id FROM cdrs c WHERE ${where.sql} ORDER BY c.attempted_at DESC LIMIT ? OFFSET ?`,
        ...where.params,
        window.count,
        (window.page - 1) * window.count,
      )
      .map((r) => r.id);
    return this.callsOfIds(ids).map(callOf);
  }

  /**
   * A page of calls and the total. Without filter text the total comes from the hourly counts. With filter text
   * (found as textRoute decides) one scan fetches the newest matches' ids up to the page's end or MATCHES_AT_ONCE:
   * when that is all of them, it is the total too; otherwise the matches are counted.
   */
  pageOfCalls(owner: RecordOwner, window: TimeSeriesWindow, filter: RecentCallsFilter) {
    if (!filter.filter?.trim()) {
      return { total: this.countCalls(owner, window, filter), data: this.listCalls(owner, window, filter) };
    }
    const where = callsWhere(this.store, owner, window.since, window.until, filter);
    // through the trigram index the candidates drive the query: every match at once (a LIMIT would have the planner
    // walk the owner's index in time order instead)
    const limit = where.via === 'owner-index' ? Math.max(window.page * window.count, MATCHES_AT_ONCE) : -1;
    const ids = this.store
      .all<{ id: number }>(
        `SELECT c.cdr_id AS id FROM cdrs c WHERE ${where.sql} ORDER BY c.attempted_at DESC${limit > 0 ? ' LIMIT ?' : ''}`,
        ...where.params,
        ...(limit > 0 ? [limit] : []),
      )
      .map((r) => r.id);
    // the count takes the same route as the page (the route is chosen once)
    const total = limit < 0 || ids.length < limit ? ids.length : countWhere(this.store, where);
    const pageIds = ids.slice((window.page - 1) * window.count, window.page * window.count);
    return { total, data: this.callsOfIds(pageIds).map(callOf) };
  }

  /** Every matching call, newest first, in batches (a keyset walk: constant memory, stable while calls arrive). */
  *eachCall(owner: RecordOwner, window: Span, filter: RecentCallsFilter, batch = 2000): Generator<CdrRow[]> {
    let until = window.until;
    for (;;) {
      const where = callsWhere(this.store, owner, window.since, until, filter);
      const rows = this.store.all<CdrRow>(
        `SELECT ${CALL_COLUMNS} FROM cdrs c WHERE ${where.sql} ORDER BY c.attempted_at DESC LIMIT ?`,
        ...where.params,
        batch,
      );
      if (rows.length < batch) {
        if (rows.length) yield rows;
        return;
      }
      const last = rows[rows.length - 1].attempted_at;
      const before = rows.filter((r) => r.attempted_at > last);
      if (before.length) yield before;
      // every call at that very millisecond, then carry on below it
      const tie = callsWhere(this.store, owner, last, last + 1, filter);
      yield this.store.all<CdrRow>(
        `SELECT ${CALL_COLUMNS} FROM cdrs c WHERE ${tie.sql} ORDER BY c.cdr_id DESC`,
        ...tie.params,
      );
      until = last;
    }
  }

  /** Calls per hour (answered / not answered) in the window; hours without calls are zeros. */
  callsPerHour(
    owner: RecordOwner,
    window: Span,
    filter: RecentCallsFilter,
    now: number,
  ): CallsPerHourBucket[] {
    const until = window.until ?? now + 1;
    let since = window.since;
    if (since === null) {
      const first = this.store.get<{ h: number | null }>(
        `SELECT MIN(hour) AS h FROM ${hoursTable(owner)} WHERE ${owner.column} = ?`,
        owner.sid,
      )!.h;
      since = first === null ? until - HOUR_MS : first * HOUR_MS;
    }
    const lastHour = Math.floor((until - 1) / HOUR_MS);
    const firstHour = Math.max(Math.floor(since / HOUR_MS), lastHour - MAX_CHART_HOURS + 1);
    const from = Math.max(since, firstHour * HOUR_MS);
    const counts = new Map<number, { answered: number; not_answered: number }>();
    const add = (hour: number, answered: number, n: number) => {
      const bucket = counts.get(hour) ?? { answered: 0, not_answered: 0 };
      if (answered) bucket.answered += n;
      else bucket.not_answered += n;
      counts.set(hour, bucket);
    };
    const exact = (lo: number, hi: number) => {
      const where = callsWhere(this.store, owner, lo, hi, filter);
      for (const r of this.store.all<{ h: number; a: number; n: number }>(
        `SELECT c.attempted_at / ${HOUR_MS} AS h, c.answered AS a, COUNT(*) AS n FROM cdrs c WHERE ${where.sql} GROUP BY h, a`,
        ...where.params,
      ))
        add(r.h, r.a, r.n);
    };
    const firstFull = Math.ceil(from / HOUR_MS);
    const endFull = Math.floor(until / HOUR_MS);
    if (hasRowFilters(filter) || endFull <= firstFull) {
      exact(from, until);
    } else {
      if (from < firstFull * HOUR_MS) exact(from, firstFull * HOUR_MS);
      if (endFull * HOUR_MS < until) exact(endFull * HOUR_MS, until);
      const parts = [`${owner.column} = ?`, 'hour >= ?', 'hour < ?'];
      const params: unknown[] = [owner.sid, firstFull, endFull];
      const narrowed = outcome(filter);
      if (narrowed.sql) {
        parts.push(narrowed.sql);
        params.push(...narrowed.params);
      }
      for (const r of this.store.all<{ hour: number; answered: number; n: number }>(
        `SELECT hour, answered, SUM(calls) AS n FROM ${hoursTable(owner)} WHERE ${parts.join(' AND ')} GROUP BY hour, answered`,
        ...params,
      ))
        add(r.hour, r.answered, r.n);
    }
    const buckets: CallsPerHourBucket[] = [];
    for (let hour = firstHour; hour <= lastHour; hour += 1) {
      const c = counts.get(hour);
      buckets.push({
        hour: new Date(hour * HOUR_MS).toISOString(),
        answered: c?.answered ?? 0,
        not_answered: c?.not_answered ?? 0,
      });
    }
    return buckets;
  }

  /** The owner's call a sid names: undefined for a malformed sid or another owner's call (alike to a caller: 404). */
  ownerCall(owner: RecordOwner, callSid: string): CdrRow | undefined {
    const sid = callSid.toLowerCase();
    if (!isSid(sid)) return undefined;
    const call = this.store.get<CdrRow>('SELECT * FROM cdrs WHERE call_sid = ?', sid);
    return call && call[owner.column] === owner.sid ? call : undefined;
  }

  /** A deleted recording is no longer the call's. */
  forgetRecording(callSid: string, accountSid: string): void {
    this.store.run(
      'UPDATE cdrs SET recording_url = NULL WHERE call_sid = ? AND account_sid = ?',
      callSid,
      accountSid,
    );
  }

  private exactCount(
    owner: RecordOwner,
    since: number | null,
    until: number | null,
    filter: RecentCallsFilter,
  ) {
    return countWhere(this.store, callsWhere(this.store, owner, since, until, filter));
  }

  /** The calls of the ids, in the ids' order. */
  private callsOfIds(ids: readonly number[]): CdrRow[] {
    if (!ids.length) return [];
    const byId = new Map(
      this.store
        .all<CdrRow>(`SELECT * FROM cdrs WHERE cdr_id IN (${ids.map(() => '?').join(',')})`, ...ids)
        .map((r) => [r.cdr_id, r]),
    );
    return ids.map((id) => byId.get(id)).filter((r): r is CdrRow => r !== undefined);
  }
}
