// Alerts of an account or a service provider's accounts (docs/api/contract.md#paging, #recent-calls-and-alerts): `GET /Accounts/:sid/Alerts` and
// `/ServiceProviders/:sid/Alerts` (time-series paging).
import { route } from '../../../http/route';
import type { Api } from '../../../http/zod';
import { RECORD_MOUNTS, recordOwner } from '../access';
import { ownerParams, perOwner, tags } from '../docs';
import { alertsPageQuery } from '../queries';
import { AlertService } from './service';

export async function alertRoutes(app: Api): Promise<void> {
  const alerts = new AlertService(app.ctx);

  route(app, {
    method: 'GET',
    url: '/Alerts',
    mounts: RECORD_MOUNTS,
    summary: perOwner((who) => `Alerts of ${who}, newest first`),
    tags,
    params: ownerParams,
    querystring: alertsPageQuery(app.ctx.now),
    answers: { 200: '{total, page_size, page, data: Alert[]}', 400: '{msg}', 403: 'guard' },
    run: (request, owner) => alerts.page(recordOwner(owner), request.query),
  });
}
