import {
  type BatchCertificatesResult,
  type BatchSessions,
  type BatchSummary,
  FEE_STATES,
  type Roster,
  attendanceSchema,
  batchCertificatesSchema,
  enrolSchema,
  extraSessionSchema,
  sessionChangeSchema,
} from "../batches";
import { z } from "../zod";
import { dataAnswer, endpoints, idParams, recordAnswer } from "./endpoint";

// Batches as class lists (docs/decisions/067): enrolment, sessions, attendance
// and certificates from a batch. The paths under /api/batches/:id and
// /api/sessions/:id are the names the feature was asked for with, kept for other tools.

const attendance = z.object({ attended: z.number().int(), held: z.number().int() });

const batchSummary = z.object({
  id: z.string(),
  courseId: z.string(),
  courseTitle: z.string(),
  startDate: z.string(),
  endDate: z.string().nullable(),
  schedule: z.string(),
  timing: z.string(),
  mode: z.string(),
  capacity: z.number().int().nullable(),
  enrolled: z.number().int(),
  seatsLeft: z.number().int().nullable(),
  trainerId: z.string().nullable(),
}) satisfies z.ZodType<BatchSummary>;

const roster = z.object({
  batch: batchSummary,
  students: z.array(
    z.object({
      leadId: z.string(),
      name: z.string(),
      phone: z.string(),
      email: z.string(),
      enrolledAt: z.string(),
      feeState: z.enum(FEE_STATES),
      attendance,
      absentLastTwo: z.boolean(),
    }),
  ),
}) satisfies z.ZodType<Roster>;

const sessions = z.object({
  batch: batchSummary,
  sessions: z.array(
    z.object({
      id: z.string(),
      date: z.string(),
      cancelled: z.boolean(),
      extra: z.boolean(),
      note: z.string().nullable(),
      markedAt: z.string().nullable(),
      openToday: z.boolean(),
      absent: z.array(z.string()),
    }),
  ),
  students: z.array(z.object({ leadId: z.string(), name: z.string() })),
}) satisfies z.ZodType<BatchSessions>;

const markedSession = z.object({ sessionId: z.string(), date: z.string(), absent: z.array(z.string()), markedAt: z.string() });

const certificatesResult = z.object({
  thresholdPercent: z.number().int(),
  issued: z.array(z.object({ leadId: z.string(), name: z.string(), certificateId: z.string() })),
  below: z.array(z.object({ leadId: z.string(), name: z.string(), attendance })),
  already: z.array(z.object({ leadId: z.string(), name: z.string() })),
  notYours: z.array(z.object({ leadId: z.string(), name: z.string() })),
}) satisfies z.ZodType<BatchCertificatesResult>;

const trainerAccount = z.object({ id: z.string(), username: z.string(), name: z.string(), trainerName: z.string().nullable() });
export type TrainerAccount = z.infer<typeof trainerAccount>;

export const batchEndpoints = endpoints({
  "GET /api/batch-rosters": { response: dataAnswer(z.array(batchSummary)) },
  "GET /api/batch-trainers": { response: dataAnswer(z.array(trainerAccount)) },
  "GET /api/batches/:id/students": { params: idParams, response: dataAnswer(roster) },
  "POST /api/batches/:id/students": { params: idParams, body: enrolSchema, response: recordAnswer(roster) },
  "GET /api/batches/:id/sessions": { params: idParams, response: dataAnswer(sessions) },
  "POST /api/batches/:id/sessions": { params: idParams, body: extraSessionSchema, response: recordAnswer(sessions) },
  "PATCH /api/sessions/:id": { params: idParams, body: sessionChangeSchema, response: recordAnswer(sessions) },
  "POST /api/sessions/:id/reopen": { params: idParams, response: recordAnswer(sessions) },
  "PUT /api/sessions/:id/attendance": { params: idParams, body: attendanceSchema, response: recordAnswer(markedSession) },
  "POST /api/batches/:id/certificates": { params: idParams, body: batchCertificatesSchema, response: recordAnswer(certificatesResult) },
});
