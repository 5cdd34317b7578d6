import type { StudentPage } from "../student";
import { studentCodeSchema, studentSessionSchema } from "../student";
import { z } from "../zod";
import { dataAnswer, endpoints, idParams, maybeText, okAnswer } from "./endpoint";
import { receipt } from "./leads";

// The student's own page (docs/decisions/068): signing in with a one-time code
// and what /my shows, for /my itself and any other tool. A student's token is
// its own kind; no staff endpoint takes it, and these take no staff token.

const paise = z.number().int();

const studentPage = z.object({
  student: z.object({ name: z.string(), email: z.string() }),
  batch: z
    .object({
      batchId: z.string(),
      courseId: z.string(),
      courseTitle: z.string(),
      startDate: z.string(),
      schedule: z.string(),
      timing: z.string(),
      mode: z.string(),
      nextSession: z.object({ date: z.string(), startsAt: z.string(), place: z.string(), classLink: z.string().nullable() }).nullable(),
      attendance: z.object({ attended: z.number().int(), held: z.number().int() }).nullable(),
    })
    .nullable(),
  fees: z.object({
    paidPaise: paise,
    duePaise: paise,
    instalments: z.array(
      z.object({
        description: z.string(),
        position: z.number().int(),
        parts: z.number().int(),
        amountPaise: paise,
        paidPaise: paise,
        dueDate: z.string(),
        state: z.enum(["paid", "due", "overdue", "partly-paid", "closed"]),
        payUrl: maybeText,
      }),
    ),
  }),
  receipts: z.array(z.object({ id: z.string(), number: z.string(), description: z.string(), amountPaise: paise, paidAt: z.string() })),
  certificates: z.array(
    z.object({
      certificateId: z.string(),
      course: z.string(),
      batch: maybeText,
      startDate: z.string(),
      endDate: z.string(),
      revoked: z.boolean(),
      verifyUrl: z.string(),
    }),
  ),
  contact: z.object({ institute: z.string(), phone: z.string(), email: z.string() }),
}) satisfies z.ZodType<StudentPage>;

export const studentEndpoints = endpoints({
  /** Always the same answer (202), a student's address or not. */
  "POST /api/student/code": { body: studentCodeSchema, response: okAnswer },
  "POST /api/student/session": {
    body: studentSessionSchema,
    response: z.object({ success: z.literal(true), token: z.string(), expiresAt: z.string() }),
  },
  "DELETE /api/student/session": { response: okAnswer },
  "GET /api/student/me": { response: dataAnswer(studentPage) },
  "GET /api/student/receipts/:id": { params: idParams, response: dataAnswer(receipt) },
});
