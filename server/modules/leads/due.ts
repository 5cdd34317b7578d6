import { addWorkingTime, parseOfficeHours } from "#contracts/institute-time";
import type { Config } from "#server/config";
import type { EnquiriesTable } from "#server/db/types";

// When a lead next needs a counsellor (docs/decisions/022). One column, due_at,
// kept in step with the facts it comes from on every write, so the "Due" view
// and its count are a single indexed range however many leads there are.

/** The deadline of the first answer to a submission that arrived at `at`. */
export function respondBy(config: Pick<Config, "FIRST_RESPONSE_WORKING_HOURS" | "OFFICE_HOURS">, at: number) {
  const office = parseOfficeHours(config.OFFICE_HOURS)!; // Checked when the configuration was read.
  return addWorkingTime(at, Math.round(config.FIRST_RESPONSE_WORKING_HOURS * 60), office).toISOString();
}

/**
 * A follow-up still standing when a lead becomes Enrolled: one already past was
 * the sale's (a demo, a call back) and is done; one still ahead stays.
 */
export const followUpAfterEnrolment = (followUpAt: string | null, now: string) => (followUpAt && followUpAt > now ? followUpAt : null);

type DueFacts = Pick<EnquiriesTable, "status" | "respond_by" | "touched_at" | "follow_up_at">;

/**
 * Nothing is due on a lost lead. An enrolled lead owes no first answer (it is a
 * student now), but a follow-up set on it comes due like any other: the call
 * after two absences must reach the counsellor (docs/decisions/072). Otherwise
 * the earlier of the first answer (while no one has touched the lead since it
 * was submitted) and the next follow-up.
 */
export function dueAt(lead: DueFacts): string | null {
  if (lead.status === "lost") return null;
  if (lead.status === "enrolled") return lead.follow_up_at;
  const times = [lead.touched_at === null ? lead.respond_by : null, lead.follow_up_at].filter((t): t is string => Boolean(t));
  return times.length ? times.sort()[0]! : null;
}
