// The ingest path: what a voice platform's feature servers and SBCs report, the way they would (not in jambonz's API,
// where they write to InfluxDB, Jaeger, Homer and CloudWatch directly). Admins (a user or an admin API key — the
// usual credential of a feature server) may report for any account; a service provider for its own accounts.
// Each request is one transaction with one audit entry; a bad record refuses the whole batch, naming it.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { OtlpAnyValue, OtlpSpan, OtlpTrace } from '@switchboard/shared/types';
import {
  INGEST_BATCH_MAX,
  NO_TRACE_ID,
  alertIngestSchema,
  callLogIngestSchema,
  cdrIngestSchema,
  sipCaptureIngestSchema,
} from '@switchboard/shared/validation';
import type { AppContext } from '../context';
import { callerOf, type Caller } from '../auth/caller';
import { findAccount } from '../auth/access';
import { recordAudit } from '../audit/audit';
import { docs } from '../http/docs';
import { badRequest, guardFailure } from '../http/errors';
import { describeIssue } from '../http/validate';
import {
  insertAlerts,
  insertCdrs,
  putCallLogs,
  putSipCapture,
  putTrace,
  type CdrRecord,
} from '../observability/records';
import { captureMicros } from '../observability/pcap';

const TAG = ['Ingest (feature servers)'];
const BODY_LIMIT = 32 * 1024 * 1024;

/** Parses every element of a batch with `schema`; the first bad one is named by its index. */
function parseBatch<S extends z.ZodType>(schema: S, body: unknown): z.output<S>[] {
  const list = Array.isArray(body) ? body : body === undefined ? null : [body];
  if (!list || list.length === 0)
    throw badRequest('the body must be a JSON array of records (or one record)');
  if (list.length > INGEST_BATCH_MAX) throw badRequest(`at most ${INGEST_BATCH_MAX} records per request`);
  return list.map((item, index) => {
    const result = schema.safeParse(item);
    if (!result.success) throw badRequest(`record ${index}: ${describeIssue(result.error.issues[0], item)}`);
    return result.data;
  });
}

const otlpValue: z.ZodType<OtlpAnyValue> = z.lazy(() =>
  z.object({
    stringValue: z.string().optional(),
    boolValue: z.boolean().optional(),
    intValue: z.union([z.number(), z.string()]).optional(),
    doubleValue: z.number().optional(),
    arrayValue: z.object({ values: z.array(otlpValue) }).optional(),
  }),
);
const otlpAttributes = z.array(z.object({ key: z.string(), value: otlpValue })).optional();
const otlpSpan = z.object({
  traceId: z.string().regex(/^[0-9a-fA-F]{32}$/, 'traceId must be 32 hexadecimal characters'),
  spanId: z.string().regex(/^[0-9a-fA-F]{16}$/, 'spanId must be 16 hexadecimal characters'),
  parentSpanId: z
    .string()
    .regex(/^([0-9a-fA-F]{16})?$/, 'parentSpanId must be 16 hexadecimal characters')
    .optional(),
  name: z.string().max(512),
  kind: z.union([z.number(), z.string()]).optional(),
  startTimeUnixNano: z.union([z.number(), z.string().regex(/^\d+$/)]),
  endTimeUnixNano: z.union([z.number(), z.string().regex(/^\d+$/)]),
  attributes: otlpAttributes,
  status: z
    .object({ code: z.union([z.number(), z.string()]).optional(), message: z.string().optional() })
    .optional(),
});
const scopeSpans = z.object({
  instrumentationLibrary: z.object({ name: z.string(), version: z.string().optional() }).optional(),
  scope: z.object({ name: z.string(), version: z.string().optional() }).optional(),
  spans: z.array(otlpSpan).max(20_000),
});
/** An OTLP/HTTP JSON export request (ExportTraceServiceRequest). */
export const otlpExportSchema = z.object({
  resourceSpans: z
    .array(
      z.object({
        resource: z.object({ attributes: otlpAttributes }).optional(),
        scopeSpans: z.array(scopeSpans).optional(),
        instrumentationLibrarySpans: z.array(scopeSpans).optional(),
      }),
    )
    .min(1, 'resourceSpans must not be empty'),
});

export function observabilityIngestRoutes(v1: FastifyInstance, ctx: AppContext): void {
  const { store } = ctx;

  /** The account a record names, if the caller may report for it (admin: any; SP: its own). */
  const accountFor = (caller: Caller, accountSid: string, index: number) => {
    const account = findAccount(store, accountSid);
    if (!account) throw badRequest(`record ${index}: account not found for sid ${accountSid}`);
    if (caller.scope === 'service_provider' && account.service_provider_sid !== caller.service_provider_sid)
      throw guardFailure();
    return account;
  };
  const reporter = (request: FastifyRequest) => {
    const caller = callerOf(request);
    if (caller.scope === 'account') throw guardFailure();
    return caller;
  };
  const audit = (request: FastifyRequest, entity: string, count: number, accountSid: string | null = null) =>
    recordAudit(ctx, request, {
      entity,
      entitySid: null,
      action: 'create',
      after: { records: count },
      accountSid,
    });

  v1.post(
    '/Ingest/Cdrs',
    {
      bodyLimit: BODY_LIMIT,
      schema: docs({
        summary: `Report call records (CDRs as in §5.11; up to ${INGEST_BATCH_MAX} per request; a repeated call_sid is ignored)`,
        tags: TAG,
        body: z.array(cdrIngestSchema),
        responses: {
          201: '{received, added}',
          400: '{msg} naming the bad record',
          403: 'guard: account scope or another SP',
        },
      }),
    },
    async (request, reply) => {
      const caller = reporter(request);
      const records = parseBatch(cdrIngestSchema, request.body);
      const rows: CdrRecord[] = records.map((r, index) => {
        const account = accountFor(caller, r.account_sid, index);
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
      const added = store.transaction(() => {
        const n = insertCdrs(store, rows).length;
        audit(request, 'cdr_batch', n, rows.length === 1 ? rows[0].account_sid : null);
        return n;
      });
      return reply.code(201).send({ received: rows.length, added });
    },
  );

  v1.post(
    '/Ingest/Alerts',
    {
      bodyLimit: BODY_LIMIT,
      schema: docs({
        summary: 'Report alerts (§5.12)',
        tags: TAG,
        body: z.array(alertIngestSchema),
        responses: { 201: '{received}', 400: '{msg}', 403: 'guard' },
      }),
    },
    async (request, reply) => {
      const caller = reporter(request);
      const records = parseBatch(alertIngestSchema, request.body).map((a, index) => {
        let sp = a.service_provider_sid ?? null;
        if (a.account_sid) sp = accountFor(caller, a.account_sid, index).service_provider_sid;
        else if (caller.scope === 'service_provider' && sp !== caller.service_provider_sid)
          throw guardFailure();
        else if (!store.get('SELECT 1 FROM service_providers WHERE service_provider_sid = ?', sp))
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
      store.transaction(() => {
        insertAlerts(store, records);
        audit(request, 'alert_batch', records.length);
      });
      return reply.code(201).send({ received: records.length });
    },
  );

  v1.post(
    '/Ingest/Traces',
    {
      bodyLimit: BODY_LIMIT,
      schema: docs({
        summary:
          'Export spans (OTLP/HTTP JSON ExportTraceServiceRequest); the account is the resource attribute accountSid or the query account_sid',
        tags: TAG,
        query: z.looseObject({ account_sid: z.string().optional() }),
        body: otlpExportSchema,
        responses: { 201: '{traces, spans}', 400: '{msg}', 403: 'guard' },
      }),
    },
    async (request, reply) => {
      const caller = reporter(request);
      const parsed = otlpExportSchema.safeParse(request.body);
      if (!parsed.success) throw badRequest(describeIssue(parsed.error.issues[0], request.body));
      const queryAccount = (request.query as Record<string, unknown>).account_sid;
      // group the spans by trace, keeping each resource's attributes
      const byTrace = new Map<string, OtlpTrace>();
      let spans = 0;
      let accountSid: string | null = typeof queryAccount === 'string' && queryAccount ? queryAccount : null;
      for (const rs of parsed.data.resourceSpans) {
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
      const account = accountFor(caller, accountSid, 0);
      store.transaction(() => {
        for (const [traceId, trace] of byTrace)
          putTrace(store, traceId, account.account_sid, trace, ctx.now());
        audit(request, 'trace_batch', spans, account.account_sid);
      });
      return reply.code(201).send({ traces: byTrace.size, spans });
    },
  );

  v1.post(
    '/Ingest/SipCaptures',
    {
      bodyLimit: BODY_LIMIT,
      schema: docs({
        summary:
          'Report the captured SIP messages of dialogs (what a HEP capture agent sends); served as pcap',
        tags: TAG,
        body: z.array(sipCaptureIngestSchema),
        responses: { 201: '{received}', 400: '{msg}', 403: 'guard' },
      }),
    },
    async (request, reply) => {
      const caller = reporter(request);
      const captures = parseBatch(sipCaptureIngestSchema, request.body).map((c, index) => {
        let sp = c.service_provider_sid ?? null;
        if (c.account_sid) sp = accountFor(caller, c.account_sid, index).service_provider_sid;
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
      store.transaction(() => {
        for (const c of captures) {
          const last = Math.max(...c.messages.map((m) => captureMicros(m.time))) / 1000;
          putSipCapture(store, c, Math.round(last));
        }
        audit(request, 'sip_capture_batch', captures.length);
      });
      return reply.code(201).send({ received: captures.length });
    },
  );

  v1.post(
    '/Ingest/CallLogs',
    {
      bodyLimit: BODY_LIMIT,
      schema: docs({
        summary:
          "Report a call's log lines (served by GET …/RecentCalls/:call_sid/logs with the local logs source)",
        tags: TAG,
        body: z.array(callLogIngestSchema),
        responses: { 201: '{received}', 400: '{msg}', 403: 'guard' },
      }),
    },
    async (request, reply) => {
      const caller = reporter(request);
      const batches = parseBatch(callLogIngestSchema, request.body).map((b, index) => {
        accountFor(caller, b.account_sid, index);
        return b;
      });
      store.transaction(() => {
        for (const b of batches)
          putCallLogs(store, b.call_sid.toLowerCase(), b.account_sid.toLowerCase(), b.lines);
        audit(request, 'call_log_batch', batches.length);
      });
      return reply.code(201).send({ received: batches.length });
    },
  );
}
