// Writing and reading what the platform reports: call records (with their number index and hourly counts) and
// alerts; the traces, SIP captures and log lines are in artefacts.ts. One place for both the ingest routes and the
// simulator, so simulated traffic is stored exactly as a feature server's would be. Every writer expects to run
// inside the caller's transaction.
import type Database from 'better-sqlite3';
import { NO_TRACE_ID } from '@switchboard/shared/validation';
import type { Store } from '../../../db/store';
import { HOUR_MS, TRUNK_SLOT_MS, type AlertRecord, type CdrRecord } from './shapes';
import { prepared, requireTransaction } from './statements';
import { callsStored } from './stored';
import { countStoredCall } from '../statistics/mos';
import { countCallPdd } from '../statistics/pdd';
import { countUsage } from '../usage-limits/rollups';

const INSERT_CDR = `INSERT OR IGNORE INTO cdrs (attempted_at, answered_at, terminated_at, answered, direction,
  account_sid, service_provider_sid, application_sid, call_sid, from_number, to_number, sip_callid,
  sip_parent_callid, termination_reason, host, remote_host, trunk, trace_id, recording_url, sip_status, duration,
  numbers)
  VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, lower(?) || char(10) || lower(?))`;
const INSERT_NUMBERS = 'INSERT INTO cdr_numbers (rowid, numbers) VALUES (?, ?)';
const UPSERT_SP_HOUR = `INSERT INTO cdr_sp_hours (service_provider_sid, hour, direction, answered, calls)
  VALUES (?, ?, ?, ?, ?)
  ON CONFLICT (service_provider_sid, hour, direction, answered) DO UPDATE SET calls = calls + excluded.calls`;
const UPSERT_HOUR = `INSERT INTO cdr_hours (account_sid, service_provider_sid, hour, direction, answered, calls)
  VALUES (?, ?, ?, ?, ?, ?)
  ON CONFLICT (account_sid, hour, direction, answered) DO UPDATE SET calls = calls + excluded.calls`;
const UPSERT_SP_TRUNK_SLOT = `INSERT INTO cdr_trunk_slots (service_provider_sid, slot, trunk, calls, answered)
  VALUES (?, ?, ?, ?, ?)
  ON CONFLICT (service_provider_sid, slot, trunk) DO UPDATE SET calls = calls + excluded.calls,
    answered = answered + excluded.answered`;
const UPSERT_ACCOUNT_TRUNK_SLOT = `INSERT INTO cdr_account_trunk_slots (account_sid, slot, trunk, calls, answered)
  VALUES (?, ?, ?, ?, ?)
  ON CONFLICT (account_sid, slot, trunk) DO UPDATE SET calls = calls + excluded.calls,
    answered = answered + excluded.answered`;
const UPSERT_STATUS_HOUR = `INSERT INTO cdr_status_hours
  (account_sid, service_provider_sid, hour, trunk, sip_status, calls, answered, duration)
  VALUES (?, ?, ?, ?, ?, ?, ?, ?)
  ON CONFLICT (account_sid, hour, trunk, sip_status) DO UPDATE SET calls = calls + excluded.calls,
    answered = answered + excluded.answered, duration = duration + excluded.duration`;
const INSERT_ALERT = `INSERT INTO alerts (time, alert_type, message, detail, account_sid, service_provider_sid, vendor, target_sid)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`;

export class RecordRepository {
  constructor(private readonly store: Store) {}

  private prepared(sql: string): Database.Statement {
    return prepared(this.store, sql);
  }

  private requireTransaction(what: string): void {
    requireTransaction(this.store, what);
  }

  // ---------------------------------------------------------------- call records and alerts

  /**
   * Stores call records (a repeated call_sid is ignored, so a retried batch is harmless) with their number index
   * and hourly counts. Returns the indexes of the records that were new.
   */
  insertCdrs(records: readonly CdrRecord[]): number[] {
    this.requireTransaction('insertCdrs');
    const insert = this.prepared(INSERT_CDR);
    const numbers = this.prepared(INSERT_NUMBERS);
    const hours = new Map<
      string,
      { account: string; sp: string | null; hour: number; dir: string; ans: number; n: number }
    >();
    const added: number[] = [];
    const trunks = new Map<
      string,
      { account: string; sp: string | null; slot: number; trunk: string; n: number; ans: number }
    >();
    // the call statistics' hours (statistics/schema.ts)
    const statuses = new Map<
      string,
      {
        account: string;
        sp: string | null;
        hour: number;
        trunk: string;
        status: number;
        n: number;
        ans: number;
        s: number;
      }
    >();
    for (const [index, r] of records.entries()) {
      const result = insert.run(
        r.attempted_at,
        r.answered_at,
        r.terminated_at,
        r.answered ? 1 : 0,
        r.direction,
        r.account_sid,
        r.service_provider_sid,
        r.application_sid,
        r.call_sid,
        r.from,
        r.to,
        r.sip_callid,
        r.sip_parent_callid,
        r.termination_reason,
        r.host,
        r.remote_host,
        r.trunk,
        r.trace_id || NO_TRACE_ID,
        r.recording_url,
        r.sip_status,
        r.duration,
        r.from,
        r.to,
      );
      if (result.changes === 0) continue;
      added.push(index);
      countStoredCall(this.store, r.call_sid, r);
      countCallPdd(this.store, r.sip_callid, r);
      numbers.run(result.lastInsertRowid, `${r.from} ${r.to}`);
      const hour = Math.floor(r.attempted_at / HOUR_MS);
      const ans = r.answered ? 1 : 0;
      if (r.trunk) {
        const slot = Math.floor(r.attempted_at / TRUNK_SLOT_MS);
        const trunkKey = `${r.account_sid}|${slot}|${r.trunk}`;
        const counted = trunks.get(trunkKey);
        if (counted) {
          counted.n += 1;
          counted.ans += ans;
        } else
          trunks.set(trunkKey, {
            account: r.account_sid,
            sp: r.service_provider_sid,
            slot,
            trunk: r.trunk,
            n: 1,
            ans,
          });
      }
      const trunk = r.trunk ?? '';
      const statusKey = `${r.account_sid}|${hour}|${trunk}|${r.sip_status}`;
      const status = statuses.get(statusKey);
      const talk = r.answered ? r.duration : 0;
      if (status) {
        status.n += 1;
        status.ans += ans;
        status.s += talk;
      } else
        statuses.set(statusKey, {
          account: r.account_sid,
          sp: r.service_provider_sid,
          hour,
          trunk,
          status: r.sip_status,
          n: 1,
          ans,
          s: talk,
        });
      const key = `${r.account_sid}|${hour}|${r.direction}|${ans}`;
      const bucket = hours.get(key);
      if (bucket) bucket.n += 1;
      else
        hours.set(key, {
          account: r.account_sid,
          sp: r.service_provider_sid,
          hour,
          dir: r.direction,
          ans,
          n: 1,
        });
    }
    const upsert = this.prepared(UPSERT_HOUR);
    const upsertSp = this.prepared(UPSERT_SP_HOUR);
    const spHours = new Map<string, { sp: string; hour: number; dir: string; ans: number; n: number }>();
    for (const b of hours.values()) {
      upsert.run(b.account, b.sp, b.hour, b.dir, b.ans, b.n);
      if (!b.sp) continue;
      const key = `${b.sp}|${b.hour}|${b.dir}|${b.ans}`;
      const sp = spHours.get(key);
      if (sp) sp.n += b.n;
      else spHours.set(key, { sp: b.sp, hour: b.hour, dir: b.dir, ans: b.ans, n: b.n });
    }
    for (const b of spHours.values()) upsertSp.run(b.sp, b.hour, b.dir, b.ans, b.n);
    const upsertAccountTrunk = this.prepared(UPSERT_ACCOUNT_TRUNK_SLOT);
    const upsertSpTrunk = this.prepared(UPSERT_SP_TRUNK_SLOT);
    for (const t of trunks.values()) {
      upsertAccountTrunk.run(t.account, t.slot, t.trunk, t.n, t.ans);
      if (t.sp) upsertSpTrunk.run(t.sp, t.slot, t.trunk, t.n, t.ans);
    }
    const upsertStatus = this.prepared(UPSERT_STATUS_HOUR);
    for (const t of statuses.values())
      upsertStatus.run(t.account, t.sp, t.hour, t.trunk, t.status, t.n, t.ans, t.s);
    const stored = added.map((index) => records[index]!);
    // the Usage page's talk per day and peak per hour (the hours these calls count in are recomputed when read)
    countUsage(this.store, stored);
    callsStored(this.store, stored);
    return added;
  }

  insertAlerts(records: readonly AlertRecord[]): number {
    this.requireTransaction('insertAlerts');
    const insert = this.prepared(INSERT_ALERT);
    for (const a of records)
      insert.run(
        a.time,
        a.alert_type,
        a.message,
        a.detail,
        a.account_sid,
        a.service_provider_sid,
        a.vendor,
        a.target_sid,
      );
    return records.length;
  }

  /** Is this alert already stored (the same time, type and account)? */
  hasAlert(alert: Pick<AlertRecord, 'time' | 'alert_type' | 'account_sid'>): boolean {
    return (
      this.store.get(
        'SELECT 1 FROM alerts WHERE time = ? AND alert_type = ? AND account_sid IS ?',
        alert.time,
        alert.alert_type,
        alert.account_sid,
      ) !== undefined
    );
  }

  /**
   * Calls per trunk (jambonz writes the carrier's name there) of a service provider or one account, in the 5-minute
   * slots that start at or after `since` (ms): what the Carrier health list counts for the last hour. One trunk's
   * only with `trunk`.
   */
  callsPerTrunk(
    owner: { serviceProviderSid: string } | { accountSid: string },
    since: number,
    trunk?: string,
  ): Array<{ trunk: string; calls: number; answered: number }> {
    const [table, column, sid] =
      'accountSid' in owner
        ? ['cdr_account_trunk_slots', 'account_sid', owner.accountSid]
        : ['cdr_trunk_slots', 'service_provider_sid', owner.serviceProviderSid];
    const first = Math.ceil(since / TRUNK_SLOT_MS);
    const trunkOnly = trunk === undefined ? '' : 'AND trunk = ?';
    return this.store.all(
      `SELECT trunk, SUM(calls) AS calls, SUM(answered) AS answered FROM ${table}
        WHERE ${column} = ? AND slot >= ? ${trunkOnly} GROUP BY trunk`,
      sid,
      first,
      ...(trunk === undefined ? [] : [trunk]),
    );
  }

  /** Removes the calls-per-trunk slots before `cutoff` (ms); the CDRs stay. */
  pruneTrunkSlots(cutoff: number): number {
    const slot = Math.floor(cutoff / TRUNK_SLOT_MS);
    return (
      this.store.run('DELETE FROM cdr_trunk_slots WHERE slot < ?', slot).changes +
      this.store.run('DELETE FROM cdr_account_trunk_slots WHERE slot < ?', slot).changes
    );
  }
}
