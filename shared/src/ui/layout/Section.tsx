import { useId, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import styles from './layout.module.css';
import { cx } from '../root';

export interface SectionProps extends Omit<ComponentPropsWithoutRef<'section'>, 'title'> {
  /** The card's heading; it also names the region. Omit for an untitled card. */
  title?: ReactNode;
  /** Heading level (default 2: sections sit under the page's h1). */
  headingLevel?: 2 | 3 | 4;
  description?: ReactNode;
  /** Buttons or links at the right of the heading. */
  actions?: ReactNode;
}

/** A titled card grouping related content (e.g. 'API keys', 'Call recording'). */
export function Section({
  title,
  headingLevel = 2,
  description,
  actions,
  className,
  children,
  ...rest
}: SectionProps) {
  const headingId = `sb-section-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const Heading = `h${headingLevel}` as const;
  return (
    <section
      className={cx(styles.section, className)}
      aria-labelledby={title ? headingId : undefined}
      {...rest}
    >
      {title || actions ? (
        <div className={styles.sectionHeader}>
          {title ? (
            <Heading id={headingId} className={styles.sectionTitle}>
              {title}
            </Heading>
          ) : (
            <span />
          )}
          {actions ? <div className={styles.actions}>{actions}</div> : null}
        </div>
      ) : null}
      {description ? <p className={styles.description}>{description}</p> : null}
      {children}
    </section>
  );
}

export interface PageHeaderProps {
  /** The page's h1. */
  title: ReactNode;
  description?: ReactNode;
  /** e.g. an 'Add account' ButtonLink. */
  actions?: ReactNode;
  className?: string;
}

/** The top of a page: its h1 and its main actions. */
export function PageHeader({ title, description, actions, className }: PageHeaderProps) {
  return (
    <header className={cx(styles.pageHeader, className)}>
      <div className={styles.pageHeaderText}>
        <h1 className={styles.pageTitle}>{title}</h1>
        {description ? <p className={styles.description}>{description}</p> : null}
      </div>
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </header>
  );
}
