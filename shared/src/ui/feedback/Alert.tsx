import type { ReactNode } from 'react';
import styles from './feedback.module.css';
import { cx } from '../root';
import { IconAlert, IconInfo, IconSuccess } from '../icons';

export type AlertKind = 'error' | 'warning' | 'success' | 'info';

export interface AlertProps {
  kind?: AlertKind;
  /** Optional bold first line. */
  title?: ReactNode;
  children?: ReactNode;
  /** Extra content on the right, e.g. a Retry button. */
  action?: ReactNode;
  className?: string;
}

const ICONS = { error: IconAlert, warning: IconAlert, success: IconSuccess, info: IconInfo };

/**
 * An inline message box. Errors and warnings are `role="alert"` (announced at once); success and info
 * are `role="status"` (announced politely).
 */
export function Alert({ kind = 'info', title, children, action, className }: AlertProps) {
  const Icon = ICONS[kind];
  return (
    <div
      role={kind === 'error' || kind === 'warning' ? 'alert' : 'status'}
      className={cx(styles.alert, styles[`alert-${kind}`], className)}
    >
      <Icon className={styles.alertIcon} />
      <div className={styles.alertBody}>
        {title ? <p className={styles.alertTitle}>{title}</p> : null}
        {children}
      </div>
      {action ? <div className={styles.alertAction}>{action}</div> : null}
    </div>
  );
}

export interface ErrorMessageProps extends Omit<AlertProps, 'kind'> {
  /** Shorthand for the message text (children win when both are given). */
  message?: ReactNode;
}

/** An error Alert; renders nothing when there is no message. */
export function ErrorMessage({ message, children, ...rest }: ErrorMessageProps) {
  const content = children ?? message;
  if (content === undefined || content === null || content === false || content === '') return null;
  return (
    <Alert kind="error" {...rest}>
      {content}
    </Alert>
  );
}
