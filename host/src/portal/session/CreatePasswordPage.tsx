// Core §2/§4/§5: the forced password change. New password + confirmation, checked against the password settings;
// a failure lists what the password must have ('Password must:'); mismatch: 'Passwords do not match'.
import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Navigate, useNavigate } from 'react-router';
import { toApiError, useChangePasswordMutation, useGetPasswordSettingsQuery } from '@switchboard/shared/api';
import { selectUser, signedOut, useAppDispatch, useAppSelector } from '@switchboard/shared/store';
import { Button, ErrorMessage, PasswordField, Skeleton } from '@switchboard/shared/ui';
import {
  MESSAGES,
  createPasswordFormSchema,
  failedPasswordRequirements,
  type CreatePasswordForm,
} from '@switchboard/shared/validation';
import { homePath } from '../navigation';
import { getPendingPasswordChange, setPendingPasswordChange } from './pending-change';
import styles from '../../sign-in/SignInPage.module.css';

export function CreatePasswordPage() {
  const pending = getPendingPasswordChange();
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectUser);

  useEffect(() => {
    // Reloaded (the old password, kept in memory only, is gone): sign in again to choose it.
    if (!pending && user) dispatch(signedOut('expired'));
  }, [pending, user, dispatch]);

  if (!pending) return user ? null : <Navigate to="/" replace />;
  return <CreatePasswordForm userSid={pending.userSid} oldPassword={pending.oldPassword} />;
}

function CreatePasswordForm({ userSid, oldPassword }: { userSid: string; oldPassword: string }) {
  const headingId = useId();
  const navigate = useNavigate();
  const user = useAppSelector(selectUser);
  const settings = useGetPasswordSettingsQuery();
  const [changePassword, { isLoading }] = useChangePasswordMutation();
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors, isSubmitted },
  } = useForm<CreatePasswordForm>({
    resolver: zodResolver(createPasswordFormSchema(settings.data)),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const failed = isSubmitted ? failedPasswordRequirements(watch('password'), settings.data) : [];

  const submit = handleSubmit(async ({ password }) => {
    setServerError(null);
    try {
      await changePassword({ userSid, old_password: oldPassword, new_password: password }).unwrap();
      setPendingPasswordChange(null);
      void navigate(homePath(user), { replace: true });
    } catch (error) {
      setServerError(toApiError(error).msg);
    }
  });

  return (
    <main className={styles.page}>
      <section className={styles.card} aria-labelledby={headingId}>
        <h1 id={headingId} className={styles.title}>
          Create password
        </h1>
        <p className={styles.text}>You must create a new password before you continue.</p>
        {settings.isLoading ? (
          <Skeleton lines={3} label="Loading the password rules" />
        ) : (
          <form className={styles.form} onSubmit={submit} noValidate>
            {/* For password managers: which account the new password belongs to. */}
            <input
              type="text"
              name="username"
              autoComplete="username"
              value={user?.name ?? ''}
              readOnly
              hidden
            />
            <ErrorMessage message={serverError} />
            {failed.length > 0 ? (
              <div role="alert">
                <p className={styles.text}>{MESSAGES.passwordMust}</p>
                <ul className={styles.list}>
                  {failed.map((requirement) => (
                    <li key={requirement.key}>{requirement.message}</li>
                  ))}
                </ul>
              </div>
            ) : null}
            <PasswordField
              label="New password"
              autoComplete="new-password"
              required
              capsLockWarning
              error={errors.password && failed.length === 0 ? errors.password : undefined}
              aria-invalid={failed.length > 0 || undefined}
              {...register('password')}
            />
            <PasswordField
              label="Confirm new password"
              autoComplete="new-password"
              required
              error={errors.confirmPassword}
              {...register('confirmPassword')}
            />
            <Button type="submit" variant="primary" fullWidth busy={isLoading}>
              Save password
            </Button>
          </form>
        )}
      </section>
    </main>
  );
}
