// Call statistics (not in jambonz; docs/api/additions.md#call-statistics): `GET /Accounts/:sid/CallStatistics` and
// the same under a service provider — calls, ASR, ACD and SIP failure codes per carrier and per account over a
// period, and their trend. The recent calls' guards: an account user reads only its own account's.
import { route } from '../../../http/route';
import type { Api } from '../../../http/zod';
import { RECORD_MOUNTS, recordOwner } from '../access';
import { ownerParams, perOwner, tags } from '../docs';
import { statisticsQuery } from '../queries';
import { StatisticsService } from './service';

export async function statisticsRoutes(app: Api): Promise<void> {
  const statistics = new StatisticsService(app.ctx);

  route(app, {
    method: 'GET',
    url: '/CallStatistics',
    mounts: RECORD_MOUNTS,
    summary: perOwner(
      (who) =>
        `Calls, ASR, ACD, SIP failure codes and MOS distribution of ${who} per carrier and per account over a period (whole hours), with their trend (not in jambonz)`,
    ),
    tags,
    params: ownerParams,
    querystring: statisticsQuery(app.ctx.now),
    answers: {
      200: '{start, end, step, total, carriers: [{trunk, calls, answered, asr, acd, pdd_ms, pdd_calls, failures, mos: {good, fair, poor, bad}}], accounts: […], trend: [{time, calls, answered, asr, acd}], trend_trunk} (mos: calls per MOS band by their worst received stream: good ≥ 4.0, fair ≥ 3.6, poor ≥ 3.1, bad below; pdd_ms, pdd_calls: the average post-dial delay over the calls with a SIP capture; trend_trunk: the carrier the trend counts, ?trunk=, or null: all calls)',
      400: '{msg}',
      403: 'guard',
    },
    run: (request, owner) =>
      statistics.of(recordOwner(owner), request.query.since, request.query.until, request.query.trunk),
  });
}
