// A list of records that expand (recent calls, alerts): each item is a summary button that opens its panel. Where
// the list is narrow (a phone; the list's own width, not the window's) the summary's cells stack into a card, the
// first one as its title, so nothing scrolls sideways. FieldList shows every field of a record.
import { useId, type ReactNode } from 'react';
import { cx } from '../root';
import { IconChevronDown } from '../icons';
import styles from './list.module.css';

export interface ExpandableListProps {
  /** Names the list, e.g. 'Calls'. */
  label: string;
  busy?: boolean;
  className?: string;
  children: ReactNode;
}

/** The list of ExpandableItems. */
export function ExpandableList({ label, busy, className, children }: ExpandableListProps) {
  return (
    <ul className={cx(styles.expandList, className)} aria-label={label} aria-busy={busy || undefined}>
      {children}
    </ul>
  );
}

export interface ExpandableItemProps {
  open: boolean;
  onToggle: () => void;
  /** The summary line's cells (one element each). */
  summary: ReactNode;
  /**
   * Lays the cells out on a wide list, e.g. a grid-template-columns lining them up from item to item (a narrow
   * list stacks them whatever this says).
   */
  summaryClassName?: string;
  /** Rendered only while open. */
  children: ReactNode;
  /** data-* attributes of the item (tests read e.g. a call's sid). */
  data?: Record<string, string>;
}

export function ExpandableItem({
  open,
  onToggle,
  summary,
  summaryClassName,
  children,
  data,
}: ExpandableItemProps) {
  const panelId = useId();
  const attributes = Object.fromEntries(Object.entries(data ?? {}).map(([k, v]) => [`data-${k}`, v]));
  return (
    <li className={styles.expandItem} {...attributes}>
      <button
        type="button"
        className={styles.expandSummary}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={onToggle}
      >
        <IconChevronDown className={cx(styles.chevron, open && styles.chevronOpen)} />
        <span className={cx(styles.summaryCells, summaryClassName)}>{summary}</span>
      </button>
      {open ? (
        <div id={panelId} className={styles.expandPanel}>
          {children}
        </div>
      ) : null}
    </li>
  );
}

/** Every field of a record, `format(key, value)` deciding how one reads ('null' for an empty one). */
export function FieldList({
  record,
  format,
  className,
}: {
  record: object;
  format?: (key: string, value: unknown) => string | null;
  className?: string;
}) {
  return (
    <dl className={cx(styles.fieldList, className)}>
      {Object.entries(record).map(([key, value]) => (
        <div key={key} className={styles.fieldRow}>
          <dt>{key}:</dt>
          <dd>
            {format?.(key, value) ??
              (value === null || value === undefined || value === '' ? 'null' : String(value))}
          </dd>
        </div>
      ))}
    </dl>
  );
}
