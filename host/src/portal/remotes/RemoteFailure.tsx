import type { VersionClash } from '@switchboard/shared/config';
import { REMOTE_FAILURE_TEXTS } from '@switchboard/shared/shell-texts';
import { fill, useTranslation } from '@switchboard/shared/i18n';
import { Alert, Button, IconRefresh } from '@switchboard/shared/ui';
import { SHELL_NAMESPACE } from '../../i18n/resources';
import type { RemoteFailureKind } from './types';
import styles from './remotes.module.css';

const major = (version: string) => Number(/\d+/.exec(version)?.[0] ?? NaN);

type ReasonKey = Exclude<keyof typeof REMOTE_FAILURE_TEXTS, 'title' | 'retry' | 'stillWorks'>;

/** Why an area cannot be shown, as a text key and its values; version skew says which side is behind. */
function reasonOf(
  kind: RemoteFailureKind | 'render',
  clashes: ReadonlyArray<VersionClash>,
): [ReasonKey, Record<string, string>] {
  if (kind !== 'version') return [kind, {}];
  const first = clashes[0];
  const values: Record<string, string> = first
    ? { name: first.name, required: first.required, provided: first.provided }
    : {};
  const older = first !== undefined && major(first.required) < major(first.provided);
  if (older) return [first ? 'olderDetail' : 'older', values];
  return [first ? 'newerDetail' : 'newer', values];
}

/** Version skew in words (English): which side is behind, and who can fix it. */
export function versionReason(clashes: ReadonlyArray<VersionClash>): string {
  const [key, values] = reasonOf('version', clashes);
  return fill(REMOTE_FAILURE_TEXTS[key], values);
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
  const { t } = useTranslation(SHELL_NAMESPACE);
  const [key, values] = reasonOf(kind, clashes);
  return (
    <div className={styles.area}>
      <Alert
        kind="error"
        title={t('remote.title')}
        action={
          <Button variant="secondary" icon={<IconRefresh />} busy={retrying} onClick={onRetry}>
            {t('remote.retry')}
          </Button>
        }
      >
        <p className={styles.reason}>{t('remote.stillWorks', { reason: t(`remote.${key}`, values) })}</p>
      </Alert>
    </div>
  );
}
