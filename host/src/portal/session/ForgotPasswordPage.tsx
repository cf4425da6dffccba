// docs/product/shell.md#forgot-password: the forgot-password screen (only with FEATURE_FORGOT_PASSWORD): an email and
// 'Send me a reset password link'.
import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { toApiError, useForgotPasswordMutation } from '@switchboard/shared/api';
import { Alert, Button, ErrorMessage, TextField } from '@switchboard/shared/ui';
import { MESSAGES } from '@switchboard/shared/constants';
import { translateKnown, useTranslation } from '@switchboard/shared/i18n';
import { PORTAL_NAMESPACE } from '../i18n/resources';
import { HOST_MESSAGES } from '../../messages';
import styles from '../../sign-in/SignInPage.module.css';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function ForgotPasswordPage() {
  const headingId = useId();
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [serverError, setServerError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const [forgotPassword, { isLoading }] = useForgotPasswordMutation();
  const { t } = useTranslation(PORTAL_NAMESPACE);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const value = email.trim();
    const problem = !value ? MESSAGES.emailRequired : EMAIL.test(value) ? undefined : MESSAGES.invalidEmail;
    setFieldError(problem);
    if (problem) return;
    setServerError(null);
    try {
      await forgotPassword({ email: value }).unwrap();
      setSent(true);
    } catch (error) {
      // A jambonz API answers 400 'failed to reset your password' for an address no active user has: the page
      // says what it says for any address, so it does not tell which ones exist. Only a failure to reach or
      // run the server is an error here.
      const { status, msg } = toApiError(error);
      if (typeof status === 'number' && status >= 400 && status < 500) setSent(true);
      else setServerError(msg);
    }
  }

  return (
    <main className={styles.page}>
      <section className={styles.card} aria-labelledby={headingId}>
        <h1 id={headingId} className={styles.title}>
          {t('session.forgotTitle')}
        </h1>
        {sent ? (
          <Alert kind="success">{translateKnown(HOST_MESSAGES.forgotPasswordSent)}</Alert>
        ) : (
          <form className={styles.form} onSubmit={submit} noValidate>
            <ErrorMessage message={serverError && translateKnown(serverError)} />
            <TextField
              label={t('session.email')}
              type="email"
              autoComplete="email"
              required
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              error={fieldError && translateKnown(fieldError)}
            />
            <Button type="submit" variant="primary" fullWidth busy={isLoading}>
              {t('session.sendLink')}
            </Button>
          </form>
        )}
        <nav className={styles.links} aria-label={t('session.accountHelp')}>
          <Link to="/">{t('session.backToLogIn')}</Link>
        </nav>
      </section>
    </main>
  );
}
