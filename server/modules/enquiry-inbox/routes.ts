import type { FastifyInstance } from "fastify";
import { INBOX_PAGE_SIZES, inboxFilterSchema, inboxListQuerySchema, instituteDay, statusChangeSchema } from "../../../contracts/enquiry-inbox";
import { HttpError, notFound, parseOr400 } from "../../http-error";
import { noteAudit } from "../audit/plugin";
import { requireRole } from "../auth/require-staff";
import type { IdRoute } from "../common/id-route";
import { enquiriesCsv } from "./csv";
import { deleteEnquiry, enquiryDetail, exportEnquiries, listEnquiries, setStatus } from "./repository";
import { enquiryStats } from "./stats";

/**
 * The staff inbox (docs/decisions/011), every route behind the session. The
 * public POST /api/enquiries lives in modules/enquiries. Fastify matches the
 * static paths (export.csv, stats) before /:id whatever the order here.
 */
export async function enquiryInboxRoutes(app: FastifyInstance) {
  // Counsellors work the inbox; editors have no business with visitors' details.
  const staff = { onRequest: requireRole("admin", "counsellor") };

  app.get("/api/enquiries", staff, async (request) => {
    const { page = 1, limit = INBOX_PAGE_SIZES[0], ...filter } = parseOr400(inboxListQuerySchema, request.query ?? {});
    const { rows, total, newCount } = await listEnquiries(app.db, filter, { limit, offset: (page - 1) * limit });
    return { success: true as const, data: rows, total, page, limit, newCount };
  });

  app.get("/api/enquiries/stats", staff, async () => ({ success: true as const, data: await enquiryStats(app.db) }));

  app.get("/api/enquiries/export.csv", staff, async (request, reply) => {
    const filter = parseOr400(inboxFilterSchema, request.query ?? {});
    const csv = enquiriesCsv(await exportEnquiries(app.db, filter));
    return reply
      .header("content-type", "text/csv; charset=utf-8")
      .header("content-disposition", `attachment; filename="enquiries-${instituteDay(Date.now())}.csv"`)
      .header("cache-control", "no-store")
      .send(csv);
  });

  app.get<IdRoute>("/api/enquiries/:id", staff, async (request) => {
    const detail = await enquiryDetail(app.db, request.params.id);
    if (!detail) throw notFound("Enquiry");
    return { success: true as const, data: detail };
  });

  app.patch<IdRoute>("/api/enquiries/:id", staff, async (request) => {
    const { status } = parseOr400(statusChangeSchema, request.body ?? {});
    if (!(await setStatus(app.db, request.params.id, status))) throw notFound("Enquiry");
    // The target stays the enquiry's id: the log must not keep a visitor's name after the enquiry is deleted.
    noteAudit(request, request.params.id, { status });
    return { success: true as const, message: "Status updated", data: await enquiryDetail(app.db, request.params.id) };
  });

  app.delete<IdRoute>("/api/enquiries/:id", staff, async (request) => {
    if (!(await deleteEnquiry(app.db, request.params.id))) throw notFound("Enquiry");
    return { success: true as const, message: "Enquiry deleted successfully" };
  });

  /** "Retry now" in the detail view: undelivered forwarding and email go out at once. */
  app.post<IdRoute>("/api/enquiries/:id/retry", staff, async (request) => {
    const { id } = request.params;
    if (!(await enquiryDetail(app.db, id))) throw notFound("Enquiry");
    if ((await app.outbox.retryEnquiry(id)) === 0) throw new HttpError(409, "Nothing to retry: every delivery of this enquiry was sent.");
    return { success: true as const, message: "Retrying now", data: await enquiryDetail(app.db, id) };
  });
}
