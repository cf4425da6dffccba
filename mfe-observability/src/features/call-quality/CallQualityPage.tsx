// Call quality (docs/product/observability.md#call-quality-page): over the chosen period, per carrier and per account,
// the calls, ASR, ACD, post-dial delay, MOS distribution and SIP failure codes, and the calls over time (all, or one
// carrier's), as charts and tables; a carrier's ASR, PDD or MOS bar opens its calls in Recent calls, a failure code's
// bar the period's unanswered calls (filters in the URL). Needs the API's `call-statistics` addition; elsewhere
// (jambonz) the page says so. PDD, MOS and the carrier's trend show only when the API answers them.
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { useApiCapabilities } from '@switchboard/shared/api';
import { formatNumber, useTranslation, type Translate } from '@switchboard/shared/i18n';
import { LoadError } from '@switchboard/shared/admin';
import { EmptyState, PageHeader, Section, Skeleton } from '@switchboard/shared/ui';
import { formatAcd, sipStatusText } from '@switchboard/shared/call-analysis';
import type {
  CallFigures,
  CallStatistics,
  MosDistribution,
  SipFailureCount,
} from '@switchboard/shared/types';
import { OBSERVABILITY_NAMESPACE } from '../../i18n/resources';
import { useOwner } from '../../lib/owner';
import { TimeSeriesFilters } from '../../lib/TimeSeriesFilters';
import type { CallsOwner } from '../recent-calls/api';
import { useGetCallStatisticsQuery } from './api';
import {
  asrBars,
  failureBars,
  hasMos,
  hasPdd,
  MOS_BANDS,
  mosBars,
  pddBars,
  pddSeconds,
  recentCallsHref,
  statisticsQuery,
  trendSeries,
} from './call-quality.rules';
import { StatisticsChart } from './StatisticsChart';
import styles from '../../lib/observability.module.css';
import own from './call-quality.module.css';

const ANSWERED: [string, string] = ['--sb-color-chart-answered', '#2f9e63'];
const FAILED: [string, string] = ['--sb-color-chart-failed', '#e0524a'];
const PDD: [string, string] = ['--sb-color-chart-pdd', '#3b6fd4'];
/** the MOS bands' colours, good to bad */
const MOS_COLORS: Record<string, [string, string]> = {
  good: ANSWERED,
  fair: ['--sb-color-chart-mos-fair', '#9cbf3b'],
  poor: ['--sb-color-chart-mos-poor', '#e59a2f'],
  bad: FAILED,
};

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

/** An average PDD in seconds ('2.4 s'); no call with a capture: '—'. */
const pddText = (pddMs: number | null | undefined, t: Translate) => {
  const seconds = pddSeconds(pddMs);
  return seconds === null
    ? '—'
    : t('quality.seconds', {
        value: formatNumber(seconds, { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
      });
};

/** A MOS distribution as 'good / fair / poor / bad' counts. */
const mosText = (mos: MosDistribution | undefined, t: Translate) =>
  mos
    ? t('quality.mosCounts', {
        good: formatNumber(mos.good),
        fair: formatNumber(mos.fair),
        poor: formatNumber(mos.poor),
        bad: formatNumber(mos.bad),
      })
    : '—';

interface FiguresRow {
  key: string;
  name: React.ReactNode;
  figures: CallFigures & { pdd_ms?: number | null; mos?: MosDistribution };
  failures: SipFailureCount[];
}

/** One table of figures: a row per carrier or account; PDD and MOS columns when the API answers them. */
function FiguresTable({
  caption,
  head,
  rows,
  pdd,
  mos,
}: {
  caption: string;
  head: string;
  rows: FiguresRow[];
  pdd: boolean;
  mos: boolean;
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
            {pdd ? <th scope="col">{t('quality.pdd')}</th> : null}
            {mos ? <th scope="col">{t('quality.mos')}</th> : null}
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
              {pdd ? <td>{pddText(row.figures.pdd_ms, t)}</td> : null}
              {mos ? <td>{mosText(row.figures.mos, t)}</td> : null}
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
  trendTrunk,
  onTrendTrunk,
}: {
  statistics: CallStatistics;
  date: string;
  accountName: (sid: string) => string;
  showAccounts: boolean;
  /** the carrier whose trend is shown (null: all calls) */
  trendTrunk: string | null;
  onTrendTrunk: (trunk: string | null) => void;
}) {
  const { t } = useTranslation(OBSERVABILITY_NAMESPACE);
  const noCarrier = t('quality.noCarrier');
  const withPdd = hasPdd(statistics);
  const withMos = hasMos(statistics);
  // the API narrows the trend to a carrier only if it echoes trend_trunk
  const carrierTrend = statistics.trend_trunk !== undefined;
  const asr = useMemo(() => asrBars(statistics, date, noCarrier), [statistics, date, noCarrier]);
  const pdd = useMemo(() => pddBars(statistics, date, noCarrier), [statistics, date, noCarrier]);
  const mos = useMemo(() => mosBars(statistics, date, noCarrier), [statistics, date, noCarrier]);
  const namedCarriers = statistics.carriers.flatMap((c) => (c.trunk === null ? [] : [c.trunk]));
  if (trendTrunk && !namedCarriers.includes(trendTrunk)) namedCarriers.push(trendTrunk);
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
        {withPdd ? (
          <div>
            <dt>{t('quality.pdd')}</dt>
            <dd>{pddText(total.pdd_ms, t)}</dd>
          </div>
        ) : null}
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
      {withPdd ? (
        <Section title={t('quality.pddChart')}>
          {pdd.length ? (
            <StatisticsChart
              title={t('quality.pddChartSummary', {
                bars: pdd
                  .map((b) => t('quality.pddBar', { label: b.label, value: formatNumber(b.value) }))
                  .join(', '),
              })}
              labels={pdd.map((b) => b.label)}
              series={[{ label: t('quality.pddSeries'), values: pdd.map((b) => b.value), color: PDD }]}
              links={pdd.map((b) => b.href)}
              describe={(i) =>
                t('quality.pddBarDescription', {
                  label: pdd[i].label,
                  value: formatNumber(pdd[i].value),
                  calls: formatNumber(pdd[i].calls),
                })
              }
            />
          ) : (
            <p className={styles.muted}>—</p>
          )}
        </Section>
      ) : null}
      {withMos ? (
        <Section title={t('quality.mosChart')}>
          {mos.length ? (
            <StatisticsChart
              title={t('quality.mosChartSummary', {
                bars: mos
                  .map((b) =>
                    t('quality.mosBar', {
                      label: b.label,
                      good: formatNumber(b.mos.good),
                      fair: formatNumber(b.mos.fair),
                      poor: formatNumber(b.mos.poor),
                      bad: formatNumber(b.mos.bad),
                    }),
                  )
                  .join('; '),
              })}
              labels={mos.map((b) => b.label)}
              series={MOS_BANDS.map((band) => ({
                label: t(`quality.mosBands.${band}`),
                values: mos.map((b) => b.mos[band]),
                color: MOS_COLORS[band],
              }))}
              links={mos.map((b) => b.href)}
              describe={(i) =>
                t('quality.mosBar', {
                  label: mos[i].label,
                  good: formatNumber(mos[i].mos.good),
                  fair: formatNumber(mos[i].mos.fair),
                  poor: formatNumber(mos[i].mos.poor),
                  bad: formatNumber(mos[i].mos.bad),
                })
              }
            />
          ) : (
            <p className={styles.muted}>{t('quality.noMos')}</p>
          )}
        </Section>
      ) : null}
      <Section title={t('quality.trendChart')}>
        {carrierTrend ? (
          <label className={own.trendPicker}>
            {t('quality.trendOf')}{' '}
            <select
              value={trendTrunk ?? ''}
              onChange={(event) => onTrendTrunk(event.target.value === '' ? null : event.target.value)}
            >
              <option value="">{t('quality.allCarriers')}</option>
              {namedCarriers.map((trunk) => (
                <option key={trunk} value={trunk}>
                  {trunk}
                </option>
              ))}
            </select>
          </label>
        ) : null}
        <StatisticsChart
          title={
            statistics.trend_trunk
              ? t('quality.trendChartSummaryOf', {
                  carrier: statistics.trend_trunk,
                  step: t(`quality.steps.${statistics.step}`),
                })
              : t('quality.trendChartSummary', { step: t(`quality.steps.${statistics.step}`) })
          }
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
          pdd={withPdd}
          mos={withMos}
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
            pdd={withPdd}
            mos={withMos}
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
  const [trendTrunk, setTrendTrunk] = useState<string | null>(null);
  const [now] = useState(() => new Date());
  const capabilities = useApiCapabilities();
  const supported = capabilities.has('call-statistics');
  const statistics = useGetCallStatisticsQuery(
    { owner: owner as CallsOwner, query: statisticsQuery(date, now, trendTrunk) },
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
          trendTrunk={trendTrunk}
          onTrendTrunk={setTrendTrunk}
        />
      )}
    </>
  );
}
