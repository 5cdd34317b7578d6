import { z } from "zod";
import { parseOr400 } from "../../http-error";

/** The most rows one page may ask for; the whole list is still available unpaged. */
export const MAX_PAGE_LIMIT = 100;
const DEFAULT_PAGE_LIMIT = 20;

const positiveInt = (message: string) => z.coerce.number({ error: message }).int(message).positive(message);

const querySchema = z.object({
  // Capped so the offset stays a safe integer for both database drivers.
  page: positiveInt("page must be a whole number from 1").max(1_000_000, "page is too large").optional(),
  limit: positiveInt("limit must be a whole number from 1").max(MAX_PAGE_LIMIT, `limit must be at most ${MAX_PAGE_LIMIT}`).optional(),
});

export interface Paging {
  page: number;
  limit: number;
  offset: number;
}

/**
 * docs/decisions/015: a list read without ?page=/&limit= returns the whole list
 * (what the dashboard's first screens expect); with either it returns one page.
 */
export function parsePaging(query: unknown): Paging | null {
  const { page, limit } = parseOr400(querySchema, query ?? {});
  if (page === undefined && limit === undefined) return null;
  const size = limit ?? DEFAULT_PAGE_LIMIT;
  const current = page ?? 1;
  return { page: current, limit: size, offset: (current - 1) * size };
}

const searchSchema = z.object({ q: z.string().max(100, "q is too long").optional() });

/** `?q=`: a case-insensitive search text, or null when absent or blank. */
export function parseSearch(query: unknown): string | null {
  const q = parseOr400(searchSchema, query ?? {}).q?.trim().toLowerCase();
  return q ? q : null;
}

/** A LIKE pattern that finds `q` anywhere, with % and _ taken literally (escape \\). */
export const containsPattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The list answer of contracts/api.ts; an unpaged list is one page holding everything. */
export function listAnswer<T>(data: T[], total: number, paging: Paging | null) {
  return { success: true as const, data, total, page: paging?.page ?? 1, limit: paging?.limit ?? total };
}
