// The staff email about one new enquiry: its subject and plain-text body, visitor text never starting a line
// of its own (docs/decisions/082).

import { ENQUIRY_FIELD_LABELS, ENQUIRY_FORM_LABELS } from "#contracts/enquiry";
import { formatInstituteTime } from "#contracts/enquiry-inbox";
import { oneLine } from "#contracts/outgoing-text";
import { type StoredEnquiry, enquiryLink } from "../leads";

const LABELS = ENQUIRY_FIELD_LABELS;

/** Subject and plain-text body of the staff email about one new enquiry. */
export function notificationMessage(enquiry: StoredEnquiry, siteUrl: string) {
  const form = ENQUIRY_FORM_LABELS[enquiry.form] ?? enquiry.form;
  const about = enquiry.course ?? enquiry.company;
  // Header injection is impossible (nodemailer encodes headers); line breaks are still dropped.
  const subject = oneLine(`New ${form} enquiry${about ? `: ${about}` : ""} from ${enquiry.name}`);
  // Each field is data on its own line: what the visitor typed never starts a line
  // of its own (a forged "Bcc:" or "Phone:"), so its breaks fold to spaces (docs/decisions/082).
  const lines = Object.entries(enquiry.data)
    .filter(([key, value]) => key !== "form" && value !== undefined && value !== null && String(value).trim() !== "")
    .map(([key, value]) => `${oneLine(LABELS[key] ?? key)}: ${oneLine(String(value))}`);
  const text = [
    `A new enquiry arrived through the ${form} form on ${formatInstituteTime(enquiry.created_at)}.`,
    "",
    ...lines,
    "",
    `Open it in the dashboard: ${enquiryLink(siteUrl, enquiry.id)}`,
    "",
    "You get this email because your address is in MAIL_TO of the website's server.",
  ].join("\n");
  return { subject, text };
}
