// Words the dashboard shows for a lead's form, fields and sources, from the contracts' labels.

import type { INBOX_VIEWS, OutboxKind } from "#contracts/enquiry-inbox";
import { ENQUIRY_FIELD_LABELS, ENQUIRY_FORM_LABELS, type EnquiryForm } from "#contracts/enquiry-forms";

export const formLabel = (form: string) => ENQUIRY_FORM_LABELS[form as EnquiryForm] ?? form;

/** Labels of the submitted fields in the detail view, in reading order. */
export const FIELD_LABELS = ENQUIRY_FIELD_LABELS;

/** Submitted fields in a sensible order, empty ones left out. */
export function orderedFields(data: Record<string, unknown>): [string, string][] {
  const order = Object.keys(FIELD_LABELS);
  return Object.entries(data)
    .filter(([key, value]) => key !== "form" && value !== undefined && value !== null && String(value).trim() !== "")
    .sort(([a], [b]) => (order.indexOf(a) + 1 || 99) - (order.indexOf(b) + 1 || 99))
    .map(([key, value]) => [key, String(value)]);
}

export const DELIVERY_LABELS: Record<OutboxKind, string> = {
  forward: "Forwarding to the form provider",
  mail: "Email to staff",
  payment_links: "Payment links to the student",
  receipt: "Receipt to the student",
  whatsapp: "WhatsApp message to the student",
  student_mail: "Automatic email to the student",
};

/** The inbox's view tabs. */
export const VIEW_LABELS = {
  all: "All",
  mine: "My enquiries",
  unassigned: "Unassigned",
  due: "Due today / overdue",
  demos: "Demos this week",
  awaiting: "Awaiting our reply",
} as const satisfies Record<(typeof INBOX_VIEWS)[number], string>;

/** The status filter: every step, and "closed" (enrolled or not interested). */
export const STATUS_FILTER_LABELS = {
  new: "New",
  contacted: "Contacted",
  demo_scheduled: "Demo scheduled",
  enrolled: "Enrolled",
  lost: "Not interested",
  closed: "Closed (enrolled or not interested)",
} as const;
