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
import { responses } from '../../../http/docs';
import { badRequest } from '../../../http/errors';
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

  app.post(
    '/Ingest/Cdrs',
    {
      bodyLimit,
      preValidation: reporterWithRecords,
      schema: {
        summary: `Report call records (CDRs as in §5.11; up to ${INGEST_BATCH_MAX} per request; a repeated call_sid is ignored)`,
        tags,
        body: batchOf(cdrIngestSchema),
        response: responses({
          201: '{received, added}',
          400: '{msg} naming the bad record',
          403: 'guard: account scope or another SP',
        }),
      },
    },
    async (request, reply) => reply.code(201).send(ingest.cdrs(request, request.body)),
  );

  app.post(
    '/Ingest/Alerts',
    {
      bodyLimit,
      preValidation: reporterWithRecords,
      schema: {
        summary: 'Report alerts (§5.12)',
        tags,
        body: batchOf(alertIngestSchema),
        response: responses({ 201: '{received}', ...REFUSALS }),
      },
    },
    async (request, reply) => reply.code(201).send(ingest.alerts(request, request.body)),
  );

  app.post(
    '/Ingest/Traces',
    {
      bodyLimit,
      preValidation: async (request) => void requireReporter(request),
      schema: {
        summary:
          'Export spans (OTLP/HTTP JSON ExportTraceServiceRequest); the account is the resource attribute accountSid or the query account_sid',
        tags,
        querystring: tracesQuery,
        body: otlpExportSchema,
        response: responses({ 201: '{traces, spans}', ...REFUSALS }),
      },
    },
    async (request, reply) =>
      reply.code(201).send(ingest.traces(request, request.body, request.query.accountSid)),
  );

  app.post(
    '/Ingest/SipCaptures',
    {
      bodyLimit,
      preValidation: reporterWithRecords,
      schema: {
        summary:
          'Report the captured SIP messages of dialogs (what a HEP capture agent sends); served as pcap',
        tags,
        body: batchOf(sipCaptureIngestSchema),
        response: responses({ 201: '{received}', ...REFUSALS }),
      },
    },
    async (request, reply) => reply.code(201).send(ingest.sipCaptures(request, request.body)),
  );

  app.post(
    '/Ingest/CallLogs',
    {
      bodyLimit,
      preValidation: reporterWithRecords,
      schema: {
        summary:
          "Report a call's log lines (served by GET …/RecentCalls/:call_sid/logs with the local logs source)",
        tags,
        body: batchOf(callLogIngestSchema),
        response: responses({ 201: '{received}', ...REFUSALS }),
      },
    },
    async (request, reply) => reply.code(201).send(ingest.callLogs(request, request.body)),
  );

  app.post(
    '/Ingest/QualityReports',
    {
      bodyLimit,
      preValidation: reporterWithRecords,
      schema: {
        summary:
          "Report a call's RTP stream quality, RTCP-style: one record per stream and interval (packets, loss, jitter, RTT); served by GET …/RecentCalls/:call_sid/quality",
        tags,
        body: batchOf(qualityReportIngestSchema),
        response: responses({ 201: '{received, streams}', ...REFUSALS }),
      },
    },
    async (request, reply) => reply.code(201).send(ingest.qualityReports(request, request.body)),
  );
}
