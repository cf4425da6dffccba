// The ingest path (not in jambonz's API): `POST /Ingest/Cdrs`, `/Ingest/Alerts`, `/Ingest/Traces` (OTLP/HTTP JSON),
// `/Ingest/SipCaptures`, `/Ingest/CallLogs`, `/Ingest/QualityReports`. Who may report is checked before what they send.
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  INGEST_BATCH_MAX,
  alertIngestSchema,
  callLogIngestSchema,
  cdrIngestSchema,
  qualityReportIngestSchema,
  sipCaptureIngestSchema,
} from '@switchboard/shared/validation';
import type { Requester } from '../../../auth/caller';
import { badRequest } from '../../../http/errors';
import { route, type Answers, type BodyOf } from '../../../http/route';
import { checkedAs, type Api } from '../../../http/zod';
import { IngestService, requireReporter } from './service';
import { NO_RECORDS, batchOf, otlpExportSchema } from './schema';

const tags = ['Ingest (feature servers)'];
const bodyLimit = 32 * 1024 * 1024;
const REFUSALS = { 400: '{msg}', 403: 'guard' };

/** A reporter, then a body: none is refused before the batch's schema reads it. */
const reporterWithRecords = async (request: FastifyRequest) => {
  requireReporter(request);
  if (request.body === undefined) throw badRequest(NO_RECORDS);
};

/** The account of a trace export given in the query (any other value: none). */
const tracesQuery = checkedAs(
  z.looseObject({}).transform((query) => ({
    accountSid: typeof query.account_sid === 'string' && query.account_sid ? query.account_sid : undefined,
  })),
  z.looseObject({ account_sid: z.string().optional() }),
);

export async function ingestRoutes(app: Api): Promise<void> {
  const ingest = new IngestService(app.ctx);

  /** `POST /Ingest/<what>`: a batch of records of one schema, saved by `save`; 201 with what it counted. */
  const batch = <S extends z.ZodType>(
    what: string,
    summary: string,
    records: S,
    answers: Answers,
    save: (requester: Requester, batch: BodyOf<undefined, ReturnType<typeof batchOf<S>>>) => unknown,
  ) =>
    route(app, {
      method: 'POST',
      url: `/Ingest/${what}`,
      bodyLimit,
      before: reporterWithRecords,
      summary,
      tags,
      body: batchOf(records),
      answers,
      run: (request) => save(request, request.body),
    });

  batch(
    'Cdrs',
    `Report call records (CDRs as in docs/api/contract.md#recent-calls-and-alerts; up to ${INGEST_BATCH_MAX} per request; a repeated call_sid is ignored)`,
    cdrIngestSchema,
    {
      201: '{received, added}',
      400: '{msg} naming the bad record',
      403: 'guard: account scope or another SP',
    },
    (requester, cdrs) => ingest.cdrs(requester, cdrs),
  );
  batch(
    'Alerts',
    'Report alerts (docs/api/contract.md#recent-calls-and-alerts)',
    alertIngestSchema,
    { 201: '{received}', ...REFUSALS },
    (requester, alerts) => ingest.alerts(requester, alerts),
  );

  route(app, {
    method: 'POST',
    url: '/Ingest/Traces',
    bodyLimit,
    before: async (request) => void requireReporter(request),
    summary:
      'Export spans (OTLP/HTTP JSON ExportTraceServiceRequest); the account is the resource attribute accountSid or the query account_sid',
    tags,
    querystring: tracesQuery,
    body: otlpExportSchema,
    answers: { 201: '{traces, spans}', ...REFUSALS },
    run: (request) => ingest.traces(request, request.body, request.query.accountSid),
  });

  batch(
    'SipCaptures',
    'Report the captured SIP messages of dialogs (what a HEP capture agent sends); served as pcap',
    sipCaptureIngestSchema,
    { 201: '{received}', ...REFUSALS },
    (requester, captures) => ingest.sipCaptures(requester, captures),
  );
  batch(
    'CallLogs',
    "Report a call's log lines (served by GET …/RecentCalls/:call_sid/logs with the local logs source)",
    callLogIngestSchema,
    { 201: '{received}', ...REFUSALS },
    (requester, lines) => ingest.callLogs(requester, lines),
  );

  batch(
    'QualityReports',
    "Report a call's RTP stream quality, RTCP-style: one record per stream and interval (packets, loss, jitter, RTT); served by GET …/RecentCalls/:call_sid/quality",
    qualityReportIngestSchema,
    { 201: '{received, streams}', ...REFUSALS },
    (requester, reports) => ingest.qualityReports(requester, reports),
  );
}
