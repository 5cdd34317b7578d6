import type { FastifyBaseLogger } from "fastify";
import type { WebhookKind } from "#contracts/whatsapp";
import type { Config } from "#server/config";
import type { Db } from "#server/db/types";
import { jsonPayload } from "../jobs/payload";
import type { JobHandler } from "../jobs/runner";
import { readLeadgen } from "../lead-ads/graph";
import { queueLeadgen } from "../lead-ads/queue";
import { takeIncoming } from "./inbound";
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

/** What the runner is told when a delivery brought work for another job (a file to fetch, an email, a lead to read). */
export interface WebhookFollowUps {
  media(): void;
  outbox(): void;
  leadAds(): void;
}

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

export function whatsAppWebhookJob(db: Db, config: Config, log: FastifyBaseLogger, next: WebhookFollowUps): JobHandler<ReturnType<typeof webhookSchema.parse>> {
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
        if ((await queueLeadgen(db, events, at)) > 0) next.leadAds();
        return;
      }
      const { messages, statuses } = readWebhook(body);
      const kinds: WebhookKind[] = [...(messages.length > 0 ? ["messages" as const] : []), ...(statuses.length > 0 ? ["statuses" as const] : [])];
      await recordArrival(db, kinds.length > 0 ? kinds : ["other"], at);
      let taken = 0;
      for (const message of messages) if (await takeIncoming(db, config, message)) taken++;
      let emails = 0;
      for (const status of statuses) if (await takeStatus(db, config, status, at)) emails++;
      if (taken > 0) log.info({ messages: taken }, "whatsapp: messages received");
      if (taken > 0 && messages.some((m) => m.media)) next.media();
      if (emails > 0) next.outbox();
    },
  };
}
