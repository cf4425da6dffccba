// Core §2: /reset-password/{id} (only with FEATURE_FORGOT_PASSWORD). The link id is exchanged for a one-off token
// (`POST /signin {link}`), then the new password is set with `POST /change-password` (contract §6.1).
import { useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useNavigate, useParams } from 'react-router';
import { toast } from '@switchboard/shared/bus';
import {
  toApiError,
  useResetPasswordMutation,
  useSigninWithResetLinkMutation,
} from '@switchboard/shared/api';
import { Button, ErrorMessage, PasswordField, Skeleton } from '@switchboard/shared/ui';
import { createPasswordFormSchema, type CreatePasswordForm } from '@switchboard/shared/validation';
import styles from '../../sign-in/SignInPage.module.css';

export const RESET_LINK_INVALID = 'This password reset link is invalid or has expired.';

export function ResetPasswordPage() {
  const headingId = useId();
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const [exchange, exchangeState] = useSigninWithResetLinkMutation();
  const [resetPassword, { isLoading }] = useResetPasswordMutation();
  const [serverError, setServerError] = useState<string | null>(null);
  const started = useRef(false);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<CreatePasswordForm>({
    resolver: zodResolver(createPasswordFormSchema(null)),
    defaultValues: { password: '', confirmPassword: '' },
  });

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void exchange({ link: id });
  }, [exchange, id]);

  const token = exchangeState.data?.jwt;
  const submit = handleSubmit(async ({ password }) => {
    if (!token) return;
    setServerError(null);
    try {
      await resetPassword({ token, link: id, newPassword: password }).unwrap();
      toast('success', 'Your password has been changed. Please log in with your new password.');
      void navigate('/', { replace: true });
    } catch (error) {
      setServerError(toApiError(error).msg);
    }
  });

  let body;
  if (exchangeState.isError) {
    body = (
      <>
        <ErrorMessage message={RESET_LINK_INVALID} />
        <nav className={styles.links} aria-label="Account help">
          <Link to="/forgot-password">Send me a new link</Link>
          <Link to="/">Back to Log in</Link>
        </nav>
      </>
    );
  } else if (!token) {
    body = <Skeleton lines={3} label="Checking the reset link" />;
  } else {
    body = (
      <form className={styles.form} onSubmit={submit} noValidate>
        <ErrorMessage
          message={serverError ?? (exchangeState.error ? toApiError(exchangeState.error).msg : null)}
        />
        <PasswordField
          label="New password"
          autoComplete="new-password"
          required
          error={errors.password}
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
    );
  }

  return (
    <main className={styles.page}>
      <section className={styles.card} aria-labelledby={headingId}>
        <h1 id={headingId} className={styles.title}>
          Reset password
        </h1>
        {body}
      </section>
    </main>
  );
}
