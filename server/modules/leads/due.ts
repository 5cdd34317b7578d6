import { CLOSED_STATUSES, type EnquiryStatus } from "#contracts/enquiry-inbox";
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

type DueFacts = Pick<EnquiriesTable, "status" | "respond_by" | "touched_at" | "follow_up_at">;

/**
 * Nothing is due on an enrolled or lost lead. Otherwise the earlier of the first
 * answer (while no one has touched the lead since it was submitted) and the next
 * follow-up.
 */
export function dueAt(lead: DueFacts): string | null {
  if (CLOSED_STATUSES.includes(lead.status as EnquiryStatus)) return null;
  const times = [lead.touched_at === null ? lead.respond_by : null, lead.follow_up_at].filter((t): t is string => Boolean(t));
  return times.length ? times.sort()[0]! : null;
}
