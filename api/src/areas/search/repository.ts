// The SQL of the global search: per kind, a few dozen candidates found through an index (a call's sid or SIP
// Call-ID by its unique/plain index, a number or an application name by its trigram index, names of the small
// tables by a LIKE over the owner's rows), narrowed to what the caller may see. The ranking is the portal's
// (rankSearchMatches), so the API and a client-side fallback order alike.
import { bestMatches, type SearchCandidate } from '@switchboard/shared/search';
import type { SearchGroup } from '@switchboard/shared/types';
import type { Store } from '../../db/store';

/** Whose things: everything (an admin), a service provider's (and its accounts'), or one account's. */
export type SearchScope =
  { kind: 'all' } | { kind: 'service_provider'; sid: string } | { kind: 'account'; sid: string };

/** Candidates read per kind before ranking (SEARCH_ITEMS_PER_KIND of them are answered). */
const CANDIDATES = 50;

type Found = SearchCandidate;

type Searcher = (store: Store, q: string, scope: SearchScope) => Found[];

/** The owner condition of a table with account_sid / service_provider_sid columns (alias `t`). */
function owned(scope: SearchScope, hasServiceProvider = true): { sql: string; params: unknown[] } {
  if (scope.kind === 'all') return { sql: '1 = 1', params: [] };
  if (scope.kind === 'account') return { sql: 't.account_sid = ?', params: [scope.sid] };
  const accounts = 't.account_sid IN (SELECT account_sid FROM accounts WHERE service_provider_sid = ?)';
  return hasServiceProvider
    ? { sql: `(t.service_provider_sid = ? OR ${accounts})`, params: [scope.sid, scope.sid] }
    : { sql: accounts, params: [scope.sid] };
}

const likeOf = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
/** An FTS5 trigram query for the text as one phrase (a substring), or null when it is too short for trigrams. */
const phraseOf = (text: string) => ([...text].length >= 3 ? `"${text.replace(/"/g, '""')}"` : null);
/** The end of a prefix range over an index: every text that starts with `prefix` sorts below it. */
const afterPrefix = (prefix: string) => `${prefix}\uffff`;

function callDetail(row: { from_number: string; to_number: string; attempted_at: number }): string {
  return `${row.from_number} → ${row.to_number}, ${new Date(row.attempted_at).toISOString().replace('T', ' ').slice(0, 19)} UTC`;
}

const searchers: Record<string, Searcher> = {
  // A call by its sid or SIP Call-ID (whole or its start: both indexed), six characters or more.
  calls(store, q, scope) {
    if (q.length < 6) return [];
    const where = owned(scope);
    const columns = 't.call_sid, t.sip_callid, t.from_number, t.to_number, t.attempted_at';
    const rows = store.all<{
      call_sid: string;
      sip_callid: string;
      from_number: string;
      to_number: string;
      attempted_at: number;
    }>(
      // INDEXED BY: the planner would otherwise walk the owner's (time) index over all of an account's calls
      `SELECT * FROM (SELECT ${columns} FROM cdrs t INDEXED BY cdrs_call_sid
         WHERE t.call_sid >= ? AND t.call_sid < ? AND ${where.sql} LIMIT ${CANDIDATES})
       UNION
       SELECT * FROM (SELECT ${columns} FROM cdrs t INDEXED BY cdrs_sip_callid
         WHERE t.sip_callid >= ? AND t.sip_callid < ? AND ${where.sql} LIMIT ${CANDIDATES})`,
      q.toLowerCase(),
      afterPrefix(q.toLowerCase()),
      ...where.params,
      q,
      afterPrefix(q),
      ...where.params,
    );
    return rows
      .filter((row) => row.call_sid)
      .map((row) => ({
        sid: row.call_sid,
        label: row.call_sid,
        detail: callDetail(row),
        texts: [row.call_sid, row.sip_callid],
      }));
  },

  // A phone number by any part of it (spaces, dashes and brackets typed are ignored), or its description.
  'phone-numbers'(store, q, scope) {
    const digits = /^[+\d\s().-]+$/.test(q) ? q.replace(/[\s().-]/g, '') : q;
    const phrase = phraseOf(digits);
    if (!phrase) return [];
    const where = owned(scope);
    return store
      .all<{ phone_number_sid: string; number: string; description: string | null }>(
        // CROSS JOIN keeps the trigram index outermost: the planner may otherwise walk the owner's numbers and run
        // the full-text query once for each (2 s for an account on 100,000 numbers, measured)
        `SELECT t.phone_number_sid, t.number, t.description FROM phone_numbers_search s
         CROSS JOIN phone_numbers t ON t.rowid = s.rowid
         WHERE phone_numbers_search MATCH ? AND ${where.sql} LIMIT ${CANDIDATES}`,
        phrase,
        ...where.params,
      )
      .map((row) => ({
        sid: row.phone_number_sid,
        label: row.number,
        detail: row.description || null,
        texts: [row.number, digits === q ? null : row.number.replace(/^(?!\+)/, ''), row.description],
      }));
  },

  accounts(store, q, scope) {
    const where =
      scope.kind === 'all'
        ? { sql: '1 = 1', params: [] }
        : scope.kind === 'account'
          ? { sql: 't.account_sid = ?', params: [scope.sid] }
          : { sql: 't.service_provider_sid = ?', params: [scope.sid] };
    return store
      .all<{ account_sid: string; name: string }>(
        `SELECT t.account_sid, t.name FROM accounts t WHERE t.name LIKE ? ESCAPE '\\' AND ${where.sql} LIMIT ${CANDIDATES}`,
        likeOf(q),
        ...where.params,
      )
      .map((row) => ({ sid: row.account_sid, label: row.name, detail: null, texts: [row.name] }));
  },

  // Application names through their trigram index (three characters or more), shorter text by a LIKE.
  applications(store, q, scope) {
    const where = owned(scope);
    const phrase = phraseOf(q);
    const rows = phrase
      ? store.all<{ application_sid: string; name: string }>(
          `SELECT t.application_sid, t.name FROM applications_search s CROSS JOIN applications t ON t.rowid = s.rowid
           WHERE applications_search MATCH ? AND ${where.sql} LIMIT ${CANDIDATES}`,
          phrase,
          ...where.params,
        )
      : store.all<{ application_sid: string; name: string }>(
          `SELECT t.application_sid, t.name FROM applications t WHERE t.name LIKE ? ESCAPE '\\' AND ${where.sql} LIMIT ${CANDIDATES}`,
          likeOf(q),
          ...where.params,
        );
    return rows.map((row) => ({
      sid: row.application_sid,
      label: row.name,
      detail: null,
      texts: [row.name],
    }));
  },

  carriers(store, q, scope) {
    const where = owned(scope);
    return store
      .all<{ voip_carrier_sid: string; name: string; description: string | null }>(
        `SELECT t.voip_carrier_sid, t.name, t.description FROM voip_carriers t
         WHERE t.name LIKE ? ESCAPE '\\' AND ${where.sql} LIMIT ${CANDIDATES}`,
        likeOf(q),
        ...where.params,
      )
      .map((row) => ({
        sid: row.voip_carrier_sid,
        label: row.name,
        detail: row.description || null,
        texts: [row.name],
      }));
  },

  users(store, q, scope) {
    const where = owned(scope);
    return store
      .all<{ user_sid: string; name: string; email: string }>(
        `SELECT t.user_sid, t.name, t.email FROM users t
         WHERE (t.name LIKE ? ESCAPE '\\' OR t.email LIKE ? ESCAPE '\\') AND ${where.sql} LIMIT ${CANDIDATES}`,
        likeOf(q),
        likeOf(q),
        ...where.params,
      )
      .map((row) => ({
        sid: row.user_sid,
        label: row.name,
        detail: row.email,
        texts: [row.name, row.email],
      }));
  },

  // A speech service by its label or its vendor.
  'speech-services'(store, q, scope) {
    const where = owned(scope);
    return store
      .all<{ speech_credential_sid: string; vendor: string; label: string | null }>(
        `SELECT t.speech_credential_sid, t.vendor, t.label FROM speech_credentials t
         WHERE (t.label LIKE ? ESCAPE '\\' OR t.vendor LIKE ? ESCAPE '\\') AND ${where.sql} LIMIT ${CANDIDATES}`,
        likeOf(q),
        likeOf(q),
        ...where.params,
      )
      .map((row) => ({
        sid: row.speech_credential_sid,
        label: row.label || row.vendor,
        detail: row.label ? row.vendor : null,
        texts: [row.label, row.vendor],
      }));
  },
};

/** The kinds this API searches. */
export const SEARCH_KINDS: readonly string[] = Object.keys(searchers);

export class SearchRepository {
  constructor(private readonly store: Store) {}

  /** One kind's best matches (ranked), and whether more matched. */
  search(kind: string, q: string, scope: SearchScope): SearchGroup {
    return { kind, ...bestMatches(q, searchers[kind]!(this.store, q, scope)) };
  }
}
