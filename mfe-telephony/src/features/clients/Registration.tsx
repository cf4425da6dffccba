// Whether a SIP client is registered now (docs/product/telephony.md#sip-clients): from the account's registered
// users (`RegisteredSipUsers`, which jambonz serves from its registrar): the contact it registered from, its user
// agent where the API keeps it, and when the registration runs out. Asked again every minute.
import type { Client, RegisteredSipUser } from '@switchboard/shared/types';
import { CLIENT_REGISTRATION_MESSAGES as R } from '@switchboard/shared/constants';
import { cx } from '@switchboard/shared/ui';
import styles from '../../lib/telephony.module.css';
import { useGetRegisteredSipUsersQuery } from './api';

const REFRESH_MS = 60_000;

/** 'expires in 42 min', 'expires in 1 h 5 min'. */
export function expiresIn(expiryTime: number, now: number): string {
  const minutes = Math.max(0, Math.round((expiryTime - now) / 60_000));
  if (minutes < 1) return R.expiresSoon;
  const h = Math.floor(minutes / 60);
  return R.expiresIn(h ? (minutes % 60 ? `${h} h ${minutes % 60} min` : `${h} h`) : `${minutes} min`);
}

/** What a registered client's registration says, in one line. */
export function registrationDetails(user: RegisteredSipUser, now: number): string {
  return [user.contact, user.user_agent, expiresIn(user.expiryTime, now)].filter(Boolean).join(' · ');
}

export function ClientRegistration({ client, usernames }: { client: Client; usernames: string }) {
  const query = useGetRegisteredSipUsersQuery(
    { accountSid: client.account_sid, usernames },
    { pollingInterval: REFRESH_MS, skipPollingIfUnfocused: true },
  );
  if (query.error) return <span className={styles.muted}>{R.unknown}</span>;
  if (!query.data) return <span className={styles.muted}>…</span>;
  const user = query.data.find((u) => u.name === client.username && u.registered_status === 'active');
  if (!user) return <span className={cx(styles.chip, styles.chipMuted)}>{R.notRegistered}</span>;
  return (
    <span className={styles.healthLine}>
      <span className={cx(styles.chip, styles.chipGood)}>{R.registered}</span>{' '}
      <span className={styles.muted}>{registrationDetails(user, Date.now())}</span>
    </span>
  );
}
