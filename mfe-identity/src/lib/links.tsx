// ButtonLink and RowActions with `Link` from 'react-router'. The shared UI kit's versions import `Link` from
// 'react-router-dom', whose federation-shared module only carries RouterProvider and HydratedRouter (its
// `export * from 'react-router'` is lost when react-router is itself a shared module), so inside the host their
// Link is undefined. Same look, same accessible names; to be dropped once shared/ui imports from 'react-router'.
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import {
  IconButton,
  IconEdit,
  IconTrash,
  buttonClassName,
  type ButtonSize,
  type ButtonVariant,
} from '@switchboard/shared/ui';
import styles from './links.module.css';

export interface ButtonLinkProps {
  to: string;
  children: ReactNode;
  variant?: ButtonVariant;
  size?: ButtonSize;
  icon?: ReactNode;
}

export function ButtonLink({ to, children, variant = 'secondary', size, icon }: ButtonLinkProps) {
  return (
    <Link to={to} className={buttonClassName({ variant, size })}>
      {icon ? <span className={styles.icon}>{icon}</span> : null}
      {children}
    </Link>
  );
}

export interface RowActionsProps {
  /** The item's name, used in the accessible names: 'Edit Acme', 'Delete Acme'. */
  name: string;
  editTo?: string;
  onDelete?: () => void;
}

export function RowActions({ name, editTo, onDelete }: RowActionsProps) {
  return (
    <div className={styles.rowActions}>
      {editTo ? (
        <Link to={editTo} className={styles.iconLink} aria-label={`Edit ${name}`} title={`Edit ${name}`}>
          <IconEdit />
        </Link>
      ) : null}
      {onDelete ? (
        <IconButton
          label={`Delete ${name}`}
          icon={<IconTrash />}
          onClick={onDelete}
          className={styles.danger}
        />
      ) : null}
    </div>
  );
}
