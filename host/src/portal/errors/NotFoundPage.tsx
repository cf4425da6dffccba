import { useTranslation } from '@switchboard/shared/i18n';
import { EmptyState } from '@switchboard/shared/ui';
import { ButtonLink } from '@switchboard/shared/ui-links';
import { selectIsSignedIn, selectUser, useAppSelector } from '@switchboard/shared/store';
import { SHELL_NAMESPACE } from '../../i18n/resources';
import { PORTAL_NAMESPACE } from '../i18n/resources';
import { homePath } from '../navigation';
import styles from '../../sign-in/SignInPage.module.css';

/** docs/product/shell.md#not-found: "That page doesn't exist." with a Log in button when signed out (inside the shell: a way home). */
export function NotFoundPage({ inShell = false }: { inShell?: boolean }) {
  const signedIn = useAppSelector(selectIsSignedIn);
  const user = useAppSelector(selectUser);
  const { t } = useTranslation(SHELL_NAMESPACE);
  const portal = useTranslation(PORTAL_NAMESPACE).t;
  const action = signedIn ? (
    <ButtonLink to={homePath(user)}>{portal('frame.goToPortal')}</ButtonLink>
  ) : (
    <ButtonLink to="/" variant="primary">
      {t('signIn.submit')}
    </ButtonLink>
  );
  const content = <EmptyState title={t('messages.notFound')} headingLevel={1} action={action} />;
  if (inShell) return content;
  return (
    <main className={styles.page}>
      <div className={styles.card}>{content}</div>
    </main>
  );
}
