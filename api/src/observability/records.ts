// Writing what the platform reports (call records, alerts, traces, SIP captures, log lines, recordings) and the
// shapes the API returns. One place for both the ingest routes and the simulator, so simulated traffic is stored
// exactly as a feature server's would be. Every writer expects to run inside the caller's transaction.
import { brotliCompressSync, brotliDecompressSync, constants as zlib, gunzipSync } from 'node:zlib';
import type Database from 'better-sqlite3';
import type { Alert, OtlpTrace, RecentCall, SipCaptureMessage } from '@switchboard/shared/types';
import { NO_TRACE_ID } from '@switchboard/shared/validation';
import type { Store } from '../db/store';

export const HOUR_MS = 3_600_000;
const EPOCH_ISO = new Date(0).toISOString();

/** A call record as stored (times in ms since the epoch). */
export interface CdrRecord {
  attempted_at: number;
  answered_at: number | null;
  terminated_at: number;
  answered: boolean;
  direction: 'inbound' | 'outbound';
  account_sid: string;
  service_provider_sid: string | null;
  application_sid: string | null;
  call_sid: string | null;
  from: string;
  to: string;
  sip_callid: string;
  sip_parent_callid: string | null;
  termination_reason: string | null;
  host: string | null;
  remote_host: string | null;
  trunk: string | null;
  trace_id: string;
  recording_url: string | null;
  sip_status: number;
  duration: number;
}

export interface AlertRecord {
  time: number;
  alert_type: string;
  message: string;
  detail: string | null;
  account_sid: string | null;
  service_provider_sid: string | null;
  vendor: string | null;
  target_sid: string | null;
}

/** A row of `cdrs` as SELECTed: the record with SQLite's integer boolean and the number columns' names. */
export interface CdrRow extends Omit<CdrRecord, 'answered' | 'from' | 'to'> {
  cdr_id: number;
  answered: number;
  from_number: string;
  to_number: string;
}

/** A CDR as the real server sends it (contract §5.11): ISO strings, epoch 0 for an unanswered call's answered_at. */
export function callOf(row: CdrRow): RecentCall {
  return {
    attempted_at: new Date(row.attempted_at).toISOString(),
    answered_at: row.answered_at === null ? EPOCH_ISO : new Date(row.answered_at).toISOString(),
    terminated_at: new Date(row.terminated_at).toISOString(),
    answered: row.answered === 1,
    account_sid: row.account_sid,
    service_provider_sid: row.service_provider_sid,
    application_sid: row.application_sid,
    call_sid: row.call_sid,
    direction: row.direction,
    from: row.from_number,
    to: row.to_number,
    sip_callid: row.sip_callid,
    sip_parent_callid: row.sip_parent_callid,
    termination_reason: row.termination_reason,
    host: row.host,
    remote_host: row.remote_host,
    trunk: row.trunk,
    trace_id: row.trace_id,
    recording_url: row.recording_url,
    sip_status: row.sip_status,
    duration: row.duration,
  };
}

export interface AlertRow extends AlertRecord {
  alert_id: number;
}

export function alertOf(row: AlertRow): Alert {
  return {
    time: new Date(row.time).toISOString(),
    alert_type: row.alert_type,
    message: row.message,
    detail: row.detail,
    account_sid: row.account_sid,
    service_provider_sid: row.service_provider_sid,
    vendor: row.vendor,
    target_sid: row.target_sid,
  };
}

// ------------------------------------------------------------------------------------------------ writers

const statements = new WeakMap<Database.Database, Map<string, Database.Statement>>();

function prepared(store: Store, sql: string): Database.Statement {
  let cache = statements.get(store.db);
  if (!cache) {
    cache = new Map();
    statements.set(store.db, cache);
  }
  let statement = cache.get(sql);
  if (!statement) {
    statement = store.db.prepare(sql);
    cache.set(sql, statement);
  }
  return statement;
}

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

function requireTransaction(store: Store, what: string): void {
  if (!store.db.inTransaction) throw new Error(`${what} must run inside a transaction`);
}

/**
 * Stores call records (a repeated call_sid is ignored, so a retried batch is harmless) with their number index
 * and hourly counts. Returns the indexes of the records that were new.
 */
export function insertCdrs(store: Store, records: readonly CdrRecord[]): number[] {
  requireTransaction(store, 'insertCdrs');
  const insert = prepared(store, INSERT_CDR);
  const numbers = prepared(store, INSERT_NUMBERS);
  const hours = new Map<
    string,
    { account: string; sp: string | null; hour: number; dir: string; ans: number; n: number }
  >();
  const added: number[] = [];
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
  const upsert = prepared(store, UPSERT_HOUR);
  const upsertSp = prepared(store, UPSERT_SP_HOUR);
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
  return added;
}

export function insertAlerts(store: Store, records: readonly AlertRecord[]): number {
  requireTransaction(store, 'insertAlerts');
  const insert = prepared(
    store,
    `INSERT INTO alerts (time, alert_type, message, detail, account_sid, service_provider_sid, vendor, target_sid)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  );
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

/**
 * Traces, captures and log lines are kept compressed (a quarter of their size: SIP and JSON logs repeat themselves)
 * with Brotli at its fastest setting, behind a tag byte: 'b' JSON, 'l' lines of text (log lines, none empty or with a
 * line break, joined by line breaks: no JSON escaping of the JSON lines). Blobs of earlier versions are gzip'd JSON (they start
 * 1f 8b) and still read.
 */
const BROTLI_JSON = 0x62; // 'b'
const BROTLI_LINES = 0x6c; // 'l'
// output in 4 KB pieces: a blob is a few KB packed, and the default 16 KB piece costs more to allocate than to fill
const brotliFastest = { chunkSize: 4096, params: { [zlib.BROTLI_PARAM_QUALITY]: 0 } };
const compress = (tag: number, text: string): Buffer => {
  const packed = brotliCompressSync(text, brotliFastest);
  const tagged = Buffer.allocUnsafe(packed.length + 1);
  tagged[0] = tag;
  packed.copy(tagged, 1);
  return tagged;
};
const pack = (value: unknown): Buffer =>
  Array.isArray(value) &&
  value.length > 0 &&
  value.every((v) => typeof v === 'string' && v !== '' && !v.includes('\n'))
    ? compress(BROTLI_LINES, value.join('\n'))
    : compress(BROTLI_JSON, typeof value === 'string' ? value : JSON.stringify(value));
function unpack<T>(blob: Uint8Array | string): T {
  if (typeof blob === 'string') return JSON.parse(blob) as T;
  if (blob[0] === BROTLI_LINES) {
    return brotliDecompressSync(blob.subarray(1)).toString('utf8').split('\n') as T;
  }
  const json = blob[0] === BROTLI_JSON ? brotliDecompressSync(blob.subarray(1)) : gunzipSync(blob);
  return JSON.parse(json.toString('utf8')) as T;
}

/** A trace, capture or call's log lines packed as stored, with how many spans, messages or lines it holds. */
export interface PackedBlob {
  bytes: Uint8Array;
  count: number;
}

/** Packs JSON text (or a value) for storage: what the put… writers do, done ahead (e.g. off the writer thread). */
export const packBlob = (value: unknown, count: number): PackedBlob => ({ bytes: pack(value), count });

const spansIn = (trace: OtlpTrace) =>
  trace.resourceSpans.reduce(
    (n, rs) =>
      n +
      [...(rs.instrumentationLibrarySpans ?? []), ...(rs.scopeSpans ?? [])].reduce(
        (m, s) => m + s.spans.length,
        0,
      ),
    0,
  );

/**
 * Stores a trace (an OTLP document, or its JSON text); spans exported later for the same trace are added to it
 * (exporters send in batches).
 */
export function putTrace(
  store: Store,
  traceId: string,
  accountSid: string | null,
  trace: OtlpTrace | string,
  at: number,
  spanCount?: number,
): void {
  requireTransaction(store, 'putTrace');
  const existing = storedTrace(store, traceId);
  if (existing) {
    const incoming = typeof trace === 'string' ? (JSON.parse(trace) as OtlpTrace) : trace;
    const merged: OtlpTrace = {
      resourceSpans: [...unpack<OtlpTrace>(existing.otlp).resourceSpans, ...incoming.resourceSpans],
    };
    writeTrace(
      store,
      traceId,
      accountSid ?? existing.account_sid,
      packBlob(merged, spansIn(merged)),
      at,
      'replace',
    );
    return;
  }
  const count = spanCount ?? spansIn(typeof trace === 'string' ? (JSON.parse(trace) as OtlpTrace) : trace);
  writeTrace(store, traceId, accountSid, packBlob(trace, count), at, 'replace');
}

/** putTrace of a trace packed ahead (packBlob of its JSON text). */
export function putPackedTrace(
  store: Store,
  traceId: string,
  accountSid: string | null,
  trace: PackedBlob,
  at: number,
): void {
  requireTransaction(store, 'putPackedTrace');
  // spans of a trace already stored: added to it
  if (!writeTrace(store, traceId, accountSid, trace, at, 'keep'))
    putTrace(store, traceId, accountSid, unpack<OtlpTrace>(trace.bytes), at, trace.count);
}

const storedTrace = (store: Store, traceId: string) =>
  prepared(store, 'SELECT account_sid, otlp FROM call_traces WHERE trace_id = ?').get(traceId) as
    { account_sid: string | null; otlp: Buffer | string } | undefined;

/** Writes a packed trace; one already stored is kept ('keep': returns false) or replaced. */
function writeTrace(
  store: Store,
  traceId: string,
  accountSid: string | null,
  trace: PackedBlob,
  at: number,
  stored: 'keep' | 'replace',
): boolean {
  const onConflict =
    stored === 'keep'
      ? 'DO NOTHING'
      : `DO UPDATE SET account_sid = excluded.account_sid, received_at = excluded.received_at,
       span_count = excluded.span_count, otlp = excluded.otlp`;
  return (
    prepared(
      store,
      `INSERT INTO call_traces (trace_id, account_sid, received_at, span_count, otlp) VALUES (?, ?, ?, ?, ?)
     ON CONFLICT (trace_id) ${onConflict}`,
    ).run(traceId, accountSid, at, trace.count, trace.bytes).changes > 0
  );
}

export function getTrace(
  store: Store,
  traceId: string,
): { account_sid: string | null; trace: OtlpTrace } | null {
  const row = storedTrace(store, traceId);
  return row ? { account_sid: row.account_sid, trace: unpack<OtlpTrace>(row.otlp) } : null;
}

export interface SipCapture {
  sip_callid: string;
  method: 'invite' | 'register';
  account_sid: string | null;
  service_provider_sid: string | null;
  messages: SipCaptureMessage[];
}

/** Stores (or replaces) the captured messages of one SIP dialog. */
export function putSipCapture(store: Store, capture: SipCapture, at: number): void {
  const { messages, ...dialog } = capture;
  putPackedSipCapture(store, dialog, packBlob(messages, messages.length), at);
}

/** putSipCapture with the messages packed ahead (packBlob of the array). */
export function putPackedSipCapture(
  store: Store,
  dialog: Omit<SipCapture, 'messages'>,
  messages: PackedBlob,
  at: number,
): void {
  requireTransaction(store, 'putSipCapture');
  prepared(
    store,
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

export function getSipCapture(
  store: Store,
  sipCallId: string,
  method: 'invite' | 'register',
): SipCapture | null {
  const row = prepared(
    store,
    'SELECT sip_callid, method, account_sid, service_provider_sid, messages FROM sip_captures WHERE sip_callid = ? AND method = ?',
  ).get(sipCallId, method) as (Omit<SipCapture, 'messages'> & { messages: Buffer | string }) | undefined;
  return row ? { ...row, messages: unpack<SipCaptureMessage[]>(row.messages) } : null;
}

/** Stores the feature server's log lines of a call (appended to what was there). */
export function putCallLogs(
  store: Store,
  callSid: string,
  accountSid: string,
  lines: readonly string[],
): void {
  requireTransaction(store, 'putCallLogs');
  const existing = storedLogs(store, callSid);
  const all = existing ? [...unpack<string[]>(existing.lines), ...lines] : lines;
  writeLogs(store, callSid, accountSid, packBlob(all, all.length), 'replace');
}

/** putCallLogs with the lines packed ahead (packBlob of the array). */
export function putPackedCallLogs(
  store: Store,
  callSid: string,
  accountSid: string,
  lines: PackedBlob,
): void {
  requireTransaction(store, 'putCallLogs');
  // lines of a call already stored: appended to them
  if (!writeLogs(store, callSid, accountSid, lines, 'keep'))
    putCallLogs(store, callSid, accountSid, unpack<string[]>(lines.bytes));
}

const storedLogs = (store: Store, callSid: string) =>
  prepared(store, 'SELECT lines FROM call_logs WHERE call_sid = ?').get(callSid) as
    { lines: Buffer | string } | undefined;

/** Writes a call's packed lines; those already stored are kept ('keep': returns false) or replaced. */
function writeLogs(
  store: Store,
  callSid: string,
  accountSid: string,
  lines: PackedBlob,
  stored: 'keep' | 'replace',
): boolean {
  const onConflict =
    stored === 'keep'
      ? 'DO NOTHING'
      : 'DO UPDATE SET line_count = excluded.line_count, lines = excluded.lines';
  return (
    prepared(
      store,
      `INSERT INTO call_logs (call_sid, account_sid, line_count, lines) VALUES (?, ?, ?, ?)
     ON CONFLICT (call_sid) ${onConflict}`,
    ).run(callSid, accountSid, lines.count, lines.bytes).changes > 0
  );
}

export function getCallLogs(store: Store, callSid: string): string[] | null {
  const row = storedLogs(store, callSid);
  return row ? unpack<string[]>(row.lines) : null;
}
