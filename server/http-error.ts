import type { z } from "zod";

/** An error a client caused; the error handler answers it with its status and message. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: Record<string, string>,
  ) {
    super(message);
  }
}

export const notFound = (what = "Record") => new HttpError(404, `${what} not found`);
export const unauthorized = (message = "Please log in again.") => new HttpError(401, message);

/** The answer to text holding a NUL character, which only one of the two databases could store. */
export const NUL_MESSAGE = "The text contains a character that cannot be stored (NUL).";

/** The path of the first string holding a NUL character, if any. */
function nulPath(value: unknown, path: string): string | undefined {
  if (typeof value === "string") return value.includes("\u0000") ? path || "_" : undefined;
  if (value && typeof value === "object") {
    for (const [key, inner] of Object.entries(value)) {
      const found = nulPath(inner, path ? `${path}.${key}` : key);
      if (found) return found;
    }
  }
  return undefined;
}

/**
 * Checks input with a shared contract schema: its parsed value, or the 400 that
 * names the first failing rule's message (and, per field, each field's first).
 */
export function checkInput<S extends z.ZodType>(schema: S, input: unknown): { value: z.infer<S> } | { error: HttpError } {
  const result = schema.safeParse(input);
  if (result.success) {
    // PostgreSQL cannot store NUL in text and SQLite would: refuse it here so
    // both databases answer the same 400 and keep the same data.
    const field = nulPath(result.data, "");
    if (field) return { error: new HttpError(400, NUL_MESSAGE, { [field]: NUL_MESSAGE }) };
    return { value: result.data };
  }
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join(".") || "_";
    errors[key] ??= issue.message;
  }
  return { error: new HttpError(400, result.error.issues[0]?.message ?? "Invalid input", errors) };
}

/** checkInput for input a handler reads itself: the value, or the 400 thrown. */
export function parseOr400<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const checked = checkInput(schema, input);
  if ("error" in checked) throw checked.error;
  return checked.value;
}
