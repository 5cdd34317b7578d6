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

/** Parse input with a shared contract schema; the first failing rule's message becomes a 400. */
export function parseOr400<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join(".") || "_";
    errors[key] ??= issue.message;
  }
  throw new HttpError(400, result.error.issues[0]?.message ?? "Invalid input", errors);
}
