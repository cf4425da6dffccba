// Deleting an account: the real server cascades without checking, so the portal first reads what still belongs to
// the account and explains which remain (the shared rule, which Switchboard's API also refuses by); Delete stays
// disabled until none do.
import { toast } from '@switchboard/shared/bus';
import type { Account } from '@switchboard/shared/types';
import { accountDeleteBlockers, apiKeyNameIn } from '@switchboard/shared/constants';
import { useTranslation, type Translate } from '@switchboard/shared/i18n';
import { IDENTITY_NAMESPACE } from '../../i18n/resources';
import { ConfirmDeleteWithChecks, FRESH } from '@switchboard/shared/admin';
import { useDeleteAccountMutation } from './api';
import { useGetAccountDependentsQuery, type AccountDependents } from './dependents';

export interface DeleteAccountDialogProps {
  account: Pick<Account, 'account_sid' | 'name'> | null;
  onCancel: () => void;
  onDeleted: () => void;
}

/** What remains, its API keys (their last 4 characters) named in the user's language ('ending 7c2a'). */
function namingKeys(left: AccountDependents, t: Translate): AccountDependents {
  if (!left.apiKeys) return left;
  return {
    ...left,
    apiKeys: { ...left.apiKeys, names: left.apiKeys.names.map((last4) => apiKeyNameIn(t, last4)) },
  };
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
  const { t } = useTranslation(IDENTITY_NAMESPACE);
  const sid = account.account_sid;
  const dependents = useGetAccountDependentsQuery(sid, FRESH);
  const [deleteAccount] = useDeleteAccountMutation();
  return (
    <ConfirmDeleteWithChecks
      what={t('accounts.what')}
      name={account.name}
      checks={[dependents]}
      blockers={() => accountDeleteBlockers(namingKeys(dependents.data ?? {}, t), t)}
      checksFor={t('accounts.checksFor')}
      blockedTitle={t('accounts.blockedTitle')}
      blockedIntro={t('accounts.blockedIntro')}
      onCancel={onCancel}
      onConfirm={async () => {
        await deleteAccount(sid).unwrap();
        toast('success', t('accounts.deleted', { name: account.name }));
        onDeleted();
      }}
    />
  );
}
