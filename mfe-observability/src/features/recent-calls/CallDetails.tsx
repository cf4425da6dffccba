// A call's fields (every one the CDR has, but the recording link, which the player shows), times in the spec's
// format in local time.
import type { RecentCall } from '@switchboard/shared/types';
import { formatCallTime, isEpoch } from './recent-calls.rules';
import { FieldList } from '@switchboard/shared/ui';

const TIMES = new Set(['attempted_at', 'answered_at', 'terminated_at']);

function valueText(key: string, value: unknown): string | null {
  if (value === null || value === undefined || value === '') return 'null';
  if (TIMES.has(key))
    return key === 'answered_at' && isEpoch(String(value)) ? 'not answered' : formatCallTime(String(value));
  return String(value);
}

export function CallDetails({ call }: { call: RecentCall }) {
  const { recording_url: _recording, ...fields } = call;
  return <FieldList record={fields} format={valueText} />;
}
