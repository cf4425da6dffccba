import { useTranslation } from '@switchboard/shared/i18n';
import { Alert, Button, IconRefresh } from '@switchboard/shared/ui';
import { SHELL_NAMESPACE } from './i18n/resources';
import styles from './sign-in/SignInPage.module.css';

/**
 * /config.json could not be loaded: nothing else can start without it. The shell's texts are there (the start-up
 * waits for them either way); German only when its chunk could still be fetched, English otherwise.
 */
export function ConfigError({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation(SHELL_NAMESPACE);
  return (
    <main className={styles.page}>
      <div className={styles.card}>
        <Alert
          kind="error"
          title={t('layout.startFailed')}
          action={
            <Button variant="secondary" icon={<IconRefresh />} onClick={onRetry}>
              {t('remote.retry')}
            </Button>
          }
        >
          <p>{message}</p>
        </Alert>
      </div>
    </main>
  );
}
