// Outbound call routing (contract §6.13): `GET|POST /Lcrs`, `GET|PUT|DELETE /Lcrs/:sid`, `POST|PUT
// /Lcrs/:sid/Routes` (the batch), `GET|POST /LcrRoutes`, `GET|PUT|DELETE /LcrRoutes/:sid`, `GET|POST
// /LcrCarrierSetEntries`, `GET|PUT|DELETE /LcrCarrierSetEntries/:sid`.
import { z } from 'zod';
import {
  lcrCarrierSetEntryBodySchema,
  lcrCreateBodySchema,
  lcrRouteBodySchema,
  lcrRouteCreateBodySchema,
  lcrRoutesBatchBodySchema,
  lcrUpdateBodySchema,
} from '@switchboard/shared/validation';
import { callerOf } from '../../../auth/caller';
import { responses } from '../../../http/docs';
import { checkPath, optionalBody, type Api } from '../../../http/zod';
import { rawBody } from '../common/rules';
import { LcrEntryService } from './entry-service';
import { LcrRouteService } from './route-service';
import { LcrService } from './service';

const tags = ['Outbound call routing'];
/** Looked up as given: anything unknown (or not a sid) is refused as unknown. */
const lcrParams = z.object({ sid: z.string().describe('the LCR') });
const routeParams = z.object({ sid: z.string().describe('the route') });
const entryParams = z.object({ sid: z.string().describe('the entry') });

export async function lcrRoutes(app: Api): Promise<void> {
  const lcrs = new LcrService(app.ctx);
  const routes = new LcrRouteService(app.ctx);
  const entries = new LcrEntryService(app.ctx);

  // ---------------------------------------------------------------- routing tables

  app.get(
    '/Lcrs',
    {
      schema: {
        summary: 'Outbound call routing tables the caller may see, each with number_routes',
        tags,
        response: responses({ 200: 'Lcr[]' }),
      },
    },
    async (request) => lcrs.list(request),
  );

  app.get(
    '/Lcrs/:sid',
    {
      schema: {
        summary: 'One outbound call routing table',
        tags,
        params: lcrParams,
        response: responses({ 200: 'Lcr', 404: 'unknown or not visible' }),
      },
    },
    async (request) => lcrs.read(request, request.params.sid),
  );

  app.post(
    '/Lcrs',
    {
      schema: {
        summary: 'Create an outbound call routing table (one per account or service provider)',
        tags,
        body: lcrCreateBodySchema,
        response: responses({
          201: '{sid}',
          400: 'invalid field, or the owner already has one',
          403: 'account not the caller’s',
        }),
      },
    },
    async (request, reply) => reply.code(201).send({ sid: lcrs.create(request, request.body) }),
  );

  app.put(
    '/Lcrs/:sid',
    {
      preValidation: checkPath(
        lcrParams,
        (request, { sid }) => void lcrs.lookup.lcr(callerOf(request), sid, 'unknown'),
      ),
      schema: {
        summary: 'Change an outbound call routing table (name, active, default entry)',
        tags,
        params: lcrParams,
        body: optionalBody(lcrUpdateBodySchema),
        response: responses({ 204: 'updated', 400: 'invalid field or unknown lcr_sid' }),
      },
    },
    async (request, reply) => {
      lcrs.update(request, request.params.sid, request.body);
      return reply.code(204).send();
    },
  );

  app.delete(
    '/Lcrs/:sid',
    {
      schema: {
        summary: 'Delete an outbound call routing table with its routes',
        tags,
        params: lcrParams,
        response: responses({ 204: 'deleted', 404: 'unknown' }),
      },
    },
    async (request, reply) => {
      lcrs.remove(request, request.params.sid);
      return reply.code(204).send();
    },
  );

  for (const method of ['POST', 'PUT'] as const) {
    app.route({
      method,
      url: '/Lcrs/:sid/Routes',
      preValidation: checkPath(lcrParams, (request, { sid }) => void lcrs.lookup.lcr(callerOf(request), sid)),
      schema: {
        summary:
          method === 'POST'
            ? 'Create routes of an LCR in one batch (priority 9999: the default route)'
            : 'Save the routes of an LCR in one batch: items with lcr_route_sid are updated, others created',
        tags,
        params: lcrParams,
        body: lcrRoutesBatchBodySchema,
        response: responses({ 204: 'saved', 400: 'invalid route', 404: 'unknown LCR' }),
      },
      handler: async (request, reply) => {
        lcrs.saveRoutes(request, request.params.sid, request.body, method === 'PUT' ? 'upsert' : 'create');
        return reply.code(204).send();
      },
    });
  }

  // ---------------------------------------------------------------- routes

  app.get(
    '/LcrRoutes',
    {
      schema: {
        summary: 'The routes of an LCR in priority order, each with its carrier-set entries',
        tags,
        querystring: z.looseObject({ lcr_sid: z.string().optional() }),
        response: responses({ 200: 'LcrRoute[]', 400: 'missing or unknown lcr_sid' }),
      },
    },
    async (request) => routes.list(request, request.query.lcr_sid),
  );

  app.post(
    '/LcrRoutes',
    {
      preValidation: async (request) => routes.requireLcrToAddTo(request, rawBody(request.body)),
      schema: {
        summary: 'Add one route to an LCR, with its carrier entries if given',
        tags,
        body: lcrRouteCreateBodySchema,
        response: responses({ 201: '{sid}', 400: 'invalid route or unknown lcr_sid' }),
      },
    },
    async (request, reply) => reply.code(201).send({ sid: routes.create(request, request.body) }),
  );

  app.get(
    '/LcrRoutes/:sid',
    {
      schema: {
        summary: 'One route with its carrier-set entries',
        tags,
        params: routeParams,
        response: responses({ 200: 'LcrRoute', 404: 'unknown' }),
      },
    },
    async (request) => routes.read(request, request.params.sid),
  );

  app.put(
    '/LcrRoutes/:sid',
    {
      preValidation: checkPath(routeParams, (request, { sid }) => void routes.read(request, sid)),
      schema: {
        summary: 'Change one route, with its carrier entries if given (saved as the batch saves them)',
        tags,
        params: routeParams,
        body: optionalBody(lcrRouteBodySchema),
        response: responses({ 204: 'updated', 400: 'invalid route', 404: 'unknown' }),
      },
    },
    async (request, reply) => {
      routes.update(request, request.params.sid, request.body);
      return reply.code(204).send();
    },
  );

  app.delete(
    '/LcrRoutes/:sid',
    {
      schema: {
        summary: 'Delete one route with its carrier-set entries (not the default route)',
        tags,
        params: routeParams,
        response: responses({ 204: 'deleted', 400: 'the default route', 404: 'unknown' }),
      },
    },
    async (request, reply) => {
      routes.remove(request, request.params.sid);
      return reply.code(204).send();
    },
  );

  // ---------------------------------------------------------------- carrier-set entries

  app.get(
    '/LcrCarrierSetEntries',
    {
      schema: {
        summary: 'The carrier-set entries of a route, in priority order',
        tags,
        querystring: z.looseObject({ lcr_route_sid: z.string().optional() }),
        response: responses({ 200: 'LcrCarrierSetEntry[]' }),
      },
    },
    async (request) => entries.list(request, request.query.lcr_route_sid),
  );

  app.get(
    '/LcrCarrierSetEntries/:sid',
    {
      schema: {
        summary: 'One carrier-set entry',
        tags,
        params: entryParams,
        response: responses({ 200: 'LcrCarrierSetEntry', 404: 'unknown' }),
      },
    },
    async (request) => entries.read(request, request.params.sid),
  );

  app.post(
    '/LcrCarrierSetEntries',
    {
      schema: {
        summary: 'Add a carrier to a route',
        tags,
        body: optionalBody(lcrCarrierSetEntryBodySchema),
        response: responses({ 201: '{sid}', 400: 'missing or unknown route or carrier' }),
      },
    },
    async (request, reply) => reply.code(201).send({ sid: entries.create(request, request.body) }),
  );

  app.put(
    '/LcrCarrierSetEntries/:sid',
    {
      preValidation: checkPath(entryParams, (request, { sid }) => void entries.read(request, sid)),
      schema: {
        summary: 'Change a carrier-set entry',
        tags,
        params: entryParams,
        body: optionalBody(lcrCarrierSetEntryBodySchema),
        response: responses({ 204: 'updated', 400: 'unknown route or carrier', 404: 'unknown' }),
      },
    },
    async (request, reply) => {
      entries.update(request, request.params.sid, request.body);
      return reply.code(204).send();
    },
  );

  app.delete(
    '/LcrCarrierSetEntries/:sid',
    {
      schema: {
        summary: 'Delete a carrier-set entry (not the LCR’s default)',
        tags,
        params: entryParams,
        response: responses({ 204: 'deleted', 400: 'the LCR’s default', 404: 'unknown' }),
      },
    },
    async (request, reply) => {
      entries.remove(request, request.params.sid);
      return reply.code(204).send();
    },
  );
}
