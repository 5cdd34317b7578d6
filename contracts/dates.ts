import { z } from "./zod";

export { formatDate, generateStudentId, toIsoDate, todayIso } from "./date-format";

/** Dates travel and are stored as yyyy-mm-dd (docs/decisions/015). */
export const isoDate = (message = "Enter a valid date") =>
  z
    .string({ error: message })
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, message)
    .refine((v) => {
      const d = new Date(`${v}T00:00:00Z`);
      return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(v);
    }, message);
