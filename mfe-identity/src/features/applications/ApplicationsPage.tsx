// Applications list (core §2): filter (1000 ms), account filter for service-provider scope and up, page size
// 25/50/100, server-side paging, 'Total: N record(s)', 'No applications.' or a prompt to create an account first.
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { toApiError, useGetServiceProviderAccountsQuery } from '@switchboard/shared/api';
import type { Application } from '@switchboard/shared/types';
import { DEBOUNCE_MS } from '@switchboard/shared/validation';
import {
  AccountSelector,
  Button,
  DataTable,
  DEFAULT_PAGE_SIZE,
  EmptyState,
  FilterBox,
  IconPlus,
  ListFooter,
  PageHeader,
  PageSizeSelector,
  Pagination,
  countPages,
  type Column,
} from '@switchboard/shared/ui';
import { ButtonLink, RowActions } from '@switchboard/shared/ui-links';
import { LoadError, PageLoading } from '../../lib/page-state';
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
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<number>(DEFAULT_PAGE_SIZE);
  const [doomed, setDoomed] = useState<Application | null>(null);
  // A new account, filter or page size starts at page 1.
  useEffect(() => setPage(1), [effectiveAccountSid, filter, pageSize]);

  const list = useGetApplicationsPageQuery(
    { accountSid: effectiveAccountSid ?? '', page, pageSize, name: filter },
    { skip: !effectiveAccountSid },
  );

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
    {
      key: 'name',
      header: 'Name',
      rowHeader: true,
      render: (app) => (
        <Link className={styles.nameLink} to={paths.applicationEdit(app.application_sid)}>
          {app.name}
        </Link>
      ),
    },
    {
      key: 'call_hook',
      header: 'Calling webhook',
      render: (app) => <span className={styles.mono}>{app.call_hook?.url ?? ''}</span>,
    },
  ];

  const total = list.data?.total ?? 0;
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
      <DataTable
        caption="Applications"
        columns={columns}
        rows={list.data?.data}
        getRowKey={(app) => app.application_sid}
        loading={list.isFetching}
        error={list.error ? toApiError(list.error).msg : undefined}
        emptyText={NO_APPLICATIONS}
        emptyAction={
          list.error ? (
            <Button variant="secondary" size="sm" onClick={() => list.refetch()}>
              Retry
            </Button>
          ) : undefined
        }
        rowActions={(app) => (
          <RowActions
            name={app.name}
            editTo={paths.applicationEdit(app.application_sid)}
            onDelete={session.isViewOnly ? undefined : () => setDoomed(app)}
          />
        )}
      />
      <ListFooter total={total}>
        <Pagination page={page} pageCount={countPages(total, pageSize)} onPageChange={setPage} />
        <PageSizeSelector value={pageSize} onChange={setPageSize} />
      </ListFooter>
      <DeleteApplicationDialog
        application={doomed}
        onCancel={() => setDoomed(null)}
        onDeleted={() => setDoomed(null)}
      />
    </>
  );
}
