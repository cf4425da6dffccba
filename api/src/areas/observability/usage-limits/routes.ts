// Usage against limits (not in jambonz; docs/api/additions.md#limit-usage): `GET /Accounts/:sid/LimitUsage` and the
// same under a service provider — concurrent calls, minutes per day and registered devices against each account's
// limits. The recent calls' guards: an account user reads only its own account's.
import { route } from '../../../http/route';
import type { Api } from '../../../http/zod';
import { RECORD_MOUNTS, recordOwner } from '../access';
import { ownerParams, perOwner, tags } from '../docs';
import { HOUR_MS } from '../records/shapes';
import { settlePeakHoursInSlices } from './rollups';
import { limitUsageQuery } from './schema';
import { UsageService } from './service';

/** How often the past hours' stale peaks are swept (the current hour's are swept by the reads). */
const SETTLE_EVERY_MS = 10 * 60_000;

export async function usageRoutes(app: Api): Promise<void> {
  const usage = new UsageService(app.ctx);

  // calls reported late, or loaded in bulk, leave past hours stale: swept once the server listens and then
  // regularly, in slices, so that no read of a long period pays for them (usage-limits/rollups.ts); a read sweeps
  // the stale hours of its own period in any case
  app.scheduler.add({
    name: 'usage peak hours',
    everyMs: SETTLE_EVERY_MS,
    atStart: true,
    run: () => settlePeakHoursInSlices(app.ctx.store, Math.floor(app.ctx.now() / HOUR_MS)),
  });

  route(app, {
    method: 'GET',
    url: '/LimitUsage',
    mounts: RECORD_MOUNTS,
    summary: perOwner(
      (who) =>
        `Concurrent calls (now and the peak per hour), minutes per day and registered devices of ${who} against the limits set, nearest its limit first (not in jambonz)`,
    ),
    tags,
    params: ownerParams,
    querystring: limitUsageQuery(app.ctx.now),
    answers: {
      200: '{from, to, accounts: [{account_sid, name, limits, concurrent_now, peak, peak_per_hour, minutes_today, minutes_per_day, devices_now, nearest}], total?}',
      400: '{msg}',
      403: 'guard',
    },
    run: (request, owner) => usage.of(recordOwner(owner), request.query.from, request.query.to),
  });
}
