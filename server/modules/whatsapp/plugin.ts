import type { FastifyInstance } from "fastify";
import { PollingTask, runWhileUp } from "../common/polling-worker";
import { MediaWorker } from "./media";
import { REMINDER_CHECK_MS, queueDueReminders } from "./reminders";
import { WHATSAPP_WEBHOOK_JOB, whatsAppWebhookJob } from "./webhook-job";

declare module "fastify" {
  interface FastifyInstance {
    whatsappReminders: PollingTask;
    /** Fetches students' photos and documents from the Cloud API (docs/decisions/066). */
    whatsappMedia: MediaWorker;
  }
}

/** The demo and fee reminders (docs/decisions/064) run while the server is up; what they queue, the outbox sends at once. */
export function registerWhatsAppReminders(app: FastifyInstance) {
  const task = new PollingTask({ everyMs: REMINDER_CHECK_MS, log: app.log, failure: "whatsapp: reminder round failed" }, async () => {
    if ((await queueDueReminders(app.db, app.config, app.now())) > 0) void app.outbox.kick();
  });
  app.decorate("whatsappReminders", task);
  runWhileUp(app, task);
  // Meta's webhook deliveries, stored by the route and taken here (docs/decisions/085).
  app.jobs.register(
    WHATSAPP_WEBHOOK_JOB,
    whatsAppWebhookJob(app.db, app.config, app.log, {
      media: () => void app.whatsappMedia.kick(),
      outbox: () => void app.outbox.kick(),
      leadAds: () => void app.leadAds.kick(),
    }),
  );
  const media = new MediaWorker(app.db, app.config, app.log, app.now);
  app.decorate("whatsappMedia", media);
  runWhileUp(app, media);
}
