// One item of the area's lists (calls, alerts): a summary button that expands and collapses its panel, and the
// definition list of a record's fields ('null' for an empty one).
import { useId, type ReactNode } from 'react';
import { IconChevronDown, cx } from '@switchboard/shared/ui';
import styles from './observability.module.css';

export interface ExpandableItemProps {
  open: boolean;
  onToggle: () => void;
  /** the summary line's cells */
  summary: ReactNode;
  /** rendered only while open */
  children: ReactNode;
  /** data-* of the item (e2e reads the call sid) */
  data?: Record<string, string>;
}

export function ExpandableItem({ open, onToggle, summary, children, data }: ExpandableItemProps) {
  const panelId = useId();
  const attributes = Object.fromEntries(Object.entries(data ?? {}).map(([k, v]) => [`data-${k}`, v]));
  return (
    <li className={styles.item} {...attributes}>
      <button
        type="button"
        className={styles.summary}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={onToggle}
      >
        <IconChevronDown className={cx(styles.chevron, open && styles.chevronOpen)} />
        {summary}
      </button>
      {open ? (
        <div id={panelId} className={styles.detail}>
          {children}
        </div>
      ) : null}
    </li>
  );
}

/** Every field of a record, `format(key, value)` deciding how one reads. */
export function FieldList({
  record,
  format,
}: {
  record: object;
  format?: (key: string, value: unknown) => string | null;
}) {
  return (
    <dl className={styles.grid}>
      {Object.entries(record).map(([key, value]) => (
        <div key={key} className={styles.gridRow}>
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
