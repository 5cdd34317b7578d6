import type { FastifyInstance } from "fastify";
import type { IdRoute } from "../common/id-route";
import { reviewSchema } from "../../../contracts/review";
import { notFound } from "../../http-error";
import { requireStaff } from "../auth/require-staff";
import { listAnswer, parsePaging, parseSearch } from "../common/list-query";
import { readRecordWrite } from "../images/upload";
import { addReview, deleteReview, listReviews, toReview, updateReview } from "./repository";

/** SPEC.md section 7, /api/reviews/*: public read (each review also carries its STU id as `id`), staff writes (multipart). */
export async function reviewRoutes(app: FastifyInstance) {
  app.get("/api/reviews", async (request) => {
    const paging = parsePaging(request.query);
    const { rows, total } = await listReviews(app.db, paging, parseSearch(request.query));
    return listAnswer(rows.map(toReview), total, paging);
  });

  app.post("/api/reviews/add", { onRequest: requireStaff }, async (request, reply) => {
    const { input, image } = await readRecordWrite(request, reviewSchema);
    const row = await addReview(app.db, input, image);
    return reply.status(201).send({ success: true, message: "Review added successfully", data: toReview(row) });
  });

  app.put<IdRoute>("/api/reviews/update/:id", { onRequest: requireStaff }, async (request) => {
    const { id } = request.params;
    const { input, image } = await readRecordWrite(request, reviewSchema);
    const row = await updateReview(app.db, id, input, image);
    if (!row) throw notFound("Review");
    return { success: true, message: "Review updated successfully", data: toReview(row) };
  });

  app.delete<IdRoute>("/api/reviews/delete/:id", { onRequest: requireStaff }, async (request) => {
    const { id } = request.params;
    if (!(await deleteReview(app.db, id))) throw notFound("Review");
    return { success: true, message: "Review deleted successfully" };
  });
}
