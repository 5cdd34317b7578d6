import type { FastifyInstance } from "fastify";
import { videoSchema } from "../../../contracts/youtube-url";
import { notFound, parseOr400 } from "../../http-error";
import { requireStaff } from "../auth/require-staff";
import type { IdRoute } from "../common/id-route";
import { listAnswer, parsePaging } from "../common/list-query";
import { addVideo, deleteVideo, listVideos, toVideo } from "./repository";

/** SPEC.md section 7, /api/youtube/*: public read, staff add (JSON { url }) and delete. */
export async function videoRoutes(app: FastifyInstance) {
  app.get("/api/youtube", async (request) => {
    const paging = parsePaging(request.query);
    const { rows, total } = await listVideos(app.db, paging);
    return listAnswer(rows.map(toVideo), total, paging);
  });

  app.post("/api/youtube/add", { onRequest: requireStaff }, async (request, reply) => {
    const { url } = parseOr400(videoSchema, request.body ?? {});
    const row = await addVideo(app.db, url);
    return reply.status(201).send({ success: true, message: "Video added successfully!", data: toVideo(row) });
  });

  app.delete<IdRoute>("/api/youtube/:id", { onRequest: requireStaff }, async (request) => {
    if (!(await deleteVideo(app.db, request.params.id))) throw notFound("Video");
    return { success: true, message: "Video deleted!" };
  });
}
