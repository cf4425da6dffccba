// Setting up two-factor sign-in (docs/product/identity.md#two-factor-sign-in): the QR code and key for an
// authenticator app, a code to confirm, then the ten recovery codes, shown once. Used on the user's own page and
// on the host's page for users whose service provider requires it.
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { toApiError, useBeginTwoFactorMutation, useConfirmTwoFactorMutation } from '@switchboard/shared/api';
import type { TwoFactorEnrolment } from '@switchboard/shared/types';
import { Alert, Button, ErrorMessage, Skeleton, TextField } from '@switchboard/shared/ui';
import { TWO_FACTOR_MESSAGES, TWO_FACTOR_TEXTS } from '@switchboard/shared/shell-texts';
import styles from './admin.module.css';

export interface TwoFactorSetupProps {
  /** After the recovery codes were shown and the user pressed Done. */
  onDone: () => void;
}

export function TwoFactorSetup({ onDone }: TwoFactorSetupProps) {
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
      .then(setEnrolment, (reason: unknown) => setFailure(toApiError(reason).msg));
  }, [begin]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const typed = code.trim();
    if (!/^\d{6}$/.test(typed.replace(/\s+/g, ''))) {
      setCodeError(typed ? TWO_FACTOR_MESSAGES.codeInvalid : TWO_FACTOR_MESSAGES.codeRequired);
      return;
    }
    setCodeError(undefined);
    try {
      const { recovery_codes } = await confirm({ code: typed }).unwrap();
      setRecovery(recovery_codes);
    } catch (reason) {
      setCodeError(toApiError(reason).msg);
    }
  }

  if (failure) return <ErrorMessage message={failure} />;
  if (recovery) {
    return (
      <div>
        <Alert kind="success">{TWO_FACTOR_TEXTS.enabled}</Alert>
        <h3 id={recoveryId}>{TWO_FACTOR_TEXTS.recoveryTitle}</h3>
        <p>{TWO_FACTOR_TEXTS.recoveryNote}</p>
        <ul aria-labelledby={recoveryId} className={styles.recoveryCodes}>
          {recovery.map((c) => (
            <li key={c}>
              <code>{c}</code>
            </li>
          ))}
        </ul>
        <Button variant="primary" onClick={onDone}>
          {TWO_FACTOR_TEXTS.done}
        </Button>
      </div>
    );
  }
  if (!enrolment) return <Skeleton lines={3} label="Preparing two-factor sign-in" />;
  return (
    <form onSubmit={submit} noValidate aria-label={TWO_FACTOR_TEXTS.turnOn}>
      <p>{TWO_FACTOR_TEXTS.scan}</p>
      <img src={enrolment.qr_code} alt={TWO_FACTOR_TEXTS.qrAlt} width={192} height={192} />
      <p>
        {TWO_FACTOR_TEXTS.key}:{' '}
        <code className={styles.secretKey} aria-label="Secret key">
          {enrolment.secret}
        </code>
      </p>
      <TextField
        label={TWO_FACTOR_TEXTS.code}
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        required
        value={code}
        onChange={(event) => setCode(event.target.value)}
        error={codeError}
      />
      <Button type="submit" variant="primary" busy={confirming.isLoading}>
        {TWO_FACTOR_TEXTS.confirm}
      </Button>
    </form>
  );
}
