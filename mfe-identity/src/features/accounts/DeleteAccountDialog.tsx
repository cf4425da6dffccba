// Deleting an account: the real server cascades without checking, so the portal first fetches the account's
// applications, phone numbers, MS Teams tenants and API keys and explains which remain; Delete stays disabled
// until none do.
import { toApiError } from '@switchboard/shared/api';
import { toast } from '@switchboard/shared/bus';
import type { Account } from '@switchboard/shared/types';
import { Alert, ConfirmDelete, Spinner } from '@switchboard/shared/ui';
import { useGetApiKeysQuery } from '../api-keys/api';
import styles from '../../lib/identity.module.css';
import { accountsApi, useDeleteAccountMutation, useGetAccountApplicationsSummaryQuery } from './api';
import { accountDeleteBlockers } from './account.rules';

export const deletedAccountMessage = (name: string) => `Deleted account ${name}`;

export interface DeleteAccountDialogProps {
  account: Pick<Account, 'account_sid' | 'name'> | null;
  onCancel: () => void;
  onDeleted: () => void;
}

export function DeleteAccountDialog({ account, onCancel, onDeleted }: DeleteAccountDialogProps) {
  if (!account) return null;
  return <DeleteAccountCheck account={account} onCancel={onCancel} onDeleted={onDeleted} />;
}

function DeleteAccountCheck({
  account,
  onCancel,
  onDeleted,
}: {
  account: Pick<Account, 'account_sid' | 'name'>;
  onCancel: () => void;
  onDeleted: () => void;
}) {
  const sid = account.account_sid;
  // Always fresh: what remains may have changed in another tab or area.
  const fresh = { refetchOnMountOrArgChange: true } as const;
  const applications = useGetAccountApplicationsSummaryQuery(sid, fresh);
  const phoneNumbers = accountsApi.useGetAccountPhoneNumbersQuery(sid, fresh);
  const tenants = accountsApi.useGetTeamsTenantsQuery(undefined, fresh);
  const apiKeys = useGetApiKeysQuery({ kind: 'account', sid }, fresh);
  const [deleteAccount] = useDeleteAccountMutation();

  const queries = [applications, phoneNumbers, tenants, apiKeys];
  const checking = queries.some((q) => q.isFetching);
  const failed = queries.find((q) => q.error)?.error;
  const blockers =
    checking || failed
      ? []
      : accountDeleteBlockers({
          applications: (applications.data?.names ?? []).map((name) => ({ name })),
          applicationsTotal: applications.data?.total ?? 0,
          phoneNumbers: phoneNumbers.data ?? [],
          teamsTenants: (tenants.data ?? []).filter((t) => t.account_sid === sid),
          apiKeys: apiKeys.data ?? [],
        });

  return (
    <ConfirmDelete
      open
      what="account"
      name={account.name}
      onCancel={onCancel}
      confirmDisabled={checking || Boolean(failed) || blockers.length > 0}
      onConfirm={async () => {
        await deleteAccount(sid).unwrap();
        toast('success', deletedAccountMessage(account.name));
        onDeleted();
      }}
    >
      {checking ? <Spinner label="Checking what still belongs to this account" /> : null}
      {failed ? (
        <Alert kind="error" title="Could not check what still belongs to this account">
          <p>{toApiError(failed).msg}</p>
        </Alert>
      ) : null}
      {blockers.length > 0 ? (
        <Alert kind="warning" title="This account cannot be deleted yet">
          <p>Delete or move what still belongs to it first. It still has:</p>
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
