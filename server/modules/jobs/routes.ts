import type { ApiServer } from "#server/route-schemas";
import { requireRole } from "../auth";
import { setAsideJobs } from "./repository";

// GET /api/jobs/set-aside (docs/decisions/092): background work the runner set aside
// because what it reads could not be read, for the admin's health card.

export async function jobRoutes(app: ApiServer) {
  app.get("/api/jobs/set-aside", { onRequest: requireRole("admin") }, async () => ({ success: true as const, data: await setAsideJobs(app.db) }));
}
