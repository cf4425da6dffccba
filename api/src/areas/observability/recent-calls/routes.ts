// Recent calls of an account or a service provider's accounts (docs/api/contract.md#paging, #recent-calls-and-alerts, #service-providers, #accounts): `GET
// /Accounts/:sid/RecentCalls` and `/ServiceProviders/:sid/RecentCalls` (time-series paging), and beyond the real API
// `…/CallsPerHour` and `…/RecentCalls/export.csv` (streamed).
import { Readable } from 'node:stream';
import { resourceRoutes } from '../../../http/resource';
import type { Api } from '../../../http/zod';
import { RECORD_MOUNTS, recordOwner } from '../access';
import { ownerParams, perOwner, tags } from '../docs';
import { callsPageQuery, callsRangeQuery } from '../queries';
import { CallService } from './service';

export async function recentCallRoutes(app: Api): Promise<void> {
  const calls = new CallService(app.ctx);
  const pageQuery = callsPageQuery(app.ctx.now);
  const rangeQuery = callsRangeQuery(app.ctx.now);

  // Every route reads the owner's records: one mount each for an account and a service provider.
  resourceRoutes(app, null, { path: '', item: undefined, tags, mounts: RECORD_MOUNTS }, (owner) => {
    owner.route({
      method: 'GET',
      url: '/RecentCalls',
      summary: perOwner(
        (who) => `Recent calls of ${who}, newest first (time-series paging: page and count are required)`,
      ),
      params: ownerParams,
      querystring: pageQuery,
      answers: {
        200: '{total, page_size, page, data: Cdr[]} (page and page_size as strings)',
        400: '{msg}',
        403: 'guard',
      },
      run: (request, whose) => calls.page(recordOwner(whose), request.query),
    });
    owner.route({
      method: 'GET',
      url: '/CallsPerHour',
      summary: perOwner(
        (who) =>
          `Calls per hour of ${who} (answered / not answered) for the recent-calls filters (not in jambonz)`,
      ),
      params: ownerParams,
      querystring: rangeQuery,
      answers: { 200: '{data: [{hour, answered, not_answered}]} (at most 31 days of hours)', 400: '{msg}' },
      run: (request, whose) => calls.perHour(recordOwner(whose), request.query),
    });
    owner.route({
      method: 'GET',
      url: '/RecentCalls/export.csv',
      summary: perOwner(
        (who) => `The recent calls of ${who} that match the filters, as CSV (streamed; not in jambonz)`,
      ),
      params: ownerParams,
      querystring: rangeQuery,
      answers: { 200: 'text/csv, one call per line, newest first', 400: '{msg}' },
      run: (request, whose, reply) => {
        const lines = calls.csv(recordOwner(whose), request.query);
        return reply
          .type('text/csv; charset=utf-8')
          .header('Content-Disposition', `attachment; filename=${calls.csvFileName()}`)
          .send(Readable.from(lines));
      },
    });
  });
}
