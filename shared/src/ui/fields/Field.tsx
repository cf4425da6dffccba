// The frame every form field shares: a <label> bound to the control, the required mark, hint text and
// the inline error, wired to the control with aria-describedby / aria-invalid / aria-required.
import { useId, type ReactNode } from 'react';
import { translateKnown } from '@switchboard/shared/i18n';
import styles from './fields.module.css';
import { cx } from '../root';
import { IconAlert } from '../icons';

/** An error as a string, or react-hook-form's FieldError (`errors.name`), or nothing. */
export type FieldErrorLike = string | { message?: string } | null | undefined | false;

export interface FieldBaseProps {
  label: ReactNode;
  /** Help text under the label, read as the control's description. */
  hint?: ReactNode;
  /** Inline error text (or a react-hook-form FieldError); marks the control invalid. */
  error?: FieldErrorLike;
  /** Shows the asterisk and sets aria-required. The native `required` is not set: forms validate with zod. */
  required?: boolean;
  /** Hide the label visually (it still names the control). */
  hideLabel?: boolean;
  /** Class of the field's wrapper. */
  className?: string;
}

export function errorText(error: FieldErrorLike): string | undefined {
  if (!error) return undefined;
  // A rule's message is the English text shared with the API: shown in the user's language when it is a known one.
  if (typeof error === 'string') return translateKnown(error);
  return error.message ? translateKnown(error.message) : undefined;
}

interface FieldA11yOptions {
  id?: string;
  hint?: ReactNode;
  error?: FieldErrorLike;
  required?: boolean;
  /** aria-describedby the caller already had (kept first). */
  describedBy?: string;
  /** Extra description ids (e.g. the caps-lock warning). */
  extraDescribedBy?: Array<string | undefined | false>;
}

/** Ids and ARIA attributes linking a control to its label, hint and error. */
export function useFieldA11y({
  id,
  hint,
  error,
  required,
  describedBy,
  extraDescribedBy = [],
}: FieldA11yOptions) {
  const autoId = useId();
  const controlId = id ?? `sb-field-${autoId.replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const message = errorText(error);
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = message ? `${controlId}-error` : undefined;
  const ids = [describedBy, hintId, errorId, ...extraDescribedBy].filter(Boolean).join(' ');
  return {
    controlId,
    hintId,
    errorId,
    message,
    controlProps: {
      id: controlId,
      'aria-describedby': ids || undefined,
      'aria-invalid': message ? (true as const) : undefined,
      'aria-required': required ? (true as const) : undefined,
    },
  };
}

export function RequiredMark() {
  // Hidden from screen readers: aria-required already says it, and the label text stays clean.
  return (
    <span className={styles.required} aria-hidden="true">
      *
    </span>
  );
}

export function FieldError({ id, message }: { id?: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} className={styles.error}>
      <IconAlert className={styles.errorIcon} />
      {message}
    </p>
  );
}

export function FieldHint({ id, hint }: { id?: string; hint?: ReactNode }) {
  if (!hint) return null;
  return (
    <p id={id} className={styles.hint}>
      {hint}
    </p>
  );
}

interface FieldShellProps {
  controlId: string;
  label: ReactNode;
  required?: boolean;
  hideLabel?: boolean;
  hint?: ReactNode;
  hintId?: string;
  message?: string;
  errorId?: string;
  className?: string;
  children: ReactNode;
}

/** Label row + hint + control + error, in that order. */
export function FieldShell({
  controlId,
  label,
  required,
  hideLabel,
  hint,
  hintId,
  message,
  errorId,
  className,
  children,
}: FieldShellProps) {
  return (
    <div className={cx(styles.field, message && styles.invalid, className)}>
      <div className={cx(styles.labelRow, hideLabel && styles.visuallyHidden)}>
        <label htmlFor={controlId} className={styles.label}>
          {label}
        </label>
        {required ? <RequiredMark /> : null}
      </div>
      <FieldHint id={hintId} hint={hint} />
      {children}
      <FieldError id={errorId} message={message} />
    </div>
  );
}
