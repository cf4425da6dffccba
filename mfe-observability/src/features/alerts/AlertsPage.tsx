// Alerts (docs/product/observability.md#alerts): the same date filter, account selector ('All accounts': the provider's alerts), page
// size and pager as the calls; each alert expands to all its fields. Opening the page marks the alerts read.
import { useEffect, useState } from 'react';
import type { Alert } from '@switchboard/shared/types';
import { bus } from '@switchboard/shared/bus';
import { useTranslation } from '@switchboard/shared/i18n';
import { OBSERVABILITY_NAMESPACE } from '../../i18n/resources';
import { ListPager, LoadError, usePaging } from '@switchboard/shared/admin';
import { useOwner } from '../../lib/owner';
import { TimeSeriesFilters, useOpenItems } from '../../lib/TimeSeriesFilters';
import {
  EmptyState,
  ExpandableItem,
  ExpandableList,
  FieldList,
  PageHeader,
  Skeleton,
  countPages,
} from '@switchboard/shared/ui';
import type { CallsOwner } from '../recent-calls/api';
import { ownerPath } from '../recent-calls/api';
import { formatCallTime, windowParams } from '../recent-calls/recent-calls.rules';
import { markAlertsViewed, unreadBadge } from '../unread-alerts/unread.rules';
import { useGetAlertsQuery } from './api';
import styles from '../../lib/observability.module.css';

function AlertItem({ alert, open, onToggle }: { alert: Alert; open: boolean; onToggle: () => void }) {
  return (
    <ExpandableItem
      open={open}
      onToggle={onToggle}
      summaryClassName={styles.alertSummary}
      summary={
        <>
          <span className={styles.time}>{formatCallTime(alert.time)}</span>
          <span>{alert.alert_type}</span>
          <span>{alert.message}</span>
        </>
      }
    >
      <FieldList
        record={alert}
        format={(key, value) => (key === 'time' ? formatCallTime(String(value)) : null)}
      />
    </ExpandableItem>
  );
}

export default function AlertsPage() {
  const { t } = useTranslation(OBSERVABILITY_NAMESPACE);
  const view = useOwner();
  const { owner, session } = view;
  const [date, setDate] = useState('today');
  const [now] = useState(() => new Date());
  const { open, toggle, reset } = useOpenItems<number>();
  const [knownTotal, setKnownTotal] = useState<number | undefined>(undefined);
  const paging = usePaging(knownTotal, `${owner ? ownerPath(owner) : ''}|${date}`);
  const query = new URLSearchParams({
    page: String(paging.page),
    count: String(paging.pageSize),
    ...windowParams({ date, range: null }, now),
  }).toString();
  const alerts = useGetAlertsQuery({ owner: owner as CallsOwner, query }, { skip: !owner });
  const total = alerts.data?.total;
  useEffect(() => setKnownTotal(total), [total]);
  useEffect(() => reset(), [query, reset]);

  // opening the page reads them: the badge goes, the next poll counts from now
  useEffect(() => {
    if (session.userSid) markAlertsViewed(session.userSid);
    bus.emit('menu:badge', unreadBadge(0));
  }, [session.userSid]);

  const rows = alerts.data?.data;
  return (
    <>
      <PageHeader title={t('alerts.title')} />
      <TimeSeriesFilters view={view} date={date} onDateChange={setDate} />
      {!owner ? (
        <p className={styles.muted}>{t('alerts.chooseProvider')}</p>
      ) : alerts.error ? (
        <LoadError
          title={t('alerts.loadFailed')}
          error={alerts.error}
          onRetry={() => void alerts.refetch()}
        />
      ) : !rows ? (
        <Skeleton lines={5} label={t('alerts.loading')} />
      ) : rows.length === 0 ? (
        <EmptyState title={t('alerts.empty')} />
      ) : (
        <ExpandableList label={t('alerts.list')} busy={alerts.isFetching}>
          {rows.map((alert, index) => (
            <AlertItem
              key={`${alert.time}-${index}`}
              alert={alert}
              open={open.has(index)}
              onToggle={() => toggle(index)}
            />
          ))}
        </ExpandableList>
      )}
      <ListPager
        paging={{ ...paging, total: total ?? 0, pageCount: countPages(total ?? 0, paging.pageSize) }}
      />
    </>
  );
}
