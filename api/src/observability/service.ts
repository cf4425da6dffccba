// The observability area's collaborators for one app: where call logs and recordings come from.
import type { AppContext } from '../context';
import { CloudWatchCallLogSource, LocalCallLogSource, type CallLogSource } from './call-logs';
import { BucketRecordingStore, LocalRecordingStore, type RecordingStore } from './recordings';

export interface ObservabilityServices {
  /** null: no logs source configured (the contract's 400) */
  callLogs: CallLogSource | null;
  recordings: RecordingStore;
  /** the platform's own recording store (the simulator writes there; deleting also updates the CDR) */
  localRecordings: LocalRecordingStore | null;
}

export function observabilityServices(ctx: AppContext): ObservabilityServices {
  const options = ctx.options.observability ?? {};
  let callLogs: CallLogSource | null = null;
  if (options.callLogs === 'local') callLogs = new LocalCallLogSource(ctx.store);
  else if (options.callLogs === 'cloudwatch' && options.aws)
    callLogs = new CloudWatchCallLogSource(options.aws, ctx.options.outboundTimeoutMs, ctx.now);
  const localRecordings = options.recordings === 'bucket' ? null : new LocalRecordingStore(ctx.store);
  return { callLogs, recordings: localRecordings ?? new BucketRecordingStore(ctx), localRecordings };
}
