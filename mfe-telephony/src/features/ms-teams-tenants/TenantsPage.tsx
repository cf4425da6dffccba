// Microsoft Teams tenants (docs/product/telephony.md#microsoft-teams-tenants): the current service provider's tenants by domain name, filter,
// account filter, 'No Microsoft Teams Tenant.', the notice when the service provider has no Teams FQDN, delete.
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
  const app = useGetApplicationChoiceQuery(sid ?? '', { skip: !sid });
  if (!sid) return <span className={styles.muted}>None</span>;
  return <>{app.data?.name ?? '…'}</>;
}

export default function TenantsPage() {
  const session = useSessionInfo();
  const [remove] = useDeleteTenantMutation();
  const accounts = useGetServiceProviderAccountsQuery(session.serviceProviderSid ?? '', {
    skip: !session.serviceProviderSid,
  });
  const columns: Column<MsTeamsTenant>[] = [
    {
      key: 'account',
      header: 'Account',
      render: (t) => accounts.data?.find((a) => a.account_sid === t.account_sid)?.name ?? t.account_sid,
    },
    { key: 'application', header: 'Application', render: (t) => <ApplicationName sid={t.application_sid} /> },
  ];
  return (
    <ListPage
      title="Microsoft Teams tenants"
      what="Microsoft Teams tenant"
      useItems={useTenants}
      getRowKey={(t) => t.ms_teams_tenant_sid}
      getName={(t) => t.tenant_fqdn}
      nameHeader="Domain name"
      editPath={(t) => paths.tenantEdit(t.ms_teams_tenant_sid)}
      columns={columns}
      emptyText={T.noTenants}
      filterPlaceholder="Filter by domain name"
      add={{ label: 'Add Microsoft Teams tenant', to: paths.tenantAdd }}
      accountFilter={{ mode: 'optional', accountOf: (t) => t.account_sid }}
      // the server answers every tenant the caller may see: the page shows the current service provider's
      keep={(t) => t.service_provider_sid === session.serviceProviderSid}
      requireServiceProvider
      onDelete={(t) => remove(t.ms_teams_tenant_sid).unwrap()}
      deletedMessage={() => T.tenantDeleted}
    >
      <TeamsFqdnNotice />
    </ListPage>
  );
}
