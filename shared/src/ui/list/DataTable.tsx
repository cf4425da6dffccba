import { KIT_NAMESPACE, useTranslation } from '@switchboard/shared/i18n';
import type { ReactNode } from 'react';
import styles from './list.module.css';
import { cx } from '../root';
import { EmptyState, ErrorMessage, Skeleton, VisuallyHidden } from '../feedback';

export interface Column<T> {
  /** Unique key of the column. */
  key: string;
  header: ReactNode;
  render: (row: T) => ReactNode;
  /** Class for this column's cells (e.g. a narrow, monospace SID column). */
  className?: string;
  /** Render this column's cells as row headers (th scope=row): the item's name usually. */
  rowHeader?: boolean;
  /**
   * What names a cell when the list is narrow and each row is a card (default: the header when it is text). The
   * row header is the card's title and needs none.
   */
  label?: string;
}

/** The label a column's cells carry on a card. */
function cardLabel<T>(column: Column<T>): string | undefined {
  if (column.rowHeader) return undefined;
  return column.label ?? (typeof column.header === 'string' ? column.header : undefined);
}

export interface DataTableProps<T> {
  /** Names the table (e.g. 'Accounts'); visually hidden unless showCaption. */
  caption: string;
  showCaption?: boolean;
  columns: ReadonlyArray<Column<T>>;
  /** undefined while the first load is in flight. */
  rows: ReadonlyArray<T> | undefined;
  getRowKey: (row: T) => string;
  /** Loading: a skeleton on the first load, aria-busy while refreshing rows already shown. */
  loading?: boolean;
  /** An error message shown above the table (e.g. the server's msg). */
  error?: ReactNode;
  /** Next to the error message, e.g. a Retry button. */
  errorAction?: ReactNode;
  /** Shown when there are no rows, e.g. 'No Accounts.' */
  emptyText: ReactNode;
  /** A call to action in the empty state (e.g. 'Add account'). */
  emptyAction?: ReactNode;
  /** Per-row actions, rendered in a last 'Actions' column (see RowActions). */
  rowActions?: (row: T) => ReactNode;
  className?: string;
}

/**
 * A list of items as a table, with loading, error and empty states. Where the list is narrow (a phone, a narrow
 * panel: the width of its own box, not the window's) each row becomes a card — the row header as its title, each
 * cell under its column's label, the actions at the bottom — so nothing scrolls sideways.
 */
export function DataTable<T>({
  caption,
  showCaption = false,
  columns,
  rows,
  getRowKey,
  loading = false,
  error,
  errorAction,
  emptyText,
  emptyAction,
  rowActions,
  className,
}: DataTableProps<T>) {
  const { t } = useTranslation(KIT_NAMESPACE);
  const errorBox = error ? <ErrorMessage message={error} action={errorAction} /> : null;
  if (!rows || rows.length === 0) {
    if (loading)
      return (
        <Skeleton
          lines={4}
          label={t('loadingList', { lower: caption.toLowerCase(), title: caption })}
          className={className}
        />
      );
    return (
      <div className={className}>
        {errorBox}
        {/* With an error there is no point in also saying the list is empty. */}
        {error ? null : <EmptyState title={emptyText} action={emptyAction} />}
      </div>
    );
  }
  return (
    <div className={cx(styles.wrap, className)}>
      {errorBox}
      <div className={styles.scroll}>
        <table className={cx(styles.table, loading && styles.refreshing)} aria-busy={loading || undefined}>
          <caption className={showCaption ? styles.caption : undefined}>
            {showCaption ? caption : <VisuallyHidden>{caption}</VisuallyHidden>}
          </caption>
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column.key} scope="col" className={column.className}>
                  {column.header}
                </th>
              ))}
              {rowActions ? (
                <th scope="col" className={styles.actionsCell}>
                  <VisuallyHidden>{t('actions')}</VisuallyHidden>
                </th>
              ) : null}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={getRowKey(row)}>
                {columns.map((column) =>
                  column.rowHeader ? (
                    <th key={column.key} scope="row" className={cx(styles.rowHeader, column.className)}>
                      {column.render(row)}
                    </th>
                  ) : (
                    <td
                      key={column.key}
                      className={cx(cardLabel(column) && styles.labelled, column.className)}
                    >
                      {cardLabel(column) ? (
                        <>
                          {/* The card's label: the column header already names the cell for assistive tech. */}
                          <span className={styles.cellLabel} aria-hidden="true">
                            {cardLabel(column)}
                          </span>
                          <span className={styles.cellValue}>{column.render(row)}</span>
                        </>
                      ) : (
                        column.render(row)
                      )}
                    </td>
                  ),
                )}
                {rowActions ? <td className={styles.actionsCell}>{rowActions(row)}</td> : null}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

/** Alias: the lists of the portal are DataTables. */
export const List = DataTable;
