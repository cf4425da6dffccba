import styles from './feedback.module.css';
import { cx } from '../root';
import { VisuallyHidden } from './VisuallyHidden';

export interface SpinnerProps {
  /** What is loading; read by screen readers. Default 'Loading'. */
  label?: string;
  size?: 'sm' | 'md' | 'lg';
  /** Decorative spinner (e.g. inside a busy button that already says aria-busy). */
  decorative?: boolean;
  className?: string;
}

export function Spinner({ label = 'Loading', size = 'md', decorative = false, className }: SpinnerProps) {
  const ring = <span className={cx(styles.spinner, styles[`spinner-${size}`])} aria-hidden="true" />;
  if (decorative) return <span className={cx(styles.spinnerWrap, className)}>{ring}</span>;
  return (
    <span role="status" className={cx(styles.spinnerWrap, className)}>
      {ring}
      <VisuallyHidden>{label}</VisuallyHidden>
    </span>
  );
}
