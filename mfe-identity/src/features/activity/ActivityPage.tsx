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
  Mono,
  PageHeader,
  SelectField,
  type Column,
} from '@switchboard/shared/ui';
import {
  ACTIVITY_ACTION_TEXTS,
  ACTIVITY_TEXTS,
  DATE_FILTERS,
  timeRangeQuery,
  type DateFilter,
} from '@switchboard/shared/constants';
import { useTranslation, type Translate } from '@switchboard/shared/i18n';
import { IDENTITY_NAMESPACE } from '../../i18n/resources';
import { useGetActivityQuery, type ActivityOwner } from './api';
import { ACTIVITY_ENTITIES, describeChange, formatWhen, whoDid } from './activity.rules';
import styles from '../../lib/identity.module.css';

export const NO_AUDIT_TRAIL = ACTIVITY_TEXTS.noAuditTrail;
export const PLATFORM = '__platform__';

/** What was done to what, in the language in use (an action or kind the page does not know: as the API names it). */
function whatWasDone(entry: ActivityEntry, t: Translate): string {
  const entity = entry.entity in ACTIVITY_ENTITIES ? t(`activityEntities.${entry.entity}`) : entry.entity;
  return entry.action in ACTIVITY_ACTION_TEXTS
    ? t(`activityActions.${entry.action}`, { entity })
    : t('activity.actionOn', { action: entry.action, entity });
}

const activityColumns = (t: Translate): Column<ActivityEntry>[] => [
  {
    key: 'at',
    header: t('activity.when'),
    rowHeader: true,
    render: (entry) => <time dateTime={entry.at}>{formatWhen(entry.at)}</time>,
  },
  {
    key: 'who',
    header: t('activity.who'),
    render: (entry) => {
      const who = whoDid(entry);
      return who.name ?? t(`activity.${who.key}`);
    },
  },
  {
    key: 'ip',
    header: t('activity.from'),
    render: (entry) => <Mono>{entry.ip ?? ''}</Mono>,
  },
  {
    key: 'what',
    header: t('activity.what'),
    render: (entry) => (
      <>
        {whatWasDone(entry, t)}
        {entry.entity_sid ? <Mono> {entry.entity_sid}</Mono> : null}
      </>
    ),
  },
  {
    key: 'changes',
    header: t('activity.changes'),
    render: (entry) => {
      const fields = Object.entries(entry.changes);
      if (fields.length === 0) return null;
      return (
        <ul className={styles.changes}>
          {fields.map(([field, change]) => (
            <li key={field}>{describeChange(field, change, t('activity.none'))}</li>
          ))}
        </ul>
      );
    },
  },
];

export default function ActivityPage() {
  const { t } = useTranslation(IDENTITY_NAMESPACE);
  const capabilities = useApiCapabilities();
  if (!capabilities.known) return <PageLoading label={t('activity.loading')} />;
  if (capabilities.has('audit-trail')) return <ActivityTrail />;
  return (
    <>
      <PageHeader title={t('activity.title')} description={t('activity.description')} />
      <EmptyState title={t('activity.noAuditTrail')} headingLevel={2}>
        <p>{t('activity.noAuditTrailText', { api: capabilities.capabilities.api })}</p>
      </EmptyState>
    </>
  );
}

function ActivityTrail() {
  const { t } = useTranslation(IDENTITY_NAMESPACE);
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
      <PageHeader title={t('activity.title')} description={t('activity.description')} />
      <FilterBar>
        <FilterBox
          showLabel
          label={t('activity.who')}
          placeholder={t('activity.userName')}
          onChange={setUser}
        />
        <SelectField
          label={t('activity.what')}
          value={entity}
          onChange={(event) => setEntity(event.target.value)}
          options={[
            { value: '', label: t('activity.everything') },
            ...Object.keys(ACTIVITY_ENTITIES).map((value) => ({
              value,
              label: t(`activityEntities.${value}`),
            })),
          ]}
        />
        <SelectField
          label={t('activity.date')}
          value={date}
          onChange={(event) => setDate(event.target.value as DateFilter)}
          options={DATE_FILTERS.map((filter) => ({
            value: filter.value,
            label: t(`dateFilters.${filter.value}`),
          }))}
        />
        {session.isServiceProviderOrAdmin ? (
          <>
            <AccountSelector
              accounts={accounts.data}
              value={accountSid ?? ''}
              allOption
              placeholder={t('activity.allAccounts')}
              onChange={(sid) => {
                setScopeChoice('');
                selectAccount(sid || null);
              }}
            />
            {session.isAdmin ? (
              <SelectField
                label={t('activity.scope')}
                value={scopeChoice === PLATFORM ? PLATFORM : ''}
                onChange={(event) => setScopeChoice(event.target.value)}
                options={[
                  { value: '', label: t('activity.thisServiceProvider') },
                  { value: PLATFORM, label: t('activity.wholePlatform') },
                ]}
              />
            ) : null}
          </>
        ) : null}
      </FilterBar>
      <QueryTable
        caption={t('activity.title')}
        query={list}
        columns={activityColumns(t)}
        rows={list.data?.data}
        getRowKey={(entry) => entry.audit_log_sid}
        emptyText={t('activity.empty')}
      />
      <ListPager paging={paging} />
    </>
  );
}
