import { applicationChangeSchema, cohortQuerySchema, driveSchema, employerSchema } from "#contracts/placement-outcomes";
import { type ApiServer, idParams } from "#server/route-schemas";
import { requireRole } from "../auth";
import { noteAudit } from "../common/audit-note";
import { instituteDay } from "#contracts/institute-time";
import { readSiteFacts } from "../content";
import { whatsAppConfigured } from "../whatsapp";
import { changeStage, driveApplications } from "./applications";
import { closeDrive, createDrive, listDrives, updateDrive } from "./drives";
import { createEmployer, listEmployers, updateEmployer } from "./employers";
import { confirmationPageRoutes } from "./confirmation-page";
import { consentRoutes } from "./consent-routes";
import { outcomeRoutes } from "./outcome-routes";
import { placementVerifyRoutes } from "./verify-page";
import { proposeFromDrive } from "./outcomes";
import { studentPlacementRoutes } from "./student-routes";
import { placementCsv } from "./csv";
import { placementStats } from "./stats";
import { placementStudents } from "./students";

// The placement officer's routes (docs/decisions/089). Every one checks the role
// on the server: the officer (role placement) or an admin. The module's
// functions throw domain errors; the server's error handler answers them
// (docs/decisions/091).

export async function placementOutcomeRoutes(app: ApiServer) {
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
    const template = whatsAppConfigured(app.config) ? app.config.WHATSAPP_PLACEMENT_TEMPLATE : undefined;
    const messages = {
      mail: Boolean(app.config.SMTP_URL),
      institute: (await readSiteFacts(app.db)).name,
      whatsApp: template ? { name: template, language: app.config.WHATSAPP_TEMPLATE_LANGUAGE } : null,
    };
    const { application, queued } = await changeStage(
      app.db,
      request.params.id,
      request.body,
      { id: staff._id, username: staff.username },
      { messages, onJoined: proposeFromDrive },
      app.now(),
    );
    if (queued) void app.outbox.kick();
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
  // The employer's page: public, no session; the emailed token is its only authority (docs/decisions/095).
  await app.register(confirmationPageRoutes);
  await app.register(consentRoutes);
  await app.register(placementVerifyRoutes);
}
