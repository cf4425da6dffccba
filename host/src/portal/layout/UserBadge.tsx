import { Link } from 'react-router';
import { useRuntimeConfig } from '@switchboard/shared/config';
import { selectUserBadge, useAppSelector } from '@switchboard/shared/store';
import { useTranslation } from '@switchboard/shared/i18n';
import { IconUser } from '@switchboard/shared/ui';
import { SHELL_NAMESPACE } from '../../i18n/resources';
import { INTERNAL } from '../navigation';
import styles from './layout.module.css';

/** docs/product/shell.md#user-badge: name and scope, linking to editing oneself (a page of the identity remote). */
export function UserBadge({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation(SHELL_NAMESPACE);
  const badge = useAppSelector(selectUserBadge);
  const { remotes } = useRuntimeConfig();
  if (!badge) return null;
  const scope = t(`scopes.${badge.scope}`);
  const content = (
    <>
      <IconUser className={styles.badgeIcon} />
      <span className={styles.badgeText}>
        <span className={styles.badgeName}>{badge.name}</span>
        <span className={styles.badgeScope}>{scope}</span>
      </span>
    </>
  );
  if (!remotes.identity || !badge.userSid) return <div className={styles.badge}>{content}</div>;
  return (
    <Link
      to={`${INTERNAL}/users/${badge.userSid}/edit`}
      className={styles.badge}
      aria-label={t('layout.editYourUser', { name: badge.name, scope })}
      onClick={onNavigate}
    >
      {content}
    </Link>
  );
}
