// Whether a SIP client is registered now (docs/product/telephony.md#sip-clients): from the account's registered
// users (`RegisteredSipUsers`, which jambonz serves from its registrar): the contact it registered from, its user
// agent where the API keeps it, and when the registration runs out. Asked again every minute.
import type { Client, RegisteredSipUser } from '@switchboard/shared/types';
import { translate, useTranslation, type Translate } from '@switchboard/shared/i18n';
import { TELEPHONY_NAMESPACE } from '../../i18n/resources';
import { cx } from '@switchboard/shared/ui';
import styles from '../../lib/telephony.module.css';
import { span } from '../carrier-health/health.rules';
import { useGetRegisteredSipUsersQuery } from './api';

const REFRESH_MS = 60_000;
/** The telephony texts in the language in use; a component passes its own `t`, which re-renders on a switch. */
const inUse: Translate = (key, values) => translate(TELEPHONY_NAMESPACE, key, values);

/** 'expires in 42 min', 'expires in 1 h 5 min'. */
export function expiresIn(expiryTime: number, now: number, t: Translate = inUse): string {
  const ms = Math.max(0, expiryTime - now);
  if (Math.round(ms / 60_000) < 1) return t('clientRegistration.expiresSoon');
  return t('clientRegistration.expiresIn', { span: span(ms, t) });
}

/** What a registered client's registration says, in one line. */
export function registrationDetails(user: RegisteredSipUser, now: number, t: Translate = inUse): string {
  return [user.contact, user.user_agent, expiresIn(user.expiryTime, now, t)].filter(Boolean).join(' · ');
}

export function ClientRegistration({ client, usernames }: { client: Client; usernames: string }) {
  const { t } = useTranslation(TELEPHONY_NAMESPACE);
  const query = useGetRegisteredSipUsersQuery(
    { accountSid: client.account_sid, usernames },
    { pollingInterval: REFRESH_MS, skipPollingIfUnfocused: true },
  );
  if (query.error) return <span className={styles.muted}>{t('clientRegistration.unknown')}</span>;
  if (!query.data) return <span className={styles.muted}>…</span>;
  const user = query.data.find((u) => u.name === client.username && u.registered_status === 'active');
  if (!user)
    return <span className={cx(styles.chip, styles.chipMuted)}>{t('clientRegistration.notRegistered')}</span>;
  return (
    <span className={styles.healthLine}>
      <span className={cx(styles.chip, styles.chipGood)}>{t('clientRegistration.registered')}</span>{' '}
      <span className={styles.muted}>{registrationDetails(user, Date.now(), t)}</span>
    </span>
  );
}
