// A call's quality (not in jambonz; docs/api/additions.md#call-quality): `GET /Accounts/:sid/RecentCalls/:call_sid/
// quality` and the same under a service provider — each RTP stream of the call with its loss, jitter, RTT and MOS,
// over the call and per report interval. The reports come in through `POST /Ingest/QualityReports`.
import { z } from 'zod';
import { responses } from '../../../http/docs';
import { ownerScoped } from '../../../http/owner-scoped';
import type { Api } from '../../../http/zod';
import { RECORD_MOUNTS, recordOwner } from '../access';
import { WHO, ownerParams, tags } from '../docs';
import { QualityService } from './service';

const params = ownerParams.extend({ call_sid: z.string().describe('the call sid') });

export async function qualityRoutes(app: Api): Promise<void> {
  const quality = new QualityService(app.ctx);

  ownerScoped(app, RECORD_MOUNTS, (scoped, kind, ownerOf) => {
    scoped.get(
      '/RecentCalls/:call_sid/quality',
      {
        schema: {
          summary: `The RTP streams of a call of ${WHO[kind]}: loss, jitter, RTT and the E-model's MOS, over the call and per report interval (not in jambonz)`,
          tags,
          params,
          response: responses({
            200: '{call_sid, streams: [{sip_callid, ssrc, direction, codec, mos, …, intervals}]} (none reported: [])',
            403: 'guard',
          }),
        },
      },
      async (request) => quality.ofCall(recordOwner(ownerOf(request)), request.params.call_sid),
    );
  });
}
