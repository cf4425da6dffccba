// Writing and reading a call's artefacts as the platform reports them: its trace (OTLP spans, merged as exporters
// send them in batches), the SIP captures of its dialogs and its feature-server log lines, each packed into one
// blob (packing.ts). Used by the ingest routes and the simulator's writer alike; every writer expects to run inside
// the caller's transaction.
import type Database from 'better-sqlite3';
import { webhookExchanges, webhookFailed, type WebhookExchange } from '@switchboard/shared/call-analysis';
import type { OtlpTrace, SipCaptureMessage } from '@switchboard/shared/types';
import type { Store } from '../../../db/store';
import { packBlob, spansIn, unpack, type PackedBlob } from './packing';
import type { SipCapture } from './shapes';
import { prepared, requireTransaction } from './statements';
import { postDialDelayMs } from '../sip-captures/pdd';
import { recountPdd, storedPdd } from '../statistics/pdd';

/** A blob already stored is kept ('keep': the write answers false) or replaced. */
type WhenStored = 'keep' | 'replace';

/** What the webhook index keeps of an exchange (not its body). */
export type WebhookTiming = Pick<WebhookExchange, 'spanId' | 'method' | 'url' | 'status' | 'at' | 'ms'>;

export class ArtefactRepository {
  constructor(private readonly store: Store) {}

  private prepared(sql: string): Database.Statement {
    return prepared(this.store, sql);
  }

  private requireTransaction(what: string): void {
    requireTransaction(this.store, what);
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
    const incoming = typeof trace === 'string' ? (JSON.parse(trace) as OtlpTrace) : trace;
    const existing = this.storedTrace(traceId);
    if (existing) {
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
      this.indexWebhooks(traceId, accountSid ?? existing.account_sid, webhookExchanges(incoming));
      return;
    }
    const count = spanCount ?? spansIn(incoming);
    this.writeTrace(traceId, accountSid, packBlob(trace, count), at, 'replace');
    this.indexWebhooks(traceId, accountSid, webhookExchanges(incoming));
  }

  /**
   * putTrace of a trace packed ahead (packBlob of its JSON text), with its webhook exchanges when the packer read
   * them (else they are read from the blob).
   */
  putPackedTrace(
    traceId: string,
    accountSid: string | null,
    trace: PackedBlob,
    at: number,
    webhooks?: readonly WebhookTiming[],
  ): void {
    this.requireTransaction('putPackedTrace');
    // spans of a trace already stored: added to it
    if (!this.writeTrace(traceId, accountSid, trace, at, 'keep'))
      this.putTrace(traceId, accountSid, unpack<OtlpTrace>(trace.bytes), at, trace.count);
    else
      this.indexWebhooks(traceId, accountSid, webhooks ?? webhookExchanges(unpack<OtlpTrace>(trace.bytes)));
  }

  /** Indexes a trace's webhook exchanges for the alert rules (records/schema.ts, CALL_WEBHOOKS_SQL). */
  indexWebhooks(traceId: string, accountSid: string | null, webhooks: readonly WebhookTiming[]): void {
    if (!accountSid || !webhooks.length) return;
    const insert = this.prepared(
      `INSERT INTO call_webhooks (trace_id, span_id, account_sid, service_provider_sid, at, ms, failed, status, method, url)
       SELECT ?, ?, account_sid, service_provider_sid, ?, ?, ?, ?, ?, ? FROM accounts WHERE account_sid = ?
       ON CONFLICT (trace_id, span_id) DO NOTHING`,
    );
    for (const hook of webhooks)
      insert.run(
        traceId,
        hook.spanId,
        Math.round(hook.at),
        Math.round(hook.ms),
        webhookFailed(hook) ? 1 : 0,
        hook.status,
        hook.method,
        hook.url,
        accountSid,
      );
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

  /** Stores (or replaces) the captured messages of one SIP dialog; an INVITE dialog's with its post-dial delay. */
  putSipCapture(capture: SipCapture, at: number): void {
    const { messages, ...dialog } = capture;
    const pdd = dialog.method === 'invite' ? postDialDelayMs(messages) : null;
    this.putPackedSipCapture(dialog, packBlob(messages, messages.length), at, pdd);
  }

  /**
   * putSipCapture with the messages packed ahead (packBlob of the array) and their post-dial delay computed ahead
   * (sip-captures/pdd.ts; null: none). The call statistics' PDD roll-up follows a changed delay.
   */
  putPackedSipCapture(
    dialog: Omit<SipCapture, 'messages'>,
    messages: PackedBlob,
    at: number,
    pddMs: number | null = null,
  ): void {
    this.requireTransaction('putSipCapture');
    const invite = dialog.method === 'invite';
    const before = invite ? storedPdd(this.store, dialog.sip_callid) : null;
    this.prepared(
      `INSERT INTO sip_captures (sip_callid, method, account_sid, service_provider_sid, captured_at, message_count, messages, pdd_ms)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT (sip_callid, method) DO UPDATE SET account_sid = excluded.account_sid,
       service_provider_sid = excluded.service_provider_sid, captured_at = excluded.captured_at,
       message_count = excluded.message_count, messages = excluded.messages, pdd_ms = excluded.pdd_ms`,
    ).run(
      dialog.sip_callid,
      dialog.method,
      dialog.account_sid,
      dialog.service_provider_sid,
      at,
      messages.count,
      messages.bytes,
      invite ? pddMs : null,
    );
    if (invite) recountPdd(this.store, dialog.sip_callid, before, pddMs);
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
