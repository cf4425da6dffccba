// The page-range algorithm of the pager (docs/product/shell.md#list-pages: neighbours 1, jump 3, all pages shown when there are
// up to 4). Pure, so it is tested exhaustively.

export const PAGINATION_NEIGHBOURS = 1;
export const PAGINATION_JUMP = 3;
export const PAGINATION_SHOW_ALL_UP_TO = 4;
export const PAGE_SIZES = [25, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 25;

export type PageItem =
  | { type: 'page'; page: number }
  /** An ellipsis standing for hidden pages; choosing it jumps to `page`. */
  | { type: 'jump'; direction: 'back' | 'forward'; page: number };

export interface PageRangeOptions {
  neighbours?: number;
  jump?: number;
  showAllUpTo?: number;
}

/** Pages = ceil(total / page size) (0 when there is nothing). */
export function countPages(total: number, pageSize: number): number {
  if (!(total > 0) || !(pageSize > 0)) return 0;
  return Math.ceil(total / pageSize);
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/**
 * The items of the pager for `pageCount` pages with `current` selected: the first and the last page
 * always, the current page with `neighbours` pages each side, and between them either the single
 * hidden page itself or an ellipsis that jumps `jump` pages from the current one (staying inside the gap).
 */
export function pageRange(pageCount: number, current: number, options: PageRangeOptions = {}): PageItem[] {
  const {
    neighbours = PAGINATION_NEIGHBOURS,
    jump = PAGINATION_JUMP,
    showAllUpTo = PAGINATION_SHOW_ALL_UP_TO,
  } = options;
  const count = Math.max(0, Math.floor(pageCount));
  if (count === 0) return [];
  const page = (p: number): PageItem => ({ type: 'page', page: p });
  if (count <= showAllUpTo) return Array.from({ length: count }, (_, i) => page(i + 1));

  const at = clamp(Math.floor(current) || 1, 1, count);
  const start = Math.max(2, at - neighbours);
  const end = Math.min(count - 1, at + neighbours);
  const items: PageItem[] = [page(1)];

  if (start === 3) items.push(page(2));
  else if (start > 3) items.push({ type: 'jump', direction: 'back', page: clamp(at - jump, 2, start - 1) });

  for (let p = start; p <= end; p++) items.push(page(p));

  if (end === count - 2) items.push(page(count - 1));
  else if (end < count - 2)
    items.push({ type: 'jump', direction: 'forward', page: clamp(at + jump, end + 1, count - 1) });

  items.push(page(count));
  return items;
}
