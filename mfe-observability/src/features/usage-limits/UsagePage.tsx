// Usage (docs/product/observability.md#usage-page): each account's concurrent calls, minutes and registered devices
// over the period chosen (24 hours to 31 days; 7 days at first) against its limits, nearest its limit first, and for the chosen account (or all accounts of
// the service provider) the concurrent calls per hour and the minutes per day with the limits drawn as lines. Needs
// the API's `limit-usage` addition; elsewhere (jambonz) the page says so and asks nothing.
import { useMemo, useState } from 'react';
import { useApiCapabilities } from '@switchboard/shared/api';
import { FilterBar, LoadError } from '@switchboard/shared/admin';
import { fill } from '@switchboard/shared/i18n';
import { EmptyState, PageHeader, Section, SelectField, Skeleton } from '@switchboard/shared/ui';
import { LIMIT_USAGE_MESSAGES as TEXT } from '@switchboard/shared/operations';
import type { LimitUsage, LimitUsageFigures } from '@switchboard/shared/types';
import { useOwner } from '../../lib/owner';
import type { CallsOwner } from '../recent-calls/api';
import { useGetLimitUsageQuery } from './api';
import { UsageChart } from './UsageChart';
import {
  USAGE_PERIOD_DAYS,
  callsChart,
  minutesChart,
  usageCells,
  usagePeriod,
  type UsagePeriodDays,
} from './usage-limits.rules';
import styles from '../../lib/observability.module.css';

/** The whole service provider's sums, in the choice of whose charts to show. */
const ALL = '';

function Charts({ name, figures }: { name: string; figures: LimitUsageFigures }) {
  const calls = useMemo(() => callsChart(figures), [figures]);
  const minutes = useMemo(() => minutesChart(figures), [figures]);
  return (
    <Section title={fill(TEXT.chartsOf, { name })}>
      <h3>{calls.title}</h3>
      <UsageChart data={calls} />
      <h3>{minutes.title}</h3>
      <UsageChart data={minutes} />
    </Section>
  );
}

function Usage({ usage }: { usage: LimitUsage }) {
  const [chosen, setChosen] = useState<string>(usage.total ? ALL : (usage.accounts[0]?.account_sid ?? ALL));
  const rows = usage.total
    ? [
        { key: ALL, name: TEXT.allAccounts, figures: usage.total as LimitUsageFigures },
        ...usage.accounts.map((a) => ({ key: a.account_sid, name: a.name, figures: a as LimitUsageFigures })),
      ]
    : usage.accounts.map((a) => ({ key: a.account_sid, name: a.name, figures: a as LimitUsageFigures }));
  const shown = rows.find((r) => r.key === chosen) ?? rows[0];
  return (
    <>
      <div className={styles.statsScroll}>
        <table className={styles.statsTable}>
          <caption className={styles.visuallyHidden}>{TEXT.intro}</caption>
          <thead>
            <tr>
              <th scope="col">{TEXT.account}</th>
              <th scope="col">{TEXT.concurrentNow}</th>
              <th scope="col">{TEXT.peak}</th>
              <th scope="col">{TEXT.minutesToday}</th>
              <th scope="col">{TEXT.devices}</th>
              <th scope="col">{TEXT.nearest}</th>
              <th scope="col">
                <span className={styles.visuallyHidden}>{TEXT.show}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => {
              const cells = usageCells(row.figures);
              return (
                <tr key={row.key}>
                  <th scope="row">{row.name}</th>
                  <td>{cells.concurrentNow}</td>
                  <td>{cells.peak}</td>
                  <td>{cells.minutesToday}</td>
                  <td>{cells.devices}</td>
                  <td>{cells.nearest}</td>
                  <td>
                    <button
                      type="button"
                      aria-pressed={shown?.key === row.key}
                      aria-label={fill(TEXT.showCharts, { name: row.name })}
                      onClick={() => setChosen(row.key)}
                    >
                      {TEXT.show}
                    </button>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {shown ? <Charts name={shown.name} figures={shown.figures} /> : null}
    </>
  );
}

export default function UsagePage() {
  const { owner } = useOwner();
  const capabilities = useApiCapabilities();
  const supported = capabilities.has('limit-usage');
  const [days, setDays] = useState<UsagePeriodDays>(7);
  // the period ends when the page opened: the same request while the user looks
  const [now] = useState(() => Date.now());
  const period = useMemo(() => usagePeriod(days, now), [days, now]);
  const usage = useGetLimitUsageQuery(
    { owner: owner as CallsOwner, ...period },
    { skip: !owner || !supported },
  );
  const data = usage.data;
  return (
    <>
      <PageHeader title={TEXT.title} />
      <p className={styles.muted}>{TEXT.intro}</p>
      {supported && owner ? (
        <FilterBar>
          <SelectField
            label={TEXT.periodLabel}
            value={String(days)}
            options={USAGE_PERIOD_DAYS.map((d) => ({ value: String(d), label: TEXT.periods[d] }))}
            onChange={(event) => setDays(Number(event.target.value) as UsagePeriodDays)}
          />
        </FilterBar>
      ) : null}
      {!capabilities.known ? (
        <Skeleton lines={5} label={TEXT.title} />
      ) : !supported ? (
        <p className={styles.muted}>{TEXT.noApi}</p>
      ) : !owner ? (
        <p className={styles.muted}>{TEXT.chooseOwner}</p>
      ) : usage.error ? (
        <LoadError title={TEXT.loadFailed} error={usage.error} onRetry={() => void usage.refetch()} />
      ) : !data ? (
        <Skeleton lines={5} label={TEXT.title} />
      ) : data.accounts.length === 0 ? (
        <EmptyState title={TEXT.noAccounts} />
      ) : (
        <Usage usage={data} />
      )}
    </>
  );
}
