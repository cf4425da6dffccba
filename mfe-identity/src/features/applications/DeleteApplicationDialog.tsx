// Deleting an application: refused (and explained) while accounts use it for device calling or SIPREC, or MS
// Teams tenants route to it; the server refuses while phone numbers point at it and its reason is shown.
import { toast } from '@switchboard/shared/bus';
import type { Application } from '@switchboard/shared/types';
import { ConfirmDeleteWithChecks, FRESH } from '@switchboard/shared/admin';
import { useTranslation } from '@switchboard/shared/i18n';
import { IDENTITY_NAMESPACE } from '../../i18n/resources';
import { accountsApi } from '../accounts/api';
import { useDeleteApplicationMutation } from './api';
import { applicationDeleteBlockers } from './application.rules';

export interface DeleteApplicationDialogProps {
  application: Pick<Application, 'application_sid' | 'name'> | null;
  onCancel: () => void;
  onDeleted: () => void;
}

export function DeleteApplicationDialog({ application, onCancel, onDeleted }: DeleteApplicationDialogProps) {
  if (!application) return null;
  return <DeleteApplicationCheck application={application} onCancel={onCancel} onDeleted={onDeleted} />;
}

function DeleteApplicationCheck({
  application,
  onCancel,
  onDeleted,
}: {
  application: Pick<Application, 'application_sid' | 'name'>;
  onCancel: () => void;
  onDeleted: () => void;
}) {
  const { t } = useTranslation(IDENTITY_NAMESPACE);
  const accounts = accountsApi.useGetVisibleAccountsQuery(undefined, FRESH);
  const tenants = accountsApi.useGetTeamsTenantsQuery(undefined, FRESH);
  const [remove] = useDeleteApplicationMutation();
  return (
    <ConfirmDeleteWithChecks
      what={t('applications.what')}
      name={application.name}
      checks={[accounts, tenants]}
      blockers={() =>
        applicationDeleteBlockers(application.application_sid, accounts.data ?? [], tenants.data ?? [])
      }
      checksFor={t('applications.checksFor')}
      blockedTitle={t('applications.blockedTitle')}
      onCancel={onCancel}
      onConfirm={async () => {
        await remove(application.application_sid).unwrap();
        toast('success', t('applications.deleted', { name: application.name }));
        onDeleted();
      }}
    />
  );
}
