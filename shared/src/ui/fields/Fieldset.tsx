import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import styles from './fields.module.css';
import { cx } from '../root';

export interface FieldsetProps extends Omit<ComponentPropsWithoutRef<'fieldset'>, 'title'> {
  /** The group's heading (rendered as the legend). */
  legend: ReactNode;
  description?: ReactNode;
  /** `disabled` on a fieldset disables every control inside: handy for view-only forms. */
  disabled?: boolean;
}

/** Groups related fields under a legend (e.g. 'Registration webhook', 'Call recording'). */
export function Fieldset({ legend, description, className, children, ...rest }: FieldsetProps) {
  return (
    <fieldset className={cx(styles.fieldset, className)} {...rest}>
      <legend className={styles.legend}>{legend}</legend>
      {description ? <p className={styles.hint}>{description}</p> : null}
      <div className={styles.fieldsetBody}>{children}</div>
    </fieldset>
  );
}
