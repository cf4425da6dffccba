// docs/product/shell.md#reset-password: /reset-password/{id} (only with FEATURE_FORGOT_PASSWORD). The link id is exchanged for a one-off token
// (`POST /signin {link}`), then the new password is set with `POST /change-password` (docs/api/contract.md#session). The form is
// the form of docs/product/shell.md#reset-password: New password, Confirm new password, Save, with its rules and messages (ResetPasswordForm).
import { useEffect, useId, useRef } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { toast } from '@switchboard/shared/bus';
import { useResetPasswordMutation, useSigninWithResetLinkMutation } from '@switchboard/shared/api';
import { useTranslation } from '@switchboard/shared/i18n';
import { ErrorMessage, Skeleton } from '@switchboard/shared/ui';
import { REGISTRATION_MESSAGES } from '@switchboard/shared/validation';
import { PORTAL_NAMESPACE } from '../i18n/resources';
import { ResetPasswordForm } from './ResetPasswordForm';
import styles from '../../sign-in/SignInPage.module.css';

export function ResetPasswordPage() {
  const headingId = useId();
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const [exchange, exchanged] = useSigninWithResetLinkMutation();
  const [resetPassword] = useResetPasswordMutation();
  const started = useRef(false);
  const { t } = useTranslation(PORTAL_NAMESPACE);

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
        <ErrorMessage message={t('session.resetLinkInvalid')} />
        <nav className={styles.links} aria-label={t('session.accountHelp')}>
          <Link to="/forgot-password">{t('session.sendNewLink')}</Link>
          <Link to="/">{t('session.backToLogIn')}</Link>
        </nav>
      </>
    );
  } else if (!token) {
    body = <Skeleton lines={3} label={t('session.checkingLink')} />;
  } else {
    body = <ResetPasswordForm onSave={save} username={exchanged.data?.email} />;
  }

  return (
    <main className={styles.page}>
      <section className={styles.card} aria-labelledby={headingId}>
        <h1 id={headingId} className={styles.title}>
          {t('session.resetTitle')}
        </h1>
        {body}
      </section>
    </main>
  );
}
