import crypto from "node:crypto";
import type { EnquiryForm, EnquiryInput } from "../../../contracts/enquiry";
import type { Db, EnquiriesTable } from "../../db/types";
import { nowIso } from "../common/clock";

export const ENQUIRY_STATUSES = ["new", "contacted", "closed"] as const;
export type EnquiryStatus = (typeof ENQUIRY_STATUSES)[number];

/**
 * The columns staff filter and list by, taken from a validated enquiry. Every
 * submitted field also goes into `data` as JSON, so nothing the visitor typed is
 * lost whichever form it came from.
 */
export function enquiryColumns(input: EnquiryInput): Pick<EnquiriesTable, "form" | "name" | "email" | "phone" | "course" | "company" | "message"> {
  switch (input.form) {
    case "registration":
      return { form: input.form, name: input.name, email: input.email, phone: input.mobile, course: input.course, company: null, message: null };
    case "contact":
      return { form: input.form, name: input.name, email: input.email, phone: input.phone, course: null, company: null, message: input.message };
    case "course":
      return { form: input.form, name: input.name, email: input.email, phone: input.phone, course: input.course, company: null, message: null };
    case "corporate":
      return {
        form: input.form,
        name: `${input.firstName} ${input.lastName}`,
        email: input.email,
        phone: input.phone,
        course: null,
        company: input.company,
        message: input.message || null,
      };
  }
}

/** Stores a validated enquiry with status 'new' and returns its id. */
export async function insertEnquiry(db: Db, input: EnquiryInput, now = Date.now()): Promise<{ id: string; createdAt: string }> {
  const id = crypto.randomUUID();
  const at = nowIso(now);
  await db
    .insertInto("enquiries")
    .values({ id, ...enquiryColumns(input), data: JSON.stringify(input), status: "new", created_at: at, updated_at: at })
    .execute();
  return { id, createdAt: at };
}

export interface StoredEnquiry extends Omit<EnquiriesTable, "data" | "form"> {
  form: EnquiryForm;
  data: Record<string, unknown>;
}

/** One enquiry with its `data` parsed back into the submitted fields. */
export async function findEnquiry(db: Db, id: string): Promise<StoredEnquiry | undefined> {
  const row = await db.selectFrom("enquiries").selectAll().where("id", "=", id).executeTakeFirst();
  return row ? toStored(row) : undefined;
}

export function toStored(row: EnquiriesTable): StoredEnquiry {
  return { ...row, form: row.form as EnquiryForm, data: JSON.parse(row.data) as Record<string, unknown> };
}
