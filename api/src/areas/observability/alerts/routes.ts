// Alerts of an account or a service provider's accounts (contract §4, §5.12): `GET /Accounts/:sid/Alerts` and
// `/ServiceProviders/:sid/Alerts` (time-series paging).
import { responses } from '../../../http/docs';
import { ownerScoped } from '../../../http/owner-scoped';
import type { Api } from '../../../http/zod';
import { RECORD_MOUNTS, recordOwner } from '../access';
import { WHO, ownerParams, tags } from '../docs';
import { alertsPageQuery } from '../queries';
import { AlertService } from './service';

export async function alertRoutes(app: Api): Promise<void> {
  const alerts = new AlertService(app.ctx);
  const pageQuery = alertsPageQuery(app.ctx.now);

  ownerScoped(app, RECORD_MOUNTS, (scoped, kind, ownerOf) => {
    scoped.get(
      '/Alerts',
      {
        schema: {
          summary: `Alerts of ${WHO[kind]}, newest first`,
          tags,
          params: ownerParams,
          querystring: pageQuery,
          response: responses({ 200: '{total, page_size, page, data: Alert[]}', 400: '{msg}', 403: 'guard' }),
        },
      },
      async (request) => alerts.page(recordOwner(ownerOf(request)), request.query),
    );
  });
}
