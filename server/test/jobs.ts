import type { FastifyInstance } from "fastify";
import { enqueueJob } from "#server/modules/jobs";

// The jobs runner's back-off is on the wall clock (docs/decisions/085), so a test
// that needs "later" makes its waiting jobs due now, then lets the runner take them.
// And work it sets aside (docs/decisions/092), made as an interrupted write leaves it.

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

/** A stored WhatsApp webhook delivery cut short, taken by the app's runner, which sets it aside; answers its row. */
export async function setAsideWebhook(app: FastifyInstance, key = `cut-short:${Date.now()}`) {
  await enqueueJob(app.db, { kind: "whatsapp-webhook", key, payload: '{"object":"whatsapp_business_account","entry":[{"id":"1' }, Date.now());
  await app.jobs.kick();
  return app.db
    .selectFrom("jobs")
    .select(["key", "status", "attempts", "last_error", "updated_at"])
    .where("kind", "=", "whatsapp-webhook")
    .where("key", "=", key)
    .executeTakeFirstOrThrow();
}
