import { Alert, Button, IconRefresh } from '@switchboard/shared/ui';
import styles from './sign-in/SignInPage.module.css';

/** /config.json could not be loaded: nothing else can start without it. */
export function ConfigError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <main className={styles.page}>
      <div className={styles.card}>
        <Alert
          kind="error"
          title="Switchboard could not start."
          action={
            <Button variant="secondary" icon={<IconRefresh />} onClick={onRetry}>
              Retry
            </Button>
          }
        >
          <p>{message}</p>
        </Alert>
      </div>
    </main>
  );
}
