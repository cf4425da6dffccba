// New password + confirmation, checked against the password settings (docs/product/identity.md#password-policy): on a failed submit it lists what
// the password must have ('Password must:', following the typing from then on); a mismatch says 'Passwords do
// not match'. Used by the forced change (create-password).
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toApiError } from '@switchboard/shared/api';
import type { PasswordSettings } from '@switchboard/shared/types';
import { translateKnown, useTranslation } from '@switchboard/shared/i18n';
import { Button, ErrorMessage, PasswordField } from '@switchboard/shared/ui';
import {
  MESSAGES,
  createPasswordFormSchema,
  failedPasswordRequirements,
  type CreatePasswordForm,
} from '@switchboard/shared/validation';
import { PORTAL_NAMESPACE } from '../i18n/resources';
import styles from '../../sign-in/SignInPage.module.css';

export interface NewPasswordFormProps {
  /** The password rules (null: the defaults). */
  settings: PasswordSettings | null | undefined;
  /** Saves the password; a rejection's message is shown above the fields. */
  onSave: (password: string) => Promise<void>;
  /** For password managers: the account the password belongs to. */
  username?: string | null;
}

export function NewPasswordForm({ settings, onSave, username }: NewPasswordFormProps) {
  const [serverError, setServerError] = useState<string | null>(null);
  const { t } = useTranslation(PORTAL_NAMESPACE);
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors, isSubmitted, isSubmitting },
  } = useForm<CreatePasswordForm>({
    resolver: zodResolver(createPasswordFormSchema(settings)),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const failed = isSubmitted ? failedPasswordRequirements(watch('password'), settings) : [];

  const submit = handleSubmit(async ({ password }) => {
    setServerError(null);
    try {
      await onSave(password);
    } catch (error) {
      setServerError(toApiError(error).msg);
    }
  });

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      {username ? (
        <input type="text" name="username" autoComplete="username" value={username} readOnly hidden />
      ) : null}
      <ErrorMessage message={serverError && translateKnown(serverError)} />
      {failed.length > 0 ? (
        <div role="alert">
          <p className={styles.text}>{translateKnown(MESSAGES.passwordMust)}</p>
          <ul className={styles.list}>
            {failed.map((requirement) => (
              <li key={requirement.key}>{translateKnown(requirement.message)}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <PasswordField
        label={t('session.newPassword')}
        autoComplete="new-password"
        required
        capsLockWarning
        // The list above says what is wrong; the field only repeats the generic 'Invalid password.' otherwise.
        error={errors.password && failed.length === 0 ? errors.password : undefined}
        aria-invalid={failed.length > 0 || undefined}
        {...register('password')}
      />
      <PasswordField
        label={t('session.confirmNewPassword')}
        autoComplete="new-password"
        required
        error={errors.confirmPassword}
        {...register('confirmPassword')}
      />
      <Button type="submit" variant="primary" fullWidth busy={isSubmitting}>
        {t('session.savePassword')}
      </Button>
    </form>
  );
}
