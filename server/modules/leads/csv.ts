import { stringify } from "csv-stringify/sync";
import { ENQUIRY_STATUS_LABELS, type EnquiryStatus, INSTITUTE_UTC_OFFSET_MINUTES } from "#contracts/enquiry-inbox";
import { ENQUIRY_FORM_LABELS } from "#contracts/enquiry";
import type { StoredEnquiry } from "./repository";
import { sourceLabel } from "./inbox";

// The inbox as a CSV file that Excel opens correctly (docs/decisions/005):
// - UTF-8 with a byte-order mark: without it Excel reads the file as the local
//   ANSI code page and Tamil names turn into mojibake.
// - Every field quoted (csv-stringify doubles inner quotes), so commas, quotes and
//   line breaks in names and messages stay inside their cell.
// - Phone numbers as ="9876543210". Excel guesses a cell's type from its text and
//   ignores the CSV quotes while doing so, so a quoted 9876543210 still becomes the
//   number 9.88E+09 (and a leading 0 is lost). A formula whose result is a string
//   is the one form Excel always shows as text; LibreOffice and Google Sheets treat
//   it the same way. A leading tab also stops the conversion, but the tab stays in
//   the value and breaks copy-paste and look-ups, so it is not used.
// - Text a visitor typed that starts with = + - @ (or a tab/CR) is prefixed with an
//   apostrophe so a spreadsheet never runs it as a formula (CSV injection).

/** Fields already shown in their own column; anything else lands in "Other details". */
const OWN_COLUMNS = new Set(["form", "name", "firstName", "lastName", "email", "phone", "mobile", "course", "company", "message"]);

const COLUMNS = [
  "Received",
  "Form",
  "Name",
  "Phone",
  "Email",
  "Course",
  "Company",
  "Message",
  "Status",
  "Owner",
  "Next follow-up",
  "Source",
  "Other details",
  "ID",
];

export function neutraliseFormula(value: string) {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** Excel-proof text for a digits-only value (validated phone numbers). */
export const excelText = (digits: string) => (/^\d+$/.test(digits) ? `="${digits}"` : neutraliseFormula(digits));

/** "2026-11-21 14:05" in Chennai time: sorts as text and Excel reads it as a date-time. */
export function chennaiTime(iso: string) {
  const local = new Date(new Date(iso).getTime() + INSTITUTE_UTC_OFFSET_MINUTES * 60_000).toISOString();
  return `${local.slice(0, 10)} ${local.slice(11, 16)}`;
}

function otherDetails(data: Record<string, unknown>) {
  return Object.entries(data)
    .filter(([key, value]) => !OWN_COLUMNS.has(key) && value !== undefined && value !== null && value !== "")
    .map(([key, value]) => `${key}: ${String(value)}`)
    .join("; ");
}

/** A stored enquiry with its owner's username, as the export reads it. */
export type ExportRow = StoredEnquiry & { owner_name: string | null };

export function enquiriesCsv(rows: ExportRow[]): string {
  const text = (v: string | null | undefined) => neutraliseFormula(v ?? "");
  const records = rows.map((e) => [
    chennaiTime(e.created_at),
    ENQUIRY_FORM_LABELS[e.form] ?? e.form,
    text(e.name),
    excelText(e.phone),
    text(e.email),
    text(e.course),
    text(e.company),
    text(e.message),
    ENQUIRY_STATUS_LABELS[e.status as EnquiryStatus] ?? e.status,
    text(e.owner_name ?? "Unassigned"),
    e.follow_up_at ? chennaiTime(e.follow_up_at) : "",
    text(sourceLabel(e)),
    text(otherDetails(e.data)),
    e.id,
  ]);
  return stringify(records, { bom: true, header: true, columns: COLUMNS, quoted: true, quoted_empty: true, record_delimiter: "windows" });
}
