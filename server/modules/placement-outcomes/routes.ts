import type { FastifyError } from "fastify";
import { applicationChangeSchema, cohortQuerySchema, driveSchema, employerSchema } from "#contracts/placement-outcomes";
import type { HttpError } from "#server/http-error";
import { type ApiServer, idParams } from "#server/route-schemas";
import { requireRole } from "../auth/require-staff";
import { noteAudit } from "../common/audit-note";
import { instituteDay } from "#contracts/institute-time";
import { readSiteFacts } from "../content/site-facts";
import { changeStage, driveApplications } from "./applications";
import { closeDrive, createDrive, listDrives, updateDrive } from "./drives";
import { createEmployer, listEmployers, updateEmployer } from "./employers";
import { Conflict, Invalid, NotFound, PlacementError, Refused } from "./errors";
import { consentRoutes } from "./consent-routes";
import { outcomeRoutes } from "./outcome-routes";
import { placementVerifyRoutes } from "./verify-page";
import { proposeFromDrive } from "./outcomes";
import { studentPlacementRoutes } from "./student-routes";
import { placementCsv } from "./csv";
import { placementStats } from "./stats";
import { placementStudents } from "./students";

// The placement officer's routes (docs/decisions/089). Every one checks the role
// on the server: the officer (role placement) or an admin. This file is where
// the module's domain errors become HTTP answers; nothing else in it throws one.

/** A domain error as its answer: 404, 409 (with the reasons, when refused) or 400. */
function answerOf(error: PlacementError): { status: number; body: Record<string, unknown> } {
  if (error instanceof NotFound) return { status: 404, body: { success: false, message: error.message } };
  if (error instanceof Refused) return { status: 409, body: { success: false, message: error.message, reasons: error.reasons } };
  if (error instanceof Conflict) return { status: 409, body: { success: false, message: error.message } };
  if (error instanceof Invalid) return { status: 400, body: { success: false, message: error.message, errors: { [error.field ?? "_"]: error.message } } };
  return { status: 400, body: { success: false, message: error.message } };
}

/** Maps the module's domain errors for every route registered in `scope`; anything else goes on to the server's handler. */
export function answerDomainErrors(scope: ApiServer) {
  scope.setErrorHandler((error: FastifyError | HttpError | PlacementError, _request, reply) => {
    if (!(error instanceof PlacementError)) throw error;
    const { status, body } = answerOf(error);
    return reply.status(status).send(body);
  });
}

export async function placementOutcomeRoutes(app: ApiServer) {
  answerDomainErrors(app);
  // A ledger write raised the content version (docs/decisions/097): this server's pages switch before it answers.
  app.addHook("onSend", async (request, reply, payload) => {
    if (request.method !== "GET" && reply.statusCode < 300) await app.contentChanged();
    return payload;
  });
  const officers = { onRequest: requireRole("admin", "placement") };
  const by = (request: { staff?: { username: string } }) => request.staff!.username;

  app.get("/api/employers", officers, async () => ({ success: true as const, data: await listEmployers(app.db) }));

  app.post("/api/employers", { ...officers, schema: { body: employerSchema } }, async (request, reply) => {
    const employer = await createEmployer(app.db, request.body, by(request), app.now());
    noteAudit(request, employer.name);
    return reply.status(201).send({ success: true as const, message: "Employer added", data: employer });
  });

  app.put("/api/employers/:id", { ...officers, schema: { params: idParams, body: employerSchema } }, async (request) => {
    const employer = await updateEmployer(app.db, request.params.id, request.body, by(request), app.now());
    noteAudit(request, employer.name);
    return { success: true as const, message: "Employer saved", data: employer };
  });

  app.get("/api/placement-drives", officers, async () => ({ success: true as const, data: await listDrives(app.db, app.now()) }));

  app.post("/api/placement-drives", { ...officers, schema: { body: driveSchema } }, async (request, reply) => {
    const drive = await createDrive(app.db, request.body, by(request), app.now());
    noteAudit(request, `${drive.title} (${drive.employerName})`);
    return reply.status(201).send({ success: true as const, message: "Drive added", data: drive });
  });

  app.put("/api/placement-drives/:id", { ...officers, schema: { params: idParams, body: driveSchema } }, async (request) => {
    const drive = await updateDrive(app.db, request.params.id, request.body, by(request), app.now());
    noteAudit(request, `${drive.title} (${drive.employerName})`);
    return { success: true as const, message: "Drive saved", data: drive };
  });

  app.post("/api/placement-drives/:id/close", { ...officers, schema: { params: idParams } }, async (request) => {
    const drive = await closeDrive(app.db, request.params.id, by(request), app.now());
    noteAudit(request, `${drive.title} (${drive.employerName})`);
    return { success: true as const, message: "Drive closed: no more applications are taken", data: drive };
  });

  app.get("/api/placement-drives/:id/applications", { ...officers, schema: { params: idParams } }, async (request) => ({
    success: true as const,
    data: await driveApplications(app.db, request.params.id),
  }));

  app.patch("/api/applications/:id", { ...officers, schema: { params: idParams, body: applicationChangeSchema } }, async (request) => {
    const staff = request.staff!;
    const messages = { mail: Boolean(app.config.SMTP_URL), institute: (await readSiteFacts(app.db)).name };
    const { application, emailed } = await changeStage(
      app.db,
      request.params.id,
      request.body,
      { id: staff._id, username: staff.username },
      { messages, onJoined: proposeFromDrive },
      app.now(),
    );
    if (emailed) void app.outbox.kick();
    noteAudit(request, application.name, { applicationId: application._id, stage: application.stage });
    return { success: true as const, message: "Application updated", data: application };
  });

  // Students' names, courses, batches, attendance and certificates, to read; never fees or notes.
  app.get("/api/placement-students", { ...officers, schema: { querystring: cohortQuerySchema } }, async (request) => ({
    success: true as const,
    data: await placementStudents(app.db, request.query, app.now()),
  }));

  // Computed from the records as of now; no route writes a number (docs/decisions/089).
  app.get("/api/placement-stats", { ...officers, schema: { querystring: cohortQuerySchema } }, async (request) => ({
    success: true as const,
    data: await placementStats(app.db, request.query, app.now()),
  }));

  // One row per graduate the numbers are computed from, for an auditor.
  app.get("/api/placement-stats.csv", { ...officers, schema: { querystring: cohortQuerySchema } }, async (request, reply) => {
    const now = app.now();
    return reply
      .header("content-type", "text/csv; charset=utf-8")
      .header("content-disposition", `attachment; filename="placement-graduates-${instituteDay(now)}.csv"`)
      .header("cache-control", "no-store")
      .send(await placementCsv(app.db, request.query, now));
  });

  await app.register(outcomeRoutes);
  await app.register(studentPlacementRoutes);
  await app.register(consentRoutes);
  await app.register(placementVerifyRoutes);
}
