import type { FastifyInstance } from "fastify";
import {
  STUDENT_CODE_REQUESTS_PER_ADDRESS,
  STUDENT_CODE_WINDOW_MINUTES,
  STUDENT_MESSAGES,
  STUDENT_SIGN_INS_PER_ADDRESS,
  studentCodeSchema,
  studentSessionSchema,
} from "#contracts/student";
import { HttpError } from "#server/http-error";
import { type ApiServer, idParams } from "#server/route-schemas";
import { batchOfLead } from "./batch";
import { studentPageRoutes } from "./page";
import type { MyPageCard } from "./page-cards";
import { studentService } from "./service";
import { requireStudent, studentBearer } from "./sessions";

/**
 * The per-address limits as hooks: one count for the JSON call and the page's
 * form post alike, kept in the database under the limit's name, so it is one
 * count on every server too (docs/decisions/083).
 */
export function studentLimits(app: FastifyInstance) {
  const limit = (groupId: string, max: number) =>
    app.rateLimit({
      groupId,
      max,
      timeWindow: STUDENT_CODE_WINDOW_MINUTES * 60_000,
      errorResponseBuilder: () => new HttpError(429, STUDENT_MESSAGES.tooManyRequests),
    });
  return { code: limit("student-code", STUDENT_CODE_REQUESTS_PER_ADDRESS), session: limit("student-sign-in", STUDENT_SIGN_INS_PER_ADDRESS) };
}

/**
 * /api/student/* (docs/decisions/068): a student signs in with a one-time code
 * and reads their own page. The token answered is a student token; only these
 * routes take it, and they take no staff token.
 */
/** `cards`: what other modules add to /my (./page-cards.ts), handed in by server/app.ts. */
export async function studentRoutes(app: ApiServer, { cards = [] }: { cards?: MyPageCard[] } = {}) {
  const service = studentService(app, batchOfLead);
  const limits = studentLimits(app);
  const student = { onRequest: requireStudent };

  app.post("/api/student/code", { onRequest: limits.code, schema: { body: studentCodeSchema } }, async (request, reply) => {
    await service.requestCode(request.body.email);
    return reply.status(202).send({ success: true as const, message: STUDENT_MESSAGES.codeSent });
  });

  app.post("/api/student/session", { onRequest: limits.session, schema: { body: studentSessionSchema } }, async (request, reply) => {
    const session = await service.signIn(request.body.email, request.body.code);
    return reply.status(201).send({ success: true as const, ...session });
  });

  app.delete("/api/student/session", student, async (request) => {
    await service.signOut(studentBearer(request)!);
    return { success: true as const, message: STUDENT_MESSAGES.signedOut };
  });

  app.get("/api/student/me", student, async (request) => ({ success: true as const, data: await service.page(request.studentLeadId!) }));

  app.get("/api/student/receipts/:id", { ...student, schema: { params: idParams } }, async (request) => ({
    success: true as const,
    data: await service.receipt(request.studentLeadId!, request.params.id),
  }));

  await app.register(studentPageRoutes, { service, limits, cards });
}
