// The user menu at the foot of the sidebar (docs/product/shell.md#layout): who is signed in, the user's settings, About this portal,
// and Sign out — one entry per line, so another setting is one more line here.
import { lazy, memo, Suspense, useState } from 'react';
import { useTranslation } from '@switchboard/shared/i18n';
import { Button, IconInfo, IconLogOut } from '@switchboard/shared/ui';
import { SHELL_NAMESPACE } from '../../i18n/resources';
import { PORTAL_NAMESPACE } from '../i18n/resources';
import { useSignOut } from '../session/use-sign-out';
import { LanguageSwitch } from './LanguageSwitch';
import { ThemeSwitch } from './ThemeSwitch';
import { UserBadge } from './UserBadge';
import styles from './layout.module.css';

// The About dialog (and its override form) loads when it is first opened: nothing of it is on the menu's path.
const AboutDialog = lazy(async () => ({ default: (await import('../about/AboutDialog')).AboutDialog }));

export const UserMenu = memo(function UserMenu({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation(SHELL_NAMESPACE);
  const portal = useTranslation(PORTAL_NAMESPACE).t;
  const { signOut, busy } = useSignOut();
  const [aboutOpen, setAboutOpen] = useState(false);
  return (
    <div className={styles.sidebarFooter}>
      <UserBadge onNavigate={onNavigate} />
      <ThemeSwitch />
      <LanguageSwitch />
      <Button
        variant="link"
        size="sm"
        icon={<IconInfo />}
        className={styles.menuAction}
        aria-haspopup="dialog"
        onClick={() => setAboutOpen(true)}
      >
        {portal('about.open')}
      </Button>
      {aboutOpen ? (
        <Suspense fallback={null}>
          <AboutDialog open onClose={() => setAboutOpen(false)} />
        </Suspense>
      ) : null}
      <Button variant="secondary" icon={<IconLogOut />} busy={busy} onClick={() => void signOut()} fullWidth>
        {t('layout.signOut')}
      </Button>
    </div>
  );
});
