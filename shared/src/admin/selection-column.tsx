// The checkbox column of a list page whose rows can be selected (ListPage.tsx).
import type { Column } from '@switchboard/shared/ui';
import type { ListSelection } from './list-page-props';
import styles from './admin.module.css';

/** The checkbox column of a list whose rows can be selected; its header (de)selects the page's rows. */
export function selectionColumn<T>(
  selection: ListSelection<T>,
  rows: ReadonlyArray<T>,
  getRowKey: (row: T) => string,
): Column<T> {
  const keys = rows.map(getRowKey);
  const chosen = keys.filter((key) => selection.selected.has(key)).length;
  const toggle = (key: string, on: boolean) => {
    const next = new Set(selection.selected);
    if (on) next.add(key);
    else next.delete(key);
    selection.onChange(next);
  };
  return {
    key: 'select',
    className: styles.selectCell,
    header: (
      <input
        type="checkbox"
        aria-label="Select every row of this page"
        checked={keys.length > 0 && chosen === keys.length}
        ref={(box) => {
          if (box) box.indeterminate = chosen > 0 && chosen < keys.length;
        }}
        onChange={(event) => {
          const next = new Set(selection.selected);
          for (const key of keys) {
            if (event.target.checked) next.add(key);
            else next.delete(key);
          }
          selection.onChange(next);
        }}
      />
    ),
    render: (row) => (
      <input
        type="checkbox"
        aria-label={selection.label(row)}
        checked={selection.selected.has(getRowKey(row))}
        onChange={(event) => toggle(getRowKey(row), event.target.checked)}
      />
    ),
  };
}
