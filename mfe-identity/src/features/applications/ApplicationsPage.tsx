// Applications list (core §2): filter (1000 ms), account filter for service-provider scope and up, page size
// 25/50/100, server-side paging, 'Total: N record(s)', 'No applications.' or a prompt to create an account first.
import { useEffect, useState } from 'react';
import { useGetServiceProviderAccountsQuery } from '@switchboard/shared/api';
import type { Application } from '@switchboard/shared/types';
import { DEBOUNCE_MS } from '@switchboard/shared/validation';
import {
  AccountSelector,
  EmptyState,
  FilterBox,
  IconPlus,
  PageHeader,
  type Column,
} from '@switchboard/shared/ui';
import { ButtonLink, RowActions } from '@switchboard/shared/ui-links';
import { ListPager, QueryTable, nameColumn } from '../../lib/lists';
import { LoadError, PageLoading } from '../../lib/page-state';
import { usePaging } from '../../lib/paging';
import { paths, withAccount } from '../../lib/paths';
import { useRequiredAccount } from '../../lib/selected-account';
import { useSessionInfo } from '../../lib/session';
import styles from '../../lib/identity.module.css';
import { useGetApplicationsPageQuery } from './api';
import { NO_ACCOUNT_FOR_APPLICATION } from './ApplicationFormPage';
import { DeleteApplicationDialog } from './DeleteApplicationDialog';

export const NO_APPLICATIONS = 'No applications.';

export default function ApplicationsPage() {
  const session = useSessionInfo();
  const accounts = useGetServiceProviderAccountsQuery(session.serviceProviderSid ?? '', {
    skip: !session.serviceProviderSid,
  });
  const { effectiveAccountSid, selectAccount } = useRequiredAccount(accounts.data);
  const [filter, setFilter] = useState('');
  const [doomed, setDoomed] = useState<Application | null>(null);
  // Paged on the server: the total comes with each page; a new account or filter starts at page 1.
  const [total, setTotal] = useState<number | undefined>(undefined);
  const paging = usePaging(total, `${effectiveAccountSid ?? ''}|${filter}`);
  const list = useGetApplicationsPageQuery(
    { accountSid: effectiveAccountSid ?? '', page: paging.page, pageSize: paging.pageSize, name: filter },
    { skip: !effectiveAccountSid },
  );
  const listTotal = list.data?.total;
  useEffect(() => setTotal(listTotal), [listTotal]);

  const header = (
    <PageHeader
      title="Applications"
      actions={
        session.isViewOnly || !effectiveAccountSid ? undefined : (
          <ButtonLink
            to={withAccount(paths.applicationAdd, effectiveAccountSid)}
            variant="primary"
            icon={<IconPlus />}
          >
            Add application
          </ButtonLink>
        )
      }
    />
  );
  if (accounts.error) {
    return (
      <>
        {header}
        <LoadError error={accounts.error} onRetry={() => accounts.refetch()} />
      </>
    );
  }
  if (!accounts.data) {
    return (
      <>
        {header}
        <PageLoading label="Loading applications" />
      </>
    );
  }
  if (!effectiveAccountSid) {
    return (
      <>
        {header}
        <EmptyState
          title={NO_ACCOUNT_FOR_APPLICATION}
          action={
            session.isServiceProviderOrAdmin && !session.isViewOnly ? (
              <ButtonLink to={paths.accountAdd}>Add account</ButtonLink>
            ) : undefined
          }
        />
      </>
    );
  }

  const columns: Column<Application>[] = [
    nameColumn(
      'Name',
      (app) => app.name,
      (app) => paths.applicationEdit(app.application_sid),
    ),
    {
      key: 'call_hook',
      header: 'Calling webhook',
      render: (app) => <span className={styles.mono}>{app.call_hook?.url ?? ''}</span>,
    },
  ];

  return (
    <>
      {header}
      <div className={styles.filters}>
        <FilterBox
          showLabel
          label="Filter applications"
          placeholder="Filter by name"
          delay={DEBOUNCE_MS.applicationsFilter}
          onChange={setFilter}
        />
        {session.isServiceProviderOrAdmin ? (
          <AccountSelector accounts={accounts.data} value={effectiveAccountSid} onChange={selectAccount} />
        ) : null}
      </div>
      <QueryTable
        caption="Applications"
        query={list}
        columns={columns}
        rows={list.data?.data}
        getRowKey={(app) => app.application_sid}
        emptyText={NO_APPLICATIONS}
        rowActions={(app) => (
          <RowActions
            name={app.name}
            editTo={paths.applicationEdit(app.application_sid)}
            onDelete={session.isViewOnly ? undefined : () => setDoomed(app)}
          />
        )}
      />
      <ListPager paging={paging} />
      <DeleteApplicationDialog
        application={doomed}
        onCancel={() => setDoomed(null)}
        onDeleted={() => setDoomed(null)}
      />
    </>
  );
}
