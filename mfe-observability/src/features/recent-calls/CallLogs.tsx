// The Logs tab: the call's log lines from the platform's logs source, on request; JSON lines pretty-printed with
// their times in UTC; copy (with the spec's messages) and download. 404: 'There is no log for this call'.
import { useState } from 'react';
import type { RecentCall } from '@switchboard/shared/types';
import { toast } from '@switchboard/shared/bus';
import { toApiError } from '@switchboard/shared/api';
import { Button } from '@switchboard/shared/ui';
import { useTranslation } from '@switchboard/shared/i18n';
import { OBSERVABILITY_NAMESPACE } from '../../i18n/resources';
import { useLazyGetCallLogsQuery } from './api';
import { formatLogLine } from './recent-calls.rules';
import styles from '../../lib/observability.module.css';

export function CallLogs({ call }: { call: Pick<RecentCall, 'account_sid' | 'call_sid'> }) {
  const { t } = useTranslation(OBSERVABILITY_NAMESPACE);
  const [fetchLogs, result] = useLazyGetCallLogsQuery();
  const [lines, setLines] = useState<string[] | null>(null);
  const text = lines ? lines.map(formatLogLine).join('\n\n') : '';

  const retrieve = async () => {
    try {
      setLines(
        await fetchLogs({ accountSid: call.account_sid ?? '', callSid: call.call_sid ?? '' }).unwrap(),
      );
    } catch (error) {
      const e = toApiError(error);
      toast('error', e.status === 404 ? t('callMessages.noLogs') : e.msg);
    }
  };
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      toast('success', t('callMessages.logsCopied'));
    } catch {
      toast('error', t('callMessages.logsCopyFailed'));
    }
  };
  const download = () => {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
    const a = document.createElement('a');
    a.href = url;
    a.download = `${call.call_sid}.log`;
    a.click();
    URL.revokeObjectURL(url);
  };

  return (
    <div>
      <div className={styles.buttons}>
        <Button size="sm" busy={result.isFetching} onClick={() => void retrieve()}>
          {t('call.retrieveLogs')}
        </Button>
        {lines && lines.length ? (
          <>
            <Button size="sm" variant="secondary" onClick={() => void copy()}>
              {t('call.copyLogs')}
            </Button>
            <Button size="sm" variant="secondary" onClick={download}>
              {t('call.downloadLogs')}
            </Button>
          </>
        ) : null}
      </div>
      {lines ? (
        lines.length ? (
          // a scrollable box must be reachable by keyboard (WCAG 2.1.1; axe: scrollable-region-focusable)
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          <pre className={styles.logs} tabIndex={0} aria-label={t('call.logLines')}>
            {text}
          </pre>
        ) : (
          <p className={styles.muted}>{t('call.noLogsFound')}</p>
        )
      ) : null}
    </div>
  );
}
