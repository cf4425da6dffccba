import type { ComponentPropsWithRef, ReactNode } from 'react';
import styles from './fields.module.css';
import { cx } from '../root';
import { FieldError, FieldHint, RequiredMark, useFieldA11y, type FieldBaseProps } from './Field';

export interface CheckboxFieldProps
  extends
    Omit<FieldBaseProps, 'hideLabel'>,
    Omit<ComponentPropsWithRef<'input'>, 'required' | 'className' | 'type'> {
  /** Read-only (view-only users): checkboxes cannot be read-only natively, so it is disabled. */
  readOnly?: boolean;
  /** Render as a switch (role="switch"), e.g. 'Active', 'Use for fallback speech'. */
  toggle?: boolean;
  label: ReactNode;
}

/** A checkbox with its label to the right. Use `{...register('flag')}` or checked/onChange. */
export function CheckboxField({
  label,
  hint,
  error,
  required,
  className,
  readOnly,
  disabled,
  toggle,
  id,
  'aria-describedby': describedBy,
  ...inputProps
}: CheckboxFieldProps) {
  const a11y = useFieldA11y({ id, hint, error, required, describedBy });
  return (
    <div className={cx(styles.field, styles.checkField, a11y.message && styles.invalid, className)}>
      <div className={styles.checkRow}>
        <input
          type="checkbox"
          role={toggle ? 'switch' : undefined}
          className={cx(styles.checkbox, toggle && styles.switch)}
          disabled={disabled || readOnly}
          {...inputProps}
          {...a11y.controlProps}
        />
        <label htmlFor={a11y.controlId} className={styles.checkLabel}>
          {label}
        </label>
        {required ? <RequiredMark /> : null}
      </div>
      <FieldHint id={a11y.hintId} hint={hint} />
      <FieldError id={a11y.errorId} message={a11y.message} />
    </div>
  );
}
