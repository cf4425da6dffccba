// Call quality (docs/product/observability.md#call-quality-page): over the chosen period, per carrier and per account,
// the calls, ASR, ACD and SIP failure codes, and the calls over time, as charts and tables; a carrier's ASR bar opens
// its calls in Recent calls, a failure code's bar the period's unanswered calls (filters in the URL). Needs the
// API's `call-statistics` addition; elsewhere (jambonz) the page says so.
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { useApiCapabilities } from '@switchboard/shared/api';
import { formatNumber, useTranslation, type Translate } from '@switchboard/shared/i18n';
import { LoadError } from '@switchboard/shared/admin';
import { EmptyState, PageHeader, Section, Skeleton } from '@switchboard/shared/ui';
import { formatAcd, sipStatusText } from '@switchboard/shared/call-analysis';
import type { CallFigures, CallStatistics, SipFailureCount } from '@switchboard/shared/types';
import { OBSERVABILITY_NAMESPACE } from '../../i18n/resources';
import { useOwner } from '../../lib/owner';
import { TimeSeriesFilters } from '../../lib/TimeSeriesFilters';
import type { CallsOwner } from '../recent-calls/api';
import { useGetCallStatisticsQuery } from './api';
import { asrBars, failureBars, recentCallsHref, statisticsQuery, trendSeries } from './call-quality.rules';
import { StatisticsChart } from './StatisticsChart';
import styles from '../../lib/observability.module.css';

const ANSWERED: [string, string] = ['--sb-color-chart-answered', '#2f9e63'];
const FAILED: [string, string] = ['--sb-color-chart-failed', '#e0524a'];

/** A percentage with one decimal as the language writes it: '68.4 %', '68,4 %'. */
const percentText = (value: number, t: Translate) =>
  t('quality.percent', {
    value: formatNumber(value, { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
  });

/** An ASR (0.684) as a percentage; no calls: '—'. */
const asrText = (asr: number | null, t: Translate) => (asr === null ? '—' : percentText(asr * 100, t));

/** The three most frequent failure codes with their calls: '503 Service Unavailable (4), 486 Busy Here (2)'. */
const failuresText = (failures: SipFailureCount[], t: Translate) =>
  failures.length
    ? failures
        .slice(0, 3)
        .map((f) =>
          t('quality.failureCount', { status: sipStatusText(f.sip_status), calls: formatNumber(f.calls) }),
        )
        .join(', ')
    : '—';

/** One table of figures: a row per carrier or account. */
function FiguresTable({
  caption,
  head,
  rows,
}: {
  caption: string;
  head: string;
  rows: Array<{ key: string; name: React.ReactNode; figures: CallFigures; failures: SipFailureCount[] }>;
}) {
  const { t } = useTranslation(OBSERVABILITY_NAMESPACE);
  return (
    // six columns do not fit a phone: the table scrolls inside its box, never the page
    <div className={styles.statsScroll}>
      <table className={styles.statsTable}>
        <caption className={styles.visuallyHidden}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{head}</th>
            <th scope="col">{t('quality.calls')}</th>
            <th scope="col">{t('quality.answered')}</th>
            <th scope="col">{t('quality.asr')}</th>
            <th scope="col">{t('quality.acd')}</th>
            <th scope="col">{t('quality.failureCodes')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row">{row.name}</th>
              <td>{formatNumber(row.figures.calls)}</td>
              <td>{formatNumber(row.figures.answered)}</td>
              <td>{asrText(row.figures.asr, t)}</td>
              <td>{formatAcd(row.figures.acd)}</td>
              <td>{failuresText(row.failures, t)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Statistics({
  statistics,
  date,
  accountName,
  showAccounts,
}: {
  statistics: CallStatistics;
  date: string;
  accountName: (sid: string) => string;
  showAccounts: boolean;
}) {
  const { t } = useTranslation(OBSERVABILITY_NAMESPACE);
  const noCarrier = t('quality.noCarrier');
  const asr = useMemo(() => asrBars(statistics, date, noCarrier), [statistics, date, noCarrier]);
  const failures = useMemo(() => failureBars(statistics, date), [statistics, date]);
  const trend = useMemo(() => trendSeries(statistics), [statistics]);
  const { total } = statistics;
  return (
    <>
      <dl className={styles.statsSummary}>
        <div>
          <dt>{t('quality.calls')}</dt>
          <dd>{formatNumber(total.calls)}</dd>
        </div>
        <div>
          <dt>{t('quality.asr')}</dt>
          <dd>{asrText(total.asr, t)}</dd>
        </div>
        <div>
          <dt>{t('quality.acd')}</dt>
          <dd>{formatAcd(total.acd)}</dd>
        </div>
      </dl>
      <Section title={t('quality.asrChart')}>
        <StatisticsChart
          title={t('quality.asrChartSummary', {
            bars: asr
              .map((b) => t('quality.asrBar', { label: b.label, value: formatNumber(b.value) }))
              .join(', '),
          })}
          labels={asr.map((b) => b.label)}
          series={[{ label: t('quality.asrSeries'), values: asr.map((b) => b.value), color: ANSWERED }]}
          links={asr.map((b) => b.href)}
          max={100}
          describe={(i) =>
            t('quality.asrBarDescription', { label: asr[i].label, value: formatNumber(asr[i].value) })
          }
        />
        <ul className={styles.statsLinks} aria-label={t('quality.callsOfCarriers')}>
          {asr
            .filter((b) => b.href)
            .map((b) => (
              <li key={b.label}>
                <Link to={b.href as string}>{t('quality.callsOf', { carrier: b.label })}</Link>
              </li>
            ))}
        </ul>
      </Section>
      <Section title={t('quality.trendChart')}>
        <StatisticsChart
          title={t('quality.trendChartSummary', { step: t(`quality.steps.${statistics.step}`) })}
          labels={trend.labels}
          series={[
            { label: t('quality.answeredSeries'), values: trend.answered, color: ANSWERED },
            { label: t('quality.notAnsweredSeries'), values: trend.notAnswered, color: FAILED },
          ]}
          describe={(i) =>
            t('quality.trendPoint', {
              label: trend.labels[i],
              answered: formatNumber(trend.answered[i]),
              notAnswered: formatNumber(trend.notAnswered[i]),
            })
          }
        />
      </Section>
      <Section title={t('quality.failuresChart')}>
        {failures.length ? (
          <StatisticsChart
            title={t('quality.failuresChartSummary', {
              bars: failures
                .map((b) => t('quality.failureBar', { label: b.label, value: formatNumber(b.value) }))
                .join(', '),
            })}
            labels={failures.map((b) => b.label)}
            series={[
              { label: t('quality.callsSeries'), values: failures.map((b) => b.value), color: FAILED },
            ]}
            links={failures.map((b) => b.href)}
            describe={(i) =>
              t('quality.failurePoint', { label: failures[i].label, value: formatNumber(failures[i].value) })
            }
          />
        ) : (
          <p className={styles.muted}>—</p>
        )}
      </Section>
      <Section title={t('quality.byCarrier')}>
        <FiguresTable
          caption={t('quality.byCarrier')}
          head={t('quality.carrier')}
          rows={statistics.carriers.map((c) => ({
            key: c.trunk ?? '',
            name: c.trunk ? <Link to={recentCallsHref(date, { trunk: c.trunk })}>{c.trunk}</Link> : noCarrier,
            figures: c,
            failures: c.failures,
          }))}
        />
      </Section>
      {showAccounts ? (
        <Section title={t('quality.byAccount')}>
          <FiguresTable
            caption={t('quality.byAccount')}
            head={t('quality.account')}
            rows={statistics.accounts.map((a) => ({
              key: a.account_sid,
              name: accountName(a.account_sid),
              figures: a,
              failures: a.failures,
            }))}
          />
        </Section>
      ) : null}
    </>
  );
}

export default function CallQualityPage() {
  const { t } = useTranslation(OBSERVABILITY_NAMESPACE);
  const view = useOwner();
  const { owner } = view;
  const [date, setDate] = useState('today');
  const [now] = useState(() => new Date());
  const capabilities = useApiCapabilities();
  const supported = capabilities.has('call-statistics');
  const statistics = useGetCallStatisticsQuery(
    { owner: owner as CallsOwner, query: statisticsQuery(date, now) },
    { skip: !owner || !supported },
  );
  const names = useMemo(
    () => new Map((view.accounts.data ?? []).map((a) => [a.account_sid, a.name] as const)),
    [view.accounts.data],
  );
  const data = statistics.data;
  return (
    <>
      <PageHeader title={t('quality.title')} />
      <TimeSeriesFilters view={view} date={date} onDateChange={setDate} />
      {!capabilities.known ? (
        <Skeleton lines={5} label={t('quality.loading')} />
      ) : !supported ? (
        <p className={styles.muted}>{t('quality.noApi')}</p>
      ) : !owner ? (
        <p className={styles.muted}>{t('quality.chooseOwner')}</p>
      ) : statistics.error ? (
        <LoadError
          title={t('quality.loadFailed')}
          error={statistics.error}
          onRetry={() => void statistics.refetch()}
        />
      ) : !data ? (
        <Skeleton lines={5} label={t('quality.loading')} />
      ) : data.total.calls === 0 ? (
        <EmptyState title={t('quality.noCalls')} />
      ) : (
        <Statistics
          statistics={data}
          date={date}
          accountName={(sid) => names.get(sid) ?? sid}
          showAccounts={'serviceProviderSid' in owner || data.accounts.length > 1}
        />
      )}
    </>
  );
}
