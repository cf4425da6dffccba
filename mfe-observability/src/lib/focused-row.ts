// For a virtualised list (@tanstack/react-virtual) of focusable rows, each an <li aria-posinset>: the row holding
// the focus, and the rows either side, stay in the document whatever the scroll position. A focused row taken out
// would drop the focus to the page's start, and Tab (or Shift+Tab) always finds the next row however fast it is
// pressed: the focus event renders it before the next key is handled.
import { useCallback, useState, type FocusEvent } from 'react';
import { defaultRangeExtractor, type Range } from '@tanstack/react-virtual';

export function useRowsKeptForFocus() {
  const [focusedRow, setFocusedRow] = useState<number | null>(null);
  const rangeExtractor = useCallback(
    (range: Range) => {
      const rows = defaultRangeExtractor(range);
      if (focusedRow === null) return rows;
      const near = [focusedRow - 1, focusedRow, focusedRow + 1].filter((i) => i >= 0 && i < range.count);
      return [...new Set([...rows, ...near])].sort((a, b) => a - b);
    },
    [focusedRow],
  );
  /** For the list element: which row has the focus (none once it leaves the list). */
  const listFocusProps = {
    onFocus: (event: FocusEvent<HTMLElement>) => {
      const row = (event.target as Element).closest('li[aria-posinset]');
      if (row) setFocusedRow(Number(row.getAttribute('aria-posinset')) - 1);
    },
    onBlur: (event: FocusEvent<HTMLElement>) => {
      if (!event.currentTarget.contains(event.relatedTarget)) setFocusedRow(null);
    },
  };
  return { rangeExtractor, listFocusProps };
}
