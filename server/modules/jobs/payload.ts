import { z } from "#contracts/zod";

// How a job reads its stored payload back (docs/decisions/085): JSON text checked
// by the kind's own schema, never trusted by a cast. A payload that does not parse
// is set aside by the runner with the reason, never half-run.

/** A schema for JSON text whose value must match `schema`. */
export function jsonPayload<T extends z.ZodType>(schema: T) {
  return z
    .string()
    .transform((text, ctx) => {
      try {
        const value: unknown = JSON.parse(text);
        return value;
      } catch {
        ctx.addIssue({ code: "custom", message: "is not JSON" });
        return z.NEVER;
      }
    })
    .pipe(schema);
}
