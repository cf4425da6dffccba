// Call quality (docs/api/additions.md#call-quality): what a media server reported about a call's RTP streams, and
// the figures read from it (loss, jitter, RTT, the E-model's MOS: @switchboard/shared/constants call-quality.ts).
// A call's streams are its owner's: an account user reads only its own account's calls.
import type { CallQuality } from '@switchboard/shared/types';
import { OBSERVABILITY_MESSAGES } from '@switchboard/shared/validation';
import type { AppContext } from '../../../context';
import { HttpError } from '../../../http/errors';
import { CallRepository } from '../recent-calls/repository';
import type { RecordOwner } from '../recent-calls/where';
import { QualityRepository } from './repository';

export class QualityService {
  private readonly quality: QualityRepository;
  private readonly calls: CallRepository;

  constructor(ctx: AppContext) {
    this.quality = new QualityRepository(ctx.store);
    this.calls = new CallRepository(ctx.store);
  }

  /**
   * The call's streams; an owner's call nobody reported: none. Reports may come before the call's record (a call in
   * progress), so either makes the call the owner's; with neither it is 404, whether it is another owner's or nobody's.
   */
  ofCall(owner: RecordOwner, callSid: string): CallQuality {
    const sid = callSid.toLowerCase();
    const streams = this.quality.streamsOfCall(owner, sid);
    if (streams.length === 0 && !this.calls.ownerCall(owner, sid))
      throw new HttpError(404, { msg: OBSERVABILITY_MESSAGES.callNotFound });
    return { call_sid: sid, streams };
  }
}
