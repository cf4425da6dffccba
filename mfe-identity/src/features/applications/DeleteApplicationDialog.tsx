// Deleting an application: refused (and explained) while accounts use it for device calling or SIPREC, or MS
// Teams tenants route to it; the server refuses while phone numbers point at it and its reason is shown.
import { toApiError } from '@switchboard/shared/api';
import { toast } from '@switchboard/shared/bus';
import type { Application } from '@switchboard/shared/types';
import { Alert, ConfirmDelete, Spinner } from '@switchboard/shared/ui';
import styles from '../../lib/identity.module.css';
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
  const fresh = { refetchOnMountOrArgChange: true } as const;
  const accounts = accountsApi.useGetVisibleAccountsQuery(undefined, fresh);
  const tenants = accountsApi.useGetTeamsTenantsQuery(undefined, fresh);
  const [remove] = useDeleteApplicationMutation();
  const checking = accounts.isFetching || tenants.isFetching;
  const failed = accounts.error ?? tenants.error;
  const blockers =
    checking || failed
      ? []
      : applicationDeleteBlockers(application.application_sid, accounts.data ?? [], tenants.data ?? []);
  return (
    <ConfirmDelete
      open
      what="application"
      name={application.name}
      onCancel={onCancel}
      confirmDisabled={checking || Boolean(failed) || blockers.length > 0}
      onConfirm={async () => {
        await remove(application.application_sid).unwrap();
        toast('success', deletedApplicationMessage(application.name));
        onDeleted();
      }}
    >
      {checking ? <Spinner label="Checking what uses this application" /> : null}
      {failed ? (
        <Alert kind="error" title="Could not check what uses this application">
          <p>{toApiError(failed).msg}</p>
        </Alert>
      ) : null}
      {blockers.length > 0 ? (
        <Alert kind="warning" title="This application is in use and cannot be deleted">
          <ul className={styles.remaining}>
            {blockers.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </Alert>
      ) : null}
    </ConfirmDelete>
  );
}
