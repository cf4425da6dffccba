import type { ComponentPropsWithRef } from 'react';
import styles from './fields.module.css';
import { cx } from '../root';
import { FieldShell, useFieldA11y, type FieldBaseProps } from './Field';

export interface TextAreaProps
  extends FieldBaseProps, Omit<ComponentPropsWithRef<'textarea'>, 'required' | 'className'> {
  textareaClassName?: string;
  /** Monospace text (JSON, keys). */
  monospace?: boolean;
}

export function TextArea({
  label,
  hint,
  error,
  required,
  hideLabel,
  className,
  textareaClassName,
  monospace,
  id,
  rows = 4,
  'aria-describedby': describedBy,
  ...textareaProps
}: TextAreaProps) {
  const a11y = useFieldA11y({ id, hint, error, required, describedBy });
  return (
    <FieldShell
      {...a11y}
      label={label}
      required={required}
      hideLabel={hideLabel}
      hint={hint}
      className={className}
    >
      <textarea
        rows={rows}
        className={cx(styles.control, styles.textarea, monospace && styles.mono, textareaClassName)}
        {...textareaProps}
        {...a11y.controlProps}
      />
    </FieldShell>
  );
}
