// Microsoft Teams tenants (docs/product/telephony.md#microsoft-teams-tenants): the current service provider's tenants by domain name, filter,
// account filter, 'No Microsoft Teams Tenant.', the notice when the service provider has no Teams FQDN, delete.
import { useTranslation } from '@switchboard/shared/i18n';
import { TELEPHONY_NAMESPACE } from '../../i18n/resources';
import { ListPage, useSessionInfo, type ListParams } from '@switchboard/shared/admin';
import { useGetServiceProviderAccountsQuery } from '@switchboard/shared/api';
import type { MsTeamsTenant } from '@switchboard/shared/types';
import type { Column } from '@switchboard/shared/ui';
import { TELEPHONY_MESSAGES as T } from '@switchboard/shared/constants';
import { useGetApplicationChoiceQuery } from '../../lib/applications';
import { paths } from '../../lib/paths';
import styles from '../../lib/telephony.module.css';
import { useDeleteTenantMutation, useGetTenantsQuery } from './api';
import { TeamsFqdnNotice } from './TeamsFqdnNotice';

function useTenants(_params: ListParams) {
  return useGetTenantsQuery();
}

function ApplicationName({ sid }: { sid: string | null }) {
  const { t } = useTranslation(TELEPHONY_NAMESPACE);
  const app = useGetApplicationChoiceQuery(sid ?? '', { skip: !sid });
  if (!sid) return <span className={styles.muted}>{t('common.none')}</span>;
  return <>{app.data?.name ?? '…'}</>;
}

export default function TenantsPage() {
  const { t } = useTranslation(TELEPHONY_NAMESPACE);
  const session = useSessionInfo();
  const [remove] = useDeleteTenantMutation();
  const accounts = useGetServiceProviderAccountsQuery(session.serviceProviderSid ?? '', {
    skip: !session.serviceProviderSid,
  });
  const columns: Column<MsTeamsTenant>[] = [
    {
      key: 'account',
      header: t('common.account'),
      render: (tenant) =>
        accounts.data?.find((a) => a.account_sid === tenant.account_sid)?.name ?? tenant.account_sid,
    },
    {
      key: 'application',
      header: t('common.application'),
      render: (tenant) => <ApplicationName sid={tenant.application_sid} />,
    },
  ];
  return (
    <ListPage
      title={t('tenants.title')}
      what={t('tenants.what')}
      useItems={useTenants}
      getRowKey={(tenant) => tenant.ms_teams_tenant_sid}
      getName={(tenant) => tenant.tenant_fqdn}
      nameHeader={t('tenants.domain')}
      editPath={(tenant) => paths.tenantEdit(tenant.ms_teams_tenant_sid)}
      columns={columns}
      emptyText={t('messages.noTenants')}
      filterPlaceholder={t('tenants.filter')}
      add={{ label: t('tenants.add'), to: paths.tenantAdd }}
      accountFilter={{ mode: 'optional', accountOf: (tenant) => tenant.account_sid }}
      // the server answers every tenant the caller may see: the page shows the current service provider's
      keep={(tenant) => tenant.service_provider_sid === session.serviceProviderSid}
      requireServiceProvider
      onDelete={(tenant) => remove(tenant.ms_teams_tenant_sid).unwrap()}
      deletedMessage={() => T.tenantDeleted}
    >
      <TeamsFqdnNotice />
    </ListPage>
  );
}
