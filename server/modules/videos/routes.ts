import type { FastifyInstance } from "fastify";
import { videoCaptionSchema, videoSchema } from "../../../contracts/youtube-url";
import { notFound, parseOr400 } from "../../http-error";
import { noteAudit } from "../audit/plugin";
import { requireRole } from "../auth/require-staff";
import type { IdRoute } from "../common/id-route";
import { listAnswer, parsePaging } from "../common/list-query";
import { runWhileUp } from "../common/polling-worker";
import { PosterWorker } from "./poster-worker";
import { addVideo, deleteVideo, listVideos, toVideo, updateVideoCaption } from "./repository";

/**
 * /api/youtube/* (docs/decisions/015): public read, staff add (JSON { url,
 * studentName?, course? }), caption edit and delete. Every write re-renders the
 * pages, which show the videos; an added video's thumbnail is fetched in the
 * background (docs/decisions/029).
 */
export async function videoRoutes(app: FastifyInstance) {
  const editors = { onRequest: requireRole("admin", "editor") };
  const posters = new PosterWorker(app.db, app.config, app.log, () => void app.contentChanged());
  runWhileUp(app, posters);

  app.get("/api/youtube", async (request) => {
    const paging = parsePaging(request.query);
    const { rows, total } = await listVideos(app.db, paging);
    return listAnswer(rows.map(toVideo), total, paging);
  });

  app.post("/api/youtube/add", editors, async (request, reply) => {
    const input = parseOr400(videoSchema, request.body ?? {});
    const row = await addVideo(app.db, input);
    noteAudit(request, row.url);
    await app.contentChanged();
    void posters.kick();
    return reply.status(201).send({ success: true, message: "Video added successfully!", data: toVideo(row) });
  });

  app.put<IdRoute>("/api/youtube/:id", editors, async (request) => {
    const caption = parseOr400(videoCaptionSchema, request.body ?? {});
    const row = await updateVideoCaption(app.db, request.params.id, caption);
    if (!row) throw notFound("Video");
    noteAudit(request, row.url);
    await app.contentChanged();
    return { success: true, message: "Video updated successfully!", data: toVideo(row) };
  });

  app.delete<IdRoute>("/api/youtube/:id", editors, async (request) => {
    const deleted = await deleteVideo(app.db, request.params.id);
    if (!deleted) throw notFound("Video");
    noteAudit(request, deleted.url);
    await app.contentChanged();
    return { success: true, message: "Video deleted!" };
  });
}
