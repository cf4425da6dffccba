import { useCallback, useState, type KeyboardEvent, type FocusEvent } from 'react';
import { KIT_NAMESPACE, useTranslation } from '@switchboard/shared/i18n';
import styles from './fields.module.css';
import { cx } from '../root';
import { IconAlert, IconEye, IconEyeOff } from '../icons';
import { FieldShell, useFieldA11y } from './Field';
import type { TextFieldProps } from './TextField';

/** The Caps Lock warning in English (KIT_TEXTS.capsLockOn: shown in the language in use). */
export const CAPS_LOCK_WARNING = 'Caps Lock is on';

/**
 * Tracks the Caps Lock state from keyboard events (`event.getModifierState('CapsLock')`). Spread the
 * handlers on an input: `const caps = useCapsLock(); <input onKeyDown={caps.onKeyDown} onKeyUp={caps.onKeyUp} />`.
 */
export function useCapsLock() {
  const [capsLockOn, setCapsLockOn] = useState(false);
  const update = useCallback((event: KeyboardEvent<HTMLElement>) => {
    if (typeof event.getModifierState === 'function') setCapsLockOn(event.getModifierState('CapsLock'));
  }, []);
  const reset = useCallback(() => setCapsLockOn(false), []);
  return { capsLockOn, onKeyDown: update, onKeyUp: update, reset };
}

export interface PasswordFieldProps extends Omit<TextFieldProps, 'type' | 'prefix' | 'suffix'> {
  /** Show a warning while the user types with Caps Lock on: `true` for the default text, or your own text. */
  capsLockWarning?: boolean | string;
  /** Offer the show/hide toggle (default true). */
  revealable?: boolean;
}

/** A password input with a show/hide toggle and an optional Caps Lock warning. */
export function PasswordField({
  label,
  hint,
  error,
  required,
  hideLabel,
  className,
  inputClassName,
  id,
  capsLockWarning = false,
  revealable = true,
  autoComplete = 'current-password',
  onKeyDown,
  onKeyUp,
  onBlur,
  'aria-describedby': describedBy,
  ...inputProps
}: PasswordFieldProps) {
  const [revealed, setRevealed] = useState(false);
  const caps = useCapsLock();
  const { t } = useTranslation(KIT_NAMESPACE);
  const warningText = typeof capsLockWarning === 'string' ? capsLockWarning : t('capsLockOn');
  const a11y = useFieldA11y({ id, hint, error, required, describedBy });
  const capsId = `${a11y.controlId}-caps`;
  const showCaps = Boolean(capsLockWarning) && caps.capsLockOn;
  const describedByWithCaps = [a11y.controlProps['aria-describedby'], showCaps && capsId]
    .filter(Boolean)
    .join(' ');

  return (
    <FieldShell
      {...a11y}
      label={label}
      required={required}
      hideLabel={hideLabel}
      hint={hint}
      className={className}
    >
      <div className={styles.adorned}>
        <input
          type={revealed ? 'text' : 'password'}
          autoComplete={autoComplete}
          spellCheck={false}
          autoCapitalize="off"
          className={cx(styles.control, inputClassName)}
          onKeyDown={(event) => {
            caps.onKeyDown(event);
            onKeyDown?.(event);
          }}
          onKeyUp={(event) => {
            caps.onKeyUp(event);
            onKeyUp?.(event);
          }}
          onBlur={(event: FocusEvent<HTMLInputElement>) => {
            caps.reset();
            onBlur?.(event);
          }}
          {...inputProps}
          {...a11y.controlProps}
          aria-describedby={describedByWithCaps || undefined}
        />
        {revealable ? (
          <button
            type="button"
            className={styles.reveal}
            aria-label={t('showPassword')}
            aria-pressed={revealed}
            aria-controls={a11y.controlId}
            title={t('showPassword')}
            disabled={inputProps.disabled}
            onClick={() => setRevealed((value) => !value)}
          >
            {revealed ? <IconEyeOff /> : <IconEye />}
          </button>
        ) : null}
      </div>
      {capsLockWarning ? (
        // Always present so screen readers watch it; filled only while Caps Lock is on.
        <div role="status" className={styles.capsRegion}>
          {showCaps ? (
            <p id={capsId} className={styles.capsWarning}>
              <IconAlert className={styles.errorIcon} />
              {warningText}
            </p>
          ) : null}
        </div>
      ) : null}
    </FieldShell>
  );
}
