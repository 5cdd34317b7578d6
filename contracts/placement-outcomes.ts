import { isoDate } from "./dates";
import { FIELD_MAX } from "./limits";
import { z } from "./zod";

// Placements you can prove (docs/decisions/089): employers, drives, students'
// applications, their early intent, the outcome ledger with its evidence, and the
// numbers computed from them. Base pay (₹ a month) and CTC (₹ a year) are two
// fields everywhere: a CTC is never shown as a salary.

export const APPLICATION_STAGES = ["applied", "shortlisted", "interview", "offer", "rejected", "withdrawn", "joined"] as const;
export type ApplicationStage = (typeof APPLICATION_STAGES)[number];
export const STAGE_LABELS: Record<ApplicationStage, string> = {
  applied: "Applied",
  shortlisted: "Shortlisted",
  interview: "Interview",
  offer: "Offer",
  rejected: "Not selected",
  withdrawn: "Withdrawn",
  joined: "Joined",
};
/** The stages a student is told about when they reach them (once each). */
export const MESSAGED_STAGES = ["shortlisted", "interview", "offer"] as const satisfies readonly ApplicationStage[];

export const OUTCOME_CODES = [
  "in_field_full_time",
  "in_field_part_time",
  "in_field_contract",
  "in_field_freelance",
  "out_of_field",
  "further_study",
  "seeking",
  "not_seeking",
] as const;
export type OutcomeCode = (typeof OUTCOME_CODES)[number];
export const OUTCOME_LABELS: Record<OutcomeCode, string> = {
  in_field_full_time: "In field, full time",
  in_field_part_time: "In field, part time",
  in_field_contract: "In field, contract",
  in_field_freelance: "In field, freelance",
  out_of_field: "Job outside the field",
  further_study: "Further study",
  seeking: "Still looking for a job",
  not_seeking: "Not looking for a job",
};
/** Outcomes that are a job: they name an employer and may carry pay. */
export const JOB_CODES = ["in_field_full_time", "in_field_part_time", "in_field_contract", "in_field_freelance", "out_of_field"] as const;
export const isJob = (code: string) => (JOB_CODES as readonly string[]).includes(code);
export const isInField = (code: string) => code.startsWith("in_field_");

/** claimed: said, not proven; documented: a letter is on file; employer_confirmed: the employer said so. */
export const OUTCOME_STATUSES = ["claimed", "documented", "employer_confirmed"] as const;
export type OutcomeStatus = (typeof OUTCOME_STATUSES)[number];

/** Whole rupees; caps keep a typo of extra zeros out of the numbers. */
const rupees = (label: string, max: number) =>
  z
    .number({ error: `${label} must be a number of rupees` })
    .int(`${label} must be whole rupees`)
    .min(0, `${label} cannot be negative`)
    .max(max, `${label} looks too large`);
const monthly = rupees("Base pay a month", 10_000_000);
const annual = rupees("CTC a year", 100_000_000);

const required = (message: string, max: number) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(max, `${message.replace(/^Enter (the )?/, "")} is too long`);
const optional = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `${label} is too long`)
    .optional()
    .transform((v) => v || undefined);

export const employerSchema = z.object({
  name: required("Enter the employer's name", FIELD_MAX.name),
  website: z
    .string()
    .trim()
    .max(FIELD_MAX.short, "Website is too long")
    .refine((v) => v === "" || /^https?:\/\/[^\s/]+\.[^\s]+$/i.test(v), "Enter the website as https://…")
    .optional()
    .transform((v) => v || undefined),
  contactName: optional("Contact name", FIELD_MAX.name),
  contactEmail: z
    .string()
    .trim()
    .max(FIELD_MAX.email, "Contact email is too long")
    .refine((v) => v === "" || z.email().safeParse(v).success, "Enter a valid contact email")
    .optional()
    .transform((v) => v || undefined),
  contactPhone: optional("Contact phone", 20),
});
export type EmployerInput = z.infer<typeof employerSchema>;

export const driveSchema = z.object({
  employerId: z.string({ error: "Choose the employer" }).trim().min(1, "Choose the employer").max(80, "Choose the employer"),
  title: required("Enter the drive's title", FIELD_MAX.short),
  role: required("Enter the role", FIELD_MAX.name),
  courses: z
    .array(z.string().trim().min(1).max(80), { error: "Choose the courses the drive is for" })
    .min(1, "Choose at least one course")
    .max(50, "Too many courses"),
  location: optional("Location", FIELD_MAX.name),
  baseSalaryMonthly: monthly.optional(),
  ctcAnnual: annual.optional(),
  lastDate: isoDate("Enter the last date to apply"),
  eligibility: z
    .object({
      minAttendance: z.number({ error: "Minimum attendance is a percentage" }).int("Minimum attendance is a whole percentage").min(0).max(100).optional(),
      certificateRequired: z.boolean().optional(),
    })
    .default({}),
});
export type DriveInput = z.infer<typeof driveSchema>;

export const applicationChangeSchema = z.object({
  stage: z.enum(APPLICATION_STAGES, { error: `Choose a stage: ${APPLICATION_STAGES.join(", ")}` }),
  round: optional("Round", FIELD_MAX.name),
  note: optional("Note", FIELD_MAX.text),
});
export type ApplicationChange = z.infer<typeof applicationChangeSchema>;

export const intentSchema = z.object({
  seeking: z.boolean({ error: "Say whether you are looking for a job" }),
  reason: optional("Reason", 500),
});
export type IntentInput = z.infer<typeof intentSchema>;

/** The student's choice to show their proven placement on the website (docs/decisions/097). */
export const placementConsentSchema = z.object({ show: z.boolean({ error: "Say whether to show your placement" }) });

export const outcomeSchema = z.object({
  code: z.enum(OUTCOME_CODES, { error: `Choose an outcome: ${OUTCOME_CODES.join(", ")}` }),
  employerId: z.string().trim().max(80).optional(),
  role: optional("Role", FIELD_MAX.name),
  startDate: isoDate("Enter a valid start date").optional(),
  baseSalaryMonthly: monthly.optional(),
  ctcAnnual: annual.optional(),
});
export type OutcomeInput = z.infer<typeof outcomeSchema>;

/**
 * A student's own report of their job (docs/decisions/096), from /my or the API:
 * form fields arrive as text, so pay is read from text ("25,000" too). The kind
 * of job is the student's word; the officer checks it.
 */
export const selfReportSchema = z.object({
  code: z
    .enum(JOB_CODES, { error: "Choose what kind of job it is" })
    .optional()
    .transform((v) => v ?? "in_field_full_time"),
  employerName: required("Enter the employer's name", FIELD_MAX.name),
  role: required("Enter your role", FIELD_MAX.name),
  startDate: isoDate("Enter the date you started (or start) as yyyy-mm-dd"),
  baseSalaryMonthly: z
    .union([z.number(), z.string()])
    .optional()
    .transform((v) => (typeof v === "string" ? (v.replace(/[\s,₹]/g, "") === "" ? undefined : Number(v.replace(/[\s,₹]/g, ""))) : v))
    .pipe(monthly.optional()),
});
export type SelfReportInput = z.infer<typeof selfReportSchema>;

export const CONFIRMATION_WAYS = ["email", "phone", "letter", "in_person"] as const;
export const confirmationSchema = z.object({
  confirmedBy: required("Enter who at the employer confirmed it", FIELD_MAX.name),
  how: z.enum(CONFIRMATION_WAYS, { error: `Say how they confirmed it: ${CONFIRMATION_WAYS.join(", ")}` }),
  note: optional("Note", FIELD_MAX.text),
});
export type ConfirmationInput = z.infer<typeof confirmationSchema>;
/** How an employer's confirmation came: staff record the first four; "link" is the employer's own answer to the emailed link (docs/decisions/095). */
export const EVIDENCE_WAYS = [...CONFIRMATION_WAYS, "link"] as const;

/**
 * Days after a graduate's latest batch ended: they are reminded to report their
 * outcome at each (docs/decisions/096), and the officer's desk bands graduates
 * with none on record by them (docs/decisions/098).
 */
export const OUTCOME_MARK_DAYS = [30, 90, 180] as const;

/** Days an employer's confirmation link works (docs/decisions/095). */
export const CONFIRMATION_LINK_DAYS = 30;
/** A confirmation link's state: waiting for the employer, answered either way, or replaced by a newer link (expired is pending past its date). */
export const CONFIRMATION_REQUEST_STATES = ["pending", "expired", "confirmed", "not_right", "replaced"] as const;
export type ConfirmationRequestState = (typeof CONFIRMATION_REQUEST_STATES)[number];

/** ?course=&batch= of the numbers, the export and the officer's student list. */
export const cohortQuerySchema = z.object({
  course: z.string().trim().max(80, "course is too long").optional(),
  batch: z.string().trim().max(80, "batch is too long").optional(),
});
export type CohortQuery = z.infer<typeof cohortQuerySchema>;

export const leadParams = z.object({ leadId: z.string() });
export const evidenceParams = z.object({ leadId: z.string(), evidenceId: z.string() });

/** What the letter upload accepts, by its bytes (docs/decisions/089). */
export const EVIDENCE_TYPES = ["application/pdf", "image/jpeg", "image/png", "image/webp"] as const;

export const PLACEMENT_MESSAGES = {
  employerExists: (name: string) => `An employer named "${name}" is already on the list. Open it and edit it instead.`,
  employerNotFound: "Employer not found",
  chooseEmployer: "Choose one of the employers on the list.",
  unknownCourse: (id: string) => `There is no course "${id}". Choose the drive's courses from the list.`,
  driveNotFound: "Drive not found",
  driveClosed: "This drive is closed: applications are no longer taken.",
  alreadyApplied: "You have already applied to this drive.",
  notEligible: "You cannot apply to this drive yet.",
  applicationNotFound: "Application not found",
  intentGiven: "You have already answered; your first answer stands. Talk to the placement officer if something has changed.",
  intentClosed: "This question closed when your batch ended, so you are counted as looking for a job. Talk to the placement officer if that is not right.",
  studentNotFound: "Student not found",
  notAStudent: "This person is not enrolled in any batch, so there is no placement outcome to record.",
  jobNeedsEmployer: "A job outcome names the employer: choose one.",
  notAJob: "Employer, role, start date and pay belong to a job outcome only.",
  noOutcome: "Record the outcome first, then add its evidence.",
  seekingNeedsNoEvidence: "A student still looking for a job needs no evidence.",
  evidenceType: "Upload the offer or joining letter as a PDF or a photo (JPEG, PNG or WebP).",
  evidenceMissing: 'Choose the letter to upload (the form field "file").',
  evidenceNotFound: "File not found",
  outcomeRecorded: "Your job is already on record. Talk to the placement officer if something has changed.",
  notEnrolled: "You are not on a batch's class list, so there is no placement outcome to report.",
  confirmationNeedsJob: "Only a job outcome can be confirmed by the employer. Record the job first.",
  noContactEmail: (employer: string) => `${employer} has no contact email. Add the contact's email to the employer, then send the request.`,
  mailOff: "Email is not set up on this server (SMTP_URL), so the request cannot be sent. Ask the employer by phone and record their confirmation instead.",
} as const;

/** What the employer's confirmation page says (docs/decisions/095). */
export const CONFIRMATION_PAGE_MESSAGES = {
  invalid: "This link is not valid. It may have been changed or cut short: open it from the email exactly as it was sent, or ask the institute for a new one.",
  expired: "This link has expired. Links work for 30 days; please ask the institute for a new one.",
  used: "This link has already been answered, so nothing was changed. Thank you.",
  replaced: "A newer link was sent for this placement, so this one no longer works. Please use the latest email.",
  changed: "The placement details have changed since this link was sent, so it no longer works. The institute will send a new one.",
  confirmed: "Thank you: the placement is confirmed.",
  notRight: "Thank you: we have noted that the details are not right. The placement officer will look into it and may contact you.",
} as const;

/** One plain reason a student cannot apply, as the student reads it. */
export const attendanceReason = (percent: number, needed: number) => `Attendance ${percent} % — this drive needs ${needed} %`;
export const NO_ATTENDANCE_REASON = (needed: number) => `No classes held yet — this drive needs ${needed} % attendance`;
export const NO_CERTIFICATE_REASON = "Certificate not yet issued";
