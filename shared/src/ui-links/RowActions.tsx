import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { KIT_NAMESPACE, useTranslation } from '@switchboard/shared/i18n';
import { IconButton, IconEdit, IconTrash } from '@switchboard/shared/ui';
import styles from './links.module.css';

export interface RowActionsProps {
  /** The item's name, used in the accessible names: 'Edit Acme', 'Delete Acme'. */
  name: string;
  /** Where the edit link goes; omit for no edit action. */
  editTo?: string;
  /** Opens the delete confirmation; omit for no delete action (e.g. view-only users). */
  onDelete?: () => void;
  /** Extra actions before edit/delete. */
  children?: ReactNode;
  editLabel?: string;
  deleteLabel?: string;
}

/** The edit link and delete button of a list row, named after the item. */
export function RowActions({
  name,
  editTo,
  onDelete,
  children,
  editLabel: editText,
  deleteLabel: deleteText,
}: RowActionsProps) {
  const { t } = useTranslation(KIT_NAMESPACE);
  const editLabel = editText ?? t('editName', { name });
  const deleteLabel = deleteText ?? t('deleteName', { name });
  return (
    <div className={styles.rowActions}>
      {children}
      {editTo ? (
        <Link to={editTo} className={styles.iconLink} aria-label={editLabel} title={editLabel}>
          <IconEdit />
        </Link>
      ) : null}
      {onDelete ? (
        <IconButton label={deleteLabel} icon={<IconTrash />} onClick={onDelete} className={styles.danger} />
      ) : null}
    </div>
  );
}
