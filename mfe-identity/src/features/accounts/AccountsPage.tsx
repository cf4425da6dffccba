// The Accounts list (docs/product/identity.md#accounts-list): the landing page after sign-in for service-provider scope and up.
import { ACCESS_MESSAGES, RequireScope } from '@switchboard/shared/access';
import { useGetServiceProviderAccountsQuery } from '@switchboard/shared/api';
import { ListPage, containsText, useSessionInfo, type ListParams } from '@switchboard/shared/admin';
import type { Account } from '@switchboard/shared/types';
import type { Column } from '@switchboard/shared/ui';
import { paths } from '../../lib/paths';
import styles from '../../lib/identity.module.css';
import { DeleteAccountDialog } from './DeleteAccountDialog';

export const NO_ACCOUNTS = 'No Accounts.';

const columns: Column<Account>[] = [
  {
    key: 'sid',
    header: 'SID',
    render: (account) => <span className={styles.mono}>{account.account_sid}</span>,
  },
];

const nameOrSid = containsText<Account>(
  (account) => account.name,
  (account) => account.account_sid,
);

/** The current service provider's accounts, whole (the API does not page them). */
function useAccounts({ serviceProviderSid }: ListParams) {
  return useGetServiceProviderAccountsQuery(serviceProviderSid ?? '', { skip: !serviceProviderSid });
}

export default function AccountsPage() {
  const { ownAccountSid } = useSessionInfo();
  return (
    <RequireScope
      min="service_provider"
      redirectTo={ownAccountSid ? paths.accountEdit(ownAccountSid) : '/'}
      message={ACCESS_MESSAGES.allAccounts}
    >
      <ListPage
        title="Accounts"
        what="account"
        useItems={useAccounts}
        getRowKey={(account) => account.account_sid}
        getName={(account) => account.name}
        editPath={(account) => paths.accountEdit(account.account_sid)}
        columns={columns}
        emptyText={NO_ACCOUNTS}
        add={{ label: 'Add account', to: paths.accountAdd }}
        filterPlaceholder="Filter by name or SID"
        matches={nameOrSid}
        requireServiceProvider
        deleteDialog={(account, close) => <DeleteAccountDialog account={account} {...close} />}
      />
    </RequireScope>
  );
}
