// Applications: all their SQL — the lists (a trigram index for wide name filters, per-account counts for totals),
// the rows the rules read, and what still uses an application.
import type { Application, EnvVars } from '@switchboard/shared/types';
import type { Store } from '../../../db/store';
import type { RowSource } from '../../../http/paging';
import type { SecretBox } from '../../../lib/secret-box';
import { hookColumns, hookFrom } from '../webhooks/repository';

const APPLICATION_SELECT = `SELECT app.*, ${hookColumns('ch')}, ${hookColumns('sh')}, ${hookColumns('mh')}
  FROM applications app
  LEFT JOIN webhooks ch ON ch.webhook_sid = app.call_hook_sid
  LEFT JOIN webhooks sh ON sh.webhook_sid = app.call_status_hook_sid
  LEFT JOIN webhooks mh ON mh.webhook_sid = app.messaging_hook_sid`;

/** Above this many matches, sorting them costs more than walking the name index in order. */
const SORT_MATCHES_LIMIT = 2000;

/** An application with what its rules read: its owner, its hooks' sids, its call hook's URL. */
export interface ApplicationOwnerRow {
  application_sid: string;
  name: string;
  account_sid: string | null;
  service_provider_sid: string | null;
  call_hook_sid: string | null;
  call_status_hook_sid: string | null;
  messaging_hook_sid: string | null;
  env_vars: string | null;
  account_sp: string | null;
  call_hook_url: string | null;
}

/** Which applications a list shows: a WHERE fragment over alias `app` (naming only app.account_sid). */
export interface ApplicationScope {
  sql: string;
  params: unknown[];
}

/** What still uses an application (it cannot be deleted while anything does). */
export interface ApplicationUsers {
  phoneNumbers: number;
  accounts: number;
  teamsTenants: number;
  carriers: number;
  callRoutes: number;
}

export class ApplicationRepository {
  constructor(
    private readonly store: Store,
    private readonly box: SecretBox,
  ) {}

  find(sid: string): ApplicationOwnerRow | undefined {
    return this.store.get<ApplicationOwnerRow>(
      `SELECT app.application_sid, app.name, app.account_sid, app.service_provider_sid, app.call_hook_sid, app.call_status_hook_sid, app.messaging_hook_sid,
              app.env_vars, acc.service_provider_sid AS account_sp, ch.url AS call_hook_url
         FROM applications app
         LEFT JOIN accounts acc ON acc.account_sid = app.account_sid
         LEFT JOIN webhooks ch ON ch.webhook_sid = app.call_hook_sid
        WHERE app.application_sid = ?`,
      sid,
    );
  }

  read(sid: string): Application | undefined {
    return this.rows('app.application_sid = ?', [sid])[0];
  }

  /**
   * The applications of `scope`, by name, optionally those whose name contains `name`. `wide`: the scope may span
   * many accounts, so a filter of 3+ ASCII characters asks the trigram index instead of scanning names.
   */
  list(
    scope: ApplicationScope,
    name: string | null,
    pattern: string | null,
    wide: boolean,
  ): RowSource<Application> {
    const { sql: where, params } = scope;
    const likeFilter = pattern ? `${where} AND app.name LIKE ? ESCAPE '\\'` : where;
    const likeParams = pattern ? [...params, pattern] : params;
    const term = name ?? '';
    const useSearch = wide && pattern !== null && [...term].length >= 3 && /^[\x20-\x7e]+$/.test(term);
    if (!useSearch) {
      return {
        all: () => this.rows(likeFilter, likeParams),
        // without a name filter the per-account counts answer
        count: () =>
          pattern
            ? (this.store.get<{ n: number }>(
                `SELECT COUNT(*) AS n FROM applications app WHERE ${likeFilter}`,
                ...likeParams,
              )?.n ?? 0)
            : (this.store.get<{ n: number | null }>(
                `SELECT SUM(n) AS n FROM application_counts app WHERE ${where}`,
                ...params,
              )?.n ?? 0),
        page: (limit, offset) => this.pageRows(likeFilter, likeParams, limit, offset),
      };
    }
    const phrase = `"${term.replace(/"/g, '""')}"`;
    const searchFilter = `${where} AND app.rowid IN (SELECT rowid FROM applications_search WHERE applications_search MATCH ?)`;
    const searchParams = [...params, phrase];
    return {
      all: () => this.rows(searchFilter, searchParams),
      count: () =>
        where === '1 = 1'
          ? (this.store.get<{ n: number }>(
              'SELECT COUNT(*) AS n FROM applications_search WHERE applications_search MATCH ?',
              phrase,
            )?.n ?? 0)
          : (this.store.get<{ n: number }>(
              `SELECT COUNT(*) AS n FROM applications app WHERE ${searchFilter}`,
              ...searchParams,
            )?.n ?? 0),
      // few matches: fetch and sort them; many: walk the name index in order and stop after the page
      page: (limit, offset, total) =>
        total <= SORT_MATCHES_LIMIT
          ? this.pageRows(searchFilter, searchParams, limit, offset)
          : this.pageRows(likeFilter, likeParams, limit, offset),
    };
  }

  nameTaken(accountSid: string | null, name: string, exceptSid: string | null): boolean {
    return (
      this.store.get(
        'SELECT 1 FROM applications WHERE account_sid = ? AND name = ? AND application_sid IS NOT ?',
        accountSid,
        name,
        exceptSid,
      ) !== undefined
    );
  }

  insert(row: Record<string, unknown>): void {
    this.store.insert('applications', row);
  }

  update(sid: string, changes: Record<string, unknown>): void {
    this.store.update('applications', 'application_sid', sid, changes);
  }

  remove(sid: string): void {
    this.store.run('DELETE FROM applications WHERE application_sid = ?', sid);
  }

  users(sid: string): ApplicationUsers {
    const count = (sql: string) => this.store.get<{ n: number }>(sql, { sid })?.n ?? 0;
    return {
      phoneNumbers: count('SELECT COUNT(*) AS n FROM phone_numbers WHERE application_sid = @sid'),
      accounts: count(
        'SELECT COUNT(*) AS n FROM accounts WHERE device_calling_application_sid = @sid OR siprec_hook_sid = @sid',
      ),
      teamsTenants: count('SELECT COUNT(*) AS n FROM ms_teams_tenants WHERE application_sid = @sid'),
      carriers: count('SELECT COUNT(*) AS n FROM voip_carriers WHERE application_sid = @sid'),
      callRoutes: count('SELECT COUNT(*) AS n FROM call_routes WHERE application_sid = @sid'),
    };
  }

  private rows(filter: string, params: unknown[]): Application[] {
    return this.store
      .all<Record<string, unknown>>(`${APPLICATION_SELECT} WHERE ${filter} ORDER BY app.name`, ...params)
      .map((row) => this.toApplication(row));
  }

  /** The page's rows are picked from the index first, so skipped rows are never joined with their webhooks. */
  private pageRows(filter: string, params: unknown[], limit: number, offset: number): Application[] {
    return this.rows(
      `app.rowid IN (SELECT app.rowid FROM applications app WHERE ${filter} ORDER BY app.name LIMIT ? OFFSET ?)`,
      [...params, limit, offset],
    );
  }

  /** A raw row → the Application shape: hooks with their webhook_sid, env_vars decrypted. */
  private toApplication(row: Record<string, unknown>): Application {
    const call_hook = hookFrom(row, 'ch', true);
    const call_status_hook = hookFrom(row, 'sh', true);
    const messaging_hook = hookFrom(row, 'mh', true);
    delete row.call_hook_sid;
    delete row.call_status_hook_sid;
    delete row.messaging_hook_sid;
    return {
      ...(row as unknown as Application),
      env_vars: this.box.decryptJson<EnvVars>(row.env_vars as string | null),
      call_hook,
      call_status_hook,
      messaging_hook,
    };
  }
}
