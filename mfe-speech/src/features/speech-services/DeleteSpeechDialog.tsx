// Deleting a credential: the dialog first asks which applications still use it (their vendor and label point at
// it) and lists them, so the admin knows what loses its speech service; deleting stays possible.
import { ConfirmDelete, Alert, Button, Modal, Spinner } from '@switchboard/shared/ui';
import { FRESH, remainingLine } from '@switchboard/shared/admin';
import { toApiError } from '@switchboard/shared/api';
import { toast } from '@switchboard/shared/bus';
import type { SpeechCredential } from '@switchboard/shared/types';
import { SPEECH_MESSAGES } from '@switchboard/shared/validation';
import { useDeleteSpeechCredentialMutation, useGetSpeechCredentialsQuery, type SpeechScope } from './api';
import { credentialName } from './scope';
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
  const usage = summary.data?.find((s) => s.speech_credential_sid === credential.speech_credential_sid);
  const name = credentialName(credential);
  const line = usage
    ? remainingLine(
        ['application', 'applications'],
        usage.applications.map((a) => a.name),
        usage.application_count,
      )
    : null;
  return (
    <ConfirmDelete
      open
      what="speech service"
      name={name}
      onCancel={onCancel}
      confirmDisabled={summary.isFetching}
      onConfirm={async () => {
        await remove({
          sp: credential.service_provider_sid ?? scope.sp ?? '',
          sid: credential.speech_credential_sid,
        }).unwrap();
        toast('success', `Deleted speech service ${name}`);
        onDeleted();
      }}
    >
      {summary.isFetching ? <Spinner label="Checking which applications use it" /> : null}
      {summary.error ? (
        <Alert kind="warning" title="Could not check which applications use it">
          <p>{toApiError(summary.error).msg}</p>
        </Alert>
      ) : null}
      {!summary.isFetching && line ? (
        <Alert kind="warning" title="Applications use this speech service">
          <p>{line}</p>
          <p>They lose this speech service when it is deleted.</p>
        </Alert>
      ) : null}
    </ConfirmDelete>
  );
}

/** Delete pressed on a credential the user may not change (a service provider's, for an account user): the texts of docs/product/speech.md#who-may-do-what
 * message instead of the confirmation, so the user learns why rather than finding no Delete at all. */
export function NoPermissionToDeleteDialog({ onClose }: { onClose: () => void }) {
  return (
    <Modal
      open
      role="alertdialog"
      size="sm"
      title="Delete speech service"
      onClose={onClose}
      footer={
        <Button variant="secondary" onClick={onClose}>
          OK
        </Button>
      }
    >
      <p>{SPEECH_MESSAGES.noPermissionToDelete}</p>
    </Modal>
  );
}
