// A credential's status: a chip (OK / Failed / Not tested / Not tested yet / Testing…) and the reason under it.
import { translateKnown } from '@switchboard/shared/i18n';
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
  // a reason from the API arrives in English: shown in the user's language when it is one of the known texts
  const detail = translateKnown(status.detail);
  const tone = status.state === 'ok' ? styles.ok : status.state === 'failed' ? styles.failed : styles.neutral;
  return (
    <div className={styles.status}>
      <span className={`${styles.chip} ${tone}`} title={detail}>
        {status.state === 'testing' ? <Spinner size="sm" decorative /> : null}
        {status.label}
      </span>
      {showDetail && status.state !== 'testing' && status.state !== 'ok' ? (
        <span className={styles.detail}>{detail}</span>
      ) : null}
    </div>
  );
}
