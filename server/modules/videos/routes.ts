import { videoCaptionSchema, videoSchema } from "#contracts/youtube-url";
import { pagingQuerySchema } from "#contracts/api";
import { notFound } from "#server/domain-errors";
import { type ApiServer, idParams } from "#server/route-schemas";
import { noteAudit } from "../common/audit-note";
import { requireRole } from "../auth";
import { listAnswer, pagingOf } from "../common/list-query";
import { POSTER_JOB, posterJob, postersEnabled, queuePoster } from "./poster-worker";
import { addVideo, deleteVideo, listVideos, toVideo, updateVideoCaption } from "./repository";

/**
 * /api/youtube/* (docs/decisions/015): public read, staff add (JSON { url,
 * studentName?, course? }), caption edit and delete. Every write switches the
 * pages, which show the videos, to the new content; an added video's thumbnail is fetched in the
 * background (docs/decisions/029).
 */
export async function videoRoutes(app: ApiServer) {
  const editors = { onRequest: requireRole("admin", "editor") };
  // Thumbnails are fetched by the jobs runner (docs/decisions/085), unless switched off.
  const posters = postersEnabled(app.config);
  if (posters)
    app.jobs.register(
      POSTER_JOB,
      posterJob(app.db, app.config, app.log, () => void app.contentChanged(), app.now),
    );

  app.get("/api/youtube", { schema: { querystring: pagingQuerySchema } }, async (request) => {
    const paging = pagingOf(request.query);
    const { rows, total } = await listVideos(app.db, paging);
    return listAnswer(rows.map(toVideo), total, paging);
  });

  app.post("/api/youtube/add", { ...editors, schema: { body: videoSchema } }, async (request, reply) => {
    const input = request.body;
    const row = await addVideo(app.db, input);
    noteAudit(request, row.url);
    await app.contentChanged();
    if (posters) {
      await queuePoster(app.db, row.id, app.now());
      void app.jobs.kick();
    }
    return reply.status(201).send({ success: true, message: "Video added successfully!", data: toVideo(row) });
  });

  app.put("/api/youtube/:id", { ...editors, schema: { params: idParams, body: videoCaptionSchema } }, async (request) => {
    const caption = request.body;
    const row = await updateVideoCaption(app.db, request.params.id, caption);
    if (!row) throw notFound("Video");
    noteAudit(request, row.url);
    await app.contentChanged();
    return { success: true, message: "Video updated successfully!", data: toVideo(row) };
  });

  app.delete("/api/youtube/:id", { ...editors, schema: { params: idParams } }, async (request) => {
    const deleted = await deleteVideo(app.db, request.params.id);
    if (!deleted) throw notFound("Video");
    noteAudit(request, deleted.url);
    await app.contentChanged();
    return { success: true, message: "Video deleted!" };
  });
}
