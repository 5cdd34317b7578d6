import { z } from "./zod";

// How fast students hear from us (docs/decisions/066): the time from a
// lead's first enquiry to the first message that reached the student, automatic
// or human, as a median per Chennai week and per counsellor.

const figures = {
  /** Leads that came in. */
  enquiries: z.number().int(),
  /** Of those, how many have had a first response. */
  answered: z.number().int(),
  /** The median time to that first response, in seconds; null when none was answered. */
  medianSeconds: z.number().nullable(),
};

/** GET /api/enquiries/first-response (staff): the last weeks, oldest first, and per counsellor over the same weeks. */
export const firstResponseSchema = z.object({
  weeks: z.array(z.object({ start: z.string(), ...figures })),
  /** By the lead's current owner; id null: unassigned. Most leads first. */
  counsellors: z.array(z.object({ id: z.string().nullable(), name: z.string(), ...figures })),
  /** Leads of the period nobody has answered yet. */
  waiting: z.number().int(),
});
export type FirstResponse = z.infer<typeof firstResponseSchema>;

/** "45 s", "12 min", "3 h 20 min", "2 days": a median as staff read it. */
export function formatDuration(seconds: number): string {
  if (seconds < 60) return `${Math.round(seconds)} s`;
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return minutes % 60 ? `${hours} h ${minutes % 60} min` : `${hours} h`;
  return `${Math.round(hours / 24)} days`;
}
