// A call's recording (docs/api/contract.md#service-providers): read (streamed) and deleted, from the platform's own store or the account's
// bucket. Objects are named <yyyy>/<mm>/<dd>/<call_sid>.<format>; a name that is not one is a 404, as is a bucket
// that cannot be reached. Deleting from the platform's store also takes the link off the call record, in the same
// transaction as its audit entry.
import { isSid } from '@switchboard/shared/validation';
import type { AppContext } from '../../../context';
import type { Requester } from '../../../auth/caller';
import { auditedWrite } from '../../../audit/audit';
import { HttpError } from '../../../http/errors';
import type { OwnerOf } from '../../../http/owner-scoped';
import { OutboundError } from '../../../outbound/http';
import { CallRepository } from '../recent-calls/repository';
import {
  contentTypeOf,
  recordingKey,
  recordingStoresOf,
  type LocalRecordingStore,
  type RecordingObject,
  type RecordingStore,
} from './stores';

const NOT_FOUND = () => new HttpError(404, 'Not Found');

/** The path's parts of a recording. */
export interface RecordingPath {
  call_sid: string;
  year: string;
  month: string;
  day: string;
  format: string;
}

/** The object a path names (404 text when it names none). */
function objectOf(path: RecordingPath) {
  const { call_sid, year, month, day, format } = path;
  if (
    !isSid(call_sid) ||
    !/^\d{4}$/.test(year) ||
    !/^\d{2}$/.test(month) ||
    !/^\d{2}$/.test(day) ||
    !/^(wav|mp3)$/.test(format)
  )
    throw NOT_FOUND();
  const callSid = call_sid.toLowerCase();
  return { callSid, key: recordingKey(year, month, day, callSid, format), format };
}

/** A bucket that cannot be reached is a recording that cannot be found. */
async function unlessUnreachable<T>(request: Promise<T>): Promise<T> {
  try {
    return await request;
  } catch (error) {
    if (error instanceof OutboundError) throw NOT_FOUND();
    throw error;
  }
}

export class RecordingService {
  private readonly calls: CallRepository;
  private readonly recordings: RecordingStore;
  private readonly local: LocalRecordingStore | null;

  constructor(private readonly ctx: AppContext) {
    this.calls = new CallRepository(ctx.store);
    const stores = recordingStoresOf(ctx);
    this.recordings = stores.store;
    this.local = stores.local;
  }

  async read(owner: OwnerOf<'account'>, path: RecordingPath): Promise<RecordingObject> {
    const { key } = objectOf(path);
    const object = await unlessUnreachable(this.recordings.get(owner.accountSid, key));
    if (!object) throw NOT_FOUND();
    return object;
  }

  async remove(requester: Requester, owner: OwnerOf<'account'>, path: RecordingPath): Promise<void> {
    const { key, callSid, format } = objectOf(path);
    const entry = (before: Record<string, unknown>) => () => ({
      entity: 'recording',
      entitySid: callSid,
      action: 'delete' as const,
      before,
      after: null,
      accountSid: owner.accountSid,
      serviceProviderSid: owner.serviceProviderSid,
    });
    const local = this.local;
    if (local) {
      // the platform's own store: the object, the CDR's link to it and the audit entry land together
      auditedWrite(this.ctx, requester, entry({ object_key: key, format: contentTypeOf(format) }), () => {
        if (!local.deleteNow(owner.accountSid, key)) throw NOT_FOUND();
        this.calls.forgetRecording(callSid, owner.accountSid);
      });
      return;
    }
    const deleted = await unlessUnreachable(this.recordings.delete(owner.accountSid, key));
    if (!deleted) throw NOT_FOUND();
    auditedWrite(this.ctx, requester, entry({ object_key: key }), () => undefined);
  }
}
