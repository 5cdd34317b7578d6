import type { FastifyInstance } from "fastify";
import { JobRunner } from "./runner";

// The server's one runner of background work (docs/decisions/085): modules
// register their kinds of job on `app.jobs`; it runs while the server is up,
// started when ready and stopped (the jobs in hand finished) before the database closes.

declare module "fastify" {
  interface FastifyInstance {
    jobs: JobRunner;
  }
}

export function registerJobs(app: FastifyInstance) {
  // Due times, leases and back-off keep the wall clock: a test's driven clock stands
  // still between its steps, so a back-off on it would never end.
  const runner = new JobRunner(app.db, app.log, { pollMs: app.config.OUTBOX_POLL_MS });
  app.decorate("jobs", runner);
  app.addHook("onReady", async () => runner.start());
  app.addHook("preClose", async () => runner.stop());
}
