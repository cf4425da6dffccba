// Applications list (docs/product/identity.md#applications-list): filter (1000 ms), account filter for service-provider scope and up, page size
// 25/50/100, server-side paging, 'Total: N record(s)', 'No applications.' or a prompt to create an account first.
import { ListPage, withAccount, type ListParams } from '@switchboard/shared/admin';
import type { Application } from '@switchboard/shared/types';
import { useTranslation } from '@switchboard/shared/i18n';
import { Mono, type Column } from '@switchboard/shared/ui';
import { IDENTITY_NAMESPACE } from '../../i18n/resources';
import { paths } from '../../lib/paths';
import { useGetApplicationsPageQuery } from './api';
import { DeleteApplicationDialog } from './DeleteApplicationDialog';

/** One page of the account's applications whose name contains the filter (paged on the server). */
function useApplications({ accountSid, page, pageSize, filter }: ListParams) {
  return useGetApplicationsPageQuery(
    { accountSid: accountSid ?? '', page, pageSize, name: filter },
    { skip: !accountSid },
  );
}

export default function ApplicationsPage() {
  const { t } = useTranslation(IDENTITY_NAMESPACE);
  const columns: Column<Application>[] = [
    {
      key: 'call_hook',
      header: t('applications.callingWebhook'),
      render: (app) => <Mono>{app.call_hook?.url ?? ''}</Mono>,
    },
  ];
  return (
    <ListPage
      title={t('applications.title')}
      what={t('applications.what')}
      useItems={useApplications}
      getRowKey={(app) => app.application_sid}
      getName={(app) => app.name}
      editPath={(app) => paths.applicationEdit(app.application_sid)}
      columns={columns}
      emptyText={t('applications.empty')}
      add={{
        label: t('applications.add'),
        to: (accountSid) => withAccount(paths.applicationAdd, accountSid),
      }}
      accountFilter={{ mode: 'required', noAccountText: t('applications.noAccount') }}
      deleteDialog={(app, close) => <DeleteApplicationDialog application={app} {...close} />}
    />
  );
}
