import type { z } from "zod";

// The errors domain code throws (docs/decisions/091): what went wrong, in words a
// person can act on, and never an HTTP status. server/plugins/errors.ts alone
// turns each kind into the API's answer, so jobs, scripts and the CLI can call
// the same functions and read the same errors without pretending to be a request.

/**
 * Every domain error (anything else thrown is a fault): its message, and when a
 * field of the input is at fault, per field what is wrong (a field's name alone means the message).
 */
export abstract class DomainError extends Error {
  readonly errors?: Record<string, string>;
  constructor(message: string, field?: string | Record<string, string>) {
    super(message);
    this.errors = typeof field === "string" ? { [field]: message } : field;
  }
}

/** The input breaks a rule. */
export class Invalid extends DomainError {}

/** No one is signed in, the sign-in has ended, or the sender cannot be told apart from a stranger. */
export class Unauthenticated extends DomainError {}

/** The person is known and may not do this. */
export class Forbidden extends DomainError {}

/** Nothing by that id (or not one the caller may see). */
export class NotFound extends DomainError {}

/** The change clashes with what is stored (a duplicate, a second answer, a stale edit). */
export class Conflict extends DomainError {}

/** Refused for reasons the person can act on, each in plain words. */
export class Refused extends DomainError {
  constructor(
    message: string,
    readonly reasons: string[],
  ) {
    super(message);
  }
}

/** What was sent is larger than its limit. */
export class TooLarge extends DomainError {}

/** A limit on how often was reached; trying later works. */
export class TooMany extends DomainError {}

/** A third party (the payment gateway) failed or refused; nothing here was changed by it. */
export class UpstreamFailed extends DomainError {}

/** A part this needs is not ready or not fully set up; trying later (or finishing the setup) works. */
export class Unavailable extends DomainError {}

/** The usual "… not found" of a record looked up by id. */
export const notFound = (what = "Record") => new NotFound(`${what} not found`);

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
 * Checks input with a shared contract schema: its parsed value, or the Invalid
 * that names the first failing rule's message (and, per field, each field's first).
 */
export function checkInput<S extends z.ZodType>(schema: S, input: unknown): { value: z.infer<S> } | { error: Invalid } {
  const result = schema.safeParse(input);
  if (result.success) {
    // PostgreSQL cannot store NUL in text and SQLite would: refuse it here so
    // both databases answer the same 400 and keep the same data.
    const field = nulPath(result.data, "");
    if (field) return { error: new Invalid(NUL_MESSAGE, { [field]: NUL_MESSAGE }) };
    return { value: result.data };
  }
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join(".") || "_";
    errors[key] ??= issue.message;
  }
  return { error: new Invalid(result.error.issues[0]?.message ?? "Invalid input", errors) };
}

/** checkInput for input a handler reads itself: the value, or the Invalid thrown. */
export function parseOr400<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const checked = checkInput(schema, input);
  if ("error" in checked) throw checked.error;
  return checked.value;
}
