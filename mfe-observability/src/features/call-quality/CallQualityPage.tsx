// Call quality (docs/product/observability.md#call-quality-page): over the chosen period, per carrier and per account,
// the calls, ASR, ACD and SIP failure codes, and the calls over time, as charts and tables; a carrier's ASR bar opens
// its calls in Recent calls, a failure code's bar the period's unanswered calls (filters in the URL). Needs the
// API's `call-statistics` addition; elsewhere (jambonz) the page says so.
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { useApiCapabilities } from '@switchboard/shared/api';
import { fill } from '@switchboard/shared/i18n';
import { LoadError } from '@switchboard/shared/admin';
import { EmptyState, PageHeader, Section, Skeleton } from '@switchboard/shared/ui';
import { CALL_STATISTICS_MESSAGES as TEXT, formatAcd, formatAsr } from '@switchboard/shared/call-analysis';
import { sipStatusText } from '@switchboard/shared/call-analysis';
import type { CallFigures, CallStatistics, SipFailureCount } from '@switchboard/shared/types';
import { useOwner } from '../../lib/owner';
import { TimeSeriesFilters } from '../../lib/TimeSeriesFilters';
import type { CallsOwner } from '../recent-calls/api';
import { useGetCallStatisticsQuery } from './api';
import { asrBars, failureBars, recentCallsHref, statisticsQuery, trendSeries } from './call-quality.rules';
import { StatisticsChart } from './StatisticsChart';
import styles from '../../lib/observability.module.css';

const ANSWERED: [string, string] = ['--sb-color-chart-answered', '#2f9e63'];
const FAILED: [string, string] = ['--sb-color-chart-failed', '#e0524a'];

const failuresText = (failures: SipFailureCount[]) =>
  failures.length
    ? failures
        .slice(0, 3)
        .map((f) => `${sipStatusText(f.sip_status)} (${f.calls})`)
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
  return (
    // six columns do not fit a phone: the table scrolls inside its box, never the page
    <div className={styles.statsScroll}>
      <table className={styles.statsTable}>
        <caption className={styles.visuallyHidden}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{head}</th>
            <th scope="col">Calls</th>
            <th scope="col">Answered</th>
            <th scope="col">ASR</th>
            <th scope="col">ACD</th>
            <th scope="col">SIP failure codes</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row">{row.name}</th>
              <td>{row.figures.calls.toLocaleString('en')}</td>
              <td>{row.figures.answered.toLocaleString('en')}</td>
              <td>{formatAsr(row.figures.asr)}</td>
              <td>{formatAcd(row.figures.acd)}</td>
              <td>{failuresText(row.failures)}</td>
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
  const asr = useMemo(() => asrBars(statistics, date), [statistics, date]);
  const failures = useMemo(() => failureBars(statistics, date), [statistics, date]);
  const trend = useMemo(() => trendSeries(statistics), [statistics]);
  const { total } = statistics;
  return (
    <>
      <dl className={styles.statsSummary}>
        <div>
          <dt>Calls</dt>
          <dd>{total.calls.toLocaleString('en')}</dd>
        </div>
        <div>
          <dt>ASR</dt>
          <dd>{formatAsr(total.asr)}</dd>
        </div>
        <div>
          <dt>ACD</dt>
          <dd>{formatAcd(total.acd)}</dd>
        </div>
      </dl>
      <Section title={TEXT.asrChart}>
        <StatisticsChart
          title={fill(TEXT.asrChartSummary, {
            bars: asr.map((b) => fill(TEXT.asrBar, { label: b.label, value: b.value })).join(', '),
          })}
          labels={asr.map((b) => b.label)}
          series={[{ label: 'ASR (%)', values: asr.map((b) => b.value), color: ANSWERED }]}
          links={asr.map((b) => b.href)}
          max={100}
          describe={(i) => fill(TEXT.asrBarDescription, { label: asr[i].label, value: asr[i].value })}
        />
        <ul className={styles.statsLinks} aria-label={TEXT.callsOfCarriers}>
          {asr
            .filter((b) => b.href)
            .map((b) => (
              <li key={b.label}>
                <Link to={b.href as string}>{fill(TEXT.callsOf, { carrier: b.label })}</Link>
              </li>
            ))}
        </ul>
      </Section>
      <Section title={TEXT.trendChart}>
        <StatisticsChart
          title={fill(TEXT.trendChartSummary, { step: statistics.step })}
          labels={trend.labels}
          series={[
            { label: 'answered', values: trend.answered, color: ANSWERED },
            { label: 'not answered', values: trend.notAnswered, color: FAILED },
          ]}
          describe={(i) =>
            fill(TEXT.trendPoint, {
              label: trend.labels[i],
              answered: trend.answered[i],
              notAnswered: trend.notAnswered[i],
            })
          }
        />
      </Section>
      <Section title={TEXT.failuresChart}>
        {failures.length ? (
          <StatisticsChart
            title={fill(TEXT.failuresChartSummary, {
              bars: failures.map((b) => fill(TEXT.failureBar, { label: b.label, value: b.value })).join(', '),
            })}
            labels={failures.map((b) => b.label)}
            series={[{ label: 'calls', values: failures.map((b) => b.value), color: FAILED }]}
            links={failures.map((b) => b.href)}
            describe={(i) => fill(TEXT.failurePoint, { label: failures[i].label, value: failures[i].value })}
          />
        ) : (
          <p className={styles.muted}>—</p>
        )}
      </Section>
      <Section title={TEXT.byCarrier}>
        <FiguresTable
          caption={TEXT.byCarrier}
          head="Carrier"
          rows={statistics.carriers.map((c) => ({
            key: c.trunk ?? '',
            name: c.trunk ? (
              <Link to={recentCallsHref(date, { trunk: c.trunk })}>{c.trunk}</Link>
            ) : (
              TEXT.noCarrier
            ),
            figures: c,
            failures: c.failures,
          }))}
        />
      </Section>
      {showAccounts ? (
        <Section title={TEXT.byAccount}>
          <FiguresTable
            caption={TEXT.byAccount}
            head="Account"
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
      <PageHeader title={TEXT.title} />
      <TimeSeriesFilters view={view} date={date} onDateChange={setDate} />
      {!capabilities.known ? (
        <Skeleton lines={5} label="Loading the call statistics" />
      ) : !supported ? (
        <p className={styles.muted}>{TEXT.noApi}</p>
      ) : !owner ? (
        <p className={styles.muted}>{TEXT.chooseOwner}</p>
      ) : statistics.error ? (
        <LoadError
          title={TEXT.loadFailed}
          error={statistics.error}
          onRetry={() => void statistics.refetch()}
        />
      ) : !data ? (
        <Skeleton lines={5} label="Loading the call statistics" />
      ) : data.total.calls === 0 ? (
        <EmptyState title={TEXT.noCalls} />
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
