// The audit trail's rows, read side (the write side is audit/audit.ts): all their SQL.
import type { Store } from '../../../db/store';

export interface AuditRow {
  audit_log_sid: string;
  at: string;
  user_sid: string | null;
  user_name: string | null;
  api_key_sid: string | null;
  scope: string | null;
  ip: string | null;
  service_provider_sid: string | null;
  account_sid: string | null;
  entity: string;
  entity_sid: string | null;
  action: string;
  changes: string;
}

/** Which entries: an owner's, in a time range, optionally by who, what kind and what action. */
export interface ActivityFilter {
  owner: { column: 'account_sid' | 'service_provider_sid'; sid: string } | null;
  from: string;
  to: string;
  /** LIKE pattern on the user's name, or their user_sid */
  user?: { pattern: string; sid: string };
  entity?: string;
  action?: string;
}

function whereOf(filter: ActivityFilter): { clause: string; params: unknown[] } {
  const where = [filter.owner ? `${filter.owner.column} = ?` : '1 = 1', 'at >= ?', 'at <= ?'];
  const params: unknown[] = [...(filter.owner ? [filter.owner.sid] : []), filter.from, filter.to];
  if (filter.user) {
    where.push("(user_name LIKE ? ESCAPE '\\' OR user_sid = ?)");
    params.push(filter.user.pattern, filter.user.sid);
  }
  if (filter.entity) {
    where.push('entity = ?');
    params.push(filter.entity);
  }
  if (filter.action) {
    where.push('action = ?');
    params.push(filter.action);
  }
  return { clause: where.join(' AND '), params };
}

export class ActivityRepository {
  constructor(private readonly store: Store) {}

  count(filter: ActivityFilter): number {
    const { clause, params } = whereOf(filter);
    return (
      this.store.get<{ n: number }>(`SELECT COUNT(*) AS n FROM audit_log WHERE ${clause}`, ...params)?.n ?? 0
    );
  }

  /** Newest first. */
  page(filter: ActivityFilter, limit: number, offset: number): AuditRow[] {
    const { clause, params } = whereOf(filter);
    return this.store.all<AuditRow>(
      `SELECT * FROM audit_log WHERE ${clause} ORDER BY at DESC, rowid DESC LIMIT ? OFFSET ?`,
      ...params,
      limit,
      offset,
    );
  }

  /** Drops entries older than `cutoff` (ISO-8601); answers how many went. */
  prune(cutoff: string): number {
    return this.store.run('DELETE FROM audit_log WHERE at < ?', cutoff).changes;
  }
}
