// Usage (docs/product/observability.md#usage-page): each account's concurrent calls, minutes and registered devices
// over the period chosen (24 hours to 31 days; 7 days at first) against its limits, nearest its limit first, and for the chosen account (or all accounts of
// the service provider) the concurrent calls per hour and the minutes per day with the limits drawn as lines. Needs
// the API's `limit-usage` addition; elsewhere (jambonz) the page says so and asks nothing.
import { useMemo, useState } from 'react';
import { useApiCapabilities } from '@switchboard/shared/api';
import { FilterBar, LoadError } from '@switchboard/shared/admin';
import { useTranslation } from '@switchboard/shared/i18n';
import { EmptyState, PageHeader, Section, SelectField, Skeleton } from '@switchboard/shared/ui';
import type { LimitUsage, LimitUsageFigures } from '@switchboard/shared/types';
import { OBSERVABILITY_NAMESPACE } from '../../i18n/resources';
import { useOwner } from '../../lib/owner';
import { ownerPath, type CallsOwner } from '../recent-calls/api';
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
  const { t } = useTranslation(OBSERVABILITY_NAMESPACE);
  const calls = useMemo(() => callsChart(figures, t), [figures, t]);
  const minutes = useMemo(() => minutesChart(figures, t), [figures, t]);
  return (
    <Section title={t('usage.chartsOf', { name })}>
      <h3>{calls.title}</h3>
      <UsageChart data={calls} />
      <h3>{minutes.title}</h3>
      <UsageChart data={minutes} />
    </Section>
  );
}

function Usage({ usage }: { usage: LimitUsage }) {
  const { t } = useTranslation(OBSERVABILITY_NAMESPACE);
  const [chosen, setChosen] = useState<string>(usage.total ? ALL : (usage.accounts[0]?.account_sid ?? ALL));
  const rows = usage.total
    ? [
        { key: ALL, name: t('usage.allAccounts'), figures: usage.total as LimitUsageFigures },
        ...usage.accounts.map((a) => ({ key: a.account_sid, name: a.name, figures: a as LimitUsageFigures })),
      ]
    : usage.accounts.map((a) => ({ key: a.account_sid, name: a.name, figures: a as LimitUsageFigures }));
  const shown = rows.find((r) => r.key === chosen) ?? rows[0];
  return (
    <>
      <div className={styles.statsScroll}>
        <table className={styles.statsTable}>
          <caption className={styles.visuallyHidden}>{t('usage.intro')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('usage.account')}</th>
              <th scope="col">{t('usage.concurrentNow')}</th>
              <th scope="col">{t('usage.peak')}</th>
              <th scope="col">{t('usage.minutesToday')}</th>
              <th scope="col">{t('usage.devices')}</th>
              <th scope="col">{t('usage.nearest')}</th>
              <th scope="col">
                <span className={styles.visuallyHidden}>{t('usage.show')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => {
              const cells = usageCells(row.figures, t);
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
                      aria-label={t('usage.showCharts', { name: row.name })}
                      onClick={() => setChosen(row.key)}
                    >
                      {t('usage.show')}
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
  const { t } = useTranslation(OBSERVABILITY_NAMESPACE);
  const { owner } = useOwner();
  const capabilities = useApiCapabilities();
  const supported = capabilities.has('limit-usage');
  const [days, setDays] = useState<UsagePeriodDays>(7);
  // The period ends when it was chosen (the page opened, another period or owner picked): the same request while the
  // user looks, the present again with each choice.
  const ownerKey = owner ? ownerPath(owner as CallsOwner) : '';
  const [asked, setAsked] = useState(() => ({ ownerKey, now: Date.now() }));
  if (asked.ownerKey !== ownerKey) setAsked({ ownerKey, now: Date.now() });
  const period = useMemo(() => usagePeriod(days, asked.now), [days, asked.now]);
  const usage = useGetLimitUsageQuery(
    { owner: owner as CallsOwner, ...period },
    { skip: !owner || !supported },
  );
  const data = usage.data;
  return (
    <>
      <PageHeader title={t('usage.title')} />
      <p className={styles.muted}>{t('usage.intro')}</p>
      {supported && owner ? (
        <FilterBar>
          <SelectField
            label={t('usage.periodLabel')}
            value={String(days)}
            options={USAGE_PERIOD_DAYS.map((d) => ({ value: String(d), label: t(`usage.periods.${d}`) }))}
            onChange={(event) => {
              setDays(Number(event.target.value) as UsagePeriodDays);
              setAsked({ ownerKey, now: Date.now() });
            }}
          />
        </FilterBar>
      ) : null}
      {!capabilities.known ? (
        <Skeleton lines={5} label={t('usage.title')} />
      ) : !supported ? (
        <p className={styles.muted}>{t('usage.noApi')}</p>
      ) : !owner ? (
        <p className={styles.muted}>{t('usage.chooseOwner')}</p>
      ) : usage.error ? (
        <LoadError title={t('usage.loadFailed')} error={usage.error} onRetry={() => void usage.refetch()} />
      ) : !data ? (
        <Skeleton lines={5} label={t('usage.title')} />
      ) : data.accounts.length === 0 ? (
        <EmptyState title={t('usage.noAccounts')} />
      ) : (
        <Usage usage={data} />
      )}
    </>
  );
}
