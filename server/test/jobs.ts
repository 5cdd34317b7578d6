import type { FastifyInstance } from "fastify";

// The jobs runner's back-off is on the wall clock (docs/decisions/085), so a test
// that needs "later" makes its waiting jobs due now, then lets the runner take them.

/** Every queued job of this kind is due now; answers once the app's runner has taken what is due. */
export async function backOffOver(app: FastifyInstance, kind: string) {
  await app.db
    .updateTable("jobs")
    .set({ run_at: new Date(0).toISOString() })
    .where("kind", "=", kind)
    .where("status", "=", "queued")
    .execute();
  await app.jobs.kick();
}
