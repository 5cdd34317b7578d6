import { certificatesIssued } from "#contracts/certificates";
import { attendanceSchema, batchCertificatesSchema, enrolSchema, extraSessionSchema, sessionChangeSchema } from "#contracts/batches";
import { siteUrl } from "#server/config";
import { HttpError } from "#server/http-error";
import { type ApiServer, idParams } from "#server/route-schemas";
import { noteAudit } from "../common/audit-note";
import { requireRole } from "../auth";
import { findEnquiry } from "../leads";
import { verifiedTrainers } from "./trainers";
import { readDocument } from "../content";
import { addExtraSession, changeSession, markAttendance, openToTrainer } from "./attendance";
import { issueBatchCertificates } from "./batch-certificates";
import { enrolLead } from "./enrolment";
import { rosterOf, sessionsView, visibleBatches } from "./roster";

// Batches as class lists (docs/decisions/067). Admins and counsellors see every
// batch and enrol students; a trainer sees only the batches they teach and marks
// attendance on them, today's class or one an admin opened (docs/decisions/084); certificates from a batch are issued by those who issue
// certificates (docs/decisions/052).

export async function batchRoutes(app: ApiServer) {
  const readers = { onRequest: requireRole("admin", "counsellor", "trainer") };
  const enrollers = { onRequest: requireRole("admin", "counsellor") };
  const markers = { onRequest: requireRole("admin", "trainer") };
  const editors = { onRequest: requireRole("admin", "editor") };
  const admins = { onRequest: requireRole("admin") };
  const viewer = (staff: { _id: string; role: string | null; username: string }) => ({ id: staff._id, role: staff.role, username: staff.username });

  app.get("/api/batch-rosters", readers, async (request) => ({ success: true as const, data: await visibleBatches(app.db, viewer(request.staff!)) }));

  // The trainer accounts a batch can be given (the batch form), each with its
  // public profile under Pages → Trainers when there is one: set on the account,
  // else the profile of the same name as the account's display name.
  app.get("/api/batch-trainers", editors, async () => {
    const profiles = (await readDocument(app.db, "trainers")).map((p) => p.name);
    const profileOf = (name: string | null) => (name ? (profiles.find((p) => p.trim().toLowerCase() === name.trim().toLowerCase()) ?? null) : null);
    const rows = await verifiedTrainers(app.db);
    return {
      success: true as const,
      data: rows.map((r) => {
        const trainerName = r.trainer_name ?? profileOf(r.display_name ?? null) ?? profileOf(r.username);
        return { id: r.id, username: r.username, name: trainerName ?? r.display_name ?? r.username, trainerName };
      }),
    };
  });

  app.get("/api/batches/:id/students", { ...readers, schema: { params: idParams } }, async (request) => ({
    success: true as const,
    data: await rosterOf(app.db, request.params.id, viewer(request.staff!), app.now()),
  }));

  app.post("/api/batches/:id/students", { ...enrollers, schema: { params: idParams, body: enrolSchema } }, async (request, reply) => {
    const staff = request.staff!;
    const { id } = request.params;
    const { leadId } = request.body;
    const lead = await findEnquiry(app.db, leadId);
    if (!lead) throw new HttpError(400, "That lead does not exist.", { leadId: "That lead does not exist." });
    // As for asking for a fee: a counsellor enrols only the leads they own.
    if (staff.role !== "admin" && lead.owner_id !== staff._id) throw new HttpError(403, "Only the lead's counsellor or an admin can enrol this student.");
    const now = app.now();
    const outcome = await app.db
      .transaction()
      .execute((trx) => enrolLead(trx, { batchId: id, leadId, actor: { id: staff._id, username: staff.username }, now, why: "enrolled by staff" }));
    noteAudit(request, lead.name, { batchId: id, leadId, ...(outcome.movedFrom && { movedFrom: outcome.movedFrom }) });
    const message = outcome.already ? "Already in this batch" : outcome.movedFrom ? "Moved to this batch" : "Enrolled";
    return reply.status(outcome.already ? 200 : 201).send({ success: true as const, message, data: await rosterOf(app.db, id, viewer(staff), now) });
  });

  app.get("/api/batches/:id/sessions", { ...readers, schema: { params: idParams } }, async (request) => ({
    success: true as const,
    data: await sessionsView(app.db, request.params.id, viewer(request.staff!), app.now()),
  }));

  app.post("/api/batches/:id/sessions", { ...markers, schema: { params: idParams, body: extraSessionSchema } }, async (request, reply) => {
    const now = app.now();
    await addExtraSession(app.db, request.params.id, request.body.date, request.body.note, viewer(request.staff!), now);
    noteAudit(request, request.params.id, { extra: request.body.date });
    return reply
      .status(201)
      .send({ success: true as const, message: "Extra class added", data: await sessionsView(app.db, request.params.id, viewer(request.staff!), now) });
  });

  app.patch("/api/sessions/:id", { ...markers, schema: { params: idParams, body: sessionChangeSchema } }, async (request) => {
    const batchId = await changeSession(app.db, request.params.id, request.body, viewer(request.staff!), app.now());
    noteAudit(request, request.params.id, { batchId, cancelled: request.body.cancelled });
    return {
      success: true as const,
      message: request.body.cancelled ? "Marked as a holiday" : "Class restored",
      data: await sessionsView(app.db, batchId, viewer(request.staff!), app.now()),
    };
  });

  app.put("/api/sessions/:id/attendance", { ...markers, schema: { params: idParams, body: attendanceSchema } }, async (request) => {
    const saved = await markAttendance(app.db, request.params.id, request.body, viewer(request.staff!), app.now());
    noteAudit(request, request.params.id, { date: saved.date, absent: saved.absent });
    return { success: true as const, message: "Attendance saved", data: saved };
  });

  // An admin opens a past class to its trainer for today, to take or correct its register (docs/decisions/084).
  app.post("/api/sessions/:id/reopen", { ...admins, schema: { params: idParams } }, async (request) => {
    const now = app.now();
    const opened = await openToTrainer(app.db, request.params.id, now);
    noteAudit(request, request.params.id, opened);
    return {
      success: true as const,
      message: "Opened to the trainer until midnight",
      data: await sessionsView(app.db, opened.batchId, viewer(request.staff!), now),
    };
  });

  app.post("/api/batches/:id/certificates", { ...enrollers, schema: { params: idParams, body: batchCertificatesSchema } }, async (request, reply) => {
    const thresholdPercent = request.body.thresholdPercent ?? app.config.CERTIFICATE_ATTENDANCE_PERCENT;
    const result = await issueBatchCertificates(app.db, request.params.id, {
      thresholdPercent,
      issuer: request.staff!,
      siteUrl: siteUrl(app.config),
      now: app.now(),
    });
    noteAudit(request, request.params.id, { issued: result.issued.length, below: result.below.length, notYours: result.notYours.length, thresholdPercent });
    const message = certificatesIssued(result.issued.length);
    return reply.status(result.issued.length ? 201 : 200).send({ success: true as const, message, data: result });
  });
}
