// The Accounts list (docs/product/identity.md#accounts-list): the landing page after sign-in for service-provider scope and up.
import { RequireScope } from '@switchboard/shared/access';
import { useGetServiceProviderAccountsQuery } from '@switchboard/shared/api';
import { ListPage, containsText, useSessionInfo, type ListParams } from '@switchboard/shared/admin';
import type { Account } from '@switchboard/shared/types';
import { useTranslation } from '@switchboard/shared/i18n';
import { Mono, type Column } from '@switchboard/shared/ui';
import { IDENTITY_NAMESPACE } from '../../i18n/resources';
import { paths } from '../../lib/paths';
import { DeleteAccountDialog } from './DeleteAccountDialog';

const nameOrSid = containsText<Account>(
  (account) => account.name,
  (account) => account.account_sid,
);

/** The current service provider's accounts, whole (the API does not page them). */
function useAccounts({ serviceProviderSid }: ListParams) {
  return useGetServiceProviderAccountsQuery(serviceProviderSid ?? '', { skip: !serviceProviderSid });
}

export default function AccountsPage() {
  const { t } = useTranslation(IDENTITY_NAMESPACE);
  const { ownAccountSid } = useSessionInfo();
  const columns: Column<Account>[] = [
    {
      key: 'sid',
      header: t('accounts.sid'),
      render: (account) => <Mono>{account.account_sid}</Mono>,
    },
  ];
  return (
    <RequireScope
      min="service_provider"
      redirectTo={ownAccountSid ? paths.accountEdit(ownAccountSid) : '/'}
      message={t('messages.noAllAccountsAccess')}
    >
      <ListPage
        title={t('accounts.title')}
        what={t('accounts.what')}
        useItems={useAccounts}
        getRowKey={(account) => account.account_sid}
        getName={(account) => account.name}
        editPath={(account) => paths.accountEdit(account.account_sid)}
        columns={columns}
        emptyText={t('accounts.empty')}
        add={{ label: t('accounts.add'), to: paths.accountAdd }}
        filterPlaceholder={t('accounts.filter')}
        matches={nameOrSid}
        requireServiceProvider
        deleteDialog={(account, close) => <DeleteAccountDialog account={account} {...close} />}
      />
    </RequireScope>
  );
}
