// The Accounts list (core §2): the landing page after sign-in for service-provider scope and up.
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { ACCESS_MESSAGES, RequireScope } from '@switchboard/shared/access';
import { toApiError, useGetServiceProviderAccountsQuery } from '@switchboard/shared/api';
import type { Account } from '@switchboard/shared/types';
import {
  Button,
  DataTable,
  FilterBox,
  IconPlus,
  ListFooter,
  PageHeader,
  PageSizeSelector,
  Pagination,
  type Column,
} from '@switchboard/shared/ui';
import { ButtonLink, RowActions } from '@switchboard/shared/ui-links';
import { useClientPaging } from '../../lib/client-paging';
import { paths } from '../../lib/paths';
import { sortByName } from '../../lib/selected-account';
import { useSessionInfo } from '../../lib/session';
import styles from '../../lib/identity.module.css';
import { DeleteAccountDialog } from './DeleteAccountDialog';

export const NO_ACCOUNTS = 'No Accounts.';

function matches(account: Account, filter: string): boolean {
  if (!filter) return true;
  const text = filter.toLowerCase();
  return account.name.toLowerCase().includes(text) || account.account_sid.toLowerCase().includes(text);
}

function AccountsList() {
  const { serviceProviderSid, isViewOnly } = useSessionInfo();
  const { data, isLoading, isFetching, error, refetch } = useGetServiceProviderAccountsQuery(
    serviceProviderSid ?? '',
    {
      skip: !serviceProviderSid,
    },
  );
  const [filter, setFilter] = useState('');
  const [doomed, setDoomed] = useState<Account | null>(null);
  const filtered = useMemo(
    () => (data ? sortByName(data).filter((a) => matches(a, filter)) : undefined),
    [data, filter],
  );
  const paging = useClientPaging(filtered, filter);

  const columns: Column<Account>[] = [
    {
      key: 'name',
      header: 'Name',
      rowHeader: true,
      render: (account) => (
        <Link className={styles.nameLink} to={paths.accountEdit(account.account_sid)}>
          {account.name}
        </Link>
      ),
    },
    {
      key: 'sid',
      header: 'SID',
      render: (account) => <span className={styles.mono}>{account.account_sid}</span>,
    },
  ];

  return (
    <>
      <PageHeader
        title="Accounts"
        actions={
          isViewOnly ? undefined : (
            <ButtonLink to={paths.accountAdd} variant="primary" icon={<IconPlus />}>
              Add account
            </ButtonLink>
          )
        }
      />
      <div className={styles.filters}>
        <FilterBox
          showLabel
          label="Filter accounts"
          placeholder="Filter by name or SID"
          onChange={setFilter}
        />
      </div>
      {!serviceProviderSid ? (
        <p className={styles.muted}>Choose a service provider to see its accounts.</p>
      ) : (
        <DataTable
          caption="Accounts"
          columns={columns}
          rows={paging.pageRows}
          getRowKey={(account) => account.account_sid}
          loading={isLoading || isFetching}
          error={error ? toApiError(error).msg : undefined}
          emptyText={NO_ACCOUNTS}
          emptyAction={
            error ? (
              <Button variant="secondary" size="sm" onClick={() => refetch()}>
                Retry
              </Button>
            ) : undefined
          }
          rowActions={(account) => (
            <RowActions
              name={account.name}
              editTo={paths.accountEdit(account.account_sid)}
              onDelete={isViewOnly ? undefined : () => setDoomed(account)}
            />
          )}
        />
      )}
      <ListFooter total={paging.total}>
        <Pagination page={paging.page} pageCount={paging.pageCount} onPageChange={paging.setPage} />
        <PageSizeSelector value={paging.pageSize} onChange={paging.setPageSize} />
      </ListFooter>
      <DeleteAccountDialog
        account={doomed}
        onCancel={() => setDoomed(null)}
        onDeleted={() => setDoomed(null)}
      />
    </>
  );
}

export default function AccountsPage() {
  const { ownAccountSid } = useSessionInfo();
  return (
    <RequireScope
      min="service_provider"
      redirectTo={ownAccountSid ? paths.accountEdit(ownAccountSid) : '/'}
      message={ACCESS_MESSAGES.allAccounts}
    >
      <AccountsList />
    </RequireScope>
  );
}
