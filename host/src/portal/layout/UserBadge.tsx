import { Link } from 'react-router';
import { useRuntimeConfig } from '@switchboard/shared/config';
import { selectUserBadge, useAppSelector } from '@switchboard/shared/store';
import type { Scope } from '@switchboard/shared/types';
import { IconUser } from '@switchboard/shared/ui';
import { INTERNAL } from '../navigation';
import styles from './layout.module.css';

export const SCOPE_LABELS: Record<Scope, string> = {
  admin: 'Admin',
  service_provider: 'Service provider',
  account: 'Account',
};

/** docs/product/shell.md#user-badge: name and scope, linking to editing oneself (a page of the identity remote). */
export function UserBadge({ onNavigate }: { onNavigate?: () => void }) {
  const badge = useAppSelector(selectUserBadge);
  const { remotes } = useRuntimeConfig();
  if (!badge) return null;
  const content = (
    <>
      <IconUser className={styles.badgeIcon} />
      <span className={styles.badgeText}>
        <span className={styles.badgeName}>{badge.name}</span>
        <span className={styles.badgeScope}>{SCOPE_LABELS[badge.scope]}</span>
      </span>
    </>
  );
  if (!remotes.identity || !badge.userSid) return <div className={styles.badge}>{content}</div>;
  return (
    <Link
      to={`${INTERNAL}/users/${badge.userSid}/edit`}
      className={styles.badge}
      aria-label={`${badge.name}, ${SCOPE_LABELS[badge.scope]}: edit your user`}
      onClick={onNavigate}
    >
      {content}
    </Link>
  );
}
