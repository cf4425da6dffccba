// A call's quality (not in jambonz; docs/api/additions.md#call-quality): `GET /Accounts/:sid/RecentCalls/:call_sid/
// quality` and the same under a service provider — each RTP stream of the call with its loss, jitter, RTT and MOS,
// over the call and per report interval. The reports come in through `POST /Ingest/QualityReports`.
import { z } from 'zod';
import { route } from '../../../http/route';
import type { Api } from '../../../http/zod';
import { RECORD_MOUNTS, recordOwner } from '../access';
import { ownerParams, perOwner, tags } from '../docs';
import { QualityService } from './service';

export async function qualityRoutes(app: Api): Promise<void> {
  const quality = new QualityService(app.ctx);

  route(app, {
    method: 'GET',
    url: '/RecentCalls/:call_sid/quality',
    mounts: RECORD_MOUNTS,
    summary: perOwner(
      (who) =>
        `The RTP streams of a call of ${who}: loss, jitter, RTT and the E-model's MOS, over the call and per report interval (not in jambonz)`,
    ),
    tags,
    params: ownerParams.extend({ call_sid: z.string().describe('the call sid') }),
    answers: {
      200: '{call_sid, streams: [{sip_callid, ssrc, direction, codec, mos, …, intervals}]} (a call nobody reported: [])',
      403: 'guard',
      404: '{msg: "Call not found"}: neither reports nor a call of the owner',
    },
    run: (request, owner) => quality.ofCall(recordOwner(owner), request.params.call_sid),
  });
}
