import { NavLink } from 'react-router';
import { useRuntimeConfig } from '@switchboard/shared/config';
import { selectUser, useAccountContext, useAppSelector, ACCOUNT_PARAM } from '@switchboard/shared/store';
import type { ServiceProvider } from '@switchboard/shared/types';
import { INTERNAL, visibleMenu, type MenuItem } from '../navigation';
import { useRemoteRegistry } from '../remotes/context';
import styles from './layout.module.css';

/** Core §2 menu, gated by scope, feature switches and configured remotes; hovering or focusing an item preloads its remote. */
export function Menu({
  serviceProvider,
  onNavigate,
}: {
  serviceProvider: ServiceProvider | null;
  onNavigate?: () => void;
}) {
  const config = useRuntimeConfig();
  const user = useAppSelector(selectUser);
  const registry = useRemoteRegistry();
  const { accountSid, fixed } = useAccountContext();
  if (!user) return null;
  const ctx = { user, config, serviceProvider };
  const items = visibleMenu(ctx);
  // The selected account travels with every link (core: a reload or a shared link keeps it).
  const query = accountSid && !fixed ? `?${ACCOUNT_PARAM}=${encodeURIComponent(accountSid)}` : '';

  const link = (item: MenuItem) => (
    <li key={item.id}>
      <NavLink
        to={`${INTERNAL}/${item.to(ctx)}${query}`}
        className={({ isActive }) =>
          isActive ? `${styles.navLink} ${styles.navLinkActive}` : styles.navLink
        }
        onMouseEnter={() => void registry.ensure(item.remote)}
        onFocus={() => void registry.ensure(item.remote)}
        onClick={onNavigate}
      >
        {item.label}
      </NavLink>
    </li>
  );

  const main = items.filter((item) => item.section !== 'byo');
  const byo = items.filter((item) => item.section === 'byo');
  return (
    <nav aria-label="Main" className={styles.nav}>
      <ul className={styles.navList}>{main.map(link)}</ul>
      {byo.length > 0 ? (
        <>
          <h2 className={styles.navHeading} id="byo-services">
            BYO Services
          </h2>
          <ul className={styles.navList} aria-labelledby="byo-services">
            {byo.map(link)}
          </ul>
        </>
      ) : null}
    </nav>
  );
}
