// Deleting an account: the real server cascades without checking, so the portal first reads what still belongs to
// the account and explains which remain (the shared rule, which Switchboard's API also refuses by); Delete stays
// disabled until none do.
import { toast } from '@switchboard/shared/bus';
import type { Account } from '@switchboard/shared/types';
import { accountDeleteBlockers } from '@switchboard/shared/constants';
import { useTranslation } from '@switchboard/shared/i18n';
import { IDENTITY_NAMESPACE } from '../../i18n/resources';
import { ConfirmDeleteWithChecks, FRESH } from '@switchboard/shared/admin';
import { useDeleteAccountMutation } from './api';
import { useGetAccountDependentsQuery } from './dependents';

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
  const { t } = useTranslation(IDENTITY_NAMESPACE);
  const sid = account.account_sid;
  const dependents = useGetAccountDependentsQuery(sid, FRESH);
  const [deleteAccount] = useDeleteAccountMutation();
  return (
    <ConfirmDeleteWithChecks
      what={t('accounts.what')}
      name={account.name}
      checks={[dependents]}
      blockers={() => accountDeleteBlockers(dependents.data ?? {})}
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
