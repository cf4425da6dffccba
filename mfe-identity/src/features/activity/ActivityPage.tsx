// Activity (the audit trail): who changed what, when and from where — per account (the selected one, or an
// account user's own) or, for service-provider users and admins, across the service provider (and, for admins,
// the whole platform). Filters: who (after a 1000 ms pause), what kind of thing, the date; paged. An API without an
// audit trail (jambonz) records none of it: the page says so instead of asking.
import { useEffect, useState } from 'react';
import { useApiCapabilities, useGetServiceProviderAccountsQuery } from '@switchboard/shared/api';
import {
  FilterBar,
  ListPager,
  PageLoading,
  QueryTable,
  useSelectedAccount,
  useSessionInfo,
  usePaging,
} from '@switchboard/shared/admin';
import type { ActivityEntry } from '@switchboard/shared/types';
import {
  AccountSelector,
  EmptyState,
  FilterBox,
  PageHeader,
  SelectField,
  type Column,
} from '@switchboard/shared/ui';
import { DATE_FILTERS, timeRangeQuery, type DateFilter } from '@switchboard/shared/constants';
import { useGetActivityQuery, type ActivityOwner } from './api';
import { ACTIVITY_ACTIONS, ACTIVITY_ENTITIES, describeChange, formatWhen, whoDid } from './activity.rules';
import styles from '../../lib/identity.module.css';

export const NO_ACTIVITY = 'No activity in this period.';
export const NO_AUDIT_TRAIL = 'This API keeps no audit trail';
export const PLATFORM = '__platform__';

const columns: Column<ActivityEntry>[] = [
  {
    key: 'at',
    header: 'When',
    rowHeader: true,
    render: (entry) => <time dateTime={entry.at}>{formatWhen(entry.at)}</time>,
  },
  { key: 'who', header: 'Who', render: whoDid },
  { key: 'ip', header: 'From', render: (entry) => <span className={styles.mono}>{entry.ip ?? ''}</span> },
  {
    key: 'what',
    header: 'What',
    render: (entry) => (
      <>
        {ACTIVITY_ACTIONS[entry.action] ?? entry.action} {ACTIVITY_ENTITIES[entry.entity] ?? entry.entity}
        {entry.entity_sid ? <span className={styles.mono}> {entry.entity_sid}</span> : null}
      </>
    ),
  },
  {
    key: 'changes',
    header: 'Changes',
    render: (entry) => {
      const fields = Object.entries(entry.changes);
      if (fields.length === 0) return null;
      return (
        <ul className={styles.changes}>
          {fields.map(([field, change]) => (
            <li key={field}>{describeChange(field, change)}</li>
          ))}
        </ul>
      );
    },
  },
];

const DESCRIPTION = 'Who changed what, when and from where. Secrets are never shown.';

export default function ActivityPage() {
  const capabilities = useApiCapabilities();
  if (!capabilities.known) return <PageLoading label="Loading" />;
  if (capabilities.has('audit-trail')) return <ActivityTrail />;
  return (
    <>
      <PageHeader title="Activity" description={DESCRIPTION} />
      <EmptyState title={NO_AUDIT_TRAIL} headingLevel={2}>
        <p>
          The API this portal manages ({capabilities.capabilities.api}) does not record who changed what, so
          there is no activity to show. Changes still take effect as usual.
        </p>
      </EmptyState>
    </>
  );
}

function ActivityTrail() {
  const session = useSessionInfo();
  const { accountSid, selectAccount } = useSelectedAccount();
  const accounts = useGetServiceProviderAccountsQuery(session.serviceProviderSid ?? '', {
    skip: !session.serviceProviderSid || !session.isServiceProviderOrAdmin,
  });
  const [scopeChoice, setScopeChoice] = useState<string>('');
  const [date, setDate] = useState<DateFilter>('7');
  const [user, setUser] = useState('');
  const [entity, setEntity] = useState('');

  // An account user: their own account. Others: the selected account, the platform (admins), else the provider.
  const owner: ActivityOwner | null = session.isAccountUser
    ? session.ownAccountSid
      ? { kind: 'account', sid: session.ownAccountSid }
      : null
    : scopeChoice === PLATFORM && session.isAdmin
      ? { kind: 'platform' }
      : accountSid
        ? { kind: 'account', sid: accountSid }
        : session.serviceProviderSid
          ? { kind: 'service_provider', sid: session.serviceProviderSid }
          : null;

  const [total, setTotal] = useState<number | undefined>(undefined);
  const paging = usePaging(total, JSON.stringify([owner, date, user, entity]));
  const list = useGetActivityQuery(
    {
      owner: owner ?? { kind: 'platform' },
      page: paging.page,
      count: paging.pageSize,
      range: timeRangeQuery(date),
      user,
      entity,
    },
    { skip: !owner },
  );
  const listTotal = list.data?.total;
  useEffect(() => setTotal(listTotal), [listTotal]);

  return (
    <>
      <PageHeader title="Activity" description={DESCRIPTION} />
      <FilterBar>
        <FilterBox showLabel label="Who" placeholder="User name" onChange={setUser} />
        <SelectField
          label="What"
          value={entity}
          onChange={(event) => setEntity(event.target.value)}
          options={[
            { value: '', label: 'Everything' },
            ...Object.entries(ACTIVITY_ENTITIES).map(([value, label]) => ({ value, label })),
          ]}
        />
        <SelectField
          label="Date"
          value={date}
          onChange={(event) => setDate(event.target.value as DateFilter)}
          options={DATE_FILTERS.map((filter) => ({ value: filter.value, label: filter.name }))}
        />
        {session.isServiceProviderOrAdmin ? (
          <>
            <AccountSelector
              accounts={accounts.data}
              value={accountSid ?? ''}
              allOption
              placeholder="All accounts"
              onChange={(sid) => {
                setScopeChoice('');
                selectAccount(sid || null);
              }}
            />
            {session.isAdmin ? (
              <SelectField
                label="Scope"
                value={scopeChoice === PLATFORM ? PLATFORM : ''}
                onChange={(event) => setScopeChoice(event.target.value)}
                options={[
                  { value: '', label: 'This service provider' },
                  { value: PLATFORM, label: 'The whole platform' },
                ]}
              />
            ) : null}
          </>
        ) : null}
      </FilterBar>
      <QueryTable
        caption="Activity"
        query={list}
        columns={columns}
        rows={list.data?.data}
        getRowKey={(entry) => entry.audit_log_sid}
        emptyText={NO_ACTIVITY}
      />
      <ListPager paging={paging} />
    </>
  );
}
