// The Accounts list (core §2): the landing page after sign-in for service-provider scope and up.
import { useMemo, useState } from 'react';
import { ACCESS_MESSAGES, RequireScope } from '@switchboard/shared/access';
import { useGetServiceProviderAccountsQuery } from '@switchboard/shared/api';
import type { Account } from '@switchboard/shared/types';
import { FilterBox, IconPlus, PageHeader, type Column } from '@switchboard/shared/ui';
import { ButtonLink, RowActions } from '@switchboard/shared/ui-links';
import { ListPager, QueryTable, nameColumn } from '../../lib/lists';
import { useClientPaging } from '../../lib/paging';
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
  const query = useGetServiceProviderAccountsQuery(serviceProviderSid ?? '', { skip: !serviceProviderSid });
  const { data } = query;
  const [filter, setFilter] = useState('');
  const [doomed, setDoomed] = useState<Account | null>(null);
  const filtered = useMemo(
    () => (data ? sortByName(data).filter((a) => matches(a, filter)) : undefined),
    [data, filter],
  );
  const paging = useClientPaging(filtered, filter);

  const columns: Column<Account>[] = [
    nameColumn(
      'Name',
      (account) => account.name,
      (account) => paths.accountEdit(account.account_sid),
    ),
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
        <QueryTable
          caption="Accounts"
          query={query}
          columns={columns}
          rows={paging.pageRows}
          getRowKey={(account) => account.account_sid}
          emptyText={NO_ACCOUNTS}
          rowActions={(account) => (
            <RowActions
              name={account.name}
              editTo={paths.accountEdit(account.account_sid)}
              onDelete={isViewOnly ? undefined : () => setDoomed(account)}
            />
          )}
        />
      )}
      <ListPager paging={paging} />
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
