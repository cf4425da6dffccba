import type { ComponentPropsWithoutRef } from 'react';
import styles from './feedback.module.css';
import { cx } from '../root';

/** Text for assistive technology only (screen readers read it; it takes no space on screen). */
export function VisuallyHidden({ className, ...rest }: ComponentPropsWithoutRef<'span'>) {
  return <span className={cx(styles.visuallyHidden, className)} {...rest} />;
}
