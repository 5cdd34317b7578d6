import type { z } from "zod";
import { ApiError } from "../api";

// The one way a staff or login form turns a failure into messages beside its
// fields: the shared schema's issues in the browser, the same keys in a 400
// answer's `errors` from the server.

/** Messages of one form, keyed by the data path joined with dots ("address.street", "features.2"); "" is the whole record. */
export type FieldErrors = Record<string, string>;

/** The first message per data path of a failed parse, with the path of `prefix` in front. */
export function zodFieldErrors(error: z.ZodError, prefix: (string | number)[] = []): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of error.issues) {
    const key = [...prefix, ...issue.path].map(String).join(".");
    out[key] ??= issue.message;
  }
  return out;
}

/** Per-field messages of a failed call ({ errors: { field: message } }), if any. */
export function serverFieldErrors(err: unknown): FieldErrors {
  if (!(err instanceof ApiError)) return {};
  return err.answer.errors;
}

/** The human-readable message the server gave, if any. */
export function serverReason(err: unknown): string | undefined {
  if (!(err instanceof ApiError)) return undefined;
  return err.answer.message ?? undefined;
}

/** The messages without the one of `path` (the field was edited). */
export function withoutError(errors: FieldErrors, path: string): FieldErrors {
  if (!(path in errors)) return errors;
  const { [path]: _gone, ...rest } = errors;
  return rest;
}
