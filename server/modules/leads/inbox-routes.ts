import type { FastifyRequest } from "fastify";
import {
  INBOX_DEFAULT_PAGE_SIZE,
  activitySchema,
  enquiryUpdateSchema,
  inboxFilterSchema,
  inboxListQuerySchema,
  instituteDay,
  mergeSchema,
} from "#contracts/enquiry-inbox";
import { notFound } from "#server/domain-errors";
import { HttpError } from "#server/http-error";
import { type ApiServer, idParams } from "#server/route-schemas";
import { noteAudit } from "../common/audit-note";
import { requireRole } from "../auth";
import { logActivity, mergeLeads, updateLead } from "./changes";
import { enquiriesCsv } from "./csv";
import { type HoldsPayments, deleteEnquiry, enquiryDetail, exportEnquiries, listEnquiries } from "./inbox";
import { firstResponse } from "./first-response";
import { enquiryStats } from "./stats";

/** The signed-in staff member as the inbox sees them ("mine", "due today", their WhatsApp messages waiting). */
const viewerOf = (request: FastifyRequest) => ({ id: request.staff!._id, now: request.server.now(), seesAll: request.staff!.role === "admin" });

/**
 * The staff inbox (docs/decisions/011, 022), every route behind the session. The
 * public POST /api/enquiries lives in ./intake-routes.ts. Fastify matches the
 * static paths (export.csv, stats) before /:id whatever the order here.
 */
export async function enquiryInboxRoutes(app: ApiServer, { holdsPayments, whatsAppConfigured }: { holdsPayments: HoldsPayments; whatsAppConfigured: boolean }) {
  // Counsellors work the inbox; editors have no business with visitors' details.
  const staff = { onRequest: requireRole("admin", "counsellor") };
  // Removing leads and the delivery machinery are an admin's.
  const admins = { onRequest: requireRole("admin") };

  /** The detail a caller may see: deliveries (the outbox) are for admins only; the WhatsApp conversation for both. */
  const detailFor = (request: FastifyRequest, id: string) =>
    enquiryDetail(app.db, id, { withOutbox: request.staff!.role === "admin", now: app.now(), whatsAppConfigured });

  app.get("/api/enquiries", { ...staff, schema: { querystring: inboxListQuerySchema } }, async (request) => {
    const { page = 1, limit = INBOX_DEFAULT_PAGE_SIZE, ...filter } = request.query;
    const { rows, total, newCount, dueCount, awaitingCount } = await listEnquiries(app.db, filter, { limit, offset: (page - 1) * limit }, viewerOf(request));
    return { success: true as const, data: rows, total, page, limit, newCount, dueCount, awaitingCount };
  });

  app.get("/api/enquiries/stats", staff, async () => ({ success: true as const, data: await enquiryStats(app.db, app.now()) }));

  // How fast students hear from us, per week and per counsellor (docs/decisions/066).
  app.get("/api/enquiries/first-response", staff, async () => ({ success: true as const, data: await firstResponse(app.db, app.now()) }));

  app.get("/api/enquiries/export.csv", { ...staff, schema: { querystring: inboxFilterSchema } }, async (request, reply) => {
    const filter = request.query;
    const csv = enquiriesCsv(await exportEnquiries(app.db, filter, viewerOf(request)));
    return reply
      .header("content-type", "text/csv; charset=utf-8")
      .header("content-disposition", `attachment; filename="enquiries-${instituteDay(app.now())}.csv"`)
      .header("cache-control", "no-store")
      .send(csv);
  });

  app.get("/api/enquiries/:id", { ...staff, schema: { params: idParams } }, async (request) => {
    const detail = await detailFor(request, request.params.id);
    if (!detail) throw notFound("Enquiry");
    return { success: true as const, data: detail };
  });

  app.patch("/api/enquiries/:id", { ...staff, schema: { params: idParams, body: enquiryUpdateSchema } }, async (request) => {
    const update = request.body;
    await updateLead(app.db, request.params.id, update, request.staff!, app.now());
    // The target stays the enquiry's id: the log must not keep a visitor's name after the enquiry is deleted.
    noteAudit(request, request.params.id, { ...update });
    return {
      success: true as const,
      message: update.status && Object.keys(update).length === 1 ? "Status updated" : "Enquiry updated",
      data: await detailFor(request, request.params.id),
    };
  });

  app.post("/api/enquiries/:id/activities", { ...staff, schema: { params: idParams, body: activitySchema } }, async (request, reply) => {
    const input = request.body;
    await logActivity(app.db, request.params.id, input, request.staff!, app.now());
    noteAudit(request, request.params.id, { kind: input.kind });
    const message = { note: "Note added", call: "Call logged", whatsapp: "WhatsApp message logged" }[input.kind];
    return reply.status(201).send({ success: true as const, message, data: await detailFor(request, request.params.id) });
  });

  app.post("/api/enquiries/:id/merge", { ...admins, schema: { params: idParams, body: mergeSchema } }, async (request) => {
    const { otherId } = request.body;
    await mergeLeads(app.db, request.params.id, otherId, request.staff!, app.now());
    noteAudit(request, request.params.id, { merged: otherId });
    return { success: true as const, message: "Leads merged", data: await detailFor(request, request.params.id) };
  });

  app.delete("/api/enquiries/:id", { ...admins, schema: { params: idParams } }, async (request) => {
    if (!(await deleteEnquiry(app.db, request.params.id, holdsPayments))) throw notFound("Enquiry");
    return { success: true as const, message: "Enquiry deleted successfully" };
  });

  /** "Retry now" in the detail view: undelivered forwarding and email go out at once. */
  app.post("/api/enquiries/:id/retry", { ...admins, schema: { params: idParams } }, async (request) => {
    const { id } = request.params;
    if (!(await enquiryDetail(app.db, id))) throw notFound("Enquiry");
    if ((await app.outbox.retryEnquiry(id)) === 0) throw new HttpError(409, "Nothing to retry: every delivery of this enquiry was sent.");
    return { success: true as const, message: "Retrying now", data: await detailFor(request, id) };
  });
}
