// One call of the list: a summary that expands (time, direction, from → to, duration, outcome), then the tabs
// Details, Tracing and Logs (Logs only with the logs feature; a call without a trace — all-zero id — shows its
// details alone), and in the footer the recording player and the pcap download.
import { Link, useLocation } from 'react-router';
import type { RecentCall } from '@switchboard/shared/types';
import { ExpandableItem, Skeleton, Tabs, type TabItem } from '@switchboard/shared/ui';
import { toApiError } from '@switchboard/shared/api';
import { useTranslation, type Translate } from '@switchboard/shared/i18n';
import { OBSERVABILITY_NAMESPACE } from '../../i18n/resources';
import { useGetTraceQuery, type CallsOwner } from './api';
import { CallDetails } from './CallDetails';
import { CallLogs } from './CallLogs';
import { PcapButton } from './PcapButton';
import { RecordingPlayer } from './RecordingPlayer';
import { TraceWaterfall } from './TraceWaterfall';
import { formatCallTime, formatDuration, hasTrace } from './recent-calls.rules';
import styles from '../../lib/observability.module.css';

export interface CallItemProps {
  call: RecentCall;
  open: boolean;
  onToggle: () => void;
  features: { tracing: boolean; callLogs: boolean; recording: boolean };
  canDelete: boolean;
  onRecordingDeleted: () => void;
}

/** A call's direction in words ('inbound', 'outbound'); another value as it came. */
export function directionText(t: Translate, direction: string | null | undefined): string {
  return direction === 'inbound' || direction === 'outbound' ? t(`call.${direction}`) : (direction ?? '');
}

export const callKey = (call: RecentCall) => call.call_sid ?? call.sip_callid ?? call.attempted_at;

export function CallItem({ call, open, onToggle, features, canDelete, onRecordingDeleted }: CallItemProps) {
  const { t } = useTranslation(OBSERVABILITY_NAMESPACE);
  const { search } = useLocation();
  const traced = features.tracing && hasTrace(call);
  const owner: CallsOwner = { accountSid: call.account_sid ?? '' };
  const trace = useGetTraceQuery(
    { accountSid: call.account_sid ?? '', traceId: call.trace_id ?? '' },
    { skip: !open || !traced },
  );
  const status = call.answered
    ? formatDuration(call.duration ?? 0)
    : t('call.notAnswered', { status: call.sip_status ?? '—' });

  const tracing = trace.data ? (
    <TraceWaterfall trace={trace.data} />
  ) : trace.error ? (
    <p role="alert">
      {toApiError(trace.error).status === 404 ? t('call.traceGone') : toApiError(trace.error).msg}
    </p>
  ) : (
    <Skeleton lines={4} label={t('call.loadingTrace')} />
  );
  const tabs: TabItem[] = [
    { id: 'details', label: t('call.details'), panel: <CallDetails call={call} /> },
    { id: 'tracing', label: t('call.tracing'), panel: tracing },
    ...(features.callLogs ? [{ id: 'logs', label: t('call.logs'), panel: <CallLogs call={call} /> }] : []),
  ];

  return (
    <ExpandableItem
      open={open}
      onToggle={onToggle}
      data={{ call: call.call_sid ?? '' }}
      summaryClassName={styles.callSummary}
      summary={
        <>
          <span className={styles.time}>{formatCallTime(call.attempted_at)}</span>
          <span>{directionText(t, call.direction)}</span>
          <span>
            <span className={styles.muted}>{t('call.from')}</span> {call.from}
          </span>
          <span>
            <span className={styles.muted}>{t('call.to')}</span> {call.to}
          </span>
          <span>
            <span className={call.answered ? styles.answered : styles.notAnswered}>{status}</span>
            {call.recording_url && features.recording ? (
              <span className={styles.muted}> {t('call.recorded')}</span>
            ) : null}
          </span>
        </>
      }
    >
      {traced ? (
        <Tabs label={t('call.tabs', { call: call.call_sid ?? call.sip_callid ?? '' })} tabs={tabs} />
      ) : (
        <CallDetails call={call} />
      )}
      <div className={styles.footer}>
        {call.call_sid ? (
          // the call page: the ladder, the timeline, quality and what went wrong (the same owner: ?account_sid=)
          <Link to={`${encodeURIComponent(call.call_sid)}${search}`} className={styles.spanButton}>
            {t('call.openPage')}
          </Link>
        ) : null}
        {features.recording && call.recording_url ? (
          <RecordingPlayer
            call={call}
            trace={trace.data}
            canDelete={canDelete}
            onDeleted={onRecordingDeleted}
          />
        ) : null}
        {call.sip_callid && call.account_sid ? (
          <PcapButton owner={owner} sipCallId={call.sip_callid} />
        ) : null}
      </div>
    </ExpandableItem>
  );
}
