// The timeline (docs/product/observability.md#call-timeline): the SIP messages, the webhook exchanges, the
// recording, the log lines and the trace's spans on one time axis; a moment chosen in any of them (a click on a
// lane, a span, the waveform, a log line, a webhook) is the page's moment, which every lane, the ladder and the
// waveform then show.
import { memo, useMemo, type MouseEvent } from 'react';
import type { OtlpTrace, RecentCall } from '@switchboard/shared/types';
import { cx } from '@switchboard/shared/ui';
import { SLOW_WEBHOOK_MS } from '@switchboard/shared/call-analysis';
import { formatNumber, useTranslation } from '@switchboard/shared/i18n';
import { OBSERVABILITY_NAMESPACE } from '../../i18n/resources';
import { TraceWaterfall } from '../recent-calls/TraceWaterfall';
import { RecordingPlayer } from '../recent-calls/RecordingPlayer';
import { formatLogTime } from '../recent-calls/recent-calls.rules';
import type { Ladder } from './ladder.rules';
import {
  momentAt,
  offsetText,
  positionOf,
  type LogEntry,
  type TimeWindow,
  type WebhookExchange,
} from './timeline.rules';
import styles from './call-page.module.css';

export type MomentSource = 'sip' | 'span' | 'audio' | 'log' | 'webhook' | 'issue' | 'axis';

/** The page's chosen moment (ms since the epoch) and where it was chosen. */
export interface Moment {
  at: number;
  source: MomentSource;
  spanId?: string | null;
}

export interface CallTimelineProps {
  call: RecentCall;
  window: TimeWindow;
  ladder: Ladder | null;
  trace: OtlpTrace | undefined;
  webhooks: WebhookExchange[];
  logs: LogEntry[];
  /** the log line at the moment */
  currentLog: number;
  moment: Moment | null;
  onMoment: (moment: Moment) => void;
  recording: { show: boolean; canDelete: boolean; onDeleted: () => void };
}

const TICKS = [0, 0.25, 0.5, 0.75, 1];

/**
 * Vertical marks at moments, as one SVG path with at most one mark per thousandth of the axis (5,000 messages are
 * one element of at most 1,000 strokes).
 */
const Marks = memo(function Marks({ times, window }: { times: readonly number[]; window: TimeWindow }) {
  const columns = new Set<number>();
  for (const t of times) columns.add(Math.round(positionOf(t, window) * 10));
  let d = '';
  for (const x of columns) d += `M${x} 3V23`;
  return (
    <svg className={styles.trackMarks} viewBox="0 0 1000 26" preserveAspectRatio="none" aria-hidden="true">
      <path d={d} stroke="currentColor" strokeWidth="2" vectorEffect="non-scaling-stroke" fill="none" />
    </svg>
  );
});

export function CallTimeline(props: CallTimelineProps) {
  const { t } = useTranslation(OBSERVABILITY_NAMESPACE);
  const { call, window, ladder, trace, webhooks, logs, currentLog, moment, onMoment, recording } = props;
  const cursor = moment ? positionOf(moment.at, window) : null;
  // the marks' times, read once per ladder and log (a chosen moment redraws the cursor, not 5,000 marks)
  const arrows = ladder?.arrows;
  const sipTimes = useMemo(() => (arrows ?? []).map((a) => a.micros / 1000), [arrows]);
  const logTimes = useMemo(() => logs.flatMap((l) => (l.at === null ? [] : [l.at])), [logs]);
  const pickOnTrack = (event: MouseEvent<HTMLDivElement>, source: MomentSource) => {
    const box = event.currentTarget.getBoundingClientRect();
    if (!box.width) return;
    onMoment({ at: momentAt((event.clientX - box.left) / box.width, window), source });
  };
  const answeredAt = call.answered ? Date.parse(call.answered_at) : null;
  const recordingStart = answeredAt ?? Date.parse(call.attempted_at);
  const recordingEnd = Date.parse(call.terminated_at);
  const highlight = moment && moment.source !== 'audio' ? (moment.at - recordingStart) / 1000 : null;
  const line = cursor !== null ? <span className={styles.cursor} style={{ left: `${cursor}%` }} /> : null;

  return (
    <div className={styles.section}>
      <div className={styles.axis} aria-hidden="true">
        <span className={styles.laneName}>{t('call.timeline.time')}</span>
        <span className={styles.ticks}>
          {TICKS.map((f) => (
            <span key={f} className={styles.tick} style={{ left: `${f * 100}%` }}>
              {offsetText(momentAt(f, window), window)}
            </span>
          ))}
        </span>
      </div>
      <p className={styles.moment} role="status" data-testid="moment">
        {moment
          ? t('call.timeline.moment', {
              offset: offsetText(moment.at, window),
              time: formatLogTime(moment.at),
            })
          : t('call.pageMessages.chooseMoment')}
      </p>
      {ladder ? (
        <div className={styles.lane}>
          <span className={styles.laneName}>{t('call.timeline.sip')}</span>
          {/* a click on the lane chooses the moment there (the arrows themselves are the ladder's buttons) */}
          {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions */}
          <div className={styles.track} onClick={(e) => pickOnTrack(e, 'sip')} data-testid="lane-sip">
            <Marks times={sipTimes} window={window} />
            {line}
          </div>
        </div>
      ) : null}
      <div className={styles.lane}>
        <span className={styles.laneName}>{t('call.timeline.webhooks')}</span>
        {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions */}
        <div className={styles.track} onClick={(e) => pickOnTrack(e, 'axis')}>
          {webhooks.map((hook) => (
            <button
              key={hook.spanId}
              type="button"
              className={cx(styles.hook, hook.ms >= SLOW_WEBHOOK_MS && styles.hookSlow)}
              style={{
                left: `${positionOf(hook.at, window)}%`,
                width: `${Math.max(0.4, positionOf(hook.at + hook.ms, window) - positionOf(hook.at, window))}%`,
              }}
              aria-label={t('call.timeline.webhook', {
                method: hook.method,
                url: hook.url,
                status: hook.status || t('call.timeline.noStatus'),
                ms: formatNumber(Math.round(hook.ms)),
              })}
              title={t('call.timeline.webhookTitle', {
                method: hook.method,
                url: hook.url,
                status: hook.status,
                ms: Math.round(hook.ms),
              })}
              onClick={(event) => {
                event.stopPropagation();
                onMoment({ at: hook.at, source: 'webhook', spanId: hook.spanId });
              }}
            />
          ))}
          {line}
        </div>
      </div>
      {recording.show ? (
        <div className={styles.lane}>
          <span className={styles.laneName}>{t('call.timeline.recording')}</span>
          <div className={styles.track} aria-hidden="true">
            <span
              className={styles.extent}
              style={{
                left: `${positionOf(recordingStart, window)}%`,
                width: `${positionOf(recordingEnd, window) - positionOf(recordingStart, window)}%`,
              }}
            />
            {line}
          </div>
        </div>
      ) : null}
      <div className={styles.lane}>
        <span className={styles.laneName}>{t('call.timeline.logs')}</span>
        {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions */}
        <div className={styles.track} onClick={(e) => pickOnTrack(e, 'log')}>
          <Marks times={logTimes} window={window} />
          {line}
        </div>
      </div>
      {recording.show && call.recording_url ? (
        <RecordingPlayer
          call={call}
          trace={trace}
          canDelete={recording.canDelete}
          onDeleted={recording.onDeleted}
          highlight={highlight}
          onPick={(seconds) => onMoment({ at: recordingStart + seconds * 1000, source: 'audio' })}
        />
      ) : null}
      {trace ? (
        <TraceWaterfall
          trace={trace}
          axis={{ start: window.start, end: window.end, marker: moment?.at ?? null }}
          selected={moment?.source === 'span' ? (moment.spanId ?? null) : null}
          onSelect={(spanId, startMs) => spanId && onMoment({ at: startMs, source: 'span', spanId })}
        />
      ) : null}
      {logs.length ? (
        <ol className={styles.logList} aria-label={t('call.pageMessages.logLinesList')}>
          {logs.map((entry) => (
            <li
              key={entry.index}
              className={cx(styles.logLine, entry.index === currentLog && styles.logLineCurrent)}
              aria-current={entry.index === currentLog ? 'true' : undefined}
            >
              {entry.at !== null ? (
                <button
                  type="button"
                  className={styles.linkButton}
                  onClick={() => onMoment({ at: entry.at as number, source: 'log' })}
                >
                  {offsetText(entry.at, window)}
                </button>
              ) : (
                <span />
              )}
              <span>{entry.text}</span>
            </li>
          ))}
        </ol>
      ) : null}
    </div>
  );
}
