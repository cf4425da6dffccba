import type { ReactNode } from 'react';
import styles from './feedback.module.css';
import { cx } from '../root';

export interface EmptyStateProps {
  /** The main line, e.g. 'No Accounts.' or "That page doesn't exist." */
  title: ReactNode;
  /** Heading level of the title; omit to render it as a paragraph (e.g. inside a list). */
  headingLevel?: 1 | 2 | 3;
  children?: ReactNode;
  /** A call to action, e.g. a ButtonLink 'Add account' or 'Log in'. */
  action?: ReactNode;
  className?: string;
}

/** Shown where content would be: empty lists, not-found pages, 'create an account first' prompts. */
export function EmptyState({ title, headingLevel, children, action, className }: EmptyStateProps) {
  const Title = headingLevel ? (`h${headingLevel}` as const) : 'p';
  return (
    <div className={cx(styles.empty, className)}>
      <Title className={styles.emptyTitle}>{title}</Title>
      {children ? <div className={styles.emptyBody}>{children}</div> : null}
      {action ? <div className={styles.emptyAction}>{action}</div> : null}
    </div>
  );
}
