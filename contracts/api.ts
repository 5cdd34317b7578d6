import { z } from "./zod";

// Shapes of API answers (docs/decisions/015).
export interface ListAnswer<T> {
  success: true;
  data: T[];
  total: number;
  page: number;
  limit: number;
}

export interface ErrorAnswer {
  success: false;
  message: string;
  errors?: Record<string, string>;
}

/** A write that only reports its outcome. */
export interface OkAnswer {
  success: true;
  message: string;
}

/** A write that also returns the stored record. */
export interface RecordAnswer<T> extends OkAnswer {
  data: T;
}

// ── List reads (docs/decisions/015) ─────────────────────────────────────────
// Without ?page=/&limit= a list read answers the whole list; with either, one page.

/** The most rows one page may ask for; the whole list is still available unpaged. */
export const MAX_PAGE_LIMIT = 100;

const positiveInt = (message: string) => z.coerce.number({ error: message }).int(message).positive(message);

export const pagingQuerySchema = z.object({
  // Capped so the offset stays a safe integer for both database drivers.
  page: positiveInt("page must be a whole number from 1").max(1_000_000, "page is too large").optional(),
  limit: positiveInt("limit must be a whole number from 1").max(MAX_PAGE_LIMIT, `limit must be at most ${MAX_PAGE_LIMIT}`).optional(),
});
export type PagingQuery = z.infer<typeof pagingQuerySchema>;

/** `?q=`: a case-insensitive search text. */
export const searchQuerySchema = z.object({ q: z.string().max(100, "q is too long").optional() });
export type SearchQuery = z.infer<typeof searchQuerySchema>;

/**
 * Checks `first`, then, only when it passed, `second` on the same input: a 400
 * names only the first schema's failing fields, as two checks in a row would.
 * The value holds both outputs (a record's fields, then the revision beside them).
 */
export function inTurn<A extends z.ZodType<object>, B extends z.ZodType<object>>(first: A, second: B) {
  return z.unknown().transform((input, ctx): z.output<A> & z.output<B> => {
    const a = first.safeParse(input);
    const b = a.success ? second.safeParse(input) : undefined;
    if (a.success && b?.success) return { ...a.data, ...b.data };
    // The issues as the failing schema reported them: same paths, same messages.
    for (const issue of (a.error ?? b?.error)!.issues) ctx.addIssue(issue as z.core.$ZodRawIssue);
    return z.NEVER;
  });
}

/** A list read's query: paging, then (only when paging passed) search. */
export const listQuery = inTurn(pagingQuerySchema, searchQuerySchema);
