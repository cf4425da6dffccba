// The lists the real server pages ("MySQL lists": Applications, VoipCarriers, PhoneNumbers…) answer
// `{total, page, page_size, data}` when asked with `?page=`, a bare array otherwise.
import type { Paged } from '@switchboard/shared/types';

/** One page of a list, as the admin kit's ListPage takes it. */
export interface ListPageResult<T> {
  total: number;
  data: T[];
}

/**
 * A paged endpoint's `transformResponse`: the server's page as `{total, data}`; a server that ignores paging
 * answers the whole list, which is paged here.
 */
export function toListPage<T>(body: Paged<T> | T[], page: number, pageSize: number): ListPageResult<T> {
  if (Array.isArray(body))
    return { total: body.length, data: body.slice((page - 1) * pageSize, page * pageSize) };
  return { total: Number(body.total) || 0, data: body.data ?? [] };
}

/** `?page=&page_size=` and the filters that are set (empty ones are left out), for a paged list's URL. */
export function listQuery(
  page: number,
  pageSize: number,
  filters: Record<string, string | number | null | undefined> = {},
): string {
  const params = new URLSearchParams({ page: String(page), page_size: String(pageSize) });
  for (const [key, value] of Object.entries(filters))
    if (value !== null && value !== undefined && value !== '') params.set(key, String(value));
  return params.toString();
}
