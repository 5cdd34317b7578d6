import type { FastifyRequest } from "fastify";
import { MAX_UPLOAD_BYTES } from "#contracts/limits";
import { PLACEMENT_MESSAGES, confirmationSchema, evidenceParams, leadParams, outcomeSchema } from "#contracts/placement-outcomes";
import { HttpError } from "#server/http-error";
import type { ApiServer } from "#server/route-schemas";
import { requireRole } from "../auth";
import { noteAudit } from "../common/audit-note";
import { siteUrl } from "#server/config";
import { readSiteFacts } from "../content";
import { listConfirmationRequests, requestConfirmation } from "./confirmation-requests";
import { addLetter, confirmByEmployer, letterFile } from "./evidence";
import { outcomeView } from "./outcome-view";
import { recordOutcome } from "./outcomes";
import { sendPrivateFile } from "../common/private-file";

// The outcome ledger's routes (docs/decisions/089), for the placement officer and
// admins: read a student's outcome with its history, record it, add a letter or
// an employer's confirmation, and open a letter (staff only, never cached).
// Registered inside ./routes.ts, whose error mapping answers for them.

const TOO_LARGE = `The letter is too large. The limit is ${MAX_UPLOAD_BYTES / (1024 * 1024)} MB.`;

/** The one file of the upload, in the form field `file`; 400 without one, 413 past the size limit. */
async function letterOf(request: FastifyRequest): Promise<{ data: Buffer; filename?: string }> {
  const missing = new HttpError(400, PLACEMENT_MESSAGES.evidenceMissing, { file: PLACEMENT_MESSAGES.evidenceMissing });
  if (!request.isMultipart()) throw missing;
  let letter: { data: Buffer; filename?: string } | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type !== "file") continue;
      // Every part is read to its end; only the `file` field with bytes counts.
      const data = await part.toBuffer();
      if (part.fieldname === "file" && data.length > 0) letter = { data, filename: part.filename };
    }
  } catch (err) {
    const { statusCode, code } = err as { statusCode?: number; code?: string };
    if (code === "FST_REQ_FILE_TOO_LARGE") throw new HttpError(413, TOO_LARGE, { file: TOO_LARGE });
    if (statusCode && statusCode >= 400 && statusCode < 500) throw err;
    throw new HttpError(400, "The upload could not be read. Please try again.");
  }
  if (!letter) throw missing;
  return letter;
}

export async function outcomeRoutes(app: ApiServer) {
  const officers = { onRequest: requireRole("admin", "placement") };
  const actorOf = (request: FastifyRequest) => ({ id: request.staff!._id, username: request.staff!.username });

  app.get("/api/students/:leadId/outcome", { ...officers, schema: { params: leadParams } }, async (request) => ({
    success: true as const,
    data: await outcomeView(app.db, request.params.leadId),
  }));

  app.put("/api/students/:leadId/outcome", { ...officers, schema: { params: leadParams, body: outcomeSchema } }, async (request) => {
    await recordOutcome(app.db, request.params.leadId, request.body, actorOf(request), app.now());
    const outcome = await outcomeView(app.db, request.params.leadId);
    noteAudit(request, request.params.leadId, { code: outcome.code, status: outcome.status });
    return { success: true as const, message: "Outcome saved", data: outcome };
  });

  app.post("/api/students/:leadId/outcome/evidence", { ...officers, schema: { params: leadParams } }, async (request, reply) => {
    await addLetter(app.db, request.params.leadId, await letterOf(request), actorOf(request), app.now());
    const outcome = await outcomeView(app.db, request.params.leadId);
    noteAudit(request, request.params.leadId, { status: outcome.status });
    return reply.status(201).send({ success: true as const, message: "Letter added", data: outcome });
  });

  app.post("/api/students/:leadId/outcome/confirmation", { ...officers, schema: { params: leadParams, body: confirmationSchema } }, async (request, reply) => {
    await confirmByEmployer(app.db, request.params.leadId, request.body, actorOf(request), app.now());
    const outcome = await outcomeView(app.db, request.params.leadId);
    noteAudit(request, request.params.leadId, { status: outcome.status });
    return reply.status(201).send({ success: true as const, message: "Employer's confirmation recorded", data: outcome });
  });

  // The employer answers by an emailed link, once (docs/decisions/095); the page is ./confirmation-page.ts.
  app.post("/api/students/:leadId/outcome/confirmation-request", { ...officers, schema: { params: leadParams } }, async (request, reply) => {
    const settings = { mail: Boolean(app.config.SMTP_URL), siteUrl: siteUrl(app.config), institute: (await readSiteFacts(app.db)).name };
    const sent = await requestConfirmation(app.db, request.params.leadId, actorOf(request), settings, app.now());
    void app.outbox.kick();
    noteAudit(request, request.params.leadId, { employer: sent.employerName, to: sent.contactEmail });
    return reply.status(201).send({ success: true as const, message: `Confirmation link emailed to ${sent.contactEmail}`, data: sent });
  });

  app.get("/api/placement-confirmation-requests", officers, async () => ({
    success: true as const,
    data: await listConfirmationRequests(app.db, app.now()),
  }));

  // A letter holds a student's pay: staff only, never cached, never guessed at by the browser.
  app.get("/api/students/:leadId/outcome/evidence/:evidenceId", { ...officers, schema: { params: evidenceParams } }, async (request, reply) => {
    const file = await letterFile(app.db, request.params.leadId, request.params.evidenceId);
    const inline = file.mime.startsWith("image/") || file.mime === "application/pdf";
    return sendPrivateFile(reply, file, inline);
  });
}
