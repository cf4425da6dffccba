// Deleting something the real server would cascade or refuse without a reason (an account, an application, a
// service provider): the portal first asks what still depends on it, explains what remains, and keeps Delete
// disabled until the checks ran and nothing remains.
import type { ReactNode } from 'react';
import { toApiError } from '@switchboard/shared/api';
import { KIT_NAMESPACE, useTranslation } from '@switchboard/shared/i18n';
import { Alert, ConfirmDelete, Spinner } from '@switchboard/shared/ui';
import styles from './admin.module.css';

/** Query options of the checks: always fresh (what remains may have changed in another tab or area). */
export const FRESH = { refetchOnMountOrArgChange: true } as const;

/** What the dialog needs from each check's RTK Query result. */
export interface DeleteCheck {
  isFetching: boolean;
  error?: unknown;
}

export interface ConfirmDeleteWithChecksProps {
  /** 'account', 'application', 'service provider': names the dialog ('Delete account'). */
  what: string;
  name: string;
  checks: ReadonlyArray<DeleteCheck>;
  /** What still blocks the deletion, one line per kind; asked only once every check has answered. */
  blockers: () => string[];
  /** What the checks look for, e.g. 'what still belongs to this account' ('Checking …', 'Could not check …'). */
  checksFor: string;
  /** e.g. 'This account cannot be deleted yet'. */
  blockedTitle: string;
  /** A sentence above the list of what remains. */
  blockedIntro?: ReactNode;
  onConfirm: () => Promise<void>;
  onCancel: () => void;
}

export function ConfirmDeleteWithChecks({
  what,
  name,
  checks,
  blockers,
  checksFor,
  blockedTitle,
  blockedIntro,
  onConfirm,
  onCancel,
}: ConfirmDeleteWithChecksProps) {
  const { t } = useTranslation(KIT_NAMESPACE);
  const checking = checks.some((check) => check.isFetching);
  const failed = checks.find((check) => check.error)?.error;
  const remaining = checking || failed ? [] : blockers();
  return (
    <ConfirmDelete
      open
      what={what}
      name={name}
      onCancel={onCancel}
      confirmDisabled={checking || Boolean(failed) || remaining.length > 0}
      onConfirm={onConfirm}
    >
      {checking ? <Spinner label={t('checking', { what: checksFor })} /> : null}
      {failed ? (
        <Alert kind="error" title={t('checkFailed', { what: checksFor })}>
          <p>{toApiError(failed).msg}</p>
        </Alert>
      ) : null}
      {remaining.length > 0 ? (
        <Alert kind="warning" title={blockedTitle}>
          {blockedIntro ? <p>{blockedIntro}</p> : null}
          <ul className={styles.remaining}>
            {remaining.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </Alert>
      ) : null}
    </ConfirmDelete>
  );
}
