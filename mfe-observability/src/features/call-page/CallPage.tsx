// One page per call (docs/product/observability.md#call-page): `/internal/recent-calls/:call_sid`, opened from the
// list or a shared link. What happened in words (the summary and its suspected issues, each with its evidence), the
// SIP ladder of every leg, the timeline (ladder, spans, waveform, logs and webhooks on one axis, one chosen moment
// shown in all of them), and the quality of each leg's audio. What the list's expanded call shows is here too.
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { toApiError, useApiCapabilities } from '@switchboard/shared/api';
import { useFeature } from '@switchboard/shared/config';
import { LoadError } from '@switchboard/shared/admin';
import { PageHeader, Skeleton, cx } from '@switchboard/shared/ui';
import { sipStatusText, suspectedIssues, type IssueStream } from '@switchboard/shared/call-analysis';
import { useTranslation } from '@switchboard/shared/i18n';
import { OBSERVABILITY_NAMESPACE } from '../../i18n/resources';
import { directionText } from '../recent-calls/CallItem';
import type { RecentCall } from '@switchboard/shared/types';
import { useOwner } from '../../lib/owner';
import { useGetRecentCallsQuery, useGetTraceQuery, useLazyGetCallLogsQuery } from '../recent-calls/api';
import { CallDetails } from '../recent-calls/CallDetails';
import { PcapButton } from '../recent-calls/PcapButton';
import { formatCallTime, formatDuration, hasTrace } from '../recent-calls/recent-calls.rules';
import { spansOf } from '../recent-calls/trace.rules';
import { callQuery, dialledLegs, legsQuery, useGetCallQualityQuery, useLegCaptures } from './api';
import { CallTimeline, type Moment } from './CallTimeline';
import { arrowAt, buildLadder, finalInviteResponse, hostNamesOf, nameHosts } from './ladder.rules';
import { sayIssueIn, shownLadder } from './call-texts';
import { QualitySection, type QualityLeg } from './QualitySection';
import { SipLadder } from './SipLadder';
import {
  featureServersOf,
  lastAtOrBefore,
  logEntries,
  spanTimes,
  timeWindow,
  ttsFirstBytes,
  webhookExchanges,
} from './timeline.rules';
import styles from './call-page.module.css';

const SEVERITY_CLASS = { error: styles.issueError, warning: undefined, info: styles.issueInfo };

export default function CallPage() {
  const { t } = useTranslation(OBSERVABILITY_NAMESPACE);
  const { call_sid: callSid = '' } = useParams();
  const { search } = useLocation();
  const { owner, session } = useOwner();
  const found = useGetRecentCallsQuery(
    { owner: owner!, query: callQuery(callSid) },
    { skip: !owner || !callSid },
  );
  const call = found.data?.data.find((c) => c.call_sid === callSid) ?? found.data?.data[0];
  const back = `..${search}`;
  return (
    <div className={styles.page}>
      <PageHeader
        title={t('call.page.title', { call: callSid })}
        actions={
          <Link to={back} relative="path">
            {t('call.page.back')}
          </Link>
        }
      />
      {!owner ? (
        <p className={styles.muted}>{t('call.page.chooseProvider')}</p>
      ) : found.error ? (
        <LoadError
          title={t('call.page.loadFailed')}
          error={found.error}
          onRetry={() => void found.refetch()}
        />
      ) : !found.data ? (
        <Skeleton lines={6} label={t('call.page.loading')} />
      ) : !call || call.call_sid !== callSid ? (
        <p role="alert">{t('call.pageMessages.notFound')}</p>
      ) : (
        <CallInspector
          call={call}
          canDelete={!session.isViewOnly}
          onRecordingDeleted={() => void found.refetch()}
        />
      )}
    </div>
  );
}

function CallInspector({
  call,
  canDelete,
  onRecordingDeleted,
}: {
  call: RecentCall;
  canDelete: boolean;
  onRecordingDeleted: () => void;
}) {
  const { t } = useTranslation(OBSERVABILITY_NAMESPACE);
  const accountOwner = { accountSid: call.account_sid ?? '' };
  const features = {
    tracing: useFeature('tracing'),
    callLogs: useFeature('callLogs'),
    recording: useFeature('recording'),
  };
  const capabilities = useApiCapabilities();
  const withQuality = capabilities.has('call-quality');

  // the legs it dialled, among the account's calls over its time
  const candidates = useGetRecentCallsQuery({ owner: accountOwner, query: legsQuery(call) });
  const legs = useMemo(
    () => [call, ...dialledLegs(call, candidates.data?.data ?? [])],
    [call, candidates.data],
  );
  const callIds =
    candidates.data || candidates.error ? legs.flatMap((l) => (l.sip_callid ? [l.sip_callid] : [])) : [];
  const captures = useLegCaptures(accountOwner, callIds);

  const traced = features.tracing && hasTrace(call);
  const trace = useGetTraceQuery(
    { accountSid: call.account_sid ?? '', traceId: call.trace_id ?? '' },
    { skip: !traced },
  );
  const [fetchLogs, logs] = useLazyGetCallLogsQuery();
  useEffect(() => {
    if (features.callLogs && call.call_sid)
      void fetchLogs({ accountSid: call.account_sid ?? '', callSid: call.call_sid }, true);
  }, [features.callLogs, call.account_sid, call.call_sid, fetchLogs]);

  // quality of the call's own leg and of the first dialled one (the page shows what was reported)
  const qualityA = useGetCallQualityQuery(
    { owner: accountOwner, callSid: call.call_sid ?? '' },
    { skip: !withQuality },
  );
  const bLeg = legs[1];
  const qualityB = useGetCallQualityQuery(
    { owner: accountOwner, callSid: bLeg?.call_sid ?? '' },
    { skip: !withQuality || !bLeg?.call_sid },
  );

  // the ladder, built once from the captures; its hosts named from the call and the trace and, with its legs, in
  // the language in use (naming them again when the trace arrives keeps the arrows)
  const built = useMemo(
    () =>
      captures.status === 'ready' && captures.legs.some((l) => l.length)
        ? buildLadder(captures.legs, undefined, call.sip_callid)
        : null,
    [captures, call.sip_callid],
  );
  const featureServers = useMemo(() => featureServersOf(trace.data).join(' '), [trace.data]);
  const ladder = useMemo(
    () =>
      built &&
      shownLadder(
        t,
        nameHosts(built, hostNamesOf(call, featureServers ? featureServers.split(' ') : [])),
        call,
      ),
    [built, call, featureServers, t],
  );
  const webhooks = useMemo(() => webhookExchanges(trace.data), [trace.data]);
  const logLines = useMemo(() => logEntries(logs.data), [logs.data]);
  // the first start and the last end of the trace's spans, read once
  const spanExtent = useMemo(() => {
    let start = Infinity;
    let end = -Infinity;
    for (const span of trace.data ? spansOf(trace.data) : []) {
      const times = spanTimes(span);
      if (times.start < start) start = times.start;
      if (times.end > end) end = times.end;
    }
    return start <= end ? [start, end] : [];
  }, [trace.data]);
  const arrows = built?.arrows;
  const window = useMemo(
    () =>
      timeWindow([
        Date.parse(call.attempted_at),
        Date.parse(call.terminated_at),
        arrows?.length ? arrows[0].micros / 1000 : null,
        arrows?.length ? arrows[arrows.length - 1].micros / 1000 : null,
        ...spanExtent,
      ]),
    [call.attempted_at, call.terminated_at, arrows, spanExtent],
  );

  const party = call.direction === 'outbound' ? 'callee' : call.trunk ? 'carrier' : 'caller';
  const qualityLegs: QualityLeg[] = [
    { label: t('call.page.aLeg'), party, streams: qualityA.data?.streams ?? [] },
    ...(bLeg
      ? [{ label: t('call.page.bLeg'), party: 'callee' as const, streams: qualityB.data?.streams ?? [] }]
      : []),
  ];
  const final = useMemo(() => (ladder ? finalInviteResponse(ladder) : null), [ladder]);
  const issues = useMemo(() => {
    const streams: IssueStream[] = [
      ...(qualityA.data?.streams ?? []).map((stream) => ({ leg: 'A' as const, stream })),
      ...(qualityB.data?.streams ?? []).map((stream) => ({ leg: 'B' as const, stream })),
    ];
    return suspectedIssues({
      call,
      finalResponse: final && {
        status: final.status,
        reason: final.reason,
        fromLabel: final.from.label,
        fromRole: final.from.role,
        at: final.micros / 1000,
      },
      streams,
      webhooks,
      tts: ttsFirstBytes(trace.data),
    });
  }, [call, final, qualityA.data, qualityB.data, webhooks, trace.data]);

  // the chosen moment, and the message open in the ladder
  const [moment, setMoment] = useState<Moment | null>(null);
  const [chosenArrow, setChosenArrow] = useState<number | null>(null);
  const current = ladder && moment ? arrowAt(ladder.arrows, moment.at * 1000) : -1;
  const currentLog = moment
    ? lastAtOrBefore(
        logLines.filter((l) => l.at !== null),
        (l) => l.at as number,
        moment.at,
      )
    : -1;
  const chooseArrow = useCallback(
    (index: number) => {
      setChosenArrow(index);
      if (arrows) setMoment({ at: arrows[index].micros / 1000, source: 'sip' });
    },
    [arrows],
  );

  const finalText = call.answered
    ? sipStatusText(200)
    : sipStatusText(final?.status ?? call.sip_status ?? 0, final?.reason);
  const parties = { from: call.from, to: call.to, trunk: call.trunk ?? '' };
  const whatHappened = t(call.termination_reason ? 'call.page.sentenceReason' : 'call.page.sentence', {
    call: t(
      `call.page.${call.direction === 'inbound' ? 'inbound' : 'outbound'}${call.trunk ? 'Trunk' : ''}`,
      parties,
    ),
    outcome: call.answered
      ? t('call.page.answeredAfter', {
          ringing: formatDuration((Date.parse(call.answered_at) - Date.parse(call.attempted_at)) / 1000),
          talked: formatDuration(call.duration ?? 0),
        })
      : t('call.page.notAnswered', { status: finalText }),
    reason: call.termination_reason ?? '',
  });
  return (
    <>
      <section className={styles.section} aria-labelledby="call-summary">
        <h2 id="call-summary" className={styles.sectionTitle}>
          {t('call.page.summary')}
        </h2>
        <p>{whatHappened}</p>
        <dl className={styles.summaryGrid}>
          <dt>{t('call.page.started')}</dt>
          <dd>{formatCallTime(call.attempted_at)}</dd>
          <dt>{t('call.page.direction')}</dt>
          <dd>{directionText(t, call.direction)}</dd>
          <dt>{t('call.page.fromTo')}</dt>
          <dd>
            {call.from} → {call.to}
          </dd>
          <dt>{t('call.page.account')}</dt>
          <dd>{call.account_sid}</dd>
          <dt>{t('call.page.application')}</dt>
          <dd>{call.application_sid ?? '—'}</dd>
          <dt>{t('call.page.trunk')}</dt>
          <dd>{call.trunk ? `${call.trunk}${call.remote_host ? ` (${call.remote_host})` : ''}` : '—'}</dd>
          <dt>{t('call.page.answered')}</dt>
          <dd>
            {call.answered
              ? t('call.page.answeredYes', { time: formatCallTime(call.answered_at) })
              : t('call.page.answeredNo')}
          </dd>
          <dt>{t('call.page.duration')}</dt>
          <dd>{formatDuration(call.duration ?? 0)}</dd>
          <dt>{t('call.page.hungUp')}</dt>
          <dd>{call.termination_reason ?? '—'}</dd>
          <dt>{t('call.page.finalStatus')}</dt>
          <dd>{finalText}</dd>
          {legs.length > 1 ? (
            <>
              <dt>{t('call.page.legs')}</dt>
              <dd>{legs.map((l) => `${l.call_sid} (${l.sip_callid})`).join(', ')}</dd>
            </>
          ) : null}
        </dl>
        <h3 className={styles.sectionTitle}>{t('call.page.issues')}</h3>
        {issues.length ? (
          <ul className={styles.issues} aria-label={t('call.pageMessages.issuesList')}>
            {issues.map((issue) => (
              <li key={issue.id} className={cx(styles.issue, SEVERITY_CLASS[issue.severity])}>
                <span className={styles.issueText}>{sayIssueIn(t, issue.says.text)}</span>
                <span className={styles.evidence}>{sayIssueIn(t, issue.says.evidence)}</span>
                {issue.at !== null ? (
                  <button
                    type="button"
                    className={styles.linkButton}
                    onClick={() => setMoment({ at: issue.at as number, source: 'issue' })}
                  >
                    {t('call.page.showOnTimeline')}
                  </button>
                ) : null}
              </li>
            ))}
          </ul>
        ) : (
          <p className={styles.muted}>
            {captures.status === 'loading' || qualityA.isLoading
              ? t('call.page.lookingInto')
              : t('call.pageMessages.noIssues')}
          </p>
        )}
        <details>
          <summary>{t('call.page.everyField')}</summary>
          <CallDetails call={call} />
        </details>
        {call.sip_callid && call.account_sid ? (
          <div>
            <PcapButton owner={accountOwner} sipCallId={call.sip_callid} />
          </div>
        ) : null}
      </section>

      <section className={styles.section} aria-labelledby="call-ladder">
        <h2 id="call-ladder" className={styles.sectionTitle}>
          {t('call.page.ladder')}
        </h2>
        {captures.status === 'loading' && callIds.length ? (
          <Skeleton lines={4} label={t('call.page.loadingCapture')} />
        ) : captures.status === 'error' ? (
          <p role="alert">{t('call.page.captureFailed', { reason: captures.msg })}</p>
        ) : ladder ? (
          <SipLadder
            ladder={ladder}
            window={window}
            current={current}
            chosen={chosenArrow}
            onChoose={chooseArrow}
          />
        ) : (
          <p className={styles.muted}>{t('call.pageMessages.noCapture')}</p>
        )}
      </section>

      <section className={styles.section} aria-labelledby="call-timeline">
        <h2 id="call-timeline" className={styles.sectionTitle}>
          {t('call.page.timeline')}
        </h2>
        {trace.error ? (
          <p className={styles.muted}>
            {toApiError(trace.error).status === 404 ? t('call.traceGone') : toApiError(trace.error).msg}
          </p>
        ) : null}
        {logs.error ? (
          <p className={styles.muted}>{t('call.page.logsFailed', { reason: toApiError(logs.error).msg })}</p>
        ) : null}
        <CallTimeline
          call={call}
          window={window}
          ladder={ladder}
          trace={trace.data}
          webhooks={webhooks}
          logs={logLines}
          currentLog={currentLog >= 0 ? (logLines.filter((l) => l.at !== null)[currentLog]?.index ?? -1) : -1}
          moment={moment}
          onMoment={setMoment}
          recording={{
            show: features.recording && Boolean(call.recording_url),
            canDelete,
            onDeleted: onRecordingDeleted,
          }}
        />
      </section>

      <section className={styles.section} aria-labelledby="call-quality">
        <h2 id="call-quality" className={styles.sectionTitle}>
          {t('call.page.quality')}
        </h2>
        <QualitySection
          supported={capabilities.known ? withQuality : true}
          loading={!capabilities.known || qualityA.isLoading}
          legs={qualityLegs}
        />
      </section>
    </>
  );
}
