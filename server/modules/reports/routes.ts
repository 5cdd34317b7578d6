import { ownerNumbersQuerySchema } from "#contracts/owner-period";
import type { ApiServer } from "#server/route-schemas";
import { requireRole } from "../auth";
import { ownerNumbers } from "./owner-numbers";

// GET /api/reports/owner (docs/decisions/070): the owner's numbers, for admins
// only, as the overview's money and visits are; for a period (docs/decisions/072).

export async function reportRoutes(app: ApiServer) {
  const admins = { onRequest: requireRole("admin") };
  app.get("/api/reports/owner", { ...admins, schema: { querystring: ownerNumbersQuerySchema } }, async (request) => ({
    success: true as const,
    data: await ownerNumbers(app.db, app.now(), request.query),
  }));
}
