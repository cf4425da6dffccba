// Applications list (docs/product/identity.md#applications-list): filter (1000 ms), account filter for service-provider scope and up, page size
// 25/50/100, server-side paging, 'Total: N record(s)', 'No applications.' or a prompt to create an account first.
import { ListPage, withAccount, type ListParams } from '@switchboard/shared/admin';
import type { Application } from '@switchboard/shared/types';
import type { Column } from '@switchboard/shared/ui';
import { paths } from '../../lib/paths';
import styles from '../../lib/identity.module.css';
import { useGetApplicationsPageQuery } from './api';
import { NO_ACCOUNT_FOR_APPLICATION } from './ApplicationFormPage';
import { DeleteApplicationDialog } from './DeleteApplicationDialog';

export const NO_APPLICATIONS = 'No applications.';

const columns: Column<Application>[] = [
  {
    key: 'call_hook',
    header: 'Calling webhook',
    render: (app) => <span className={styles.mono}>{app.call_hook?.url ?? ''}</span>,
  },
];

/** One page of the account's applications whose name contains the filter (paged on the server). */
function useApplications({ accountSid, page, pageSize, filter }: ListParams) {
  return useGetApplicationsPageQuery(
    { accountSid: accountSid ?? '', page, pageSize, name: filter },
    { skip: !accountSid },
  );
}

export default function ApplicationsPage() {
  return (
    <ListPage
      title="Applications"
      what="application"
      useItems={useApplications}
      getRowKey={(app) => app.application_sid}
      getName={(app) => app.name}
      editPath={(app) => paths.applicationEdit(app.application_sid)}
      columns={columns}
      emptyText={NO_APPLICATIONS}
      add={{ label: 'Add application', to: (accountSid) => withAccount(paths.applicationAdd, accountSid) }}
      accountFilter={{ mode: 'required', noAccountText: NO_ACCOUNT_FOR_APPLICATION }}
      deleteDialog={(app, close) => <DeleteApplicationDialog application={app} {...close} />}
    />
  );
}
