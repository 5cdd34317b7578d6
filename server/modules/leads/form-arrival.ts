import { ENQUIRY_FORM_LABELS, type EnquiryInput } from "#contracts/enquiry";
import { formatInstituteTime } from "#contracts/institute-time";
import { originColumns, submittedFields } from "./repository";
import type { Arrival } from "./take-into-lead";

// A form submission (the site's four forms, a lead-ads lead) as the intake takes
// it (./take-into-lead.ts): every submitted field on the lead's timeline, a demo
// class booked only on a new lead (docs/decisions/022, 035).

function submissionText(input: EnquiryInput, repeat: boolean) {
  const form = ENQUIRY_FORM_LABELS[input.form];
  const demoAt = input.form === "course" ? input.demoAt : undefined;
  // A known lead's demo request is not booked: its follow-up is the staff's to move.
  const demo = !demoAt
    ? ""
    : repeat
      ? ` · asked for a demo class on ${formatInstituteTime(demoAt)} (not booked: staff to confirm)`
      : ` · demo class booked for ${formatInstituteTime(demoAt)}`;
  return `${repeat ? "Sent again" : "Sent"} through the ${form} form${demo}`;
}

/**
 * One validated submission that arrived at `at`. On a known lead it is a new
 * attempt: the public adds, never changes (docs/decisions/035), so the lead's
 * status, follow-up, owner and first source stay as staff left them.
 */
export function formArrival(input: EnquiryInput, at: number): Arrival {
  const detail = { form: input.form, fields: submittedFields(input), origin: originColumns(input) };
  return {
    input,
    at,
    demoAt: input.form === "course" ? (input.demoAt ?? null) : null,
    first: { text: submissionText(input, false), detail },
    again: { text: submissionText(input, true), detail },
    submitted: true,
  };
}
