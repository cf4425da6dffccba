// Phone numbers: all their SQL — the lists (fast at 100,000 numbers: counts per account and carrier for the totals,
// a trigram index for the filter, the indexes by account and by service provider for the paging order), one number
// with its account's service provider, the writes, and the platform-wide uniqueness of a number.
import type { PhoneNumber } from '@switchboard/shared/types';
import type { Store } from '../../../db/store';
import type { RowSource } from '../../../http/paging';

/** One narrowing of the numbers a request sees (they apply in order). */
export type NumberCondition =
  | { kind: 'account'; sid: string }
  /** the numbers of a service provider's accounts */
  | { kind: 'service_provider'; sid: string }
  | { kind: 'carrier'; sid: string };

export interface NumberScope {
  conditions: NumberCondition[];
  /** One account's numbers (its index narrows them to a few thousand at most): a filter reads them directly. */
  oneAccount: boolean;
}

/** A filter text and its LIKE pattern (null: no filter). */
export interface NumberSearch {
  term: string;
  pattern: string | null;
}

/**
 * The scope as SQL, written once for two tables with the same two columns: the numbers (alias `pn`) and their counts
 * per account and carrier (alias `c`, migration 12), so an unfiltered total is a sum of a few rows. A service
 * provider's numbers are found on the numbers by their service provider column (kept from the account by migration
 * 13's triggers; its index pages them in number order), on the counts by account.
 */
export function scopeSql(scope: NumberScope, alias: string): { sql: string[]; params: unknown[] } {
  const sql = scope.conditions.map((condition) => {
    if (condition.kind === 'account') return `${alias}.account_sid = ?`;
    if (condition.kind === 'carrier') return `${alias}.voip_carrier_sid = ?`;
    return alias === 'pn'
      ? 'pn.service_provider_sid = ? AND pn.account_sid IS NOT NULL'
      : `${alias}.account_sid IN (SELECT account_sid FROM accounts WHERE service_provider_sid = ?)`;
  });
  return { sql, params: scope.conditions.map((condition) => condition.sid) };
}

/** The filter's rows: a trigram search for 3+ characters, otherwise a LIKE on the number and the description. */
export function searchSql(
  search: NumberSearch,
): { sql: string; params: unknown[]; like: { sql: string; params: unknown[] } } | null {
  const { term, pattern } = search;
  if (!pattern) return null;
  const like = {
    sql: "(pn.number LIKE ? ESCAPE '\\' OR pn.description LIKE ? ESCAPE '\\')",
    params: [pattern, pattern],
  };
  if ([...term].length < 3) return { ...like, like };
  const phrase = `"${term.replace(/"/g, '""')}"`;
  return {
    sql: 'pn.rowid IN (SELECT rowid FROM phone_numbers_search WHERE phone_numbers_search MATCH ?)',
    params: [phrase],
    like,
  };
}

/** A stored row as the API returns it (no `description` key when there is none, like the real server's rows). */
function numberFromRow(row: Record<string, unknown>): PhoneNumber {
  if (row.description === null || row.description === undefined) delete row.description;
  return row as unknown as PhoneNumber;
}

/** Above this many matches, walking the number index in order beats sorting them. */
const SORT_MATCHES_LIMIT = 2000;

/** A number with its account's service provider (who may see it). */
export interface NumberRow extends PhoneNumber {
  account_sp: string | null;
}

export class NumberRepository {
  constructor(private readonly store: Store) {}

  /** The numbers of `scope` in number order, those matching `search` when given. */
  list(scope: NumberScope, search: NumberSearch): RowSource<PhoneNumber> {
    const found = searchSql(search);
    // within one account, its index and a LIKE beat the trigram search and a lookup of each match
    const filter = found && scope.oneAccount ? found.like : found;
    const narrowed = scopeSql(scope, 'pn');
    const where = (extra: string[]) => {
      const all = [...narrowed.sql, ...extra];
      return all.length ? `WHERE ${all.join(' AND ')}` : '';
    };
    const rows = (extra: string[], params: unknown[], limit?: { limit: number; offset: number }) =>
      this.store
        .all<Record<string, unknown>>(
          `SELECT pn.* FROM phone_numbers pn ${where(extra)} ORDER BY pn.number${limit ? ' LIMIT ? OFFSET ?' : ''}`,
          ...narrowed.params,
          ...params,
          ...(limit ? [limit.limit, limit.offset] : []),
        )
        .map(numberFromRow);
    if (!filter) {
      const counts = scopeSql(scope, 'c');
      return {
        all: () => rows([], []),
        count: () =>
          this.store.get<{ n: number | null }>(
            `SELECT SUM(n) AS n FROM phone_number_counts c ${counts.sql.length ? `WHERE ${counts.sql.join(' AND ')}` : ''}`,
            ...counts.params,
          )?.n ?? 0,
        page: (limit, offset) => rows([], [], { limit, offset }),
      };
    }
    const like = found!.like;
    return {
      all: () => rows([filter.sql], filter.params),
      count: () =>
        this.store.get<{ n: number }>(
          `SELECT COUNT(*) AS n FROM phone_numbers pn ${where([filter.sql])}`,
          ...narrowed.params,
          ...filter.params,
        )?.n ?? 0,
      // few matches: fetch and sort them; many: walk the number index in order and stop after the page
      page: (limit, offset, total) =>
        total <= SORT_MATCHES_LIMIT
          ? rows([filter.sql], filter.params, { limit, offset })
          : rows([like.sql], like.params, { limit, offset }),
    };
  }

  find(sid: string): NumberRow | undefined {
    return this.store.get<NumberRow>(
      `SELECT pn.*, acc.service_provider_sid AS account_sp FROM phone_numbers pn
         LEFT JOIN accounts acc ON acc.account_sid = pn.account_sid WHERE pn.phone_number_sid = ?`,
      sid,
    );
  }

  /** The same number anywhere on the platform (numbers route inbound calls, so each exists once). */
  inUse(number: string, exceptSid: string | null = null): boolean {
    return Boolean(
      this.store.get(
        'SELECT 1 FROM phone_numbers WHERE number = ? AND phone_number_sid IS NOT ? LIMIT 1',
        number,
        exceptSid,
      ),
    );
  }

  insert(row: Record<string, unknown>): void {
    this.store.insert('phone_numbers', row);
  }

  update(sid: string, changes: Record<string, unknown>): void {
    this.store.update('phone_numbers', 'phone_number_sid', sid, changes);
  }

  remove(sid: string): void {
    this.store.run('DELETE FROM phone_numbers WHERE phone_number_sid = ?', sid);
  }
}
