import { KIT_NAMESPACE, useTranslation } from '@switchboard/shared/i18n';
import type { ReactNode } from 'react';
import { Button } from '@switchboard/shared/ui';
import { ButtonLink } from '@switchboard/shared/ui-links';
import styles from './forms.module.css';

export interface FormActionsProps {
  /** Hidden for view-only users. */
  canSave: boolean;
  saving: boolean;
  /** Where Cancel goes; without it, Cancel calls `onCancel` (e.g. an account user's own account: reset); without
   * either there is no Cancel (a form inside a page, e.g. a Settings tab). */
  cancelTo?: string;
  onCancel?: () => void;
  saveLabel?: string;
  /** 'secondary' for a second form on a page (default 'primary'). */
  saveVariant?: 'primary' | 'secondary';
  /** Save shown but not available (e.g. what the entity needs first is missing; the form says what). */
  saveDisabled?: boolean;
  /** Extra buttons on the far side (e.g. Delete). */
  extra?: ReactNode;
}

/** Save / Cancel (and e.g. Delete) under a form; view-only users get Back instead of Cancel. */
export function FormActions({
  canSave,
  saving,
  cancelTo,
  onCancel,
  saveLabel,
  saveVariant = 'primary',
  saveDisabled = false,
  extra,
}: FormActionsProps) {
  const { t } = useTranslation(KIT_NAMESPACE);
  if (!canSave && !cancelTo && !extra) return null;
  return (
    <div className={styles.formActions}>
      {canSave ? (
        <Button type="submit" variant={saveVariant} busy={saving} disabled={saveDisabled}>
          {saveLabel ?? t('save')}
        </Button>
      ) : null}
      {cancelTo ? (
        <ButtonLink to={cancelTo} variant="secondary">
          {canSave ? t('cancel') : t('back')}
        </ButtonLink>
      ) : canSave && onCancel ? (
        <Button variant="secondary" onClick={onCancel}>
          {t('cancel')}
        </Button>
      ) : null}
      <span className={styles.spacer} />
      {extra}
    </div>
  );
}
