// A call's fields (every one the CDR has, but the recording link, which the player shows), times in the spec's
// format in local time.
import type { RecentCall } from '@switchboard/shared/types';
import { formatCallTime, isEpoch } from './recent-calls.rules';
import { FieldList } from '@switchboard/shared/ui';
import { useTranslation, type Translate } from '@switchboard/shared/i18n';
import { OBSERVABILITY_NAMESPACE } from '../../i18n/resources';

const TIMES = new Set(['attempted_at', 'answered_at', 'terminated_at']);

function valueText(t: Translate, key: string, value: unknown): string | null {
  if (value === null || value === undefined || value === '') return t('call.nullValue');
  if (TIMES.has(key))
    return key === 'answered_at' && isEpoch(String(value))
      ? t('call.notAnsweredValue')
      : formatCallTime(String(value));
  return String(value);
}

export function CallDetails({ call }: { call: RecentCall }) {
  const { t } = useTranslation(OBSERVABILITY_NAMESPACE);
  const { recording_url: _recording, ...fields } = call;
  return <FieldList record={fields} format={(key, value) => valueText(t, key, value)} />;
}
