import { reviewSchema } from "#contracts/review";
import { notFound } from "#server/domain-errors";
import { type ApiServer, idParams } from "#server/route-schemas";
import { noteAudit } from "../common/audit-note";
import { requireRole } from "../auth";
import { cachedBody } from "../common/cached-body";
import { requireKnownCourse } from "../content";
import { listAnswer, listQuery, pagingOf, searchOf } from "../common/list-query";
import { readRecordWrite } from "../images";
import { addReview, deleteReview, listReviews, reviewCourse, toReview, updateReview } from "./repository";

/**
 * /api/reviews/* (docs/decisions/015): public read (each review also carries its
 * STU id as `id`), staff writes (multipart). A review may name its course
 * (docs/decisions/060); every write switches the pages, which show the newest
 * reviews, to the new content.
 */
export async function reviewRoutes(app: ApiServer) {
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

  app.get("/api/reviews", { schema: { querystring: listQuery } }, async (request, reply) => {
    const paging = pagingOf(request.query);
    const search = searchOf(request.query);
    if (!paging && !search) return publicList.send(request, reply);
    const { rows, total } = await listReviews(app.db, paging, search);
    return listAnswer(rows.map(toReview), total, paging);
  });

  app.post("/api/reviews/add", editors, async (request, reply) => {
    const { input, image } = await readRecordWrite(request, reviewSchema);
    if (input.course) await requireKnownCourse(app.db, input.course);
    const row = await addReview(app.db, input, image);
    noteAudit(request, `${row.name} (${row.stu_id})`);
    publicList.invalidate();
    await app.contentChanged();
    return reply.status(201).send({ success: true, message: "Review added successfully", data: toReview(row) });
  });

  app.put("/api/reviews/update/:id", { ...editors, schema: { params: idParams } }, async (request) => {
    const { id } = request.params;
    const { input, image } = await readRecordWrite(request, reviewSchema);
    const current = await reviewCourse(app.db, id);
    if (!current) throw notFound("Review");
    // As a placement: a review keeps the course it was saved with, even if that course has gone since.
    if (input.course && input.course !== current.course) await requireKnownCourse(app.db, input.course);
    const row = await updateReview(app.db, id, input, image);
    if (!row) throw notFound("Review");
    noteAudit(request, `${row.name} (${row.stu_id})`);
    publicList.invalidate();
    await app.contentChanged();
    return { success: true, message: "Review updated successfully", data: toReview(row) };
  });

  app.delete("/api/reviews/delete/:id", { ...editors, schema: { params: idParams } }, async (request) => {
    const { id } = request.params;
    const deleted = await deleteReview(app.db, id);
    if (!deleted) throw notFound("Review");
    noteAudit(request, `${deleted.name} (${deleted.stu_id})`);
    publicList.invalidate();
    await app.contentChanged();
    return { success: true, message: "Review deleted successfully" };
  });
}
