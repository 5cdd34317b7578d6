import type { FastifyBaseLogger } from "fastify";
import type { WebhookKind } from "#contracts/whatsapp";
import type { Config } from "#server/config";
import type { Db } from "#server/db/types";
import { jsonPayload, type JobHandler } from "../jobs";
import { readLeadgen, queueLeadgen } from "../lead-ads";
import { takeIncoming } from "./inbound";
import { queueMediaJob } from "./media";
import { takeStatus } from "./statuses";
import { recordArrival } from "./webhook-arrivals";
import { leadPhone, readWebhook, webhookSchema } from "./webhook-payload";

// Meta's webhook deliveries, after the route stored them (docs/decisions/085):
// taken exactly as the route took them before, in the same order (073): the
// delivery's arrival is timed first, then its students' messages one after the
// other (STOP then START ends as START), then the delivery reports. Every step is
// idempotent (a message once by its wamid, a report only ever moves a message
// forward), so a delivery processed again after a crash changes nothing twice.

export const WHATSAPP_WEBHOOK_JOB = "whatsapp-webhook";

/**
 * The lane of a delivery: one student's deliveries are processed in the order they
 * arrived. Status-only and lead-ads deliveries need no order (a report only moves
 * a message forward), nor does the rare delivery carrying several students. Read
 * on the answer's path, so only the senders are looked at.
 */
export function webhookLane(body: ReturnType<typeof webhookSchema.parse>): string | null {
  if (body.object === "page") return null;
  const senders = new Set<string>();
  for (const entry of body.entry)
    for (const change of entry.changes) {
      const messages = change.field === "messages" ? (change.value as { messages?: unknown } | null)?.messages : undefined;
      if (!Array.isArray(messages)) continue;
      for (const m of messages as { from?: unknown }[]) if (typeof m?.from === "string" && /^\d{6,15}$/.test(m.from)) senders.add(leadPhone(m.from));
    }
  return senders.size === 1 ? `whatsapp-from:${[...senders][0]}` : null;
}

/**
 * The runner's handler of stored deliveries. What a delivery brings for other jobs
 * (a file to fetch, an email in place of a failed message, a lead to read) is
 * queued as jobs, taken by the same runner as soon as this one is done.
 */
export function whatsAppWebhookJob(db: Db, config: Config, log: FastifyBaseLogger): JobHandler<ReturnType<typeof webhookSchema.parse>> {
  return {
    payload: jsonPayload(webhookSchema),
    retry: { baseMs: 5_000, maxMs: 5 * 60_000, maxAttempts: 10 },
    leaseMs: 2 * 60_000,
    concurrency: 4,
    async run(body, job) {
      // Timed and taken at its arrival, as when the route took it at once.
      const at = Date.parse(job.queued_at);
      if (body.object === "page") {
        const events = readLeadgen(body);
        await recordArrival(db, [events.length > 0 ? "leadgen" : "other"], at);
        await queueLeadgen(db, events, at);
        return;
      }
      const { messages, statuses } = readWebhook(body);
      const kinds: WebhookKind[] = [...(messages.length > 0 ? ["messages" as const] : []), ...(statuses.length > 0 ? ["statuses" as const] : [])];
      await recordArrival(db, kinds.length > 0 ? kinds : ["other"], at);
      let taken = 0;
      for (const message of messages) {
        if (await takeIncoming(db, config, message)) taken++;
        // Its file's job whether or not the message was new: one taken before a crash still gets it (the same job if queued).
        if (message.media) await queueMediaJob(db, message.waId, at);
      }
      for (const status of statuses) await takeStatus(db, config, status, at);
      if (taken > 0) log.info({ messages: taken }, "whatsapp: messages received");
    },
  };
}
