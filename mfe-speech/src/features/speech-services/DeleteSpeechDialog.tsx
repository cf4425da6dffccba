// Deleting a credential: the dialog first asks which applications still use it (their vendor and label point at
// it) and lists them, so the admin knows what loses its speech service; deleting stays possible.
import { ConfirmDelete, Alert, Button, Modal, Spinner } from '@switchboard/shared/ui';
import { FRESH } from '@switchboard/shared/admin';
import { toApiError } from '@switchboard/shared/api';
import { toast } from '@switchboard/shared/bus';
import type { SpeechCredential } from '@switchboard/shared/types';
import { useTranslation } from '@switchboard/shared/i18n';
import { SPEECH_NAMESPACE } from '../../i18n/resources';
import { useDeleteSpeechCredentialMutation, useGetSpeechCredentialsQuery, type SpeechScope } from './api';
import { credentialName } from './scope';
import { applicationsLine } from './status';
import { useSpeechSummary } from './use-speech-summary';

export interface DeleteSpeechDialogProps {
  credential: SpeechCredential;
  scope: SpeechScope;
  onCancel: () => void;
  onDeleted: () => void;
}

export function DeleteSpeechDialog({ credential, scope, onCancel, onDeleted }: DeleteSpeechDialogProps) {
  const credentials = useGetSpeechCredentialsQuery(scope);
  const summary = useSpeechSummary(scope, credentials.data, FRESH);
  const [remove] = useDeleteSpeechCredentialMutation();
  const { t } = useTranslation(SPEECH_NAMESPACE);
  const usage = summary.data?.find((s) => s.speech_credential_sid === credential.speech_credential_sid);
  const name = credentialName(credential);
  const line = usage
    ? applicationsLine(
        t,
        usage.applications.map((a) => a.name),
        usage.application_count,
      )
    : null;
  return (
    <ConfirmDelete
      open
      what={t('list.what')}
      name={name}
      onCancel={onCancel}
      confirmDisabled={summary.isFetching}
      onConfirm={async () => {
        await remove({
          sp: credential.service_provider_sid ?? scope.sp ?? '',
          sid: credential.speech_credential_sid,
        }).unwrap();
        toast('success', t('list.deleted', { name }));
        onDeleted();
      }}
    >
      {summary.isFetching ? <Spinner label={t('list.checkingUse')} /> : null}
      {summary.error ? (
        <Alert kind="warning" title={t('list.checkFailed')}>
          <p>{toApiError(summary.error).msg}</p>
        </Alert>
      ) : null}
      {!summary.isFetching && line ? (
        <Alert kind="warning" title={t('list.inUseTitle')}>
          <p>{line}</p>
          <p>{t('list.inUseLoses')}</p>
        </Alert>
      ) : null}
    </ConfirmDelete>
  );
}

/** Delete pressed on a credential the user may not change (a service provider's, for an account user): the texts of docs/product/speech.md#who-may-do-what
 * message instead of the confirmation, so the user learns why rather than finding no Delete at all. */
export function NoPermissionToDeleteDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation(SPEECH_NAMESPACE);
  return (
    <Modal
      open
      role="alertdialog"
      size="sm"
      title={t('list.deleteTitle')}
      onClose={onClose}
      footer={
        <Button variant="secondary" onClick={onClose}>
          {t('list.ok')}
        </Button>
      }
    >
      <p>{t('messages.noPermissionToDelete')}</p>
    </Modal>
  );
}
