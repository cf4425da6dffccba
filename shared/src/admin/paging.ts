// Paging state of the lists with the spec's page sizes and pager: server-side where the API pages (it answers
// `{total, page, page_size, data}`), client-side for lists the API returns whole (a bare array).
import { useEffect, useMemo, useState } from 'react';
import { DEFAULT_PAGE_SIZE, countPages } from '@switchboard/shared/ui';

export interface Paging {
  page: number;
  setPage: (page: number) => void;
  pageSize: number;
  setPageSize: (size: number) => void;
  pageCount: number;
  /** Records in the whole list. */
  total: number;
}

/** `page` kept within the pages of `total` records (a page past the last one becomes the last; page 1 when empty). */
export function clampPage(page: number, total: number, pageSize: number): number {
  return Math.min(page, Math.max(1, countPages(total, pageSize)));
}

/**
 * The page and page size of a list of `total` records (undefined until known). A new `resetKey` (filter, account)
 * or page size starts at page 1; a page past the last one (e.g. after deleting the last row) becomes the last.
 */
export function usePaging(total: number | undefined, resetKey: string): Paging {
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<number>(DEFAULT_PAGE_SIZE);
  useEffect(() => setPage(1), [resetKey, pageSize]);
  const pageCount = countPages(total ?? 0, pageSize);
  const current = total === undefined ? page : clampPage(page, total, pageSize);
  return { page: current, setPage, pageSize, setPageSize, pageCount, total: total ?? 0 };
}

/** The rows of one page of `rows`. */
export function pageOf<T>(rows: ReadonlyArray<T>, page: number, pageSize: number): T[] {
  return rows.slice((page - 1) * pageSize, page * pageSize);
}

/** Client-side paging of `rows`: the paging state and the rows of the current page. */
export function useClientPaging<T>(rows: ReadonlyArray<T> | undefined, resetKey: string) {
  const paging = usePaging(rows?.length, resetKey);
  const { page, pageSize } = paging;
  const pageRows = useMemo(() => (rows ? pageOf(rows, page, pageSize) : undefined), [rows, page, pageSize]);
  return { ...paging, pageRows };
}
