// Writing and reading what the platform reports: call records (with their number index and hourly counts), alerts,
// traces, SIP captures and log lines. One place for both the ingest routes and the simulator, so simulated traffic is
// stored exactly as a feature server's would be. Every writer expects to run inside the caller's transaction.
import type Database from 'better-sqlite3';
import type { OtlpTrace, SipCaptureMessage } from '@switchboard/shared/types';
import { NO_TRACE_ID } from '@switchboard/shared/validation';
import type { Store } from '../../../db/store';
import { packBlob, spansIn, unpack, type PackedBlob } from './packing';
import { HOUR_MS, TRUNK_SLOT_MS, type AlertRecord, type CdrRecord, type SipCapture } from './shapes';

/** Prepared statements per database: the writers run per batch of thousands of rows. */
const statements = new WeakMap<Database.Database, Map<string, Database.Statement>>();

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
const INSERT_ALERT = `INSERT INTO alerts (time, alert_type, message, detail, account_sid, service_provider_sid, vendor, target_sid)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`;

/** A blob already stored is kept ('keep': the write answers false) or replaced. */
type WhenStored = 'keep' | 'replace';

export class RecordRepository {
  constructor(private readonly store: Store) {}

  private prepared(sql: string): Database.Statement {
    let cache = statements.get(this.store.db);
    if (!cache) {
      cache = new Map();
      statements.set(this.store.db, cache);
    }
    let statement = cache.get(sql);
    if (!statement) {
      statement = this.store.db.prepare(sql);
      cache.set(sql, statement);
    }
    return statement;
  }

  private requireTransaction(what: string): void {
    if (!this.store.db.inTransaction) throw new Error(`${what} must run inside a transaction`);
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

  // ---------------------------------------------------------------- traces

  /**
   * Stores a trace (an OTLP document, or its JSON text); spans exported later for the same trace are added to it
   * (exporters send in batches).
   */
  putTrace(
    traceId: string,
    accountSid: string | null,
    trace: OtlpTrace | string,
    at: number,
    spanCount?: number,
  ): void {
    this.requireTransaction('putTrace');
    const existing = this.storedTrace(traceId);
    if (existing) {
      const incoming = typeof trace === 'string' ? (JSON.parse(trace) as OtlpTrace) : trace;
      const merged: OtlpTrace = {
        resourceSpans: [...unpack<OtlpTrace>(existing.otlp).resourceSpans, ...incoming.resourceSpans],
      };
      this.writeTrace(
        traceId,
        accountSid ?? existing.account_sid,
        packBlob(merged, spansIn(merged)),
        at,
        'replace',
      );
      return;
    }
    const count = spanCount ?? spansIn(typeof trace === 'string' ? (JSON.parse(trace) as OtlpTrace) : trace);
    this.writeTrace(traceId, accountSid, packBlob(trace, count), at, 'replace');
  }

  /** putTrace of a trace packed ahead (packBlob of its JSON text). */
  putPackedTrace(traceId: string, accountSid: string | null, trace: PackedBlob, at: number): void {
    this.requireTransaction('putPackedTrace');
    // spans of a trace already stored: added to it
    if (!this.writeTrace(traceId, accountSid, trace, at, 'keep'))
      this.putTrace(traceId, accountSid, unpack<OtlpTrace>(trace.bytes), at, trace.count);
  }

  getTrace(traceId: string): { account_sid: string | null; trace: OtlpTrace } | null {
    const row = this.storedTrace(traceId);
    return row ? { account_sid: row.account_sid, trace: unpack<OtlpTrace>(row.otlp) } : null;
  }

  private storedTrace(traceId: string) {
    return this.prepared('SELECT account_sid, otlp FROM call_traces WHERE trace_id = ?').get(traceId) as
      { account_sid: string | null; otlp: Buffer | string } | undefined;
  }

  private writeTrace(
    traceId: string,
    accountSid: string | null,
    trace: PackedBlob,
    at: number,
    stored: WhenStored,
  ): boolean {
    const onConflict =
      stored === 'keep'
        ? 'DO NOTHING'
        : `DO UPDATE SET account_sid = excluded.account_sid, received_at = excluded.received_at,
       span_count = excluded.span_count, otlp = excluded.otlp`;
    return (
      this.prepared(
        `INSERT INTO call_traces (trace_id, account_sid, received_at, span_count, otlp) VALUES (?, ?, ?, ?, ?)
     ON CONFLICT (trace_id) ${onConflict}`,
      ).run(traceId, accountSid, at, trace.count, trace.bytes).changes > 0
    );
  }

  // ---------------------------------------------------------------- SIP captures

  /** Stores (or replaces) the captured messages of one SIP dialog. */
  putSipCapture(capture: SipCapture, at: number): void {
    const { messages, ...dialog } = capture;
    this.putPackedSipCapture(dialog, packBlob(messages, messages.length), at);
  }

  /** putSipCapture with the messages packed ahead (packBlob of the array). */
  putPackedSipCapture(dialog: Omit<SipCapture, 'messages'>, messages: PackedBlob, at: number): void {
    this.requireTransaction('putSipCapture');
    this.prepared(
      `INSERT INTO sip_captures (sip_callid, method, account_sid, service_provider_sid, captured_at, message_count, messages)
     VALUES (?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT (sip_callid, method) DO UPDATE SET account_sid = excluded.account_sid,
       service_provider_sid = excluded.service_provider_sid, captured_at = excluded.captured_at,
       message_count = excluded.message_count, messages = excluded.messages`,
    ).run(
      dialog.sip_callid,
      dialog.method,
      dialog.account_sid,
      dialog.service_provider_sid,
      at,
      messages.count,
      messages.bytes,
    );
  }

  getSipCapture(sipCallId: string, method: 'invite' | 'register'): SipCapture | null {
    const row = this.prepared(
      'SELECT sip_callid, method, account_sid, service_provider_sid, messages FROM sip_captures WHERE sip_callid = ? AND method = ?',
    ).get(sipCallId, method) as (Omit<SipCapture, 'messages'> & { messages: Buffer | string }) | undefined;
    return row ? { ...row, messages: unpack<SipCaptureMessage[]>(row.messages) } : null;
  }

  // ---------------------------------------------------------------- log lines

  /** Stores the feature server's log lines of a call (appended to what was there). */
  putCallLogs(callSid: string, accountSid: string, lines: readonly string[]): void {
    this.requireTransaction('putCallLogs');
    const existing = this.storedLogs(callSid);
    const all = existing ? [...unpack<string[]>(existing.lines), ...lines] : lines;
    this.writeLogs(callSid, accountSid, packBlob(all, all.length), 'replace');
  }

  /** putCallLogs with the lines packed ahead (packBlob of the array). */
  putPackedCallLogs(callSid: string, accountSid: string, lines: PackedBlob): void {
    this.requireTransaction('putCallLogs');
    // lines of a call already stored: appended to them
    if (!this.writeLogs(callSid, accountSid, lines, 'keep'))
      this.putCallLogs(callSid, accountSid, unpack<string[]>(lines.bytes));
  }

  getCallLogs(callSid: string): string[] | null {
    const row = this.storedLogs(callSid);
    return row ? unpack<string[]>(row.lines) : null;
  }

  private storedLogs(callSid: string) {
    return this.prepared('SELECT lines FROM call_logs WHERE call_sid = ?').get(callSid) as
      { lines: Buffer | string } | undefined;
  }

  private writeLogs(callSid: string, accountSid: string, lines: PackedBlob, stored: WhenStored): boolean {
    const onConflict =
      stored === 'keep'
        ? 'DO NOTHING'
        : 'DO UPDATE SET line_count = excluded.line_count, lines = excluded.lines';
    return (
      this.prepared(
        `INSERT INTO call_logs (call_sid, account_sid, line_count, lines) VALUES (?, ?, ?, ?)
     ON CONFLICT (call_sid) ${onConflict}`,
      ).run(callSid, accountSid, lines.count, lines.bytes).changes > 0
    );
  }
}
