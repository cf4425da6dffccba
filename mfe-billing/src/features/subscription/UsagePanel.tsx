// Usage against capacity on the subscription pages: per day over the last 30, the most calls at once and the
// devices in calls (from the account's call records), the plan's capacity beside them, and a word when it is time
// to add capacity. The chart is decorative; the numbers are in the summary and the table for screen readers.
import { Alert, Section, Skeleton, VisuallyHidden, cx } from '@switchboard/shared/ui';
import { LoadError } from '@switchboard/shared/admin';
import { formatNumber, useTranslation } from '@switchboard/shared/i18n';
import { BILLING_NAMESPACE } from '../../i18n/resources';
import type { UsageReport } from '@switchboard/shared/types';
import { useGetUsageQuery } from './api';
import { percent, summariseUsage } from './usage.rules';
import styles from './subscription.module.css';
import page from '../../lib/billing.module.css';

export const USAGE_DAYS = 30;

export function UsagePanel({ accountSid }: { accountSid: string }) {
  const usage = useGetUsageQuery({ accountSid, days: USAGE_DAYS });
  const { t } = useTranslation(BILLING_NAMESPACE);
  return (
    <Section title={t('usage.title')} description={t('usage.description', { days: USAGE_DAYS })}>
      {usage.isLoading ? (
        <Skeleton lines={3} label={t('usage.loading')} />
      ) : usage.isError || !usage.data ? (
        <LoadError error={usage.error} onRetry={() => void usage.refetch()} title={t('usage.loadFailed')} />
      ) : (
        <UsageReportView report={usage.data} />
      )}
    </Section>
  );
}

export function UsageReportView({ report }: { report: UsageReport }) {
  const { t } = useTranslation(BILLING_NAMESPACE);
  if (!report.available) return <p className={page.muted}>{t('usage.unavailable')}</p>;
  const summary = summariseUsage(report);
  const capacity = report.capacity.call_sessions;
  const top = Math.max(capacity, summary.peakCalls, 1);
  return (
    <div className={page.stack}>
      <dl className={page.details}>
        <dt>{t('usage.mostCalls')}</dt>
        <dd>
          {t(summary.peakCallsDate ? 'usage.callsOfCapacityOn' : 'usage.callsOfCapacity', {
            peak: formatNumber(summary.peakCalls),
            capacity: formatNumber(capacity),
            share: percent(summary.callShare),
            date: summary.peakCallsDate,
          })}
        </dd>
        <dt>{t('usage.mostDevices')}</dt>
        <dd>
          {t('usage.devicesOfCapacity', {
            peak: formatNumber(summary.peakDevices),
            capacity: formatNumber(report.capacity.registered_devices),
            share: percent(summary.deviceShare),
          })}
        </dd>
      </dl>
      {summary.advice === 'over' ? (
        <Alert kind="warning" title={t('usage.overTitle')}>
          {t('usage.over')}
        </Alert>
      ) : summary.advice === 'near' ? (
        <Alert kind="warning" title={t('usage.nearTitle')}>
          {t('usage.near')}
        </Alert>
      ) : null}
      <div className={styles.meter}>
        <span className={page.muted} aria-hidden="true">
          {t('usage.chartLegend')}
        </span>
        <div className={styles.chart} aria-hidden="true">
          <span className={styles.capacityLine} style={{ bottom: `${(capacity / top) * 85}%` }} />
          {report.days.map((day) => (
            <span
              key={day.date}
              title={t('usage.dayBar', { date: day.date, calls: formatNumber(day.peak_calls) })}
              className={cx(styles.bar, day.peak_calls > capacity ? styles.barOver : undefined)}
              style={{ height: `${(day.peak_calls / top) * 85}%` }}
            />
          ))}
        </div>
      </div>
      <details>
        <summary>{t('usage.perDay')}</summary>
        <table className={styles.table}>
          <caption>
            <VisuallyHidden>{t('usage.perDay')}</VisuallyHidden>
          </caption>
          <thead>
            <tr>
              <th scope="col">{t('usage.day')}</th>
              <th scope="col" className={styles.numeric}>
                {t('usage.peakCalls')}
              </th>
              <th scope="col" className={styles.numeric}>
                {t('usage.devices')}
              </th>
              <th scope="col" className={styles.numeric}>
                {t('usage.calls')}
              </th>
            </tr>
          </thead>
          <tbody>
            {[...report.days].reverse().map((day) => (
              <tr key={day.date}>
                <th scope="row">{day.date}</th>
                <td className={styles.numeric}>{formatNumber(day.peak_calls)}</td>
                <td className={styles.numeric}>{formatNumber(day.devices)}</td>
                <td className={styles.numeric}>{formatNumber(day.calls)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </div>
  );
}
