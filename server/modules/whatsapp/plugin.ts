// Registers WhatsApp's background work: the demo and fee reminders, and the stored-webhook and media jobs
// (docs/decisions/064, 085).

import type { FastifyInstance } from "fastify";
import { PollingTask, runWhileUp } from "../common/polling-worker";
import { MEDIA_JOB, mediaJob } from "./media";
import { REMINDER_CHECK_MS, queueDueReminders } from "./reminders";
import { WHATSAPP_WEBHOOK_JOB, whatsAppWebhookJob } from "./webhook-job";

declare module "fastify" {
  interface FastifyInstance {
    whatsappReminders: PollingTask;
  }
}

/**
 * The demo and fee reminders (docs/decisions/064) run while the server is up; what
 * they queue, the jobs runner sends at once. Meta's stored webhook deliveries and
 * students' photos and documents (066) are jobs of that runner (085).
 */
export function registerWhatsAppReminders(app: FastifyInstance) {
  const task = new PollingTask({ everyMs: REMINDER_CHECK_MS, log: app.log, failure: "whatsapp: reminder round failed" }, async () => {
    if ((await queueDueReminders(app.db, app.config, app.now())) > 0) void app.outbox.kick();
  });
  app.decorate("whatsappReminders", task);
  runWhileUp(app, task);
  app.jobs.register(WHATSAPP_WEBHOOK_JOB, whatsAppWebhookJob(app.db, app.config, app.log));
  app.jobs.register(MEDIA_JOB, mediaJob(app.db, app.config, app.log, app.now));
}
