// SIP clients (docs/product/telephony.md#sip-clients): the device credentials of the accounts, filter by username,
// account filter, 'No sip clients.', delete ('Deleted sip client'); and whether each is registered now (Registration.tsx).
import { useTranslation } from '@switchboard/shared/i18n';
import { TELEPHONY_NAMESPACE } from '../../i18n/resources';
import { ListPage, useSessionInfo, type ListParams } from '@switchboard/shared/admin';
import { useGetServiceProviderAccountsQuery } from '@switchboard/shared/api';
import type { Client } from '@switchboard/shared/types';
import type { Column } from '@switchboard/shared/ui';
import { TELEPHONY_MESSAGES as T } from '@switchboard/shared/constants';
import { paths } from '../../lib/paths';
import { useDeleteSipClientMutation, useGetSipClientsQuery } from './api';
import { ClientRegistration } from './Registration';

function useClients(_params: ListParams) {
  return useGetSipClientsQuery();
}

export default function ClientsPage() {
  const { t } = useTranslation(TELEPHONY_NAMESPACE);
  const session = useSessionInfo();
  const [remove] = useDeleteSipClientMutation();
  const accounts = useGetServiceProviderAccountsQuery(session.serviceProviderSid ?? '', {
    skip: !session.serviceProviderSid,
  });
  const inServiceProvider = new Set((accounts.data ?? []).map((a) => a.account_sid));
  // every client of an account is asked about in one request (the rows of an account share it)
  const clients = useGetSipClientsQuery();
  const usernamesOf = (accountSid: string) =>
    (clients.data ?? [])
      .filter((c) => c.account_sid === accountSid && c.username)
      .map((c) => c.username as string)
      .sort()
      .join(',');
  const columns: Column<Client>[] = [
    ...(session.isServiceProviderOrAdmin
      ? [
          {
            key: 'account',
            header: t('common.account'),
            render: (c: Client) =>
              accounts.data?.find((a) => a.account_sid === c.account_sid)?.name ?? c.account_sid,
          },
        ]
      : []),
    {
      key: 'active',
      header: t('common.status'),
      render: (c) => (c.is_active ? t('common.active') : t('common.inactive')),
    },
    {
      key: 'registration',
      header: t('clientRegistration.header'),
      render: (c) => <ClientRegistration client={c} usernames={usernamesOf(c.account_sid)} />,
    },
  ];
  return (
    <ListPage
      title={t('clients.title')}
      what={t('clients.what')}
      useItems={useClients}
      getRowKey={(c) => c.client_sid}
      getName={(c) => c.username ?? ''}
      nameHeader={t('clients.username')}
      editPath={(c) => paths.clientEdit(c.client_sid)}
      columns={columns}
      emptyText={t('messages.noClients')}
      filterPlaceholder={t('clients.filter')}
      add={{ label: t('clients.add'), to: paths.clientAdd }}
      accountFilter={{ mode: 'optional', accountOf: (c) => c.account_sid }}
      // an admin sees every client: the page shows the current service provider's accounts'
      keep={(c) => !session.isAdmin || inServiceProvider.has(c.account_sid)}
      onDelete={(c) => remove(c.client_sid).unwrap()}
      deletedMessage={() => T.deletedSipClient}
    />
  );
}
