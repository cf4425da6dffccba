// Alerts (spec part 2 §2): the same date filter, account selector ('All accounts': the provider's alerts), page
// size and pager as the calls; each alert expands to all its fields. Opening the page marks the alerts read.
import { useEffect, useState } from 'react';
import type { Alert } from '@switchboard/shared/types';
import { toApiError } from '@switchboard/shared/api';
import { bus } from '@switchboard/shared/bus';
import { ListPager, usePaging } from '@switchboard/shared/admin';
import { ExpandableItem, FieldList } from '../../lib/ExpandableItem';
import { useOwner } from '../../lib/owner';
import {
  AccountSelector,
  Button,
  EmptyState,
  PageHeader,
  SelectField,
  Skeleton,
  countPages,
} from '@switchboard/shared/ui';
import { DATE_FILTERS } from '@switchboard/shared/validation';
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
      summary={
        <>
          <span className={styles.time}>{formatCallTime(alert.time)}</span>
          <span>{alert.alert_type}</span>
          <span style={{ gridColumn: 'span 3' }}>{alert.message}</span>
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
  const { owner, session, selected, accounts } = useOwner();
  const [date, setDate] = useState('today');
  const [now] = useState(() => new Date());
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
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
  useEffect(() => setOpen(new Set()), [query]);

  // opening the page reads them: the badge goes, the next poll counts from now
  useEffect(() => {
    if (session.userSid) markAlertsViewed(session.userSid);
    bus.emit('menu:badge', unreadBadge(0));
  }, [session.userSid]);

  const rows = alerts.data?.data;
  return (
    <>
      <PageHeader title="Alerts" />
      <div className={styles.filters}>
        {session.isServiceProviderOrAdmin ? (
          <AccountSelector
            accounts={accounts.data}
            value={selected.accountSid}
            onChange={selected.selectAccount}
            allOption
          />
        ) : null}
        <SelectField
          label="Date"
          value={date}
          options={DATE_FILTERS.map((d) => ({ value: d.value, label: d.name }))}
          onChange={(event) => setDate(event.target.value)}
        />
      </div>
      {!owner ? (
        <p className={styles.muted}>Choose a service provider to see its alerts.</p>
      ) : alerts.error ? (
        <div role="alert">
          <p>{toApiError(alerts.error).msg}</p>
          <Button variant="secondary" size="sm" onClick={() => alerts.refetch()}>
            Retry
          </Button>
        </div>
      ) : !rows ? (
        <Skeleton lines={5} label="Loading the alerts" />
      ) : rows.length === 0 ? (
        <EmptyState title="No data." />
      ) : (
        <ul className={styles.list} aria-label="Alerts" aria-busy={alerts.isFetching}>
          {rows.map((alert, index) => (
            <AlertItem
              key={`${alert.time}-${index}`}
              alert={alert}
              open={open.has(index)}
              onToggle={() =>
                setOpen((now) => {
                  const next = new Set(now);
                  if (next.has(index)) next.delete(index);
                  else next.add(index);
                  return next;
                })
              }
            />
          ))}
        </ul>
      )}
      <ListPager
        paging={{ ...paging, total: total ?? 0, pageCount: countPages(total ?? 0, paging.pageSize) }}
      />
    </>
  );
}
