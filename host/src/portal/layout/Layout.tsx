// The internal layout (docs/product/shell.md#layout): side navigation with the service-provider selector, the search box, the menu and the user menu
// (badge, theme, About, Sign out); a Menu button opens it on small screens. Pages render in <main>, under the
// banner of a per-browser override if there is one.
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useTranslation } from '@switchboard/shared/i18n';
import { Button, IconMenu, IconClose } from '@switchboard/shared/ui';
import { SHELL_NAMESPACE } from '../../i18n/resources';
import { OverrideBanner } from '../about/OverrideBanner';
import { AccountContextSync } from './AccountContextSync';
import { GlobalSearch } from './GlobalSearch';
import { Menu } from './Menu';
import { ServiceProviderPicker } from './ServiceProviderPicker';
import { UserMenu } from './UserMenu';
import { useCurrentServiceProvider } from './service-provider';
import styles from './layout.module.css';

export function Layout() {
  const { t } = useTranslation(SHELL_NAMESPACE);
  const sidebarId = useId();
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname } = useLocation();
  // The current provider only (not the list's loading states): the sidebar's parts re-render when theirs change.
  const current = useCurrentServiceProvider();
  const close = useCallback(() => setMenuOpen(false), []);
  const searchRef = useRef<HTMLInputElement>(null);

  useEffect(() => setMenuOpen(false), [pathname]);

  // Ctrl+K / ⌘K: to the search box from anywhere (opening the menu first on a small screen).
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey || event.key.toLowerCase() !== 'k') return;
      event.preventDefault();
      setMenuOpen(true);
      requestAnimationFrame(() => searchRef.current?.focus());
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    <div className={styles.shell}>
      <AccountContextSync />
      <a className={styles.skipLink} href="#main-content">
        {t('layout.skipToContent')}
      </a>
      <header className={styles.mobileBar}>
        <span className={styles.brand}>Switchboard</span>
        <Button
          variant="secondary"
          size="sm"
          icon={menuOpen ? <IconClose /> : <IconMenu />}
          aria-expanded={menuOpen}
          aria-controls={sidebarId}
          onClick={() => setMenuOpen((open) => !open)}
        >
          {t('layout.menu')}
        </Button>
      </header>
      <aside id={sidebarId} className={menuOpen ? `${styles.sidebar} ${styles.sidebarOpen}` : styles.sidebar}>
        <span className={`${styles.brand} ${styles.sidebarBrand}`}>Switchboard</span>
        <ServiceProviderPicker />
        <GlobalSearch ref={searchRef} serviceProvider={current} onNavigate={close} />
        {/* The menu scrolls on its own; the user badge and Sign out stay at the bottom of the window. */}
        <div className={styles.sidebarMenu}>
          <Menu serviceProvider={current} onNavigate={close} />
        </div>
        <UserMenu onNavigate={close} />
      </aside>
      <main id="main-content" className={styles.main} tabIndex={-1}>
        <OverrideBanner />
        <Outlet />
      </main>
    </div>
  );
}
