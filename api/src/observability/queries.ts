// The queries behind the recent-calls and alerts screens. Each is narrowed to one owner (an account, or a service
// provider's accounts) and a time window, newest first. Totals without filter text come from the hourly counts
// (plus an exact count of the partial hours at the window's edges), so a total over a million calls costs a few
// hundred index reads; the filter text (a number fragment or a call sid) goes through the trigram index.
import type { CallsPerHourBucket } from '@switchboard/shared/types';
import type { RecentCallsFilter, TimeSeriesWindow } from '@switchboard/shared/validation';
import type { Store } from '../db/store';
import { rareTrigrams } from './trigrams';
import { HOUR_MS, alertOf, callOf, type AlertRow, type CdrRow } from './records';

export interface Owner {
  column: 'account_sid' | 'service_provider_sid';
  sid: string;
}

interface Where {
  sql: string;
  params: unknown[];
}

/** direction = ? and answered = ? when the filter narrows them (columns of cdrs and cdr_hours alike). */
function outcome(filter: RecentCallsFilter, alias = ''): Where {
  const parts: string[] = [];
  const params: unknown[] = [];
  if (filter.direction) {
    parts.push(`${alias}direction = ?`);
    params.push(filter.direction);
  }
  if (filter.answered) {
    parts.push(`${alias}answered = ?`);
    params.push(filter.answered === 'true' ? 1 : 0);
  }
  return { sql: parts.join(' AND '), params };
}

const likeOf = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Relative costs, per item, of the two ways to find filter text: measured on 1,000,000 calls (see bench). */
const COST = { indexEntry: 1, candidate: 40, ownerRow: 3.5 };

/** The owner's calls in [since, until), from the hourly counts (whole hours around the window: an upper bound). */
function ownerCallsAbout(store: Store, owner: Owner, since: number | null, until: number | null): number {
  return hourlySum(
    store,
    owner,
    since === null ? null : Math.floor(since / HOUR_MS),
    until === null ? null : Math.ceil(until / HOUR_MS),
    {},
  );
}

/**
 * How the filter text is found. The owner's index (an account's or a service provider's) carries the numbers, so
 * digits (or text too short for trigrams) can be checked there: bounded by the owner's calls in the window. Or the
 * trigram index yields candidates from the text's rarest trigrams (a call sid's are all rare; a number's may be
 * common to the whole platform: see trigrams.ts). Digits take whichever is estimated cheaper.
 */
export function textRoute(
  store: Store,
  owner: Owner,
  since: number | null,
  until: number | null,
  text: string,
): { via: 'owner-index' } | { via: 'trigrams'; query: string } {
  if (text.length < 3) return { via: 'owner-index' };
  const lookup = rareTrigrams(store, text);
  if (/^[+\d]+$/.test(text)) {
    const viaTrigrams = lookup.entries * COST.indexEntry + lookup.candidates * COST.candidate;
    if (ownerCallsAbout(store, owner, since, until) * COST.ownerRow <= viaTrigrams)
      return { via: 'owner-index' };
  }
  return { via: 'trigrams', query: lookup.query };
}

interface CallsWhere extends Where {
  /** how the filter text is found (null without filter text) */
  via: 'owner-index' | 'trigrams' | null;
}

/** WHERE of the calls of `owner` in [since, until) with the screen's filters. */
function callsWhere(
  store: Store,
  owner: Owner,
  since: number | null,
  until: number | null,
  filter: RecentCallsFilter,
): CallsWhere {
  const parts = [`c.${owner.column} = ?`];
  const params: unknown[] = [owner.sid];
  if (since !== null) {
    parts.push('c.attempted_at >= ?');
    params.push(since);
  }
  if (until !== null) {
    parts.push('c.attempted_at < ?');
    params.push(until);
  }
  const narrowed = outcome(filter, 'c.');
  if (narrowed.sql) {
    parts.push(narrowed.sql);
    params.push(...narrowed.params);
  }
  if (filter.trunk) {
    parts.push('c.trunk = ?');
    params.push(filter.trunk);
  }
  const text = filter.filter?.trim();
  if (!text) return { sql: parts.join(' AND '), params, via: null };
  const route = textRoute(store, owner, since, until, text);
  if (route.via === 'owner-index') {
    // the owner's calls in the window are read from its index alone: `numbers` is lower(from) \n lower(to), so
    // instr() of the lower-cased text is the LIKE '%text%' of either number (ASCII case folded, as LIKE does);
    // the call sid (never digits alone; short text may be one) is looked up once
    parts.push(`(instr(c.numbers, lower(?)) > 0 OR c.cdr_id = (SELECT cdr_id FROM cdrs WHERE call_sid = ?))`);
    params.push(text, text.toLowerCase());
    return { sql: parts.join(' AND '), params, via: route.via };
  }
  // candidates from the trigram index (or the call sid), then the exact substring test; the candidates drive the
  // query: + keeps the planner off the owner's index (with the numbers in it, walking the owner's window looks
  // cheap to it, but tests each of its calls against the candidates)
  parts[0] = `+${parts[0]}`;
  parts.push(
    `c.cdr_id IN (SELECT rowid FROM cdr_numbers WHERE cdr_numbers MATCH ? UNION ALL SELECT cdr_id FROM cdrs WHERE call_sid = ?)`,
  );
  params.push(route.query, text.toLowerCase());
  const like = likeOf(text);
  parts.push(`(c.call_sid = ? OR c.from_number LIKE ? ESCAPE '\\' OR c.to_number LIKE ? ESCAPE '\\')`);
  params.push(text.toLowerCase(), like, like);
  return { sql: parts.join(' AND '), params, via: route.via };
}

const hasRowFilters = (filter: RecentCallsFilter) => Boolean(filter.filter?.trim() || filter.trunk);

function exactCount(
  store: Store,
  owner: Owner,
  since: number | null,
  until: number | null,
  filter: RecentCallsFilter,
) {
  return countWhere(store, callsWhere(store, owner, since, until, filter));
}

const countWhere = (store: Store, where: Where) =>
  store.get<{ n: number }>(`SELECT COUNT(*) AS n FROM cdrs c WHERE ${where.sql}`, ...where.params)!.n;

/** The hourly-count table of an owner: per account, or per service provider. */
const hoursTable = (owner: Owner) => (owner.column === 'account_sid' ? 'cdr_hours' : 'cdr_sp_hours');

function hourlySum(
  store: Store,
  owner: Owner,
  fromHour: number | null,
  toHour: number | null,
  filter: RecentCallsFilter,
) {
  const parts = [`${owner.column} = ?`];
  const params: unknown[] = [owner.sid];
  if (fromHour !== null) {
    parts.push('hour >= ?');
    params.push(fromHour);
  }
  if (toHour !== null) {
    parts.push('hour < ?');
    params.push(toHour);
  }
  const narrowed = outcome(filter);
  if (narrowed.sql) {
    parts.push(narrowed.sql);
    params.push(...narrowed.params);
  }
  return (
    store.get<{ n: number | null }>(
      `SELECT SUM(calls) AS n FROM ${hoursTable(owner)} WHERE ${parts.join(' AND ')}`,
      ...params,
    )!.n ?? 0
  );
}

/** How many calls match: whole hours from the hourly counts, the partial hours at the edges counted exactly. */
export function countCalls(
  store: Store,
  owner: Owner,
  window: Pick<TimeSeriesWindow, 'since' | 'until'>,
  filter: RecentCallsFilter,
): number {
  const { since, until } = window;
  if (hasRowFilters(filter)) return exactCount(store, owner, since, until, filter);
  const firstFull = since === null ? null : Math.ceil(since / HOUR_MS);
  const endFull = until === null ? null : Math.floor(until / HOUR_MS);
  if (firstFull !== null && endFull !== null && endFull <= firstFull)
    return exactCount(store, owner, since, until, filter);
  let total = hourlySum(store, owner, firstFull, endFull, filter);
  if (since !== null && firstFull !== null && since < firstFull * HOUR_MS)
    total += exactCount(store, owner, since, firstFull * HOUR_MS, filter);
  if (until !== null && endFull !== null && endFull * HOUR_MS < until)
    total += exactCount(store, owner, endFull * HOUR_MS, until, filter);
  return total;
}

const CALL_COLUMNS = 'c.*';

/** The calls of the ids, in the ids' order. */
function callsOfIds(store: Store, ids: readonly number[]): CdrRow[] {
  if (!ids.length) return [];
  const byId = new Map(
    store
      .all<CdrRow>(`SELECT * FROM cdrs WHERE cdr_id IN (${ids.map(() => '?').join(',')})`, ...ids)
      .map((r) => [r.cdr_id, r]),
  );
  return ids.map((id) => byId.get(id)).filter((r): r is CdrRow => r !== undefined);
}

/**
 * One page of calls, newest first: the page's ids from the owner's index (the rows skipped by the offset are
 * never read from the table), then their rows.
 */
export function listCalls(store: Store, owner: Owner, window: TimeSeriesWindow, filter: RecentCallsFilter) {
  const where = callsWhere(store, owner, window.since, window.until, filter);
  const ids = store
    .all<{ id: number }>(
      `SELECT c.cdr_id AS id FROM cdrs c WHERE ${where.sql} ORDER BY c.attempted_at DESC LIMIT ? OFFSET ?`,
      ...where.params,
      window.count,
      (window.page - 1) * window.count,
    )
    .map((r) => r.id);
  return callsOfIds(store, ids).map(callOf);
}

/** With filter text: up to this many matches are fetched in the scan that finds the page (at least a page's worth). */
const MATCHES_AT_ONCE = 1000;

/**
 * A page of calls and the total. Without filter text the total comes from the hourly counts. With filter text (found
 * as textRoute decides) one scan fetches the newest matches' ids up to the page's end or MATCHES_AT_ONCE: when that
 * is all of them, it is the total too; otherwise the matches are counted.
 */
export function pageOfCalls(store: Store, owner: Owner, window: TimeSeriesWindow, filter: RecentCallsFilter) {
  if (!filter.filter?.trim()) {
    return { total: countCalls(store, owner, window, filter), data: listCalls(store, owner, window, filter) };
  }
  const where = callsWhere(store, owner, window.since, window.until, filter);
  // through the trigram index the candidates drive the query: every match at once (a LIMIT would have the planner
  // walk the owner's index in time order instead)
  const limit = where.via === 'owner-index' ? Math.max(window.page * window.count, MATCHES_AT_ONCE) : -1;
  const ids = store
    .all<{ id: number }>(
      `SELECT c.cdr_id AS id FROM cdrs c WHERE ${where.sql} ORDER BY c.attempted_at DESC${limit > 0 ? ' LIMIT ?' : ''}`,
      ...where.params,
      ...(limit > 0 ? [limit] : []),
    )
    .map((r) => r.id);
  // the count takes the same route as the page (the route is chosen once)
  const total = limit < 0 || ids.length < limit ? ids.length : countWhere(store, where);
  const pageIds = ids.slice((window.page - 1) * window.count, window.page * window.count);
  return { total, data: callsOfIds(store, pageIds).map(callOf) };
}

/** Every matching call, newest first, in batches (a keyset walk: constant memory, stable while calls arrive). */
export function* eachCall(
  store: Store,
  owner: Owner,
  window: Pick<TimeSeriesWindow, 'since' | 'until'>,
  filter: RecentCallsFilter,
  batch = 2000,
): Generator<CdrRow[]> {
  let until = window.until;
  for (;;) {
    const where = callsWhere(store, owner, window.since, until, filter);
    const rows = store.all<CdrRow>(
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
    const tie = callsWhere(store, owner, last, last + 1, filter);
    yield store.all<CdrRow>(
      `SELECT ${CALL_COLUMNS} FROM cdrs c WHERE ${tie.sql} ORDER BY c.cdr_id DESC`,
      ...tie.params,
    );
    until = last;
  }
}

/** The most buckets one chart asks for (31 days of hours). */
export const MAX_CHART_HOURS = 31 * 24;

/** Calls per hour (answered / not answered) in the window; hours without calls are zeros. */
export function callsPerHour(
  store: Store,
  owner: Owner,
  window: Pick<TimeSeriesWindow, 'since' | 'until'>,
  filter: RecentCallsFilter,
  now: number,
): CallsPerHourBucket[] {
  const until = window.until ?? now + 1;
  let since = window.since;
  if (since === null) {
    const first = store.get<{ h: number | null }>(
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
    const where = callsWhere(store, owner, lo, hi, filter);
    for (const r of store.all<{ h: number; a: number; n: number }>(
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
    for (const r of store.all<{ hour: number; answered: number; n: number }>(
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

/** The call a sid names, within an owner (null when it is not theirs or does not exist). */
export function findCall(store: Store, callSid: string): CdrRow | undefined {
  return store.get<CdrRow>('SELECT * FROM cdrs WHERE call_sid = ?', callSid);
}

export function findCallBySipCallId(store: Store, sipCallId: string): CdrRow | undefined {
  return store.get<CdrRow>(
    'SELECT * FROM cdrs WHERE sip_callid = ? ORDER BY attempted_at DESC LIMIT 1',
    sipCallId,
  );
}

export interface AlertsFilter {
  alert_type?: string;
}

function alertsWhere(
  owner: Owner,
  window: Pick<TimeSeriesWindow, 'since' | 'until'>,
  filter: AlertsFilter,
): Where {
  const parts = [`${owner.column} = ?`];
  const params: unknown[] = [owner.sid];
  if (window.since !== null) {
    parts.push('time >= ?');
    params.push(window.since);
  }
  if (window.until !== null) {
    parts.push('time < ?');
    params.push(window.until);
  }
  if (filter.alert_type) {
    parts.push('alert_type = ?');
    params.push(filter.alert_type);
  }
  return { sql: parts.join(' AND '), params };
}

export function listAlerts(store: Store, owner: Owner, window: TimeSeriesWindow, filter: AlertsFilter) {
  const where = alertsWhere(owner, window, filter);
  const total = store.get<{ n: number }>(
    `SELECT COUNT(*) AS n FROM alerts WHERE ${where.sql}`,
    ...where.params,
  )!.n;
  const rows = store.all<AlertRow>(
    `SELECT * FROM alerts WHERE ${where.sql} ORDER BY time DESC LIMIT ? OFFSET ?`,
    ...where.params,
    window.count,
    (window.page - 1) * window.count,
  );
  return { total, data: rows.map(alertOf) };
}
