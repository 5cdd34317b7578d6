import type { FastifyInstance } from "fastify";
import type { IdRoute } from "../common/id-route";
import { reviewSchema } from "../../../contracts/review";
import { notFound } from "../../http-error";
import { noteAudit } from "../audit/plugin";
import { requireRole } from "../auth/require-staff";
import { cachedBody } from "../common/cached-body";
import { listAnswer, parsePaging, parseSearch } from "../common/list-query";
import { readRecordWrite } from "../images/upload";
import { addReview, deleteReview, listReviews, toReview, updateReview } from "./repository";

/** /api/reviews/* (docs/decisions/015): public read (each review also carries its STU id as `id`), staff writes (multipart). */
export async function reviewRoutes(app: FastifyInstance) {
  const editors = { onRequest: requireRole("admin", "editor") };
  // The whole list, as the public testimonials read it, is kept in memory
  // (docs/decisions/006-public-list-cache.md); every write below drops it.
  const publicList = cachedBody({
    ttlMs: app.config.PUBLIC_LIST_CACHE_MS,
    load: async () => {
      const { rows, total } = await listReviews(app.db, null);
      return listAnswer(rows.map(toReview), total, null);
    },
  });

  app.get("/api/reviews", async (request, reply) => {
    const paging = parsePaging(request.query);
    const search = parseSearch(request.query);
    if (!paging && !search) return publicList.send(request, reply);
    const { rows, total } = await listReviews(app.db, paging, search);
    return listAnswer(rows.map(toReview), total, paging);
  });

  app.post("/api/reviews/add", editors, async (request, reply) => {
    const { input, image } = await readRecordWrite(request, reviewSchema);
    const row = await addReview(app.db, input, image);
    noteAudit(request, `${row.name} (${row.stu_id})`);
    publicList.invalidate();
    return reply.status(201).send({ success: true, message: "Review added successfully", data: toReview(row) });
  });

  app.put<IdRoute>("/api/reviews/update/:id", editors, async (request) => {
    const { id } = request.params;
    const { input, image } = await readRecordWrite(request, reviewSchema);
    const row = await updateReview(app.db, id, input, image);
    if (!row) throw notFound("Review");
    noteAudit(request, `${row.name} (${row.stu_id})`);
    publicList.invalidate();
    return { success: true, message: "Review updated successfully", data: toReview(row) };
  });

  app.delete<IdRoute>("/api/reviews/delete/:id", editors, async (request) => {
    const { id } = request.params;
    const deleted = await deleteReview(app.db, id);
    if (!deleted) throw notFound("Review");
    noteAudit(request, `${deleted.name} (${deleted.stu_id})`);
    publicList.invalidate();
    return { success: true, message: "Review deleted successfully" };
  });
}
