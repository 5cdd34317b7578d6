import { visitsQuerySchema } from "#contracts/visits";
import type { ApiServer } from "#server/route-schemas";
import { requireRole } from "../auth";
import { visitReport } from "./report";

/** GET /api/analytics/visits (docs/decisions/053): the overview's visits and conversion, for admins as the overview is. */
export async function pageViewRoutes(app: ApiServer) {
  const admins = { onRequest: requireRole("admin") };
  app.get("/api/analytics/visits", { ...admins, schema: { querystring: visitsQuerySchema } }, async (request) => {
    const courses = app.sitePages?.current?.courses ?? [];
    const data = await visitReport(app.db, request.query, {
      now: app.now(),
      counting: Boolean(app.pageViews),
      courseNames: new Map(courses.map((c) => [c.id, c.name])),
    });
    return { success: true as const, data };
  });
}
