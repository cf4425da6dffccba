// A credential's status: a chip (OK / Failed / Not tested / Not tested yet / Testing…) and the reason under it.
import { Spinner } from '@switchboard/shared/ui';
import styles from '../../lib/speech.module.css';
import type { CredentialStatus } from './status';

export function StatusChip({
  status,
  showDetail = true,
}: {
  status: CredentialStatus;
  showDetail?: boolean;
}) {
  const tone = status.state === 'ok' ? styles.ok : status.state === 'failed' ? styles.failed : styles.neutral;
  return (
    <div className={styles.status}>
      <span className={`${styles.chip} ${tone}`} title={status.detail}>
        {status.state === 'testing' ? <Spinner size="sm" decorative /> : null}
        {status.label}
      </span>
      {showDetail && status.state !== 'testing' && status.state !== 'ok' ? (
        <span className={styles.detail}>{status.detail}</span>
      ) : null}
    </div>
  );
}
