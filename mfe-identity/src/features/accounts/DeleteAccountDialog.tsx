// Deleting an account: the real server cascades without checking, so the portal first fetches the account's
// applications, phone numbers, MS Teams tenants and API keys and explains which remain; Delete stays disabled
// until none do.
import { toast } from '@switchboard/shared/bus';
import type { Account } from '@switchboard/shared/types';
import { ConfirmDeleteWithChecks, FRESH } from '@switchboard/shared/admin';
import { useGetApiKeysQuery } from '../api-keys/api';
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
  const applications = useGetAccountApplicationsSummaryQuery(sid, FRESH);
  const phoneNumbers = accountsApi.useGetAccountPhoneNumbersQuery(sid, FRESH);
  const tenants = accountsApi.useGetTeamsTenantsQuery(undefined, FRESH);
  const apiKeys = useGetApiKeysQuery({ kind: 'account', sid }, FRESH);
  const [deleteAccount] = useDeleteAccountMutation();
  return (
    <ConfirmDeleteWithChecks
      what="account"
      name={account.name}
      checks={[applications, phoneNumbers, tenants, apiKeys]}
      blockers={() =>
        accountDeleteBlockers({
          applications: (applications.data?.names ?? []).map((name) => ({ name })),
          applicationsTotal: applications.data?.total ?? 0,
          phoneNumbers: phoneNumbers.data ?? [],
          teamsTenants: (tenants.data ?? []).filter((t) => t.account_sid === sid),
          apiKeys: apiKeys.data ?? [],
        })
      }
      checksFor="what still belongs to this account"
      blockedTitle="This account cannot be deleted yet"
      blockedIntro="Delete or move what still belongs to it first. It still has:"
      onCancel={onCancel}
      onConfirm={async () => {
        await deleteAccount(sid).unwrap();
        toast('success', deletedAccountMessage(account.name));
        onDeleted();
      }}
    />
  );
}
