// The "MySQL lists" paging convention (contract §4): `page` switches the body from a bare array to
// {total, page, page_size, data}; page_size defaults to 50 rows and is echoed as null when it was omitted.
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

/** Paging asked for by the query, or null for the bare array. */
export function pageRequest(query: Record<string, unknown>): PageRequest | null {
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

/** A `name`/`filter` query value as a LIKE pattern (substring, case-insensitive), or null. */
export function likePattern(value: unknown): string | null {
  if (typeof value !== 'string' || value === '') return null;
  if (value.length > 255) throw badRequest('filter must be at most 255 characters');
  return `%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
