import type { VersionClash } from '@switchboard/shared/config';
import { Alert, Button, IconRefresh } from '@switchboard/shared/ui';
import type { RemoteFailureKind } from './registry';
import styles from './remotes.module.css';

const REASONS: Record<Exclude<RemoteFailureKind, 'version'> | 'render', string> = {
  unreachable: 'Its server cannot be reached.',
  timeout: 'Its server did not answer in time.',
  invalid: 'Its server sent something the portal cannot use.',
  render: 'It stopped with an error.',
};

const major = (version: string) => Number(/\d+/.exec(version)?.[0] ?? NaN);

/** Version skew in words: which side is behind, and who can fix it. */
export function versionReason(clashes: ReadonlyArray<VersionClash>): string {
  const first = clashes[0];
  const detail = first
    ? ` (it needs ${first.name} ${first.required}; this portal has ${first.provided})`
    : '';
  if (first && major(first.required) < major(first.provided))
    return `This area was built for an older portal${detail}: its team needs to release it for this one.`;
  return `This area needs a newer portal${detail}: ask your administrator to update the portal.`;
}

/** The message shown in a remote's area when it cannot be shown; the rest of the portal keeps working. */
export function RemoteFailure({
  kind,
  onRetry,
  retrying = false,
  clashes = [],
}: {
  kind: RemoteFailureKind | 'render';
  onRetry: () => void;
  retrying?: boolean;
  /** For 'version': what the remote needs that this portal does not provide. */
  clashes?: ReadonlyArray<VersionClash>;
}) {
  const reason = kind === 'version' ? versionReason(clashes) : REASONS[kind];
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
        <p className={styles.reason}>{reason} The menu and the other pages still work.</p>
      </Alert>
    </div>
  );
}
