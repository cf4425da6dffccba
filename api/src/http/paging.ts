// Paging, once for every list (docs/api/contract.md#paging). Two ways to ask: the "MySQL lists" convention (`page` switches the body
// from a bare array to {total, page, page_size, data}; page_size defaults to 50 and is echoed as null when omitted)
// and the time-series convention (`page` and `count` both required). Either way a request becomes a PageRequest and
// `paged()` answers it from a RowSource.
import { z } from 'zod';
import { SERVER_DEFAULT_PAGE_SIZE } from '@switchboard/shared/validation';
import { badRequest } from './errors';

export const MAX_PAGE_SIZE = 10000;

export const pagedListQuerySchema = z.looseObject({
  page: z.string().optional().describe('1-based page; its presence switches the answer to the paged object'),
  page_size: z
    .string()
    .optional()
    .describe(`rows per page (default ${SERVER_DEFAULT_PAGE_SIZE}, at most ${MAX_PAGE_SIZE})`),
  name: z.string().optional().describe('substring of the name'),
});

export interface PageRequest {
  page: number;
  limit: number;
  offset: number;
  /** what is echoed back as page_size */
  echoedPageSize: number | null;
}

/** The contract's paged answer. */
export interface Page<T> {
  total: number;
  page: number;
  page_size: number | null;
  data: T[];
}

/** Where a list's rows come from: all of them, how many there are, one page of them. */
export interface RowSource<T> {
  all(): T[];
  count(): number;
  /** One page; `total` (from count()) lets a source choose its plan, e.g. sort few matches or walk an index. */
  page(limit: number, offset: number, total: number): T[];
}

/** Paging asked for by a MySQL-list query, or null for the bare array. */
export function pageRequest(query: { page?: unknown; page_size?: unknown }): PageRequest | null {
  if (query.page === undefined) return null;
  const page = Number(query.page);
  if (!Number.isInteger(page) || page < 1) throw badRequest('page must be a whole number of at least 1');
  let echoedPageSize: number | null = null;
  let limit = SERVER_DEFAULT_PAGE_SIZE;
  if (query.page_size !== undefined && query.page_size !== '') {
    limit = Number(query.page_size);
    if (!Number.isInteger(limit) || limit < 1 || limit > MAX_PAGE_SIZE)
      throw badRequest(`page_size must be a whole number from 1 to ${MAX_PAGE_SIZE}`);
    echoedPageSize = limit;
  }
  return { page, limit, offset: (page - 1) * limit, echoedPageSize };
}

/** Paging of a time-series query: `page` and `count` (at most `maxCount`) are required; page_size echoes count. */
export function timeSeriesPageRequest(
  query: { page?: unknown; count?: unknown },
  maxCount: number,
): PageRequest {
  const page = Number(query.page);
  if (!Number.isInteger(page) || page < 1) throw badRequest('missing or invalid "page" query arg');
  const count = Number(query.count);
  if (!Number.isInteger(count) || count < 1 || count > maxCount)
    throw badRequest('missing or invalid "count" query arg');
  return { page, limit: count, offset: (page - 1) * count, echoedPageSize: count };
}

/** A list's answer: the bare rows when no page was asked for, else one page with the total. */
export function paged<T>(request: PageRequest, source: Omit<RowSource<T>, 'all'>): Page<T>;
export function paged<T>(request: PageRequest | null, source: RowSource<T>): T[] | Page<T>;
export function paged<T>(
  request: PageRequest | null,
  source: Omit<RowSource<T>, 'all'> & Partial<Pick<RowSource<T>, 'all'>>,
): T[] | Page<T> {
  if (!request) {
    if (!source.all) throw new Error('a list without paging needs all()');
    return source.all();
  }
  const total = source.count();
  return {
    total,
    page: request.page,
    page_size: request.echoedPageSize,
    data: source.page(request.limit, request.offset, total),
  };
}

/** A `name`/`filter` query value as a LIKE pattern (substring, case-insensitive), or null. */
export function likePattern(value: unknown): string | null {
  if (typeof value !== 'string' || value === '') return null;
  if (value.length > 255) throw badRequest('filter must be at most 255 characters');
  return `%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
