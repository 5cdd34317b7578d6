import { leadPath } from "#contracts/dashboard-paths";
import { type EnquiryForm, type EnquiryInput, enquirySchema } from "#contracts/enquiry";
import type { Db, EnquiriesTable } from "#server/db/types";
import { jsonObject, readStored } from "../common/stored-json";

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
      return {
        form: input.form,
        name: input.name,
        email: input.email,
        phone: input.phone,
        course: null,
        company: input.company || null,
        message: input.message,
      };
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

/** What a submission says about where the visit came from. */
export function originColumns(input: EnquiryInput): Pick<EnquiriesTable, "source_page" | "referrer_host" | "utm_source" | "utm_medium" | "utm_campaign"> {
  return {
    source_page: input.page ?? null,
    referrer_host: input.referrerHost?.toLowerCase() ?? null,
    utm_source: input.utmSource ?? null,
    utm_medium: input.utmMedium ?? null,
    utm_campaign: input.utmCampaign ?? null,
  };
}

/** The submitted fields kept as the enquiry's `data`: the origin has its own columns. */
export function submittedFields(input: EnquiryInput): Record<string, unknown> {
  const { page: _page, referrerHost: _referrer, utmSource: _s, utmMedium: _m, utmCampaign: _c, ...fields } = input;
  return fields;
}

/** The lead as one later submission of it: that submission's form and fields. */
export function withSubmission(lead: StoredEnquiry, submission: string): StoredEnquiry {
  // Read by the form's own schema: unreadable, the delivery that needs it is set aside (docs/decisions/092).
  const fields = readStored(enquirySchema, submission, "The stored submission");
  return { ...lead, ...enquiryColumns(fields), form: fields.form, data: { ...fields } };
}

/** The lead's own page in the dashboard (in staff email and the digest, docs/decisions/088). */
export const enquiryLink = (siteUrl: string, id: string) => `${siteUrl.replace(/\/+$/, "")}${leadPath(id)}`;

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
  return { ...row, form: row.form as EnquiryForm, data: readStored(jsonObject, row.data, `Lead ${row.id}'s fields`) };
}
