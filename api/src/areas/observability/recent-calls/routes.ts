// Recent calls of an account or a service provider's accounts (contract §4, §5.11, §6.3, §6.4): `GET
// /Accounts/:sid/RecentCalls` and `/ServiceProviders/:sid/RecentCalls` (time-series paging), and beyond the real API
// `…/CallsPerHour` and `…/RecentCalls/export.csv` (streamed).
import { Readable } from 'node:stream';
import { responses } from '../../../http/docs';
import { ownerScoped } from '../../../http/owner-scoped';
import type { Api } from '../../../http/zod';
import { RECORD_MOUNTS, recordOwner } from '../access';
import { WHO, ownerParams, tags } from '../docs';
import { callsPageQuery, callsRangeQuery } from '../queries';
import { CallService } from './service';

export async function recentCallRoutes(app: Api): Promise<void> {
  const calls = new CallService(app.ctx);
  const pageQuery = callsPageQuery(app.ctx.now);
  const rangeQuery = callsRangeQuery(app.ctx.now);

  ownerScoped(app, RECORD_MOUNTS, (scoped, kind, ownerOf) => {
    scoped.get(
      '/RecentCalls',
      {
        schema: {
          summary: `Recent calls of ${WHO[kind]}, newest first (time-series paging: page and count are required)`,
          tags,
          params: ownerParams,
          querystring: pageQuery,
          response: responses({
            200: '{total, page_size, page, data: Cdr[]} (page and page_size as strings)',
            400: '{msg}',
            403: 'guard',
          }),
        },
      },
      async (request) => calls.page(recordOwner(ownerOf(request)), request.query),
    );

    scoped.get(
      '/CallsPerHour',
      {
        schema: {
          summary: `Calls per hour of ${WHO[kind]} (answered / not answered) for the recent-calls filters (not in jambonz)`,
          tags,
          params: ownerParams,
          querystring: rangeQuery,
          response: responses({
            200: '{data: [{hour, answered, not_answered}]} (at most 31 days of hours)',
            400: '{msg}',
          }),
        },
      },
      async (request) => calls.perHour(recordOwner(ownerOf(request)), request.query),
    );

    scoped.get(
      '/RecentCalls/export.csv',
      {
        schema: {
          summary: `The recent calls of ${WHO[kind]} that match the filters, as CSV (streamed; not in jambonz)`,
          tags,
          params: ownerParams,
          querystring: rangeQuery,
          response: responses({ 200: 'text/csv, one call per line, newest first', 400: '{msg}' }),
        },
      },
      async (request, reply) => {
        const lines = calls.csv(recordOwner(ownerOf(request)), request.query);
        return reply
          .type('text/csv; charset=utf-8')
          .header('Content-Disposition', `attachment; filename=${calls.csvFileName()}`)
          .send(Readable.from(lines));
      },
    );
  });
}
