import { z } from "#contracts/zod";

// Reading JSON back (docs/decisions/092): text we stored (a row, a queued payload) or
// another system sent is parsed by its zod schema, never cast, so a row an older
// version wrote, or a partly written one, fails where it is read, naming what and why.

/** Stored JSON that is not what reads it expects: the job that met it is set aside ("dead"), never retried. */
export class UnreadableStored extends Error {}

/** A JSON object of any fields (a timeline line's detail, a lead's submitted fields). */
export const jsonObject = z.record(z.string(), z.unknown());

/** A course's stored name, read leniently: its id stands in when the name cannot be read. */
export const namedRecord = z.object({ name: z.string() });

/** A zod error in one line: `path: message; …`. */
export const issuesOf = (error: z.ZodError) => error.issues.map((i) => `${i.path.join(".") || "value"}: ${i.message}`).join("; ");

/** JSON text, or undefined when it is not JSON. */
function jsonOf(text: string): { value: unknown } | undefined {
  try {
    return { value: JSON.parse(text) };
  } catch {
    return undefined;
  }
}

/** Stored JSON text read by its schema: its value, or why it could not be read (for a caller that carries on without it). */
export function tryStored<T>(schema: z.ZodType<T>, text: string | null | undefined): { value: T } | { error: string } {
  const json = text == null ? undefined : jsonOf(text);
  if (!json) return { error: "it is not JSON" };
  const parsed = schema.safeParse(json.value);
  return parsed.success ? { value: parsed.data } : { error: issuesOf(parsed.error) };
}

/** Stored JSON text read by its schema; throws UnreadableStored, saying which `what` and why, when it does not parse. */
export function readStored<T>(schema: z.ZodType<T>, text: string | null | undefined, what: string): T {
  const read = tryStored(schema, text);
  if ("error" in read) throw new UnreadableStored(`${what} could not be read: ${read.error}`);
  return read.value;
}

/** Another system's answer read by its schema: what it says, or null when it is not JSON of that shape (the caller says what that means). */
export function readJson<T>(schema: z.ZodType<T>, text: string): T | null {
  const json = jsonOf(text);
  const parsed = json && schema.safeParse(json.value);
  return parsed?.success ? parsed.data : null;
}
