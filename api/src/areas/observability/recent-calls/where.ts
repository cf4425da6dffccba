// The WHERE of the recent-calls queries: the calls of one owner (an account, or a service provider's accounts) in a
// time window with the screen's filters, and the hourly counts that stand in for counting whole hours of calls. The
// filter text (a number fragment or a call sid) is found through the owner's index or the trigram index, whichever
// is cheaper (textRoute).
import type { RecentCallsFilter } from '@switchboard/shared/validation';
import type { Store } from '../../../db/store';
import { HOUR_MS } from '../records/shapes';
import { rareTrigrams } from './trigrams';

/** Whose calls: an account's, or a service provider's accounts'. */
export interface RecordOwner {
  column: 'account_sid' | 'service_provider_sid';
  sid: string;
}

export interface Where {
  sql: string;
  params: unknown[];
}

/** direction = ? and answered = ? when the filter narrows them (columns of cdrs and cdr_hours alike). */
export function outcome(filter: RecentCallsFilter, alias = ''): Where {
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
function ownerCallsAbout(
  store: Store,
  owner: RecordOwner,
  since: number | null,
  until: number | null,
): number {
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
  owner: RecordOwner,
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

export interface CallsWhere extends Where {
  /** how the filter text is found (null without filter text) */
  via: 'owner-index' | 'trigrams' | null;
}

/** WHERE of the calls of `owner` in [since, until) with the screen's filters. */
export function callsWhere(
  store: Store,
  owner: RecordOwner,
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

export const hasRowFilters = (filter: RecentCallsFilter) => Boolean(filter.filter?.trim() || filter.trunk);

export const countWhere = (store: Store, where: Where) =>
  store.get<{ n: number }>(`SELECT COUNT(*) AS n FROM cdrs c WHERE ${where.sql}`, ...where.params)!.n;

/** The hourly-count table of an owner: per account, or per service provider. */
export const hoursTable = (owner: RecordOwner) =>
  owner.column === 'account_sid' ? 'cdr_hours' : 'cdr_sp_hours';

export function hourlySum(
  store: Store,
  owner: RecordOwner,
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
