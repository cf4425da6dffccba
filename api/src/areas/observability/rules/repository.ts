// Alert rules: all their SQL — the rules, their evaluation state, the notifications they queue and send, and what
// the conditions measure over the call records and alerts.
import { ALERT_RULE_ALERT_TYPE } from '@switchboard/shared/operations';
import type { AlertCondition, AlertRule, AlertRuleDelivery, AlertRuleEvent } from '@switchboard/shared/types';
import type { Store } from '../../../db/store';
import type { RecordOwner } from '../recent-calls/where';

export interface AlertRuleRow {
  alert_rule_sid: string;
  name: string;
  service_provider_sid: string;
  account_sid: string | null;
  is_active: 0 | 1;
  condition: AlertCondition;
  threshold: number;
  window_minutes: number;
  voip_carrier_sid: string | null;
  status_class: number | null;
  alert_type: string | null;
  emails: string;
  webhook_url: string | null;
  state: 'ok' | 'firing';
  since: number | null;
  last_evaluated_at: number | null;
  last_value: string | null;
}

export interface DeliveryRow {
  delivery_id: number;
  alert_rule_sid: string;
  event: AlertRuleEvent;
  channel: 'email' | 'webhook';
  target: string;
  payload: string;
  status: 'pending' | 'sent' | 'failed';
  attempts: number;
  last_result: string | null;
  created_at: number;
  last_attempt_at: number | null;
  next_attempt_at: number | null;
}

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

export function ruleOf(row: AlertRuleRow): AlertRule {
  return {
    ...row,
    emails: JSON.parse(row.emails) as string[],
    since: iso(row.since),
    last_evaluated_at: iso(row.last_evaluated_at),
  };
}

export function deliveryOf(row: DeliveryRow): AlertRuleDelivery {
  const { payload: _payload, ...rest } = row;
  return {
    ...rest,
    created_at: new Date(row.created_at).toISOString(),
    last_attempt_at: iso(row.last_attempt_at),
    next_attempt_at: row.status === 'pending' ? iso(row.next_attempt_at) : null,
  };
}

/** The owner filter of a rule's measures: one account's records, or every account's of its provider. */
export function ruleRecords(rule: Pick<AlertRuleRow, 'account_sid' | 'service_provider_sid'>): RecordOwner {
  return rule.account_sid
    ? { column: 'account_sid', sid: rule.account_sid }
    : { column: 'service_provider_sid', sid: rule.service_provider_sid };
}

/** A call lasts at most this long for the concurrency measure's look-back (calls that began before the window). */
const LONGEST_CALL_MS = 4 * 3_600_000;

export class AlertRuleRepository {
  constructor(private readonly store: Store) {}

  list(filter: { accountSid: string } | { serviceProviderSid: string }): AlertRuleRow[] {
    return 'accountSid' in filter
      ? this.store.all<AlertRuleRow>(
          'SELECT * FROM alert_rules WHERE account_sid = ? ORDER BY name, alert_rule_sid',
          filter.accountSid,
        )
      : this.store.all<AlertRuleRow>(
          'SELECT * FROM alert_rules WHERE service_provider_sid = ? ORDER BY name, alert_rule_sid',
          filter.serviceProviderSid,
        );
  }

  get(sid: string): AlertRuleRow | undefined {
    return this.store.get<AlertRuleRow>('SELECT * FROM alert_rules WHERE alert_rule_sid = ?', sid);
  }

  active(): AlertRuleRow[] {
    return this.store.all<AlertRuleRow>('SELECT * FROM alert_rules WHERE is_active = 1');
  }

  insert(row: Omit<AlertRuleRow, 'state' | 'since' | 'last_evaluated_at' | 'last_value'>): void {
    this.store.insert('alert_rules', row);
  }

  update(sid: string, changes: Partial<AlertRuleRow>): void {
    this.store.update('alert_rules', 'alert_rule_sid', sid, changes);
  }

  /**
   * Writes an evaluation that left the rule's state as it is; false (nothing written) when the rule is no longer
   * active or is no longer in that state.
   */
  evaluated(sid: string, state: AlertRuleRow['state'], at: number, value: string): boolean {
    return (
      this.store.run(
        `UPDATE alert_rules SET last_evaluated_at = ?, last_value = ?
          WHERE alert_rule_sid = ? AND is_active = 1 AND state = ?`,
        at,
        value,
        sid,
        state,
      ).changes === 1
    );
  }

  remove(sid: string): void {
    this.store.run('DELETE FROM alert_rules WHERE alert_rule_sid = ?', sid);
  }

  accountOf(accountSid: string): { service_provider_sid: string; webhook_secret: string } | undefined {
    return this.store.get(
      'SELECT service_provider_sid, webhook_secret FROM accounts WHERE account_sid = ?',
      accountSid,
    );
  }

  carrier(
    sid: string,
  ): { name: string; service_provider_sid: string | null; account_sid: string | null } | undefined {
    return this.store.get(
      'SELECT name, service_provider_sid, account_sid FROM voip_carriers WHERE voip_carrier_sid = ?',
      sid,
    );
  }

  // --- the measures ---

  /** Calls and answered calls per trunk (carrier name) of the owner attempted in [from, to). */
  callsPerTrunk(owner: RecordOwner, from: number, to: number, trunk: string | null) {
    return this.store.all<{ trunk: string; calls: number; answered: number }>(
      `SELECT trunk, COUNT(*) AS calls, SUM(answered) AS answered FROM cdrs
       WHERE ${owner.column} = ? AND attempted_at >= ? AND attempted_at < ? AND trunk IS NOT NULL
       ${trunk === null ? '' : 'AND trunk = ?'} GROUP BY trunk`,
      owner.sid,
      from,
      to,
      ...(trunk === null ? [] : [trunk]),
    );
  }

  /** Calls of the owner attempted in [from, to) that ended with a SIP status of the class (4: 4xx…). */
  failingWithClass(owner: RecordOwner, from: number, to: number, statusClass: number): number {
    return this.store.get<{ n: number }>(
      `SELECT COUNT(*) AS n FROM cdrs WHERE ${owner.column} = ? AND attempted_at >= ? AND attempted_at < ?
       AND sip_status >= ? AND sip_status < ?`,
      owner.sid,
      from,
      to,
      statusClass * 100,
      statusClass * 100 + 100,
    )!.n;
  }

  /**
   * The owner's webhook exchanges sent in [from, to) (records/schema.ts, call_webhooks): how many, how many answered
   * after `slowerThanMs` or failed, and the worst of those (a failure before the slowest answer).
   */
  webhooksOver(
    owner: RecordOwner,
    from: number,
    to: number,
    slowerThanMs: number,
  ): { total: number; offending: number; worst: { url: string; ms: number; failed: number } | null } {
    const where = `${owner.column} = ? AND at >= ? AND at < ?`;
    const counts = this.store.get<{ total: number; offending: number | null }>(
      `SELECT COUNT(*) AS total, SUM(failed = 1 OR ms > ?) AS offending FROM call_webhooks WHERE ${where}`,
      slowerThanMs,
      owner.sid,
      from,
      to,
    )!;
    const offending = counts.offending ?? 0;
    const worst = offending
      ? (this.store.get<{ url: string; ms: number; failed: number }>(
          `SELECT url, ms, failed FROM call_webhooks WHERE ${where} AND (failed = 1 OR ms > ?)
           ORDER BY failed DESC, ms DESC LIMIT 1`,
          owner.sid,
          from,
          to,
          slowerThanMs,
        ) ?? null)
      : null;
    return { total: counts.total, offending, worst };
  }

  /**
   * The most of the owner's calls up at once within [from, to): `peakConcurrency` (shared/src/operations) done by
   * SQLite's window functions over the calls' clamped starts and ends, an end before a start at the same instant —
   * the same answer without carrying every call into JavaScript (a pass reads each owner's window once).
   */
  peakConcurrent(owner: RecordOwner, from: number, to: number): number {
    const calls = `FROM cdrs WHERE ${owner.column} = ? AND attempted_at >= ? AND attempted_at < ? AND terminated_at > ?
       AND MIN(terminated_at, ?) > MAX(attempted_at, ?)`;
    const args = [owner.sid, from - LONGEST_CALL_MS, to, from, to, from];
    return (
      this.store.get<{ peak: number | null }>(
        `SELECT MAX(up) AS peak FROM (
           SELECT SUM(step) OVER (ORDER BY t, step ROWS UNBOUNDED PRECEDING) AS up FROM (
             SELECT MAX(attempted_at, ?) AS t, 1 AS step ${calls}
             UNION ALL
             SELECT MIN(terminated_at, ?) AS t, -1 AS step ${calls}))`,
        from,
        ...args,
        to,
        ...args,
      )?.peak ?? 0
    );
  }

  /** 'Max calls' (voice_call_session) of an account, or of a service provider; null when unlimited. */
  maxCalls(owner: RecordOwner): number | null {
    const row =
      owner.column === 'account_sid'
        ? this.store.get<{ quantity: number }>(
            "SELECT quantity FROM account_limits WHERE account_sid = ? AND category = 'voice_call_session'",
            owner.sid,
          )
        : this.store.get<{ quantity: number }>(
            "SELECT quantity FROM service_provider_limits WHERE service_provider_sid = ? AND category = 'voice_call_session'",
            owner.sid,
          );
    return row && row.quantity > 0 ? row.quantity : null;
  }

  /** Alerts of a type of the owner in [from, to); the rules' own alerts never count. */
  alertsOfType(owner: RecordOwner, from: number, to: number, alertType: string): number {
    return this.store.get<{ n: number }>(
      `SELECT COUNT(*) AS n FROM alerts WHERE ${owner.column} = ? AND time >= ? AND time < ? AND alert_type = ?
         AND alert_type <> ?`,
      owner.sid,
      from,
      to,
      alertType,
      ALERT_RULE_ALERT_TYPE,
    )!.n;
  }

  // --- notifications ---

  queue(
    delivery: Omit<DeliveryRow, 'delivery_id' | 'status' | 'attempts' | 'last_result' | 'last_attempt_at'>,
  ): void {
    this.store.insert('alert_rule_deliveries', delivery);
  }

  due(now: number, limit: number): DeliveryRow[] {
    return this.store.all<DeliveryRow>(
      `SELECT * FROM alert_rule_deliveries WHERE status = 'pending' AND next_attempt_at <= ?
       ORDER BY next_attempt_at, delivery_id LIMIT ?`,
      now,
      limit,
    );
  }

  tried(
    id: number,
    changes: Pick<DeliveryRow, 'status' | 'attempts' | 'last_result' | 'last_attempt_at' | 'next_attempt_at'>,
  ): void {
    this.store.run(
      `UPDATE alert_rule_deliveries SET status = ?, attempts = ?, last_result = ?, last_attempt_at = ?,
       next_attempt_at = ? WHERE delivery_id = ?`,
      changes.status,
      changes.attempts,
      changes.last_result,
      changes.last_attempt_at,
      changes.next_attempt_at,
      id,
    );
  }

  deliveries(ruleSid: string, limit: number): DeliveryRow[] {
    return this.store.all<DeliveryRow>(
      'SELECT * FROM alert_rule_deliveries WHERE alert_rule_sid = ? ORDER BY delivery_id DESC LIMIT ?',
      ruleSid,
      limit,
    );
  }
}
