import type { FastifyInstance } from "fastify";
import { videoSchema } from "../../../contracts/youtube-url";
import { notFound, parseOr400 } from "../../http-error";
import { noteAudit } from "../audit/plugin";
import { requireRole } from "../auth/require-staff";
import type { IdRoute } from "../common/id-route";
import { listAnswer, parsePaging } from "../common/list-query";
import { addVideo, deleteVideo, listVideos, toVideo } from "./repository";

/** /api/youtube/* (docs/decisions/015): public read, staff add (JSON { url }) and delete. */
export async function videoRoutes(app: FastifyInstance) {
  const editors = { onRequest: requireRole("admin", "editor") };

  app.get("/api/youtube", async (request) => {
    const paging = parsePaging(request.query);
    const { rows, total } = await listVideos(app.db, paging);
    return listAnswer(rows.map(toVideo), total, paging);
  });

  app.post("/api/youtube/add", editors, async (request, reply) => {
    const { url } = parseOr400(videoSchema, request.body ?? {});
    const row = await addVideo(app.db, url);
    noteAudit(request, row.url);
    return reply.status(201).send({ success: true, message: "Video added successfully!", data: toVideo(row) });
  });

  app.delete<IdRoute>("/api/youtube/:id", editors, async (request) => {
    const deleted = await deleteVideo(app.db, request.params.id);
    if (!deleted) throw notFound("Video");
    noteAudit(request, deleted.url);
    return { success: true, message: "Video deleted!" };
  });
}
