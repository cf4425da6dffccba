// The ingest path: what a voice platform's feature servers and SBCs report, the way they would (not in jambonz's API,
// where they write to InfluxDB, Jaeger, Homer and CloudWatch directly). Admins (a user or an admin API key — the
// usual credential of a feature server) may report for any account; a service provider for its own accounts.
// Each request is one transaction with one audit entry; a bad record refuses the whole batch, naming it.
import type { z } from 'zod';
import type { OtlpSpan, OtlpTrace } from '@switchboard/shared/types';
import {
  NO_TRACE_ID,
  type alertIngestSchema,
  type callLogIngestSchema,
  type cdrIngestSchema,
  type sipCaptureIngestSchema,
  type QualityReportIngest,
} from '@switchboard/shared/validation';
import type { AppContext } from '../../../context';
import { callerOf, type Caller, type Requester } from '../../../auth/caller';
import { findAccount, serviceProviderExists, type AccountOwner } from '../../../auth/access';
import { auditedWrite } from '../../../audit/audit';
import { badRequest, guardFailure } from '../../../http/errors';
import { ArtefactRepository } from '../records/artefacts';
import { RecordRepository } from '../records/repository';
import type { AlertRecord, CdrRecord } from '../records/shapes';
import { captureMicros } from '../sip-captures/pcap';
import { QualityRepository, type QualityStreamKey } from '../quality/repository';
import type { OtlpExport } from './schema';

type CdrIngest = z.output<typeof cdrIngestSchema>;
type AlertIngest = z.output<typeof alertIngestSchema>;
type CaptureIngest = z.output<typeof sipCaptureIngestSchema>;
type CallLogIngest = z.output<typeof callLogIngestSchema>;

/** Who may report: admins and service providers (account callers get the guard's refusal). */
export function requireReporter(requester: Requester): Caller {
  const caller = callerOf(requester);
  if (caller.scope === 'account') throw guardFailure();
  return caller;
}

export class IngestService {
  private readonly records: RecordRepository;
  private readonly artefacts: ArtefactRepository;

  constructor(private readonly ctx: AppContext) {
    this.records = new RecordRepository(ctx.store);
    this.artefacts = new ArtefactRepository(ctx.store);
  }

  /** Call records; a repeated call_sid is ignored. */
  cdrs(requester: Requester, records: CdrIngest[]): { received: number; added: number } {
    const caller = requireReporter(requester);
    // a batch of thousands of calls names a few accounts: each looked up (and guarded) once
    const accounts = new Map<string, AccountOwner>();
    const rows: CdrRecord[] = records.map((r, index) => {
      let account = accounts.get(r.account_sid);
      if (!account) accounts.set(r.account_sid, (account = this.accountFor(caller, r.account_sid, index)));
      if (r.terminated_at < r.attempted_at)
        throw badRequest(`record ${index}: terminated_at is before attempted_at`);
      if (r.answered && (r.answered_at === null || r.answered_at === undefined))
        throw badRequest(`record ${index}: an answered call needs answered_at`);
      return {
        attempted_at: r.attempted_at,
        answered_at: r.answered ? (r.answered_at as number) : null,
        terminated_at: r.terminated_at,
        answered: r.answered,
        direction: r.direction,
        account_sid: account.account_sid,
        service_provider_sid: account.service_provider_sid,
        application_sid: r.application_sid ?? null,
        call_sid: r.call_sid?.toLowerCase() ?? null,
        from: r.from,
        to: r.to,
        sip_callid: r.sip_callid,
        sip_parent_callid: r.sip_parent_callid ?? null,
        termination_reason: r.termination_reason ?? null,
        host: r.host ?? null,
        remote_host: r.remote_host ?? null,
        trunk: r.trunk ?? null,
        trace_id: r.trace_id ?? NO_TRACE_ID,
        recording_url: r.recording_url ?? null,
        sip_status: r.sip_status,
        duration: r.duration,
      };
    });
    const added = auditedWrite(
      this.ctx,
      requester,
      (n: number) => this.entry('cdr_batch', n, rows.length === 1 ? rows[0].account_sid : null),
      () => this.records.insertCdrs(rows).length,
    );
    return { received: rows.length, added };
  }

  alerts(requester: Requester, alerts: AlertIngest[]): { received: number } {
    const caller = requireReporter(requester);
    const records: AlertRecord[] = alerts.map((a, index) => {
      let sp = a.service_provider_sid ?? null;
      if (a.account_sid) sp = this.accountFor(caller, a.account_sid, index).service_provider_sid;
      else if (caller.scope === 'service_provider' && sp !== caller.service_provider_sid)
        throw guardFailure();
      else if (!sp || !serviceProviderExists(this.ctx.store, sp))
        throw badRequest(`record ${index}: service provider not found for sid ${sp}`);
      return {
        time: a.time,
        alert_type: a.alert_type,
        message: a.message,
        detail: a.detail ?? null,
        account_sid: a.account_sid ?? null,
        service_provider_sid: sp,
        vendor: a.vendor ?? null,
        target_sid: a.target_sid ?? null,
      };
    });
    auditedWrite(
      this.ctx,
      requester,
      () => this.entry('alert_batch', records.length),
      () => this.records.insertAlerts(records),
    );
    return { received: records.length };
  }

  /** Spans grouped by trace; the account is the resource attribute accountSid, or the query's account_sid. */
  traces(requester: Requester, exported: OtlpExport, queryAccount: string | undefined) {
    const caller = requireReporter(requester);
    // group the spans by trace, keeping each resource's attributes
    const byTrace = new Map<string, OtlpTrace>();
    let spans = 0;
    let accountSid: string | null = queryAccount ? queryAccount : null;
    for (const rs of exported.resourceSpans) {
      const fromResource = rs.resource?.attributes?.find((a) => a.key === 'accountSid')?.value.stringValue;
      accountSid ??= fromResource ?? null;
      for (const ss of [...(rs.scopeSpans ?? []), ...(rs.instrumentationLibrarySpans ?? [])]) {
        for (const span of ss.spans) {
          spans += 1;
          const id = span.traceId.toLowerCase();
          const trace = byTrace.get(id) ?? { resourceSpans: [] };
          if (!trace.resourceSpans.length)
            trace.resourceSpans.push({
              resource: rs.resource as OtlpTrace['resourceSpans'][number]['resource'],
              instrumentationLibrarySpans: [
                {
                  instrumentationLibrary: ss.instrumentationLibrary ?? ss.scope ?? { name: 'unknown' },
                  spans: [],
                },
              ],
            });
          trace.resourceSpans[0].instrumentationLibrarySpans![0].spans.push({
            ...span,
            traceId: id,
            spanId: span.spanId.toLowerCase(),
            parentSpanId: span.parentSpanId?.toLowerCase() ?? '',
            startTimeUnixNano: String(span.startTimeUnixNano),
            endTimeUnixNano: String(span.endTimeUnixNano),
          } as OtlpSpan);
          byTrace.set(id, trace);
        }
      }
    }
    if (!accountSid)
      throw badRequest('the spans name no account: set the resource attribute accountSid or ?account_sid=');
    const account = this.accountFor(caller, accountSid, 0);
    auditedWrite(
      this.ctx,
      requester,
      () => this.entry('trace_batch', spans, account.account_sid),
      () => {
        for (const [traceId, trace] of byTrace)
          this.artefacts.putTrace(traceId, account.account_sid, trace, this.ctx.now());
      },
    );
    return { traces: byTrace.size, spans };
  }

  /** The captured messages of SIP dialogs, for an account or (registrations) a service provider. */
  sipCaptures(requester: Requester, batch: CaptureIngest[]): { received: number } {
    const caller = requireReporter(requester);
    const captures = batch.map((c, index) => {
      let sp = c.service_provider_sid ?? null;
      if (c.account_sid) sp = this.accountFor(caller, c.account_sid, index).service_provider_sid;
      else if (!sp)
        throw badRequest(`record ${index}: a capture needs an account_sid or a service_provider_sid`);
      else if (caller.scope === 'service_provider' && sp !== caller.service_provider_sid)
        throw guardFailure();
      for (const m of c.messages) {
        try {
          captureMicros(m.time);
        } catch {
          throw badRequest(`record ${index}: a message time must be ISO-8601 or epoch microseconds`);
        }
      }
      return { ...c, account_sid: c.account_sid ?? null, service_provider_sid: sp };
    });
    auditedWrite(
      this.ctx,
      requester,
      () => this.entry('sip_capture_batch', captures.length),
      () => {
        for (const c of captures) {
          const last = Math.max(...c.messages.map((m) => captureMicros(m.time))) / 1000;
          this.artefacts.putSipCapture(c, Math.round(last));
        }
      },
    );
    return { received: captures.length };
  }

  /** A call's log lines (appended to those it has). */
  callLogs(requester: Requester, batches: CallLogIngest[]): { received: number } {
    const caller = requireReporter(requester);
    batches.forEach((b, index) => this.accountFor(caller, b.account_sid, index));
    auditedWrite(
      this.ctx,
      requester,
      () => this.entry('call_log_batch', batches.length),
      () => {
        for (const b of batches)
          this.artefacts.putCallLogs(b.call_sid.toLowerCase(), b.account_sid.toLowerCase(), b.lines);
      },
    );
    return { received: batches.length };
  }

  /**
   * A media server's RTCP-style reports (docs/api/additions.md#call-quality): one per stream and interval, added to
   * the stream's intervals (a report sent again counts once); each stream's figures are computed again.
   */
  qualityReports(
    requester: Requester,
    reports: QualityReportIngest[],
  ): { received: number; streams: number } {
    const caller = requireReporter(requester);
    const streams = new Map<string, { key: QualityStreamKey; intervals: QualityReportIngest[] }>();
    reports.forEach((r, index) => {
      const account = this.accountFor(caller, r.account_sid, index);
      const callSid = r.call_sid.toLowerCase();
      const id = `${callSid}|${r.sip_callid}|${r.ssrc}|${r.direction}`;
      const stream = streams.get(id);
      if (stream) {
        if (stream.key.codec !== r.codec || stream.key.account_sid !== account.account_sid)
          throw badRequest(`record ${index}: the stream's codec and account must stay the same`);
        stream.intervals.push(r);
        return;
      }
      streams.set(id, {
        key: {
          call_sid: callSid,
          account_sid: account.account_sid,
          service_provider_sid: account.service_provider_sid,
          sip_callid: r.sip_callid,
          ssrc: r.ssrc,
          direction: r.direction,
          local_ip: r.local_ip,
          local_port: r.local_port,
          remote_ip: r.remote_ip,
          remote_port: r.remote_port,
          codec: r.codec,
        },
        intervals: [r],
      });
    });
    const quality = new QualityRepository(this.ctx.store);
    auditedWrite(
      this.ctx,
      requester,
      () => this.entry('quality_report_batch', reports.length),
      () => {
        for (const { key, intervals } of streams.values())
          quality.addIntervals(
            key,
            intervals.map((r) => ({
              at: new Date(r.time).toISOString(),
              interval_ms: r.interval_ms,
              packets_received: r.packets_received,
              packets_lost: r.packets_lost,
              jitter_ms: r.jitter_ms,
              rtt_ms: r.rtt_ms ?? null,
            })),
          );
      },
    );
    return { received: reports.length, streams: streams.size };
  }

  /** The account a record names, if the caller may report for it (admin: any; SP: its own). */
  private accountFor(caller: Caller, accountSid: string, index: number): AccountOwner {
    const account = findAccount(this.ctx.store, accountSid);
    if (!account) throw badRequest(`record ${index}: account not found for sid ${accountSid}`);
    if (caller.scope === 'service_provider' && account.service_provider_sid !== caller.service_provider_sid)
      throw guardFailure();
    return account;
  }

  /** A batch's audit entry: how many records it added. */
  private entry(entity: string, count: number, accountSid: string | null = null) {
    return {
      entity,
      entitySid: null,
      action: 'create' as const,
      after: { records: count },
      accountSid,
    };
  }
}
