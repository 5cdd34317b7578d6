import type { FastifyInstance } from "fastify";
import { ping } from "../db/connect";

/** How long readiness waits for the database's answer before saying it is not ready. */
export const READINESS_WAIT_MS = 2000;

/** Resolves true when `work` settles in time and succeeds, false otherwise; never rejects. */
async function within(work: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), ms)));
  try {
    return await Promise.race([
      work.then(
        () => true,
        () => false,
      ),
      late,
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Two checks for whatever runs the server (docs/decisions/034):
 * - GET /healthz, liveness: the process is up and its event loop answers. It never
 *   touches the database, so a database outage does not get a healthy process
 *   restarted (the pages and the enquiry spool keep working meanwhile).
 * - GET /readyz, readiness: the database answered `select 1` within
 *   READINESS_WAIT_MS; 503 otherwise, so a load balancer can prefer another
 *   instance. `spooled` counts the enquiries on this server's disk waiting for the
 *   database.
 */
export function registerHealth(app: FastifyInstance, database: "sqlite" | "postgres") {
  app.get("/healthz", async () => ({ status: "ok", database }));

  app.get("/readyz", async (_request, reply) => {
    const [ready, spooled] = await Promise.all([
      within(ping(app.db), READINESS_WAIT_MS),
      app.enquirySpool.list().then(
        (files) => files.length,
        () => null,
      ),
    ]);
    if (ready) return { status: "ready", database, spooled };
    return reply.status(503).send({ status: "unavailable", database, spooled, message: "Database unreachable" });
  });
}
