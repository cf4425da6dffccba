import { Alert, Button, IconRefresh } from '@switchboard/shared/ui';
import type { RemoteFailureKind } from './registry';
import styles from './remotes.module.css';

const REASONS: Record<RemoteFailureKind | 'render', string> = {
  unreachable: 'Its server cannot be reached.',
  timeout: 'Its server did not answer in time.',
  invalid: 'Its server sent something the portal cannot use.',
  render: 'It stopped with an error.',
};

/** The message shown in a remote's area when it cannot be shown; the rest of the portal keeps working. */
export function RemoteFailure({
  kind,
  onRetry,
  retrying = false,
}: {
  kind: RemoteFailureKind | 'render';
  onRetry: () => void;
  retrying?: boolean;
}) {
  return (
    <div className={styles.area}>
      <Alert
        kind="error"
        title="This part of the portal could not be loaded."
        action={
          <Button variant="secondary" icon={<IconRefresh />} busy={retrying} onClick={onRetry}>
            Retry
          </Button>
        }
      >
        <p className={styles.reason}>{REASONS[kind]} The menu and the other pages still work.</p>
      </Alert>
    </div>
  );
}
