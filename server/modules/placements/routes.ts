import { placementsQuery } from "#contracts/api-table/records";
import { placementSchema } from "#contracts/placement";
import { notFound } from "#server/domain-errors";
import { type ApiServer, idParams } from "#server/route-schemas";
import { noteAudit } from "../common/audit-note";
import { requireRole } from "../auth";
import { courseNameOf, requireKnownCourse } from "../content";
import { listAnswer, pagingOf, searchOf } from "../common/list-query";
import { readRecordWrite } from "../images";
import { addPlacement, deletePlacement, listPlacements, placementCourse, toPlacement, updatePlacement } from "./repository";

/**
 * /api/placements/*: public read, staff writes (multipart); docs/decisions/015.
 * `?course=<course id>` lists one course's records (the placements page's filter
 * pages on with it, docs/decisions/060). Every write switches the pages, which
 * show the newest records, to the new content.
 */
export async function placementRoutes(app: ApiServer) {
  const editors = { onRequest: requireRole("admin", "editor") };

  app.get("/api/placements", { schema: { querystring: placementsQuery } }, async (request) => {
    const paging = pagingOf(request.query);
    const course = request.query.course ? [await courseNameOf(app.db, request.query.course)] : undefined;
    const { rows, total } = await listPlacements(app.db, paging, searchOf(request.query), course);
    return listAnswer(rows.map(toPlacement), total, paging);
  });

  app.post("/api/placements/add", editors, async (request, reply) => {
    const { input, image } = await readRecordWrite(request, placementSchema);
    await requireKnownCourse(app.db, input.course);
    const row = await addPlacement(app.db, input, image);
    noteAudit(request, `${row.name} (${row.stu_id})`);
    await app.contentChanged();
    return reply.status(201).send({ success: true, message: "Placement added successfully", data: toPlacement(row) });
  });

  app.put("/api/placements/update/:id", { ...editors, schema: { params: idParams } }, async (request) => {
    const { id } = request.params;
    const { input, image } = await readRecordWrite(request, placementSchema);
    const current = await placementCourse(app.db, id);
    if (!current) throw notFound("Placement");
    // A record keeps the course it was saved with, even if that course has gone since.
    if (input.course !== current.course) await requireKnownCourse(app.db, input.course);
    const row = await updatePlacement(app.db, id, input, image);
    if (!row) throw notFound("Placement");
    noteAudit(request, `${row.name} (${row.stu_id})`);
    await app.contentChanged();
    return { success: true, message: "Placement updated successfully", data: toPlacement(row) };
  });

  app.delete("/api/placements/delete/:id", { ...editors, schema: { params: idParams } }, async (request) => {
    const { id } = request.params;
    const deleted = await deletePlacement(app.db, id);
    if (!deleted) throw notFound("Placement");
    noteAudit(request, `${deleted.name} (${deleted.stu_id})`);
    await app.contentChanged();
    return { success: true, message: "Placement deleted successfully" };
  });
}
