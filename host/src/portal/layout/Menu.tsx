import { createContext, memo, useContext, useId, useSyncExternalStore } from 'react';
import { NavLink } from 'react-router';
import { useRuntimeConfig } from '@switchboard/shared/config';
import { selectUser, useAccountContext, useAppSelector, ACCOUNT_PARAM } from '@switchboard/shared/store';
import type { ServiceProvider } from '@switchboard/shared/types';
import { translateKnown, useTranslation } from '@switchboard/shared/i18n';
import { IconAlert, Skeleton, VisuallyHidden } from '@switchboard/shared/ui';
import { SHELL_NAMESPACE } from '../../i18n/resources';
import { PORTAL_NAMESPACE } from '../i18n/resources';
import { INTERNAL, visibleMenu, type MenuEntry } from '../navigation';
import { useRegistrySnapshot } from '../remotes/context';
import type { RemoteRegistry } from '../remotes/types';
import type { BadgeStore, MenuBadge } from './badges';
import { MENU_ITEM_UNAVAILABLE, MENU_ITEMS_MISSING } from './menu-texts';
import styles from './layout.module.css';

export { MENU_ITEM_UNAVAILABLE, MENU_ITEMS_MISSING };

export const BadgeStoreContext = createContext<BadgeStore | null>(null);

const NO_BADGES: ReadonlyMap<string, MenuBadge> = new Map();
const noSubscription = () => () => undefined;

function useBadges(): ReadonlyMap<string, MenuBadge> {
  const store = useContext(BadgeStoreContext);
  return useSyncExternalStore(store?.subscribe ?? noSubscription, store?.snapshot ?? (() => NO_BADGES));
}

/**
 * One item of the menu. Given only what it shows, it is rendered again only when that changes (or the location,
 * which its link follows itself), not each time the menu is: a service provider arriving re-renders the menu.
 */
const MenuLink = memo(function MenuLink({
  to,
  label,
  remote,
  registry,
  describedBy,
  badge,
  onNavigate,
}: {
  to: string;
  label: string;
  remote: string;
  registry: RemoteRegistry;
  describedBy: string | undefined;
  badge: MenuBadge | undefined;
  onNavigate?: () => void;
}) {
  return (
    <li>
      <NavLink
        to={to}
        className={({ isActive }) =>
          isActive ? `${styles.navLink} ${styles.navLinkActive}` : styles.navLink
        }
        aria-describedby={describedBy}
        onMouseEnter={() => void registry.ensure(remote)}
        onFocus={() => void registry.ensure(remote)}
        onClick={onNavigate}
      >
        {label}
        {describedBy ? <IconAlert className={styles.navUnavailable} /> : null}
        {badge ? (
          <span className={styles.navBadge}>
            <span aria-hidden="true">{badge.count}</span>
            <VisuallyHidden>{`(${badge.label ?? ''})`}</VisuallyHidden>
          </span>
        ) : null}
      </NavLink>
    </li>
  );
});

/**
 * The menu of docs/product/shell.md#menu, from the items the configured remotes declare (gated by scope, feature switches and the service
 * provider as each declaration says); hovering or focusing an item preloads its remote. The declarations come with
 * config.json (the release registry), so the menu is whole before any remote answers; an item whose remote could
 * not be loaded stays, marked (docs/product/shell.md#when-an-area-cannot-be-loaded).
 */
export const Menu = memo(function Menu({
  serviceProvider,
  onNavigate,
}: {
  serviceProvider: ServiceProvider | null;
  onNavigate?: () => void;
}) {
  // Re-renders on a language change; the areas' labels are English in their declarations, shown translated.
  const { t } = useTranslation(SHELL_NAMESPACE);
  const portal = useTranslation(PORTAL_NAMESPACE).t;
  const config = useRuntimeConfig();
  const user = useAppSelector(selectUser);
  const registry = useRegistrySnapshot();
  const { accountSid, fixed } = useAccountContext();
  const badges = useBadges();
  const unavailableId = useId();
  if (!user) return null;
  const ctx = { user, config, serviceProvider };
  const items = visibleMenu(registry.declarations(), ctx);
  // The selected account travels with every link (core: a reload or a shared link keeps it).
  const query = accountSid && !fixed ? `?${ACCOUNT_PARAM}=${encodeURIComponent(accountSid)}` : '';

  const anyUnavailable = items.some((item) => registry.unavailable(item.remote));
  const link = (item: MenuEntry) => {
    const unavailable = registry.unavailable(item.remote) !== null;
    return (
      <MenuLink
        key={item.id}
        to={`${INTERNAL}/${item.to}${query}`}
        label={translateKnown(item.label)}
        remote={item.remote}
        registry={registry}
        describedBy={unavailable ? unavailableId : undefined}
        badge={badges.get(item.id)}
        onNavigate={onNavigate}
      />
    );
  };

  const main = items.filter((item) => item.section !== 'byo');
  const byo = items.filter((item) => item.section === 'byo');
  const waiting = items.length === 0 && !registry.declarationsSettled();
  const missing = registry.failedDeclarations().length > 0;
  return (
    <nav aria-label={t('layout.mainNavigation')} className={styles.nav} aria-busy={waiting || undefined}>
      {waiting ? <Skeleton lines={4} label={t('layout.loadingMenu')} /> : null}
      {missing ? <p className={styles.navNote}>{t('messages.menuItemsMissing')}</p> : null}
      {anyUnavailable ? (
        <VisuallyHidden id={unavailableId}>{t('messages.menuItemUnavailable')}</VisuallyHidden>
      ) : null}
      <ul className={styles.navList}>{main.map(link)}</ul>
      {byo.length > 0 ? (
        <>
          <h2 className={styles.navHeading} id="byo-services">
            {portal('frame.byoServices')}
          </h2>
          <ul className={styles.navList} aria-labelledby="byo-services">
            {byo.map(link)}
          </ul>
        </>
      ) : null}
    </nav>
  );
});
