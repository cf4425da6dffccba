// Two-factor sign-in on the user's pages (docs/product/identity.md#two-factor-sign-in), only where the API announces
// `two-factor` (a jambonz API has none): on one's own page, its state, the set-up and turning it off; on another
// user's page, for admins and service-provider users, the reset of their second factor.
import { useState, type FormEvent } from 'react';
import {
  toApiError,
  useApiCapabilities,
  useDisableTwoFactorMutation,
  useGetOwnTwoFactorQuery,
  useResetUserTwoFactorMutation,
} from '@switchboard/shared/api';
import { toast } from '@switchboard/shared/bus';
import { useTranslation } from '@switchboard/shared/i18n';
import { TwoFactorSetup, useSessionInfo } from '@switchboard/shared/admin';
import { Button, Section, Skeleton, TextField } from '@switchboard/shared/ui';
import { IDENTITY_NAMESPACE } from '../../i18n/resources';

/** One's own two-factor sign-in. */
export function OwnTwoFactor() {
  const { has } = useApiCapabilities();
  if (!has('two-factor')) return null;
  return <OwnTwoFactorSection />;
}

function OwnTwoFactorSection() {
  const { t } = useTranslation(IDENTITY_NAMESPACE);
  const status = useGetOwnTwoFactorQuery();
  const [settingUp, setSettingUp] = useState(false);
  const [turningOff, setTurningOff] = useState(false);
  let body;
  if (!status.data) body = <Skeleton lines={2} label={t('twoFactor.loading')} />;
  else if (settingUp)
    body = (
      <TwoFactorSetup
        onDone={() => {
          setSettingUp(false);
          void status.refetch();
        }}
      />
    );
  else if (!status.data.enabled)
    body = (
      <>
        <p>{t('twoFactor.off')}</p>
        <Button variant="secondary" onClick={() => setSettingUp(true)}>
          {t('twoFactor.turnOn')}
        </Button>
      </>
    );
  else
    body = (
      <>
        <p>
          {t(status.data.required ? 'twoFactor.onRequired' : 'twoFactor.on', {
            count: status.data.recovery_codes_left,
          })}
        </p>
        {status.data.required ? null : turningOff ? (
          <TurnOff onDone={() => setTurningOff(false)} />
        ) : (
          <Button variant="secondary" onClick={() => setTurningOff(true)}>
            {t('twoFactor.turnOff')}
          </Button>
        )}
      </>
    );
  return <Section title={t('twoFactor.title')}>{body}</Section>;
}

/** Turning it off takes a current code (or a recovery code). */
function TurnOff({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation(IDENTITY_NAMESPACE);
  const [disable, disabling] = useDisableTwoFactorMutation();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!code.trim()) {
      setError(t('messages.twoFactor.codeRequired'));
      return;
    }
    try {
      await disable({ code: code.trim() }).unwrap();
      toast('success', t('twoFactor.turnedOff'));
      onDone();
    } catch (reason) {
      setError(toApiError(reason).msg);
    }
  }
  return (
    <form onSubmit={submit} noValidate aria-label={t('twoFactor.turnOff')}>
      <TextField
        label={t('twoFactor.signInCode')}
        hint={t('twoFactor.signInCodeHint')}
        autoComplete="one-time-code"
        required
        value={code}
        onChange={(event) => setCode(event.target.value)}
        error={error}
      />
      <Button type="submit" variant="danger" busy={disabling.isLoading}>
        {t('twoFactor.turnOff')}
      </Button>
    </form>
  );
}

/** Another user's second factor, reset by an admin or a service provider's user (not account users). */
export function ResetTwoFactor({ userSid, name }: { userSid: string; name: string }) {
  const { t } = useTranslation(IDENTITY_NAMESPACE);
  const { has } = useApiCapabilities();
  const session = useSessionInfo();
  const [reset, resetting] = useResetUserTwoFactorMutation();
  if (!has('two-factor') || !session.isServiceProviderOrAdmin || session.isViewOnly) return null;
  return (
    <Section title={t('twoFactor.title')} description={t('twoFactor.resetHint')}>
      <Button
        variant="secondary"
        busy={resetting.isLoading}
        onClick={async () => {
          try {
            await reset(userSid).unwrap();
            toast('success', t('twoFactor.resetDone', { name }));
          } catch (reason) {
            toast('error', toApiError(reason).msg);
          }
        }}
      >
        {t('twoFactor.reset')}
      </Button>
    </Section>
  );
}
