// The reset-password form (docs/product/shell.md#reset-password): New password, Confirm new password, Save. Its checks and texts are the
// shared `resetPasswordError` (confirmation first, then under 6 characters — with the spec's "7" message —, then a
// letter); the server's message shows when it refuses.
import { useState, type FormEvent } from 'react';
import { toApiError } from '@switchboard/shared/api';
import { translateKnown, useTranslation } from '@switchboard/shared/i18n';
import { Button, ErrorMessage, PasswordField } from '@switchboard/shared/ui';
import { resetPasswordError } from '@switchboard/shared/validation';
import { PORTAL_NAMESPACE } from '../i18n/resources';
import styles from '../../sign-in/SignInPage.module.css';

export function ResetPasswordForm({
  onSave,
  username,
}: {
  onSave: (password: string) => Promise<void>;
  username?: string | null;
}) {
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { t } = useTranslation(PORTAL_NAMESPACE);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = resetPasswordError(password, confirmation);
    setMessage(problem);
    if (problem) return;
    setBusy(true);
    try {
      await onSave(password);
    } catch (error) {
      setMessage(toApiError(error).msg);
      setBusy(false);
    }
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      {username ? (
        <input type="text" name="username" autoComplete="username" value={username} readOnly hidden />
      ) : null}
      <PasswordField
        label={t('session.newPassword')}
        autoComplete="new-password"
        required
        capsLockWarning
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      <PasswordField
        label={t('session.confirmNewPassword')}
        autoComplete="new-password"
        required
        value={confirmation}
        onChange={(event) => setConfirmation(event.target.value)}
      />
      <ErrorMessage message={message && translateKnown(message)} />
      <Button type="submit" variant="primary" fullWidth busy={busy}>
        {t('session.save')}
      </Button>
    </form>
  );
}
