import type { ComponentPropsWithRef, MouseEvent, ReactNode } from 'react';
import styles from './buttons.module.css';
import { cx } from '../root';
import { Spinner } from '../feedback';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'link';
export type ButtonSize = 'sm' | 'md';

export interface ButtonLook {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** An icon before the text (decorative; the text names the button). */
  icon?: ReactNode;
  fullWidth?: boolean;
}

export interface ButtonProps extends ComponentPropsWithRef<'button'>, ButtonLook {
  /**
   * Work in progress (saving, deleting): shows a spinner, sets aria-busy and ignores clicks and submits.
   * The button stays focusable (unlike `disabled`), so keyboard focus is not lost while it is busy.
   */
  busy?: boolean;
}

export function buttonClassName({ variant = 'primary', size = 'md', fullWidth }: ButtonLook, extra?: string) {
  return cx(styles.button, styles[variant], size === 'sm' && styles.sm, fullWidth && styles.fullWidth, extra);
}

export function Button({
  variant,
  size,
  icon,
  fullWidth,
  busy = false,
  type = 'button',
  className,
  children,
  onClick,
  ...rest
}: ButtonProps) {
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    // Preventing the click also prevents the form submit of a busy submit button.
    if (busy) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  return (
    <button
      type={type}
      className={buttonClassName({ variant, size, fullWidth }, cx(busy && styles.busy, className))}
      aria-busy={busy || undefined}
      aria-disabled={busy || undefined}
      onClick={handleClick}
      {...rest}
    >
      {busy ? <Spinner size="sm" decorative /> : icon ? <span className={styles.icon}>{icon}</span> : null}
      {children}
    </button>
  );
}

/** The class of the icon slot inside a button, for button-looking links (`@switchboard/shared/ui-links`). */
export const buttonIconClassName: string = styles.icon;

export interface IconButtonProps extends Omit<ButtonProps, 'children' | 'icon' | 'fullWidth'> {
  /** Accessible name (also the tooltip). Required: the button shows only an icon. */
  label: string;
  icon: ReactNode;
}

/** A square button showing only an icon; `label` names it for screen readers and as a tooltip. */
export function IconButton({ label, icon, variant = 'link', className, title, ...rest }: IconButtonProps) {
  return (
    <Button
      variant={variant}
      aria-label={label}
      title={title ?? label}
      className={cx(styles.iconOnly, className)}
      {...rest}
    >
      <span className={styles.icon}>{icon}</span>
    </Button>
  );
}
