import { useId, type ChangeEvent, type FocusEvent, type ReactNode, type Ref } from 'react';
import styles from './fields.module.css';
import { cx } from '../root';
import { FieldError, FieldHint, RequiredMark, errorText, type FieldBaseProps } from './Field';

export interface RadioOption {
  value: string;
  label: ReactNode;
  hint?: ReactNode;
  disabled?: boolean;
}

export interface RadioGroupProps extends Omit<FieldBaseProps, 'hideLabel'> {
  /** The group's name (shared by every radio; react-hook-form's register gives it). */
  name: string;
  options: ReadonlyArray<RadioOption>;
  /** Controlled value. */
  value?: string;
  defaultValue?: string;
  /** Event handler (react-hook-form's register). */
  onChange?: (event: ChangeEvent<HTMLInputElement>) => void;
  /** Value handler for controlled use. */
  onValueChange?: (value: string) => void;
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  /** react-hook-form's ref; attached to every radio (RHF handles radio groups that way). */
  ref?: Ref<HTMLInputElement>;
  disabled?: boolean;
  /** View-only: radios cannot be read-only natively, so they are disabled. */
  readOnly?: boolean;
  /** Lay the options out in a row. */
  inline?: boolean;
}

/** A fieldset of radios with a legend, e.g. format mp3/wav or the bucket vendor. */
export function RadioGroup({
  label,
  hint,
  error,
  required,
  className,
  name,
  options,
  value,
  defaultValue,
  onChange,
  onValueChange,
  onBlur,
  ref,
  disabled,
  readOnly,
  inline,
}: RadioGroupProps) {
  const groupId = `sb-radio-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const message = errorText(error);
  const hintId = hint ? `${groupId}-hint` : undefined;
  const errorId = message ? `${groupId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    // A fieldset may take the radiogroup role, which (unlike group) carries aria-required / aria-invalid.
    <fieldset
      role="radiogroup"
      aria-labelledby={`${groupId}-legend`}
      aria-describedby={describedBy}
      aria-required={required || undefined}
      aria-invalid={message ? true : undefined}
      className={cx(styles.field, styles.radioGroup, message && styles.invalid, className)}
      disabled={disabled || readOnly}
    >
      <legend id={`${groupId}-legend`} className={styles.legendLabel}>
        {label}
        {required ? <RequiredMark /> : null}
      </legend>
      <FieldHint id={hintId} hint={hint} />
      <div className={cx(styles.radioOptions, inline && styles.inline)}>
        {options.map((option) => {
          const optionId = `${groupId}-${option.value.replace(/[^a-zA-Z0-9_-]/g, '_')}`;
          return (
            <div key={option.value} className={styles.checkRow}>
              <input
                ref={ref}
                type="radio"
                id={optionId}
                name={name}
                value={option.value}
                className={styles.radio}
                disabled={option.disabled}
                {...(value !== undefined
                  ? { checked: value === option.value }
                  : defaultValue !== undefined
                    ? { defaultChecked: defaultValue === option.value }
                    : {})}
                aria-describedby={option.hint ? `${optionId}-hint` : undefined}
                onChange={(event) => {
                  onChange?.(event);
                  if (event.target.checked) onValueChange?.(option.value);
                }}
                onBlur={onBlur}
              />
              <label htmlFor={optionId} className={styles.checkLabel}>
                {option.label}
              </label>
              {option.hint ? (
                <span id={`${optionId}-hint`} className={styles.hint}>
                  {option.hint}
                </span>
              ) : null}
            </div>
          );
        })}
      </div>
      <FieldError id={errorId} message={message} />
    </fieldset>
  );
}
