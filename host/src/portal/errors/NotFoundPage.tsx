import { EmptyState } from '@switchboard/shared/ui';
import { ButtonLink } from '@switchboard/shared/ui-links';
import { selectIsSignedIn, selectUser, useAppSelector } from '@switchboard/shared/store';
import { HOST_MESSAGES } from '../../messages';
import { homePath } from '../navigation';
import styles from '../../sign-in/SignInPage.module.css';

/** docs/product/shell.md#not-found: "That page doesn't exist." with a Log in button when signed out (inside the shell: a way home). */
export function NotFoundPage({ inShell = false }: { inShell?: boolean }) {
  const signedIn = useAppSelector(selectIsSignedIn);
  const user = useAppSelector(selectUser);
  const action = signedIn ? (
    <ButtonLink to={homePath(user)}>Go to the portal</ButtonLink>
  ) : (
    <ButtonLink to="/" variant="primary">
      Log in
    </ButtonLink>
  );
  const content = <EmptyState title={HOST_MESSAGES.notFound} headingLevel={1} action={action} />;
  if (inShell) return content;
  return (
    <main className={styles.page}>
      <div className={styles.card}>{content}</div>
    </main>
  );
}
