import { act, renderHook } from '@testing-library/react';
import { clampPage, pageOf, useClientPaging, usePaging } from './paging';

describe('paging', () => {
  it('keeps a page within the pages of a total', () => {
    expect(clampPage(3, 60, 25)).toBe(3);
    expect(clampPage(3, 50, 25)).toBe(2);
    expect(clampPage(2, 0, 25)).toBe(1);
  });

  it('cuts one page of rows', () => {
    expect(pageOf([1, 2, 3, 4, 5], 2, 2)).toEqual([3, 4]);
    expect(pageOf([1, 2, 3, 4, 5], 3, 2)).toEqual([5]);
  });

  it('starts at page 1 of 25 rows and counts the pages of the total', () => {
    const { result } = renderHook(() => usePaging(60, ''));
    expect(result.current).toMatchObject({ page: 1, pageSize: 25, pageCount: 3, total: 60 });
  });

  it('goes back to page 1 on a new filter or page size', () => {
    const { result, rerender } = renderHook(({ key }) => usePaging(100, key), { initialProps: { key: 'a' } });
    act(() => result.current.setPage(3));
    expect(result.current.page).toBe(3);
    rerender({ key: 'b' });
    expect(result.current.page).toBe(1);
    act(() => result.current.setPage(2));
    act(() => result.current.setPageSize(50));
    expect(result.current).toMatchObject({ page: 1, pageSize: 50, pageCount: 2 });
  });

  it('shows the last page when the total shrinks below the current one', () => {
    const { result, rerender } = renderHook(({ total }) => usePaging(total, ''), {
      initialProps: { total: 51 as number | undefined },
    });
    act(() => result.current.setPage(3));
    rerender({ total: 50 });
    expect(result.current.page).toBe(2);
    // Unknown totals (a page still loading) keep the page asked for.
    rerender({ total: undefined });
    expect(result.current.page).toBe(3);
  });

  it('pages rows on the client', () => {
    const rows = Array.from({ length: 30 }, (_, i) => i);
    const { result } = renderHook(() => useClientPaging(rows, ''));
    expect(result.current.pageRows).toHaveLength(25);
    act(() => result.current.setPage(2));
    expect(result.current.pageRows).toEqual([25, 26, 27, 28, 29]);
    expect(result.current.total).toBe(30);
  });
});
