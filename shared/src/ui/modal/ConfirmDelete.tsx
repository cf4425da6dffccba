import { useRef, useState, type ReactNode } from 'react';
import { KIT_NAMESPACE, translateKnown, useTranslation } from '@switchboard/shared/i18n';
import { Modal } from './Modal';
import { Button } from '../buttons';
import { ErrorMessage } from '../feedback';
import styles from './modal.module.css';

export interface ConfirmDeleteProps {
  open: boolean;
  /** The item's name, as the user knows it (e.g. the account's name). */
  name: string;
  /** What kind of item (e.g. 'account'); used in the title 'Delete account'. */
  what?: string;
  /**
   * Does the deletion. If it returns a promise the dialog shows a busy Delete button until it settles;
   * if the promise rejects, the error's message (`msg`, `data.msg` or `message`) is shown in the dialog.
   */
  onConfirm: () => unknown;
  onCancel: () => void;
  /** Busy from outside (e.g. a mutation's isLoading). */
  busy?: boolean;
  title?: ReactNode;
  /** Replaces the question 'Are you sure you want to delete <name>?'. */
  message?: ReactNode;
  /** Extra content under the question (e.g. what still uses the item). */
  children?: ReactNode;
  confirmLabel?: string;
  /** Disable Delete (e.g. deletion is not allowed yet; say why in children). */
  confirmDisabled?: boolean;
}

export function deleteQuestion(name: string): string {
  return `Are you sure you want to delete ${name}?`;
}

/** The server's own text kept with a normalised API error when it was written for programs (SQL, a driver's). */
export function detailsOf(error: unknown): string | undefined {
  const details = (error as { details?: unknown } | null)?.details;
  return typeof details === 'string' && details ? details : undefined;
}

/** Reads a message from what a failed deletion rejected with (normalised API error, Error, string). */
export function messageOf(error: unknown): string {
  if (typeof error === 'string' && error) return error;
  if (error && typeof error === 'object') {
    const e = error as { msg?: unknown; message?: unknown; data?: { msg?: unknown } };
    for (const candidate of [e.msg, e.data?.msg, e.message]) {
      if (typeof candidate === 'string' && candidate) return candidate;
    }
  }
  return 'Something went wrong, please try again';
}

/** A delete confirmation: the question, Delete (danger, busy while deleting) and Cancel (focused first). */
export function ConfirmDelete(props: ConfirmDeleteProps) {
  if (!props.open) return null;
  return <ConfirmDeleteDialog {...props} />;
}

function ConfirmDeleteDialog({
  name,
  what,
  onConfirm,
  onCancel,
  busy = false,
  title,
  message,
  children,
  confirmLabel,
  confirmDisabled = false,
}: ConfirmDeleteProps) {
  const { t } = useTranslation(KIT_NAMESPACE);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<{ message: string; details?: string }>();
  const cancelRef = useRef<HTMLButtonElement>(null);
  const working = busy || pending;

  const confirm = () => {
    setError(undefined);
    const result = onConfirm();
    if (result && typeof (result as Promise<unknown>).then === 'function') {
      setPending(true);
      (result as Promise<unknown>).then(
        () => setPending(false),
        (reason: unknown) => {
          setPending(false);
          const details = detailsOf(reason);
          // a text written for programs is not shown as the message, only behind 'Details'
          setError(
            details
              ? { message: t('deleteRefused', { name }), details }
              : { message: translateKnown(messageOf(reason)) },
          );
        },
      );
    }
  };

  return (
    <Modal
      open
      role="alertdialog"
      size="sm"
      title={title ?? (what ? t('deleteWhat', { what }) : t('confirmDelete'))}
      onClose={onCancel}
      dismissible={!working}
      initialFocusRef={cancelRef}
      footer={
        <>
          <Button ref={cancelRef} variant="secondary" onClick={onCancel} disabled={working}>
            {t('cancel')}
          </Button>
          <Button variant="danger" onClick={confirm} busy={working} disabled={confirmDisabled}>
            {confirmLabel ?? t('delete')}
          </Button>
        </>
      }
    >
      <p>{message ?? t('deleteQuestion', { name })}</p>
      {children}
      <ErrorMessage message={error?.message} />
      {error?.details ? (
        <details className={styles.details}>
          <summary>{t('details')}</summary>
          <pre>{error.details}</pre>
        </details>
      ) : null}
    </Modal>
  );
}
