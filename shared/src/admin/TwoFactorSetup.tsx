// Setting up two-factor sign-in (docs/product/identity.md#two-factor-sign-in): the QR code and key for an
// authenticator app, a code to confirm, then the ten recovery codes, shown once. Used on the user's own page and
// on the host's page for users whose service provider requires it. Its texts are a namespace of their own, German
// fetched only when German is in use and the form is shown.
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { toApiError, useBeginTwoFactorMutation, useConfirmTwoFactorMutation } from '@switchboard/shared/api';
import type { TwoFactorEnrolment } from '@switchboard/shared/types';
import { Alert, Button, ErrorMessage, Skeleton, TextField } from '@switchboard/shared/ui';
import { areaTranslations, translateKnown, useTranslation } from '@switchboard/shared/i18n';
import { TWO_FACTOR_SETUP_TEXTS } from '@switchboard/shared/shell-texts';
import styles from './admin.module.css';

export const TWO_FACTOR_SETUP_NAMESPACE = 'two-factor-setup';

/** Resolves once the form's texts are there in the language in use. */
export const twoFactorSetupTranslations: Promise<void> = areaTranslations(
  TWO_FACTOR_SETUP_NAMESPACE,
  TWO_FACTOR_SETUP_TEXTS,
  { de: () => import(/* webpackChunkName: "two-factor-setup-de" */ './locales/two-factor-setup.de') },
);

export interface TwoFactorSetupProps {
  /** After the recovery codes were shown and the user pressed Done. */
  onDone: () => void;
}

export function TwoFactorSetup({ onDone }: TwoFactorSetupProps) {
  const { t } = useTranslation(TWO_FACTOR_SETUP_NAMESPACE);
  const [begin] = useBeginTwoFactorMutation();
  const [confirm, confirming] = useConfirmTwoFactorMutation();
  const [enrolment, setEnrolment] = useState<TwoFactorEnrolment | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | undefined>();
  const [recovery, setRecovery] = useState<string[] | null>(null);
  const started = useRef(false);
  const recoveryId = useId();

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    begin()
      .unwrap()
      .then(setEnrolment, (reason: unknown) => setFailure(translateKnown(toApiError(reason).msg)));
  }, [begin]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const typed = code.trim();
    if (!/^\d{6}$/.test(typed.replace(/\s+/g, ''))) {
      setCodeError(t(typed ? 'codeInvalid' : 'codeRequired'));
      return;
    }
    setCodeError(undefined);
    try {
      const { recovery_codes } = await confirm({ code: typed }).unwrap();
      setRecovery(recovery_codes);
    } catch (reason) {
      setCodeError(translateKnown(toApiError(reason).msg));
    }
  }

  if (failure) return <ErrorMessage message={failure} />;
  if (recovery) {
    return (
      <div>
        <Alert kind="success">{t('enabled')}</Alert>
        <h3 id={recoveryId}>{t('recoveryTitle')}</h3>
        <p>{t('recoveryNote')}</p>
        <ul aria-labelledby={recoveryId} className={styles.recoveryCodes}>
          {recovery.map((c) => (
            <li key={c}>
              <code>{c}</code>
            </li>
          ))}
        </ul>
        <Button variant="primary" onClick={onDone}>
          {t('done')}
        </Button>
      </div>
    );
  }
  if (!enrolment) return <Skeleton lines={3} label={t('preparing')} />;
  return (
    <form onSubmit={submit} noValidate aria-label={t('form')}>
      <p>{t('scan')}</p>
      <img src={enrolment.qr_code} alt={t('qrAlt')} width={192} height={192} />
      <p>
        {t('key')}:{' '}
        <code className={styles.secretKey} aria-label={t('secretKey')}>
          {enrolment.secret}
        </code>
      </p>
      <TextField
        label={t('code')}
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        required
        value={code}
        onChange={(event) => setCode(event.target.value)}
        error={codeError}
      />
      <Button type="submit" variant="primary" busy={confirming.isLoading}>
        {t('confirm')}
      </Button>
    </form>
  );
}
