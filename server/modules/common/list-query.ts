// Paging and searching for list reads: ?page=, ?limit= and ?q= turned into an offset and a LIKE pattern
// (docs/decisions/015).

import type { PagingQuery, SearchQuery } from "#contracts/api";

const DEFAULT_PAGE_LIMIT = 20;

/** ?page=&limit= and then ?q=, checked in that order (a list read that pages and searches): the API table's. */
export { listQuery } from "#contracts/api";

export interface Paging {
  page: number;
  limit: number;
  offset: number;
}

/**
 * docs/decisions/015: a list read without ?page=/&limit= returns the whole list
 * (what the dashboard's first screens expect); with either it returns one page.
 */
export function pagingOf({ page, limit }: PagingQuery): Paging | null {
  if (page === undefined && limit === undefined) return null;
  const size = limit ?? DEFAULT_PAGE_LIMIT;
  const current = page ?? 1;
  return { page: current, limit: size, offset: (current - 1) * size };
}

/** `?q=`: the search text in lower case, or null when absent or blank. */
export function searchOf({ q }: SearchQuery): string | null {
  const text = q?.trim().toLowerCase();
  return text ? text : null;
}

/** A LIKE pattern that finds `q` anywhere, with % and _ taken literally (escape \\). */
export const containsPattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The list answer of contracts/api.ts; an unpaged list is one page holding everything. */
export function listAnswer<T>(data: T[], total: number, paging: Paging | null) {
  return { success: true as const, data, total, page: paging?.page ?? 1, limit: paging?.limit ?? total };
}
