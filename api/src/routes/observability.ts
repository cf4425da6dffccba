// Recent calls and alerts (contract §4, §5.11, §5.12, §6.3, §6.4): the time-series lists of an account or a
// service provider, a call's SIP capture summary and pcap, its OTLP trace, its log lines, its recording (read and
// delete); and, beyond the real API, the calls-per-hour chart and the CSV export of a filtered list (streamed).
import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  isSid,
  parseTimeSeriesWindow,
  recentCallsFilterSchema,
  alertsFilterSchema,
  OBSERVABILITY_MESSAGES,
  recentCallCsvLine as csvLine,
  recentCallsCsvHeader as csvHeader,
} from '@switchboard/shared/validation';
import type { RecentCallsFilter, TimeSeriesWindow } from '@switchboard/shared/validation';
import type { AppContext } from '../context';
import { callerOf, type Caller } from '../auth/caller';
import { requireAccountGuard, requireServiceProviderGuard } from '../auth/access';
import { recordAudit } from '../audit/audit';
import { docs } from '../http/docs';
import { HttpError, badRequest } from '../http/errors';
import { parseWith } from '../http/validate';
import { OutboundError } from '../outbound/http';
import {
  callsPerHour,
  eachCall,
  findCall,
  listAlerts,
  pageOfCalls,
  type Owner,
} from '../observability/queries';
import { callOf, getSipCapture, getTrace } from '../observability/records';
import { writePcap } from '../observability/pcap';
import { recordingKey, contentTypeOf } from '../observability/recordings';
import { observabilityServices } from '../observability/service';

const TAG = ['Recent calls and alerts'];
const NOT_FOUND = () => new HttpError(404, 'Not Found');
const BAD_REQUEST = () => new HttpError(400, 'Bad Request');
/** Homer keeps SIP for seven days. */
const CAPTURE_RETENTION_MS = 7 * 86_400_000;

const timeSeriesQuery = z.looseObject({
  page: z.string().describe('1-based page (required)'),
  count: z.string().describe('page size, 1–500 (required)'),
  days: z.string().optional().describe('the last N days (wins over start/end)'),
  start: z.string().optional().describe('ISO-8601'),
  end: z.string().optional().describe('ISO-8601 (inclusive)'),
});
const callsQuery = timeSeriesQuery.extend({
  direction: z.enum(['inbound', 'outbound']).optional(),
  answered: z.enum(['true', 'false']).optional(),
  filter: z.string().optional().describe('substring of from/to, or a call_sid'),
  trunk: z.string().optional(),
});
const windowQuery = z.looseObject({
  days: z.string().optional(),
  start: z.string().optional(),
  end: z.string().optional(),
  direction: z.enum(['inbound', 'outbound']).optional(),
  answered: z.enum(['true', 'false']).optional(),
  filter: z.string().optional(),
  trunk: z.string().optional(),
});

type Query = Record<string, unknown>;
const queryOf = (request: FastifyRequest) => (request.query ?? {}) as Query;
const paramsOf = (request: FastifyRequest) => request.params as Record<string, string>;

export function observabilityRoutes(v1: FastifyInstance, ctx: AppContext): void {
  const { store } = ctx;
  const services = observabilityServices(ctx);

  /** `hasAccountPermissions` over `/Accounts/:sid/…` (a malformed sid: the guard's 400 for non-admins). */
  const accountOwner = (request: FastifyRequest): Owner & { caller: Caller; serviceProviderSid: string } => {
    const caller = callerOf(request);
    const sid = paramsOf(request).sid;
    if (!isSid(sid)) {
      if (caller.scope === 'admin') throw new HttpError(400, { msg: 'Bad request' });
      throw new HttpError(400, {
        status: 'fail',
        message: 'invalid AccountsSid format',
        msg: 'invalid AccountsSid format',
      });
    }
    const account = requireAccountGuard(store, caller, sid.toLowerCase());
    return {
      column: 'account_sid',
      sid: account.account_sid,
      caller,
      serviceProviderSid: account.service_provider_sid,
    };
  };
  /** `hasServiceProviderPermissions` over `/ServiceProviders/:sid/…`. */
  const providerOwner = (request: FastifyRequest): Owner & { caller: Caller } => {
    const caller = callerOf(request);
    const sid = paramsOf(request).sid;
    if (!isSid(sid)) {
      if (caller.scope === 'admin') throw new HttpError(400, { msg: 'Bad request' });
      throw new HttpError(400, { msg: 'invalid ServiceProvidersSid format' });
    }
    requireServiceProviderGuard(store, caller, sid.toLowerCase());
    return { column: 'service_provider_sid', sid: sid.toLowerCase(), caller };
  };

  const windowOf = (query: Query): TimeSeriesWindow => {
    const parsed = parseTimeSeriesWindow(query, ctx.now());
    if (!parsed.ok) throw badRequest(parsed.msg);
    return parsed.value;
  };
  /** The window without paging (chart, export): days or start/end. */
  const rangeOf = (query: Query) => windowOf({ ...query, page: '1', count: '1' });
  const callsFilterOf = (query: Query): RecentCallsFilter => {
    const { direction, answered, filter, trunk } = query;
    return parseWith(recentCallsFilterSchema, {
      direction: direction || undefined,
      answered: answered || undefined,
      filter: filter || undefined,
      trunk: trunk || undefined,
    });
  };

  const recentCalls = (owner: Owner, query: Query) => {
    const page = pageOfCalls(store, owner, windowOf(query), callsFilterOf(query));
    return { total: page.total, page_size: String(query.count), page: String(query.page), data: page.data };
  };
  const alerts = (owner: Owner, query: Query) => {
    const window = windowOf(query);
    const filter = parseWith(alertsFilterSchema, { alert_type: query.alert_type || undefined });
    const page = listAlerts(store, owner, window, filter);
    return { total: page.total, page_size: String(query.count), page: String(query.page), data: page.data };
  };

  for (const [prefix, ownerOf, who] of [
    ['/Accounts/:sid', accountOwner, 'an account'],
    ['/ServiceProviders/:sid', providerOwner, "a service provider's accounts"],
  ] as const) {
    const tags = TAG;
    v1.get(
      `${prefix}/RecentCalls`,
      {
        schema: docs({
          summary: `Recent calls of ${who}, newest first (time-series paging: page and count are required)`,
          tags,
          query: callsQuery,
          params: { sid: 'account or service provider sid' },
          responses: {
            200: '{total, page_size, page, data: Cdr[]} (page and page_size as strings)',
            400: '{msg}',
            403: 'guard',
          },
        }),
      },
      async (request) => recentCalls(ownerOf(request), queryOf(request)),
    );
    v1.get(
      `${prefix}/Alerts`,
      {
        schema: docs({
          summary: `Alerts of ${who}, newest first`,
          tags,
          query: timeSeriesQuery.extend({ alert_type: z.string().optional() }),
          params: { sid: 'account or service provider sid' },
          responses: { 200: '{total, page_size, page, data: Alert[]}', 400: '{msg}', 403: 'guard' },
        }),
      },
      async (request) => alerts(ownerOf(request), queryOf(request)),
    );
    v1.get(
      `${prefix}/CallsPerHour`,
      {
        schema: docs({
          summary: `Calls per hour of ${who} (answered / not answered) for the recent-calls filters (not in jambonz)`,
          tags,
          query: windowQuery,
          params: { sid: 'account or service provider sid' },
          responses: {
            200: '{data: [{hour, answered, not_answered}]} (at most 31 days of hours)',
            400: '{msg}',
          },
        }),
      },
      async (request) => {
        const owner = ownerOf(request);
        const query = queryOf(request);
        return { data: callsPerHour(store, owner, rangeOf(query), callsFilterOf(query), ctx.now()) };
      },
    );
    v1.get(
      `${prefix}/RecentCalls/export.csv`,
      {
        schema: docs({
          summary: `The recent calls of ${who} that match the filters, as CSV (streamed; not in jambonz)`,
          tags,
          query: windowQuery,
          params: { sid: 'account or service provider sid' },
          responses: { 200: 'text/csv, one call per line, newest first', 400: '{msg}' },
        }),
      },
      async (request, reply) => {
        const owner = ownerOf(request);
        const query = queryOf(request);
        const range = rangeOf(query);
        const filter = callsFilterOf(query);
        function* lines() {
          yield csvHeader();
          for (const rows of eachCall(store, owner, range, filter)) {
            let chunk = '';
            for (const row of rows) chunk += csvLine(callOf(row));
            yield chunk;
          }
        }
        const day = new Date(ctx.now()).toISOString().slice(0, 10);
        return reply
          .type('text/csv; charset=utf-8')
          .header('Content-Disposition', `attachment; filename=recent-calls-${day}.csv`)
          .send(Readable.from(lines()));
      },
    );
    // SIP capture of a dialog (Homer): the summary tells the portal whether a pcap exists
    const captureFor = (request: FastifyRequest, method: 'invite' | 'register') => {
      const owner = ownerOf(request);
      const callId = paramsOf(request).call_id;
      const capture = getSipCapture(store, callId, method);
      if (!capture) return null;
      const inScope =
        owner.column === 'account_sid'
          ? capture.account_sid === owner.sid
          : capture.service_provider_sid === owner.sid;
      if (!inScope) return null;
      const newest = Math.max(
        ...capture.messages.map((m) => (typeof m.time === 'number' ? m.time / 1000 : Date.parse(m.time))),
      );
      if (newest < ctx.now() - CAPTURE_RETENTION_MS) return null;
      return capture;
    };
    v1.get(
      `${prefix}/RecentCalls/:call_id`,
      {
        schema: docs({
          summary:
            'The SIP messages captured for a Call-ID (calls and registrations, last 7 days); total > 0: a pcap exists',
          tags,
          params: { sid: 'account or service provider sid', call_id: 'the SIP Call-ID' },
          responses: { 200: '{total, data: {messages}}', 404: 'text: nothing captured' },
        }),
      },
      async (request) => {
        const capture = captureFor(request, 'invite') ?? captureFor(request, 'register');
        if (!capture) throw NOT_FOUND();
        return {
          total: capture.messages.length,
          data: {
            messages: capture.messages.map((m) => ({
              create_date: new Date(
                typeof m.time === 'number' ? m.time / 1000 : Date.parse(m.time),
              ).toISOString(),
              sid: capture.sip_callid,
              method: m.payload.slice(0, m.payload.indexOf('\r\n')).split(' ')[
                m.payload.startsWith('SIP/2.0') ? 1 : 0
              ],
              srcIp: m.src_ip,
              srcPort: m.src_port,
              dstIp: m.dst_ip,
              dstPort: m.dst_port,
              protocol: 17,
            })),
          },
        };
      },
    );
    v1.get(
      `${prefix}/RecentCalls/:call_id/:method/pcap`,
      {
        schema: docs({
          summary: 'The SIP dialog of a Call-ID as a libpcap file (method invite or register)',
          tags,
          params: {
            sid: 'account or service provider sid',
            call_id: 'the SIP Call-ID',
            method: 'invite | register',
          },
          responses: {
            200: 'application/octet-stream (libpcap)',
            400: 'text: unknown method',
            404: 'text: nothing captured',
          },
        }),
      },
      async (request, reply) => {
        const method = paramsOf(request).method;
        if (method !== 'invite' && method !== 'register') throw BAD_REQUEST();
        const capture = captureFor(request, method);
        if (!capture) throw NOT_FOUND();
        return reply
          .type('application/octet-stream')
          .header('Content-Disposition', `attachment; filename=callid-${capture.sip_callid}.pcap`)
          .send(writePcap(capture.messages));
      },
    );
  }

  v1.get(
    '/Accounts/:sid/RecentCalls/trace/:trace_id',
    {
      schema: docs({
        summary: "A call's trace (OTLP JSON: resourceSpans → instrumentationLibrarySpans → spans)",
        tags: TAG,
        params: { sid: 'account sid', trace_id: '32 hexadecimal characters' },
        responses: { 200: '{resourceSpans}', 404: 'text: no such trace' },
      }),
    },
    async (request) => {
      const owner = accountOwner(request);
      const traceId = paramsOf(request).trace_id.toLowerCase();
      const found = /^[0-9a-f]{32}$/.test(traceId) ? getTrace(store, traceId) : null;
      if (!found || (found.account_sid !== null && found.account_sid !== owner.sid)) throw NOT_FOUND();
      return found.trace;
    },
  );

  v1.get(
    '/Accounts/:sid/RecentCalls/:call_sid/logs',
    {
      schema: docs({
        summary: "A call's log lines (bare array of strings), from the configured logs source",
        tags: TAG,
        query: z.looseObject({ logGroupName: z.string().optional() }),
        params: { sid: 'account sid', call_sid: 'the call sid' },
        responses: { 200: 'string[]', 400: '{msg}: no logs source', 404: '{msg: "Call not found"}' },
      }),
    },
    async (request) => {
      const owner = accountOwner(request);
      if (!services.callLogs) throw badRequest(OBSERVABILITY_MESSAGES.logsUnavailable);
      const callSid = paramsOf(request).call_sid.toLowerCase();
      const call = isSid(callSid) ? findCall(store, callSid) : undefined;
      if (!call || call.account_sid !== owner.sid)
        throw new HttpError(404, { msg: OBSERVABILITY_MESSAGES.callNotFound });
      const group = String(queryOf(request).logGroupName || 'jambonz-feature_server');
      try {
        return await services.callLogs.lines(call, group);
      } catch (error) {
        throw new HttpError(500, { msg: error instanceof Error ? error.message : 'the logs source failed' });
      }
    },
  );
  v1.get('/ServiceProviders/:sid/RecentCalls/:call_sid/logs', { schema: { hide: true } }, async () => {
    throw badRequest(
      'account_sid is required,please use /Accounts/{account_sid}/RecentCalls/{call_sid}/logs',
    );
  });

  const recordingParams = (request: FastifyRequest) => {
    const { call_sid, year, month, day, format } = paramsOf(request);
    if (
      !isSid(call_sid) ||
      !/^\d{4}$/.test(year) ||
      !/^\d{2}$/.test(month) ||
      !/^\d{2}$/.test(day) ||
      !/^(wav|mp3)$/.test(format)
    )
      throw NOT_FOUND();
    return {
      callSid: call_sid.toLowerCase(),
      key: recordingKey(year, month, day, call_sid.toLowerCase(), format),
      format,
    };
  };
  const recordingDocs = (summary: string, responses: Record<number, string>) =>
    docs({
      summary,
      tags: TAG,
      params: {
        sid: 'account sid',
        call_sid: 'the call sid',
        year: 'yyyy',
        month: 'mm',
        day: 'dd',
        format: 'wav | mp3',
      },
      responses,
    });
  v1.get(
    '/Accounts/:sid/RecentCalls/:call_sid/record/:year/:month/:day/:format',
    {
      schema: recordingDocs("A call's recording (streamed)", {
        200: 'audio/<format>',
        404: 'text: no such recording',
      }),
    },
    async (request, reply: FastifyReply) => {
      const owner = accountOwner(request);
      const { key } = recordingParams(request);
      let object;
      try {
        object = await services.recordings.get(owner.sid, key);
      } catch (error) {
        if (error instanceof OutboundError) throw NOT_FOUND();
        throw error;
      }
      if (!object) throw NOT_FOUND();
      reply.type(object.contentType);
      if (object.size !== null) reply.header('Content-Length', String(object.size));
      return reply.send(object.body);
    },
  );
  v1.delete(
    '/Accounts/:sid/RecentCalls/:call_sid/record/:year/:month/:day/:format',
    {
      schema: recordingDocs("Deletes a call's recording", { 204: 'deleted', 404: 'text: no such recording' }),
    },
    async (request, reply) => {
      const owner = accountOwner(request);
      const { key, callSid, format } = recordingParams(request);
      if (services.localRecordings) {
        // the platform's own store: the object, the CDR's link to it and the audit entry land together
        const deleted = store.transaction(() => {
          if (!services.localRecordings!.deleteNow(owner.sid, key)) return false;
          store.run(
            'UPDATE cdrs SET recording_url = NULL WHERE call_sid = ? AND account_sid = ?',
            callSid,
            owner.sid,
          );
          recordAudit(ctx, request, {
            entity: 'recording',
            entitySid: callSid,
            action: 'delete',
            before: { object_key: key, format: contentTypeOf(format) },
            after: null,
            accountSid: owner.sid,
            serviceProviderSid: owner.serviceProviderSid,
          });
          return true;
        });
        if (!deleted) throw NOT_FOUND();
        return reply.code(204).send();
      }
      let deleted = false;
      try {
        deleted = await services.recordings.delete(owner.sid, key);
      } catch (error) {
        if (error instanceof OutboundError) throw NOT_FOUND();
        throw error;
      }
      if (!deleted) throw NOT_FOUND();
      store.transaction(() =>
        recordAudit(ctx, request, {
          entity: 'recording',
          entitySid: callSid,
          action: 'delete',
          before: { object_key: key },
          after: null,
          accountSid: owner.sid,
          serviceProviderSid: owner.serviceProviderSid,
        }),
      );
      return reply.code(204).send();
    },
  );
}
