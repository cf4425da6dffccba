// Call quality (docs/api/additions.md#call-quality): what a media server reported about a call's RTP streams, and
// the figures read from it (loss, jitter, RTT, the E-model's MOS: @switchboard/shared/constants call-quality.ts).
// A call's streams are its owner's: an account user reads only its own account's calls.
import type { CallQuality } from '@switchboard/shared/types';
import type { AppContext } from '../../../context';
import type { RecordOwner } from '../recent-calls/where';
import { QualityRepository } from './repository';

export class QualityService {
  private readonly quality: QualityRepository;

  constructor(ctx: AppContext) {
    this.quality = new QualityRepository(ctx.store);
  }

  /** The call's streams (none reported, or not the owner's: an empty list). */
  ofCall(owner: RecordOwner, callSid: string): CallQuality {
    const sid = callSid.toLowerCase();
    return { call_sid: sid, streams: this.quality.streamsOfCall(owner, sid) };
  }
}
