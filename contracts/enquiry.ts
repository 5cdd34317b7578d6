import { z } from "./zod";
import { ENQUIRY_MESSAGES, type FieldError } from "./enquiry-forms";
import { FIELD_MAX, PHONE_DIGITS } from "./limits";
import { tenDigitPhone } from "./phone";
import { cleanOriginPage, cleanReferrerHost, cleanUtm } from "./visit-origin";

// The zod-free half (texts, form names, labels) lives in enquiry-forms.ts so the
// browser can show a form without loading zod; it loads this file on first use.
export * from "./enquiry-forms";

// The four public enquiry forms. The browser checks
// them for instant feedback and the server re-checks the same schemas
// (docs/decisions/011). Each object lists its fields in the fixed checking order
// (docs/decisions/008):
// firstError() relies on that order to pick the one message a toast shows.

const M = ENQUIRY_MESSAGES;
const PHONE_PATTERN = new RegExp(`^\\d{${PHONE_DIGITS}}$`);

/** Non-empty after trimming. */
const requiredText = (message: string, tooLong: string, max: number = FIELD_MAX.short) => z.string({ error: message }).trim().min(1, message).max(max, tooLong);

const optionalText = (tooLong: string, max: number = FIELD_MAX.short) => z.string().trim().max(max, tooLong).optional();

const email = z
  .string({ error: M.email })
  .trim()
  .min(1, M.email)
  .max(FIELD_MAX.email, M.email)
  .pipe(z.email({ error: M.email }));

/**
 * Exactly 10 digits (docs/decisions/008), stored as just the digits. The +91, 91
 * or 0 prefix and the spaces, dashes and brackets of autofill are accepted and
 * dropped; anything else keeps its text and fails the pattern.
 */
const tenDigits = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .overwrite((text) => tenDigitPhone(text) ?? text)
    .regex(PHONE_PATTERN, message);

/**
 * A course name as the form's list offers it. The list is the site's current
 * courses (staff can add and hide them), so the server checks the name against
 * its database; here only its shape.
 */
const courseName = z.string({ error: M.course }).trim().min(1, M.course).max(80, M.course);

const name = requiredText(M.name, "Name is too long", FIELD_MAX.name);

/** Course Registration: name, mobile, email, course, in that order. */
export const registrationSchema = z.object({
  name,
  mobile: tenDigits(M.mobile),
  email,
  course: courseName,
});

/**
 * Contact: name, phone, email, message. The call-back form on /corporate-training
 * also asks for the company (optional); staff see it in the inbox.
 */
export const contactSchema = z.object({
  name,
  phone: tenDigits(M.phone),
  email,
  company: optionalText("Company name is too long"),
  message: requiredText(M.message, "Message is too long", FIELD_MAX.text),
});

/** Course enquiry: name, email, phone, plus the course page it was sent from. */
export const courseEnquirySchema = z.object({
  name,
  email,
  phone: tenDigits(M.phone),
  course: courseName,
});

/** A whole number of people, typed as text in the form (or a number from an API client). */
const peopleCount = z.preprocess(
  (v) => (typeof v === "number" && Number.isFinite(v) ? String(v) : v),
  z
    .string({ error: M.peopleCount })
    .trim()
    .regex(/^\d{1,6}$/, M.peopleCount)
    .transform(Number)
    .refine((n) => n >= 1, M.peopleCount),
);

/** Corporate: first and last name, email, phone, company, people; job title and message optional. */
export const corporateSchema = z.object({
  firstName: requiredText(M.firstName, "First name is too long", FIELD_MAX.name),
  lastName: requiredText(M.lastName, "Last name is too long", FIELD_MAX.name),
  email,
  phone: tenDigits(M.phone),
  company: requiredText(M.company, "Company name is too long"),
  peopleCount,
  jobTitle: optionalText("Job title is too long"),
  message: optionalText("Message is too long", FIELD_MAX.text),
});

export const ENQUIRY_SCHEMAS = {
  registration: registrationSchema,
  contact: contactSchema,
  course: courseEnquirySchema,
  corporate: corporateSchema,
} as const;

export type RegistrationInput = z.infer<typeof registrationSchema>;
export type ContactInput = z.infer<typeof contactSchema>;
export type CourseEnquiryInput = z.infer<typeof courseEnquirySchema>;
export type CorporateInput = z.infer<typeof corporateSchema>;

/** Where on the site the enquiry was sent from, e.g. "Request call back" (optional, for staff). */
const source = z.string().trim().max(FIELD_MAX.short).optional();

/**
 * Where the visit came from (docs/decisions/022 and 033), read by the page itself:
 * the path the form was sent from, the referring site's host and the landing
 * URL's UTM parameters. No cookie and no third-party script is involved. They
 * are cleaned with the browser's own rules (contracts/visit-origin.ts): anything
 * unreadable is dropped rather than refused, so an enquiry never fails for it.
 */
const originField = (clean: (value: unknown) => string | undefined) => z.unknown().transform(clean).optional();
const origin = {
  page: originField(cleanOriginPage),
  referrerHost: originField(cleanReferrerHost),
  utmSource: originField(cleanUtm),
  utmMedium: originField(cleanUtm),
  utmCampaign: originField(cleanUtm),
};

/**
 * A free demo class booked with the course enquiry form: the time of one of the
 * slots the course page offered (contracts/demo-slots.ts). The server checks it
 * is still offered.
 */
const demoAt = z
  .string({ error: M.demo })
  .trim()
  .max(40, M.demo)
  .refine((v) => !Number.isNaN(Date.parse(v)), M.demo)
  .transform((v) => new Date(v).toISOString())
  .optional();

/** The body of POST /api/enquiries: one of the four forms, told apart by `form`. */
export const enquirySchema = z.discriminatedUnion(
  "form",
  [
    registrationSchema.extend({ form: z.literal("registration"), source, ...origin }),
    contactSchema.extend({ form: z.literal("contact"), source, ...origin }),
    courseEnquirySchema.extend({ form: z.literal("course"), source, demoAt, ...origin }),
    corporateSchema.extend({ form: z.literal("corporate"), source, ...origin }),
  ],
  { error: M.unknownForm },
);
export type EnquiryInput = z.infer<typeof enquirySchema>;

/** Values as a browser form holds them: every field as text. */
export type FormValues<S extends z.ZodObject> = { [K in keyof z.input<S>]-?: string };

/**
 * The first failing rule in the form's field order, or undefined when the values
 * pass: a toast shows the first failure only.
 */
export function firstIssue(schema: z.ZodObject, values: unknown): FieldError | undefined {
  const result = schema.safeParse(values);
  if (result.success) return undefined;
  const order = Object.keys(schema.shape);
  const rank = (key: PropertyKey | undefined) => {
    const i = order.indexOf(String(key));
    return i === -1 ? order.length : i;
  };
  const issues = [...result.error.issues].sort((a, b) => rank(a.path[0]) - rank(b.path[0]));
  const issue = issues[0]!;
  return { field: String(issue.path[0] ?? ""), message: issue.message };
}

/** The message of the first failing rule, for the browser's toast. */
export const firstError = (schema: z.ZodObject, values: unknown) => firstIssue(schema, values)?.message;
