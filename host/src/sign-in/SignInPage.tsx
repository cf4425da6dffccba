// The sign-in screen (docs/product/shell.md#sign-in): username, password, 'Log in', caps-lock warning while typing. Rendered by the lean
// first-load shell (no router, no store) and by the portal's router after sign-out, so it takes its navigation
// and its "signed in" step as props.
import { useId, useLayoutEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { TwoFactorRequired, requestTwoFactorLogin, useRuntimeConfig } from '@switchboard/shared/config';
import { Button, ErrorMessage, PasswordField, TextField } from '@switchboard/shared/ui';
import type { LoginResponse, TwoFactorChallenge } from '@switchboard/shared/types';
import { translateKnown, useTranslation } from '@switchboard/shared/i18n';
import { SHELL_NAMESPACE } from '../i18n/resources';
import { requestLogin, LoginError } from './login';
import { OAuthButtons } from './OAuthButtons';
import type { StaticSubmit } from './static-form';
import styles from './SignInPage.module.css';

export interface SignInPageProps {
  /** Called with the login response and the typed password (the forced password change needs it). */
  onSignedIn: (response: LoginResponse, password: string) => void | Promise<void>;
  /** Renders an in-app link (a router Link in the portal, a plain anchor in the lean shell). */
  renderLink: (to: string, label: string) => ReactNode;
  /** What the user typed into the static form (the page's HTML) before this one took its place. */
  initialValues?: { username: string; password: string };
  /**
   * The static copy rendered into the page's HTML at build time: shown before any JavaScript runs; its button is
   * disabled (a form without its script must not submit the password anywhere).
   */
  prerendered?: boolean;
  /**
   * The static form this page replaces: `read` gives what was typed into it up to the moment this page rendered;
   * `listen` hands over each 'Log in' made on it — those made before this page listened, then any later one —
   * which this page finishes.
   */
  handOver?: {
    read: () => { username: string; password: string };
    listen: (deliver: (submitted: StaticSubmit) => void) => () => void;
  };
}

export function SignInPage({
  onSignedIn,
  renderLink,
  initialValues,
  prerendered = false,
  handOver,
}: SignInPageProps) {
  const { features } = useRuntimeConfig();
  const { t } = useTranslation(SHELL_NAMESPACE);
  const headingId = useId();
  const [username, setUsername] = useState(initialValues?.username ?? '');
  const [password, setPassword] = useState(initialValues?.password ?? '');
  const [missing, setMissing] = useState<{ username?: string; password?: string }>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // The password was right and the user signs in with a second factor (Switchboard's API only).
  const [challenge, setChallenge] = useState<TwoFactorChallenge | null>(null);

  async function signIn(name: string, secret: string, sent?: Promise<Response | null>) {
    const nextMissing = {
      username: name.trim() ? undefined : t('signIn.usernameRequired'),
      password: secret ? undefined : t('signIn.passwordRequired'),
    };
    setMissing(nextMissing);
    if (nextMissing.username || nextMissing.password) return;
    setBusy(true);
    setError(null);
    try {
      const response = await requestLogin(name.trim(), secret, sent);
      await onSignedIn(response, secret);
    } catch (failure) {
      if (failure instanceof TwoFactorRequired) {
        setChallenge(failure.challenge);
        setBusy(false);
        return;
      }
      // The login's messages are the spec's English texts: shown in the user's language.
      setError(failure instanceof LoginError ? translateKnown(failure.message) : t('signIn.failed'));
      setBusy(false);
    }
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void signIn(username, password);
  }

  const handedOver = useRef(false);
  // In the commit that replaces the static form (a layout effect): no key press falls between its 'Log in' and
  // this page's.
  useLayoutEffect(() => {
    if (!handOver) return;
    if (!handedOver.current) {
      handedOver.current = true;
      const typed = handOver.read();
      setUsername(typed.username);
      setPassword(typed.password);
    }
    return handOver.listen((submitted) => {
      setUsername(submitted.username);
      setPassword(submitted.password);
      void signIn(submitted.username, submitted.password, submitted.response);
    });
    // After the first render: the props of that render are the ones handed over.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (challenge) {
    return (
      <TwoFactorStep
        challenge={challenge}
        onSignedIn={(response) => onSignedIn(response, password)}
        onRestart={(message) => {
          setChallenge(null);
          setPassword('');
          setError(message);
        }}
      />
    );
  }

  return (
    <main className={styles.page}>
      <section className={styles.card} aria-labelledby={headingId}>
        <p className={styles.brand} aria-hidden="true">
          Switchboard
        </p>
        <h1 id={headingId} className={styles.title}>
          {t('signIn.title')}
        </h1>
        <form className={styles.form} onSubmit={submit} noValidate>
          <ErrorMessage message={error} />
          <TextField
            label={t('signIn.username')}
            name="username"
            autoComplete="username"
            autoCapitalize="off"
            spellCheck={false}
            required
            value={username}
            onChange={(event) => setUsername(event.target.value)}
            error={missing.username}
          />
          <PasswordField
            label={t('signIn.password')}
            name="password"
            required
            capsLockWarning
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            error={missing.password}
          />
          <Button type="submit" variant="primary" fullWidth busy={busy} disabled={prerendered}>
            {t('signIn.submit')}
          </Button>
        </form>
        {features.hosted ? <OAuthButtons /> : null}
        {features.forgotPassword || features.hosted ? (
          <nav className={styles.links} aria-label={t('signIn.accountHelp')}>
            {features.forgotPassword ? renderLink('/forgot-password', t('signIn.forgotPassword')) : null}
            {features.hosted ? renderLink('/register', t('signIn.register')) : null}
          </nav>
        ) : null}
      </section>
    </main>
  );
}

/** The second step of a sign-in with two-factor: the code from the app, or a recovery code. */
function TwoFactorStep({
  challenge,
  onSignedIn,
  onRestart,
}: {
  challenge: TwoFactorChallenge;
  onSignedIn: (response: LoginResponse) => void | Promise<void>;
  /** Back to the password, with why (null: the user chose to). */
  onRestart: (message: string | null) => void;
}) {
  const { t } = useTranslation(SHELL_NAMESPACE);
  const headingId = useId();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [missing, setMissing] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!code.trim()) {
      setMissing(t('twoFactor.signInCodeHint'));
      return;
    }
    setMissing(undefined);
    setBusy(true);
    setError(null);
    try {
      await onSignedIn(await requestTwoFactorLogin(challenge, code));
    } catch (failure) {
      setBusy(false);
      if (failure instanceof LoginError && failure.status === 401) {
        onRestart(translateKnown(failure.message));
        return;
      }
      setError(failure instanceof LoginError ? translateKnown(failure.message) : t('signIn.failed'));
    }
  }

  return (
    <main className={styles.page}>
      <section className={styles.card} aria-labelledby={headingId}>
        <p className={styles.brand} aria-hidden="true">
          Switchboard
        </p>
        <h1 id={headingId} className={styles.title}>
          {t('twoFactor.title')}
        </h1>
        <form className={styles.form} onSubmit={submit} noValidate>
          <ErrorMessage message={error} />
          <TextField
            label={t('twoFactor.signInCode')}
            name="code"
            autoComplete="one-time-code"
            autoCapitalize="off"
            spellCheck={false}
            required
            hint={t('twoFactor.signInCodeHint')}
            value={code}
            onChange={(event) => setCode(event.target.value)}
            error={missing}
          />
          <Button type="submit" variant="primary" fullWidth busy={busy}>
            {t('twoFactor.verify')}
          </Button>
        </form>
        <nav className={styles.links} aria-label={t('signIn.accountHelp')}>
          <Button variant="link" onClick={() => onRestart(null)}>
            {t('twoFactor.back')}
          </Button>
        </nav>
      </section>
    </main>
  );
}
