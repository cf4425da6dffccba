import type { ReactNode } from 'react';
import { Button } from '@switchboard/shared/ui';
import { ButtonLink } from '@switchboard/shared/ui-links';
import styles from './forms.module.css';

export interface FormActionsProps {
  /** Hidden for view-only users. */
  canSave: boolean;
  saving: boolean;
  /** Where Cancel goes; without it, Cancel calls `onCancel` (e.g. an account user's own account: reset). */
  cancelTo?: string;
  onCancel?: () => void;
  saveLabel?: string;
  /** Extra buttons on the far side (e.g. Delete). */
  extra?: ReactNode;
}

/** Save / Cancel (and e.g. Delete) under a form. */
export function FormActions({
  canSave,
  saving,
  cancelTo,
  onCancel,
  saveLabel = 'Save',
  extra,
}: FormActionsProps) {
  return (
    <div className={styles.formActions}>
      {canSave ? (
        <Button type="submit" variant="primary" busy={saving}>
          {saveLabel}
        </Button>
      ) : null}
      {cancelTo ? (
        <ButtonLink to={cancelTo} variant="secondary">
          {canSave ? 'Cancel' : 'Back'}
        </ButtonLink>
      ) : canSave ? (
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
      ) : null}
      <span className={styles.spacer} />
      {extra}
    </div>
  );
}
