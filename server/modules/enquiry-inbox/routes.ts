import type { FastifyInstance, FastifyRequest } from "fastify";
import { INBOX_PAGE_SIZES, activitySchema, enquiryUpdateSchema, inboxFilterSchema, inboxListQuerySchema, instituteDay, mergeSchema } from "../../../contracts/enquiry-inbox";
import { HttpError, notFound, parseOr400 } from "../../http-error";
import { noteAudit } from "../audit/plugin";
import { requireRole } from "../auth/require-staff";
import type { IdRoute } from "../common/id-route";
import { logActivity, mergeLeads, updateLead } from "../pipeline/leads";
import { enquiriesCsv } from "./csv";
import { deleteEnquiry, enquiryDetail, exportEnquiries, listEnquiries } from "./repository";
import { enquiryStats } from "./stats";

/** The signed-in staff member as the inbox sees them ("mine", "due today"). */
const viewerOf = (request: FastifyRequest) => ({ id: request.staff!._id, now: Date.now() });

/**
 * The staff inbox (docs/decisions/011, 022), every route behind the session. The
 * public POST /api/enquiries lives in modules/enquiries. Fastify matches the
 * static paths (export.csv, stats) before /:id whatever the order here.
 */
export async function enquiryInboxRoutes(app: FastifyInstance) {
  // Counsellors work the inbox; editors have no business with visitors' details.
  const staff = { onRequest: requireRole("admin", "counsellor") };
  // Removing leads and the delivery machinery are an admin's.
  const admins = { onRequest: requireRole("admin") };

  /** The detail a caller may see: deliveries (the outbox) are for admins only. */
  const detailFor = (request: FastifyRequest, id: string) => enquiryDetail(app.db, id, { withOutbox: request.staff!.role === "admin" });

  app.get("/api/enquiries", staff, async (request) => {
    const { page = 1, limit = INBOX_PAGE_SIZES[0], ...filter } = parseOr400(inboxListQuerySchema, request.query ?? {});
    const { rows, total, newCount, dueCount } = await listEnquiries(app.db, filter, { limit, offset: (page - 1) * limit }, viewerOf(request));
    return { success: true as const, data: rows, total, page, limit, newCount, dueCount };
  });

  app.get("/api/enquiries/stats", staff, async () => ({ success: true as const, data: await enquiryStats(app.db) }));

  app.get("/api/enquiries/export.csv", staff, async (request, reply) => {
    const filter = parseOr400(inboxFilterSchema, request.query ?? {});
    const csv = enquiriesCsv(await exportEnquiries(app.db, filter, viewerOf(request)));
    return reply
      .header("content-type", "text/csv; charset=utf-8")
      .header("content-disposition", `attachment; filename="enquiries-${instituteDay(Date.now())}.csv"`)
      .header("cache-control", "no-store")
      .send(csv);
  });

  app.get<IdRoute>("/api/enquiries/:id", staff, async (request) => {
    const detail = await detailFor(request, request.params.id);
    if (!detail) throw notFound("Enquiry");
    return { success: true as const, data: detail };
  });

  app.patch<IdRoute>("/api/enquiries/:id", staff, async (request) => {
    const update = parseOr400(enquiryUpdateSchema, request.body ?? {});
    await updateLead(app.db, request.params.id, update, request.staff!);
    // The target stays the enquiry's id: the log must not keep a visitor's name after the enquiry is deleted.
    noteAudit(request, request.params.id, { ...update });
    return { success: true as const, message: update.status && Object.keys(update).length === 1 ? "Status updated" : "Enquiry updated", data: await detailFor(request, request.params.id) };
  });

  app.post<IdRoute>("/api/enquiries/:id/activities", staff, async (request, reply) => {
    const input = parseOr400(activitySchema, request.body ?? {});
    await logActivity(app.db, request.params.id, input, request.staff!);
    noteAudit(request, request.params.id, { kind: input.kind });
    const message = { note: "Note added", call: "Call logged", whatsapp: "WhatsApp message logged" }[input.kind];
    return reply.status(201).send({ success: true as const, message, data: await detailFor(request, request.params.id) });
  });

  app.post<IdRoute>("/api/enquiries/:id/merge", admins, async (request) => {
    const { otherId } = parseOr400(mergeSchema, request.body ?? {});
    await mergeLeads(app.db, request.params.id, otherId, request.staff!);
    noteAudit(request, request.params.id, { merged: otherId });
    return { success: true as const, message: "Leads merged", data: await detailFor(request, request.params.id) };
  });

  app.delete<IdRoute>("/api/enquiries/:id", admins, async (request) => {
    if (!(await deleteEnquiry(app.db, request.params.id))) throw notFound("Enquiry");
    return { success: true as const, message: "Enquiry deleted successfully" };
  });

  /** "Retry now" in the detail view: undelivered forwarding and email go out at once. */
  app.post<IdRoute>("/api/enquiries/:id/retry", admins, async (request) => {
    const { id } = request.params;
    if (!(await enquiryDetail(app.db, id))) throw notFound("Enquiry");
    if ((await app.outbox.retryEnquiry(id)) === 0) throw new HttpError(409, "Nothing to retry: every delivery of this enquiry was sent.");
    return { success: true as const, message: "Retrying now", data: await detailFor(request, id) };
  });
}
