import type { ComponentPropsWithRef, ReactNode } from 'react';
import styles from './fields.module.css';
import { cx } from '../root';
import { FieldShell, useFieldA11y, type FieldBaseProps } from './Field';

export interface SelectOption {
  value: string;
  label: ReactNode;
  disabled?: boolean;
}

export interface SelectFieldProps
  extends FieldBaseProps, Omit<ComponentPropsWithRef<'select'>, 'required' | 'className'> {
  /** The choices; or pass <option>/<optgroup> children instead. */
  options?: ReadonlyArray<SelectOption>;
  /** A first option with value '' (e.g. 'Select an account', 'All accounts'). */
  placeholder?: string;
  /** Read-only (view-only users): a select cannot be read-only natively, so it is disabled. */
  readOnly?: boolean;
  selectClassName?: string;
}

export function SelectField({
  label,
  hint,
  error,
  required,
  hideLabel,
  className,
  selectClassName,
  options,
  placeholder,
  readOnly,
  disabled,
  children,
  id,
  'aria-describedby': describedBy,
  ...selectProps
}: SelectFieldProps) {
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
      <div className={styles.selectWrap}>
        <select
          className={cx(styles.control, styles.select, selectClassName)}
          disabled={disabled || readOnly}
          {...selectProps}
          {...a11y.controlProps}
        >
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options?.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
          {children}
        </select>
      </div>
    </FieldShell>
  );
}
