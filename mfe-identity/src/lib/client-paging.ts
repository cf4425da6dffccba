// Paging for lists the API returns whole (accounts, users): the spec's page sizes and pager, client-side.
import { useEffect, useMemo, useState } from 'react';
import { DEFAULT_PAGE_SIZE, countPages } from '@switchboard/shared/ui';

export function useClientPaging<T>(rows: ReadonlyArray<T> | undefined, resetKey: string) {
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<number>(DEFAULT_PAGE_SIZE);
  // A new filter starts at the first page.
  useEffect(() => setPage(1), [resetKey, pageSize]);
  const total = rows?.length ?? 0;
  const pageCount = countPages(total, pageSize);
  const current = Math.min(page, Math.max(1, pageCount));
  const pageRows = useMemo(
    () => (rows ? rows.slice((current - 1) * pageSize, current * pageSize) : undefined),
    [rows, current, pageSize],
  );
  return { page: current, setPage, pageSize, setPageSize, pageCount, total, pageRows };
}
