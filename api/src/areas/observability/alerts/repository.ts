// The alerts of an owner (an account, or a service provider's accounts) in a time window, newest first.
import type { TimeSeriesWindow } from '@switchboard/shared/validation';
import type { Store } from '../../../db/store';
import { alertOf, type AlertRow } from '../records/shapes';
import type { RecordOwner, Where } from '../recent-calls/where';

export interface AlertsFilter {
  alert_type?: string;
}

function alertsWhere(
  owner: RecordOwner,
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

export class AlertRepository {
  constructor(private readonly store: Store) {}

  /** One page of alerts and their total. */
  page(owner: RecordOwner, window: TimeSeriesWindow, filter: AlertsFilter) {
    const where = alertsWhere(owner, window, filter);
    const total = this.store.get<{ n: number }>(
      `SELECT COUNT(*) AS n FROM alerts WHERE ${where.sql}`,
      ...where.params,
    )!.n;
    const rows = this.store.all<AlertRow>(
      `SELECT * FROM alerts WHERE ${where.sql} ORDER BY time DESC LIMIT ? OFFSET ?`,
      ...where.params,
      window.count,
      (window.page - 1) * window.count,
    );
    return { total, data: rows.map(alertOf) };
  }
}
