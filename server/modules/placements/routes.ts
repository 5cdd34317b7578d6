import type { FastifyInstance } from "fastify";
import type { IdRoute } from "../common/id-route";
import { placementSchema } from "../../../contracts/placement";
import { notFound } from "../../http-error";
import { requireStaff } from "../auth/require-staff";
import { listAnswer, parsePaging, parseSearch } from "../common/list-query";
import { readRecordWrite } from "../images/upload";
import { addPlacement, deletePlacement, listPlacements, toPlacement, updatePlacement } from "./repository";

/** SPEC.md section 7, /api/placements/*: public read, staff writes (multipart). */
export async function placementRoutes(app: FastifyInstance) {
  app.get("/api/placements", async (request) => {
    const paging = parsePaging(request.query);
    const { rows, total } = await listPlacements(app.db, paging, parseSearch(request.query));
    return listAnswer(rows.map(toPlacement), total, paging);
  });

  app.post("/api/placements/add", { onRequest: requireStaff }, async (request, reply) => {
    const { input, image } = await readRecordWrite(request, placementSchema);
    const row = await addPlacement(app.db, input, image);
    return reply.status(201).send({ success: true, message: "Placement added successfully", data: toPlacement(row) });
  });

  app.put<IdRoute>("/api/placements/update/:id", { onRequest: requireStaff }, async (request) => {
    const { id } = request.params;
    const { input, image } = await readRecordWrite(request, placementSchema);
    const row = await updatePlacement(app.db, id, input, image);
    if (!row) throw notFound("Placement");
    return { success: true, message: "Placement updated successfully", data: toPlacement(row) };
  });

  app.delete<IdRoute>("/api/placements/delete/:id", { onRequest: requireStaff }, async (request) => {
    const { id } = request.params;
    if (!(await deletePlacement(app.db, id))) throw notFound("Placement");
    return { success: true, message: "Placement deleted successfully" };
  });
}
