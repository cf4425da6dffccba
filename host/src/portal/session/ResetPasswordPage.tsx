// docs/product/shell.md#reset-password: /reset-password/{id} (only with FEATURE_FORGOT_PASSWORD). The link id is exchanged for a one-off token
// (`POST /signin {link}`), then the new password is set with `POST /change-password` (docs/api/contract.md#session). The form is
// the form of docs/product/shell.md#reset-password: New password, Confirm new password, Save, with its rules and messages (ResetPasswordForm).
import { useEffect, useId, useRef } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { toast } from '@switchboard/shared/bus';
import { useResetPasswordMutation, useSigninWithResetLinkMutation } from '@switchboard/shared/api';
import { ErrorMessage, Skeleton } from '@switchboard/shared/ui';
import { REGISTRATION_MESSAGES } from '@switchboard/shared/validation';
import { ResetPasswordForm } from './ResetPasswordForm';
import styles from '../../sign-in/SignInPage.module.css';

export const RESET_LINK_INVALID = 'This password reset link is invalid or has expired.';

export function ResetPasswordPage() {
  const headingId = useId();
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const [exchange, exchanged] = useSigninWithResetLinkMutation();
  const [resetPassword] = useResetPasswordMutation();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void exchange({ link: id });
  }, [exchange, id]);

  const token = exchanged.data?.jwt;
  const save = async (password: string) => {
    if (!token) return;
    await resetPassword({ token, link: id, newPassword: password }).unwrap();
    toast('success', REGISTRATION_MESSAGES.resetDone);
    void navigate('/', { replace: true });
  };

  let body;
  if (exchanged.isError) {
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
    body = <ResetPasswordForm onSave={save} username={exchanged.data?.email} />;
  }

  return (
    <main className={styles.page}>
      <section className={styles.card} aria-labelledby={headingId}>
        <h1 id={headingId} className={styles.title}>
          Reset Password
        </h1>
        {body}
      </section>
    </main>
  );
}
