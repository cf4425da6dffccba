// Usage against capacity on the subscription pages: per day over the last 30, the most calls at once and the
// devices in calls (from the account's call records), the plan's capacity beside them, and a word when it is time
// to add capacity. The chart is decorative; the numbers are in the summary and the table for screen readers.
import { Alert, Section, Skeleton, VisuallyHidden, cx } from '@switchboard/shared/ui';
import { LoadError } from '@switchboard/shared/admin';
import type { UsageReport } from '@switchboard/shared/types';
import { useGetUsageQuery } from './api';
import { percent, summariseUsage } from './usage.rules';
import styles from './subscription.module.css';
import page from '../../lib/billing.module.css';

export const USAGE_DAYS = 30;

export function UsagePanel({ accountSid }: { accountSid: string }) {
  const usage = useGetUsageQuery({ accountSid, days: USAGE_DAYS });
  return (
    <Section
      title="Usage against capacity"
      description={`The last ${USAGE_DAYS} days, from your call records.`}
    >
      {usage.isLoading ? (
        <Skeleton lines={3} label="Loading usage" />
      ) : usage.isError || !usage.data ? (
        <LoadError
          error={usage.error}
          onRetry={() => void usage.refetch()}
          title="Usage could not be loaded"
        />
      ) : (
        <UsageReportView report={usage.data} />
      )}
    </Section>
  );
}

export function UsageReportView({ report }: { report: UsageReport }) {
  if (!report.available)
    return <p className={page.muted}>Call records cannot be read right now, so usage is not shown.</p>;
  const summary = summariseUsage(report);
  const capacity = report.capacity.call_sessions;
  const top = Math.max(capacity, summary.peakCalls, 1);
  return (
    <div className={page.stack}>
      <dl className={page.details}>
        <dt>Most calls at once</dt>
        <dd>
          {summary.peakCalls} of {capacity} call sessions ({percent(summary.callShare)})
          {summary.peakCallsDate ? `, on ${summary.peakCallsDate}` : ''}
        </dd>
        <dt>Most devices in calls in a day</dt>
        <dd>
          {summary.peakDevices} of {report.capacity.registered_devices} registered devices (
          {percent(summary.deviceShare)})
        </dd>
      </dl>
      {summary.advice === 'over' ? (
        <Alert kind="warning" title="Your calls went past your capacity">
          Calls beyond your call sessions are refused. Add capacity to your subscription.
        </Alert>
      ) : summary.advice === 'near' ? (
        <Alert kind="warning" title="You are close to your capacity">
          Your busiest day used more than 80% of it: consider adding capacity.
        </Alert>
      ) : null}
      <div className={styles.meter}>
        <span className={page.muted} aria-hidden="true">
          Peak concurrent calls per day (dashed: your call sessions)
        </span>
        <div className={styles.chart} aria-hidden="true">
          <span className={styles.capacityLine} style={{ bottom: `${(capacity / top) * 85}%` }} />
          {report.days.map((day) => (
            <span
              key={day.date}
              title={`${day.date}: ${day.peak_calls} calls at once`}
              className={cx(styles.bar, day.peak_calls > capacity ? styles.barOver : undefined)}
              style={{ height: `${(day.peak_calls / top) * 85}%` }}
            />
          ))}
        </div>
      </div>
      <details>
        <summary>Usage per day</summary>
        <table className={styles.table}>
          <caption>
            <VisuallyHidden>Usage per day</VisuallyHidden>
          </caption>
          <thead>
            <tr>
              <th scope="col">Day</th>
              <th scope="col" className={styles.numeric}>
                Peak calls
              </th>
              <th scope="col" className={styles.numeric}>
                Devices
              </th>
              <th scope="col" className={styles.numeric}>
                Calls
              </th>
            </tr>
          </thead>
          <tbody>
            {[...report.days].reverse().map((day) => (
              <tr key={day.date}>
                <th scope="row">{day.date}</th>
                <td className={styles.numeric}>{day.peak_calls}</td>
                <td className={styles.numeric}>{day.devices}</td>
                <td className={styles.numeric}>{day.calls}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </div>
  );
}
