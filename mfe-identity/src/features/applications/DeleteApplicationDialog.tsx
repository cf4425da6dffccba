// Deleting an application: refused (and explained) while accounts use it for device calling or SIPREC, or MS
// Teams tenants route to it; the server refuses while phone numbers point at it and its reason is shown.
import { toast } from '@switchboard/shared/bus';
import type { Application } from '@switchboard/shared/types';
import { ConfirmDeleteWithChecks, FRESH } from '@switchboard/shared/admin';
import { accountsApi } from '../accounts/api';
import { useDeleteApplicationMutation } from './api';
import { applicationDeleteBlockers } from './application.rules';

export const deletedApplicationMessage = (name: string) => `Deleted application ${name}`;

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
  const accounts = accountsApi.useGetVisibleAccountsQuery(undefined, FRESH);
  const tenants = accountsApi.useGetTeamsTenantsQuery(undefined, FRESH);
  const [remove] = useDeleteApplicationMutation();
  return (
    <ConfirmDeleteWithChecks
      what="application"
      name={application.name}
      checks={[accounts, tenants]}
      blockers={() =>
        applicationDeleteBlockers(application.application_sid, accounts.data ?? [], tenants.data ?? [])
      }
      checksFor="what uses this application"
      blockedTitle="This application is in use and cannot be deleted"
      onCancel={onCancel}
      onConfirm={async () => {
        await remove(application.application_sid).unwrap();
        toast('success', deletedApplicationMessage(application.name));
        onDeleted();
      }}
    />
  );
}
