// `GET /Accounts/:sid/Usage?days=` (this API's addition, hosted mode): usage per day against the plan's capacity.
import { z } from 'zod';
import { accountRead } from '../../../auth/access';
import { route } from '../../../http/route';
import type { Api } from '../../../http/zod';
import { recentCallsSource } from './calls';
import { UsageService } from './service';

const DAYS = 'days must be a whole number from 1 to 90';
const usageQuery = z.object({
  days: z.coerce.number({ error: DAYS }).int(DAYS).min(1, DAYS).max(90, DAYS).optional(),
});

export async function usageRoutes(app: Api): Promise<void> {
  const usage = new UsageService(app.ctx, app.ctx.options.billing.cdrSource ?? recentCallsSource(app));

  route(app, {
    method: 'GET',
    url: '/Usage',
    mounts: { account: accountRead },
    summary: 'Per day: peak concurrent calls and registered devices in calls, with the capacity of the plan',
    tags: ['Billing'],
    querystring: usageQuery,
    answers: { 200: '{days, available, capacity}', 400: 'days out of range', 403: 'not yours' },
    run: (request, owner) => usage.report(request, owner.accountSid, request.query.days ?? 30),
  });
}
