// Carrier health (Switchboard's addition, announced as `carrier-health`; docs/api/additions.md#carrier-health):
// `POST /Ingest/GatewayPings` and `/Ingest/CarrierRegistrations` (what an SBC reports: admin or service-provider
// credentials), `GET /ServiceProviders/:sid/CarrierHealth` (admins and the provider's users),
// `GET /Accounts/:sid/CarrierHealth` (the account's carriers and its provider's), `GET /VoipCarriers/:sid/Health`
// (the last hours of one carrier). The history is pruned at start and every hour.
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  INGEST_BATCH_MAX,
  carrierRegistrationIngestSchema,
  gatewayPingIngestSchema,
} from '@switchboard/shared/validation';
import { accountRead, serviceProviderGuard } from '../../../auth/access';
import { responses } from '../../../http/docs';
import { badRequest } from '../../../http/errors';
import { ownerScoped } from '../../../http/owner-scoped';
import { sidParams, type Api } from '../../../http/zod';
import { NO_RECORDS, batchOf, requireReporter } from '../../observability';
import { CarrierHealthService } from './service';

const tags = ['Carrier health'];
const ingestTags = ['Ingest (feature servers)'];
const PRUNE_EVERY_MS = 3_600_000;

/** A reporter, then a body: none is refused before the batch's schema reads it. */
const reporterWithRecords = async (request: FastifyRequest) => {
  requireReporter(request);
  if (request.body === undefined) throw badRequest(NO_RECORDS);
};

const historyQuery = z.object({
  hours: z.coerce
    .number({ error: 'hours must be a whole number from 1 to 24' })
    .int('hours must be a whole number from 1 to 24')
    .min(1, 'hours must be a whole number from 1 to 24')
    .max(24, 'hours must be a whole number from 1 to 24')
    .default(24)
    .describe('how many hours back (1–24, default 24)'),
});

export async function carrierHealthRoutes(app: Api): Promise<void> {
  const health = new CarrierHealthService(app.ctx);

  const prune = () => health.prune();
  prune();
  const pruning = setInterval(prune, PRUNE_EVERY_MS);
  pruning.unref();
  app.addHook('onClose', async () => clearInterval(pruning));

  app.post(
    '/Ingest/GatewayPings',
    {
      preValidation: reporterWithRecords,
      schema: {
        summary: `Report OPTIONS pings to SIP gateways (status null: no answer; up to ${INGEST_BATCH_MAX} per request; a repeated gateway and time is ignored)`,
        tags: ingestTags,
        body: batchOf(gatewayPingIngestSchema),
        response: responses({
          201: '{received, added}',
          400: '{msg} naming the bad record',
          403: 'guard: account scope or another SP',
        }),
      },
    },
    async (request, reply) => reply.code(201).send(health.pings(request, request.body)),
  );

  app.post(
    '/Ingest/CarrierRegistrations',
    {
      preValidation: reporterWithRecords,
      schema: {
        summary:
          "Report carriers' REGISTERs and their outcome (the newest becomes the carrier's register_status)",
        tags: ingestTags,
        body: batchOf(carrierRegistrationIngestSchema),
        response: responses({
          201: '{received, added}',
          400: '{msg} naming the bad record',
          403: 'guard: account scope or another SP',
        }),
      },
    },
    async (request, reply) => reply.code(201).send(health.registrations(request, request.body)),
  );

  ownerScoped(
    app,
    { serviceProvider: serviceProviderGuard, account: accountRead },
    (scoped, kind, ownerOf) => {
      scoped.get(
        '/CarrierHealth',
        {
          schema: {
            summary:
              kind === 'service_provider'
                ? "Every carrier of the service provider with its gateways' pings, its registration and its last hour's calls, worst first"
                : "The account's carriers and its service provider's, with their health and the account's calls of the last hour, worst first",
            tags,
            response: responses({
              200: '{generated_at, carriers: CarrierHealth[]}',
              403: kind === 'service_provider' ? 'guard: not the provider’s' : 'not the caller’s account',
              404: `unknown ${kind.replace('_', ' ')}`,
            }),
          },
        },
        async (request) => health.list(request, ownerOf(request)),
      );
    },
  );

  app.get(
    '/VoipCarriers/:sid/Health',
    {
      schema: {
        summary: "A carrier's health and its last hours: each gateway's pings and the REGISTERs",
        tags,
        params: sidParams({ sid: 'the carrier' }),
        querystring: historyQuery,
        response: responses({
          200: '{carrier, window, gateways: [{segments, recent, pings, failed}], registration}',
          400: 'hours out of range',
          404: 'unknown or not visible',
        }),
      },
    },
    async (request) => health.history(request, request.params.sid, request.query.hours),
  );
}
