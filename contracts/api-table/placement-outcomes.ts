import {
  APPLICATION_STAGES,
  CONFIRMATION_REQUEST_STATES,
  EVIDENCE_WAYS,
  OUTCOME_CODES,
  OUTCOME_STATUSES,
  applicationChangeSchema,
  cohortQuerySchema,
  confirmationSchema,
  driveSchema,
  employerSchema,
  evidenceParams,
  intentSchema,
  leadParams,
  outcomeSchema,
} from "../placement-outcomes";
import { z } from "../zod";
import { dataAnswer, endpoints, fileAnswer, idParams, maybeText, recordAnswer } from "./endpoint";

// Placements you can prove (docs/decisions/089): the officer's employers, drives,
// applications and outcome ledger; the student's drives, applications and intent;
// the numbers and their export. No endpoint writes a number: they are computed.

const rupees = z.number().int().nullable();
const stage = z.enum(APPLICATION_STAGES);

const employer = z.object({
  _id: z.string(),
  name: z.string(),
  website: maybeText,
  contactName: maybeText,
  contactEmail: maybeText,
  contactPhone: maybeText,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Employer = z.infer<typeof employer>;

const eligibility = z.object({ minAttendance: z.number().int().nullable(), certificateRequired: z.boolean() });

const drive = z.object({
  _id: z.string(),
  employerId: z.string(),
  employerName: z.string(),
  title: z.string(),
  role: z.string(),
  courses: z.array(z.string()),
  location: maybeText,
  baseSalaryMonthly: rupees,
  ctcAnnual: rupees,
  lastDate: z.string(),
  eligibility,
  status: z.enum(["open", "closed"]),
  /** Open and its last date not past: students can apply. */
  takingApplications: z.boolean(),
  closedAt: maybeText,
  createdAt: z.string(),
  updatedAt: z.string(),
  counts: z.record(stage, z.number().int()),
});
export type Drive = z.infer<typeof drive>;

const application = z.object({
  _id: z.string(),
  driveId: z.string(),
  leadId: z.string(),
  name: z.string(),
  /** The student's course for the drive (their latest batch of one of its courses); null when the drive's courses changed since. */
  courseTitle: maybeText,
  stage,
  round: maybeText,
  note: maybeText,
  appliedAt: z.string(),
  updatedAt: z.string(),
  updatedBy: maybeText,
});
export type DriveApplication = z.infer<typeof application>;

const studentDrive = z.object({
  _id: z.string(),
  employerName: z.string(),
  title: z.string(),
  role: z.string(),
  location: maybeText,
  baseSalaryMonthly: rupees,
  ctcAnnual: rupees,
  lastDate: z.string(),
  eligibility,
  eligible: z.boolean(),
  reasons: z.array(z.string()),
  application: z.object({ _id: z.string(), stage, round: maybeText }).nullable(),
});
export type StudentDrive = z.infer<typeof studentDrive>;

const intent = z.object({ seeking: z.boolean(), reason: maybeText, answeredAt: z.string() });
export type StudentIntent = z.infer<typeof intent>;

const studentApplication = z.object({
  _id: z.string(),
  driveId: z.string(),
  title: z.string(),
  employerName: z.string(),
  role: z.string(),
  stage,
  round: maybeText,
  appliedAt: z.string(),
  updatedAt: z.string(),
  history: z.array(z.object({ at: z.string(), stage, round: maybeText })),
});
export type StudentApplication = z.infer<typeof studentApplication>;

const studentPlacement = z.object({
  intent: intent.nullable(),
  /** Whether the student may still answer (not answered, and their batch not ended). */
  intentOpen: z.boolean(),
  applications: z.array(studentApplication),
});
export type StudentPlacement = z.infer<typeof studentPlacement>;

/** The student's own outcome as /my shows it (docs/decisions/096): what is on record, and whether their batch is over. */
const studentOutcome = z.object({
  outcome: z
    .object({
      code: z.enum(OUTCOME_CODES),
      status: z.enum(OUTCOME_STATUSES),
      employerName: maybeText,
      role: maybeText,
      startDate: maybeText,
      baseSalaryMonthly: rupees,
      /** A letter is on file for it as it stands. */
      letter: z.boolean(),
      updatedAt: z.string(),
    })
    .nullable(),
  /** The last class day of the student's latest batch; null before they are on one. */
  batchEndDate: maybeText,
  /** Every batch of theirs has ended: /my reminds them to report while nothing is recorded. */
  batchEnded: z.boolean(),
});
export type StudentOutcome = z.infer<typeof studentOutcome>;

const outcome = z.object({
  leadId: z.string(),
  code: z.enum(OUTCOME_CODES).nullable(),
  status: z.enum(OUTCOME_STATUSES).nullable(),
  /** Whether the numbers count it (docs/decisions/089): seeking always, any other code once documented or confirmed. */
  counts: z.boolean(),
  employerId: maybeText,
  employerName: maybeText,
  role: maybeText,
  startDate: maybeText,
  baseSalaryMonthly: rupees,
  ctcAnnual: rupees,
  driveId: maybeText,
  updatedAt: maybeText,
  intent: intent.nullable(),
  evidence: z.array(
    z.object({
      _id: z.string(),
      kind: z.enum(["letter", "employer_confirmation"]),
      filename: maybeText,
      mime: maybeText,
      bytes: z.number().int().nullable(),
      confirmedBy: maybeText,
      how: z.enum(EVIDENCE_WAYS).nullable(),
      note: maybeText,
      at: z.string(),
      by: maybeText,
      /** It documents the outcome as it is now (not an earlier claim since changed). */
      current: z.boolean(),
    }),
  ),
  history: z.array(z.object({ at: z.string(), by: maybeText, change: z.string() })),
  /**
   * The employer's contact answered the emailed link "This is not right" about the
   * claim as it is now (docs/decisions/095): the officer should check it. Null
   * otherwise; a changed claim clears it.
   */
  employerDisputed: z.object({ at: z.string(), by: z.string(), note: maybeText }).nullable(),
});
export type PlacementOutcome = z.infer<typeof outcome>;

/** One link sent to an employer's contact to confirm a placement (docs/decisions/095). */
const confirmationRequest = z.object({
  _id: z.string(),
  leadId: z.string(),
  studentName: z.string(),
  employerId: z.string(),
  employerName: z.string(),
  contactName: maybeText,
  contactEmail: z.string(),
  sentAt: z.string(),
  sentBy: maybeText,
  expiresAt: z.string(),
  /** pending, expired (pending past expiresAt on the app's clock), confirmed, not_right or replaced by a newer link. */
  state: z.enum(CONFIRMATION_REQUEST_STATES),
  answeredAt: maybeText,
  /** What the contact wrote with their answer. */
  note: maybeText,
});
export type PlacementConfirmationRequest = z.infer<typeof confirmationRequest>;

const placementStudent = z.object({
  leadId: z.string(),
  name: z.string(),
  courseId: z.string(),
  courseTitle: z.string(),
  batchId: z.string(),
  batchStartDate: z.string(),
  batchEndDate: z.string(),
  graduated: z.boolean(),
  attendance: z.object({ attended: z.number().int(), held: z.number().int() }),
  certificates: z.array(z.object({ certificateId: z.string(), course: z.string(), revoked: z.boolean() })),
  intent: intent.nullable(),
  outcome: z.object({ code: z.enum(OUTCOME_CODES), status: z.enum(OUTCOME_STATUSES), counts: z.boolean() }).nullable(),
});
export type PlacementStudent = z.infer<typeof placementStudent>;

const cohort = z.object({
  course: z.string(),
  courseTitle: z.string(),
  batch: z.string(),
  batchStartDate: z.string(),
  batchEndDate: z.string(),
  graduates: z.number().int(),
  notSeeking: z.number().int(),
  seeking: z.number().int(),
  inField: z.number().int(),
  outOfField: z.number().int(),
  furtherStudy: z.number().int(),
  nonReporting: z.number().int(),
  /** inField / (graduates − notSeeking); null when nobody is in the denominator. */
  placedRate: z.number().nullable(),
  medianBaseSalaryMonthly: z.number().int().nullable(),
  salariesReported: z.number().int(),
});
export type PlacementCohort = z.infer<typeof cohort>;

const stats = z.object({ asOf: z.string(), asOfDay: z.string(), cohorts: z.array(cohort) });
export type PlacementStats = z.infer<typeof stats>;

export const placementOutcomeEndpoints = endpoints({
  "GET /api/employers": { response: dataAnswer(z.array(employer)) },
  "POST /api/employers": { body: employerSchema, response: recordAnswer(employer) },
  "PUT /api/employers/:id": { params: idParams, body: employerSchema, response: recordAnswer(employer) },
  "GET /api/placement-drives": { response: dataAnswer(z.array(drive)) },
  "POST /api/placement-drives": { body: driveSchema, response: recordAnswer(drive) },
  "PUT /api/placement-drives/:id": { params: idParams, body: driveSchema, response: recordAnswer(drive) },
  "POST /api/placement-drives/:id/close": { params: idParams, response: recordAnswer(drive) },
  "GET /api/placement-drives/:id/applications": { params: idParams, response: dataAnswer(z.array(application)) },
  "PATCH /api/applications/:id": { params: idParams, body: applicationChangeSchema, response: recordAnswer(application) },
  "GET /api/placement-students": { query: cohortQuerySchema, response: dataAnswer(z.array(placementStudent)) },
  "GET /api/students/:leadId/outcome": { params: leadParams, response: dataAnswer(outcome) },
  "PUT /api/students/:leadId/outcome": { params: leadParams, body: outcomeSchema, response: recordAnswer(outcome) },
  /** The letter in the form field `file`; its type is read from its bytes. */
  "POST /api/students/:leadId/outcome/evidence": { params: leadParams, multipart: true, response: recordAnswer(outcome) },
  "POST /api/students/:leadId/outcome/confirmation": { params: leadParams, body: confirmationSchema, response: recordAnswer(outcome) },
  /** Emails the employer's contact a single-use link to confirm the claim (30 days). */
  "POST /api/students/:leadId/outcome/confirmation-request": { params: leadParams, response: recordAnswer(confirmationRequest) },
  /** Every link sent, newest first: the officer's "confirmation requests pending" list reads it. */
  "GET /api/placement-confirmation-requests": { response: dataAnswer(z.array(confirmationRequest)) },
  "GET /api/students/:leadId/outcome/evidence/:evidenceId": { params: evidenceParams, response: fileAnswer("application/octet-stream") },

  "GET /api/placement-stats": { query: cohortQuerySchema, response: dataAnswer(stats) },
  "GET /api/placement-stats.csv": { query: cohortQuerySchema, response: fileAnswer("text/csv") },

  // The student's own (a student token, docs/decisions/068).
  "GET /api/student/drives": { response: dataAnswer(z.array(studentDrive)) },
  "POST /api/student/drives/:id/apply": { params: idParams, response: recordAnswer(studentApplication) },
  "GET /api/student/placement": { response: dataAnswer(studentPlacement) },
  "PUT /api/student/intent": { body: intentSchema, response: recordAnswer(intent) },
  "GET /api/student/outcome": { response: dataAnswer(studentOutcome) },
  /** Their own job (docs/decisions/096): the fields of selfReportSchema, and the letter in the form field `file` (optional). */
  "POST /api/student/outcome": { multipart: true, response: recordAnswer(studentOutcome) },
});
