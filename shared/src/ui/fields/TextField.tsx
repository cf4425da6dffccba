import type { ComponentPropsWithRef, ReactNode } from 'react';
import styles from './fields.module.css';
import { cx } from '../root';
import { FieldShell, useFieldA11y, type FieldBaseProps } from './Field';

export interface TextFieldProps
  extends FieldBaseProps, Omit<ComponentPropsWithRef<'input'>, 'required' | 'className' | 'prefix'> {
  /** Text or element shown inside the box before the value (e.g. 'https://'). */
  prefix?: ReactNode;
  /** Text or element shown inside the box after the value (e.g. a root domain '.sip.example.com'). */
  suffix?: ReactNode;
  inputClassName?: string;
}

/**
 * A labelled text input. Works with `{...register('name')}` (the ref is passed through) or as a
 * controlled input with value/onChange.
 */
export function TextField({
  label,
  hint,
  error,
  required,
  hideLabel,
  className,
  inputClassName,
  prefix,
  suffix,
  id,
  type = 'text',
  'aria-describedby': describedBy,
  ...inputProps
}: TextFieldProps) {
  const a11y = useFieldA11y({ id, hint, error, required, describedBy });
  const input = (
    <input
      type={type}
      className={cx(styles.control, inputClassName)}
      {...inputProps}
      {...a11y.controlProps}
    />
  );
  return (
    <FieldShell
      {...a11y}
      label={label}
      required={required}
      hideLabel={hideLabel}
      hint={hint}
      className={className}
    >
      {prefix || suffix ? (
        <div className={styles.adorned}>
          {prefix ? <span className={styles.adornment}>{prefix}</span> : null}
          {input}
          {suffix ? <span className={styles.adornment}>{suffix}</span> : null}
        </div>
      ) : (
        input
      )}
    </FieldShell>
  );
}

export type NumberFieldProps = Omit<TextFieldProps, 'type'>;

/**
 * A labelled number input (`type="number"`). With react-hook-form use `register('x', { valueAsNumber: true })`
 * or keep the string and let the zod schema coerce it (so that blank can mean "no value").
 */
export function NumberField({ inputMode = 'numeric', ...props }: NumberFieldProps) {
  return <TextField type="number" inputMode={inputMode} {...props} />;
}
