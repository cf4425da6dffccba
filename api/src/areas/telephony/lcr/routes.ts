// Outbound call routing (docs/api/contract.md#outbound-call-routing): `GET|POST /Lcrs`, `GET|PUT|DELETE /Lcrs/:sid`, `POST|PUT
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
import { resourceRoutes } from '../../../http/resource';
import { optionalBody, type Api } from '../../../http/zod';
import { rawBody } from '../common/rules';
import { LcrEntryService } from './entry-service';
import { LcrRouteService } from './route-service';
import { LcrService } from './service';

const tags = ['Outbound call routing'];
/** Looked up as given: anything unknown (or not a sid) is refused as unknown. */
const lcrItem = z.object({ sid: z.string().describe('the LCR') });
const routeItem = z.object({ sid: z.string().describe('the route') });
const entryItem = z.object({ sid: z.string().describe('the entry') });

const BATCHES = {
  POST: {
    summary: 'Create routes of an LCR in one batch (priority 9999: the default route)',
    mode: 'create',
  },
  PUT: {
    summary: 'Save the routes of an LCR in one batch: items with lcr_route_sid are updated, others created',
    mode: 'upsert',
  },
} as const;

export async function lcrRoutes(app: Api): Promise<void> {
  const lcrs = new LcrService(app.ctx);
  const routes = new LcrRouteService(app.ctx);
  const entries = new LcrEntryService(app.ctx);

  resourceRoutes(app, lcrs, { path: '/Lcrs', item: lcrItem, tags }, (lcr) => {
    lcr.list({
      summary: 'Outbound call routing tables the caller may see, each with number_routes',
      answers: { 200: 'Lcr[]' },
    });
    lcr.read({
      summary: 'One outbound call routing table',
      answers: { 200: 'Lcr', 404: 'unknown or not visible' },
    });
    lcr.create({
      summary: 'Create an outbound call routing table (one per account or service provider)',
      body: lcrCreateBodySchema,
      answers: { 400: 'invalid field, or the owner already has one', 403: 'account not the caller’s' },
    });
    lcr.update({
      summary: 'Change an outbound call routing table (name, active, default entry)',
      body: optionalBody(lcrUpdateBodySchema),
      answers: { 400: 'invalid field or unknown lcr_sid' },
      check: (request, { sid }) => lcrs.lookup.lcr(callerOf(request), sid, 'unknown'),
    });
    lcr.remove({
      summary: 'Delete an outbound call routing table with its routes',
      answers: { 404: 'unknown' },
    });
    for (const method of ['POST', 'PUT'] as const)
      lcr.route({
        method,
        url: '/:sid/Routes',
        summary: BATCHES[method].summary,
        params: lcrItem,
        body: lcrRoutesBatchBodySchema,
        answers: { 204: 'saved', 400: 'invalid route', 404: 'unknown LCR' },
        check: (request, { sid }) => lcrs.lookup.lcr(callerOf(request), sid),
        run: (request) => lcrs.saveRoutes(request, request.params.sid, request.body, BATCHES[method].mode),
      });
  });

  resourceRoutes(app, routes, { path: '/LcrRoutes', item: routeItem, tags }, (route) => {
    route.list({
      summary: 'The routes of an LCR in priority order, each with its carrier-set entries',
      querystring: z.looseObject({ lcr_sid: z.string().optional() }),
      answers: { 200: 'LcrRoute[]', 400: 'missing or unknown lcr_sid' },
      run: (request) => routes.list(request, request.query.lcr_sid),
    });
    route.create({
      summary: 'Add one route to an LCR, with its carrier entries if given',
      before: async (request) => routes.requireLcrToAddTo(request, rawBody(request.body)),
      body: lcrRouteCreateBodySchema,
      answers: { 400: 'invalid route or unknown lcr_sid' },
    });
    route.read({
      summary: 'One route with its carrier-set entries',
      answers: { 200: 'LcrRoute', 404: 'unknown' },
    });
    route.update({
      summary: 'Change one route, with its carrier entries if given (saved as the batch saves them)',
      body: optionalBody(lcrRouteBodySchema),
      answers: { 400: 'invalid route', 404: 'unknown' },
      check: (request, { sid }) => routes.read(request, sid),
    });
    route.remove({
      summary: 'Delete one route with its carrier-set entries (not the default route)',
      answers: { 400: 'the default route', 404: 'unknown' },
    });
  });

  resourceRoutes(app, entries, { path: '/LcrCarrierSetEntries', item: entryItem, tags }, (entry) => {
    entry.list({
      summary: 'The carrier-set entries of a route, in priority order',
      querystring: z.looseObject({ lcr_route_sid: z.string().optional() }),
      answers: { 200: 'LcrCarrierSetEntry[]' },
      run: (request) => entries.list(request, request.query.lcr_route_sid),
    });
    entry.read({
      summary: 'One carrier-set entry',
      answers: { 200: 'LcrCarrierSetEntry', 404: 'unknown' },
    });
    entry.create({
      summary: 'Add a carrier to a route',
      body: optionalBody(lcrCarrierSetEntryBodySchema),
      answers: { 400: 'missing or unknown route or carrier' },
    });
    entry.update({
      summary: 'Change a carrier-set entry',
      body: optionalBody(lcrCarrierSetEntryBodySchema),
      answers: { 400: 'unknown route or carrier', 404: 'unknown' },
      check: (request, { sid }) => entries.read(request, sid),
    });
    entry.remove({
      summary: 'Delete a carrier-set entry (not the LCR’s default)',
      answers: { 400: 'the LCR’s default', 404: 'unknown' },
    });
  });
}
