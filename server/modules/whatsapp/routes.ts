import { WHATSAPP_MESSAGES, automationsUpdateSchema, whatsAppMediaParams, whatsAppReplySchema } from "#contracts/whatsapp";
import { z } from "#contracts/zod";
import { HttpError, notFound } from "#server/http-error";
import { type ApiServer, idParams } from "#server/route-schemas";
import { noteAudit } from "../common/audit-note";
import { requireRole } from "../auth/require-staff";
import { integrationStatus, notSetUpSentence, setupSentence } from "../common/integration-config";
import { automationSettings, saveAutomations } from "./automations";
import { LEAD_ADS, readLeadgen } from "../lead-ads/graph";
import { leadAdsProblems, queueLeadgen } from "../lead-ads/queue";
import { checkMayWork } from "../leads/changes";
import { findEnquiry } from "../leads/repository";
import { WHATSAPP, validSignature, whatsAppConfigured } from "./cloud-api";
import { heldMessageRoutes } from "./held-routes";
import { takeIncoming } from "./inbound";
import { loadMedia } from "./media";
import { freeTextUntil, leadWhatsApp, queueWhatsApp, whatsAppHealth } from "./messages";
import { takeStatus } from "./statuses";
import { recordArrival } from "./webhook-arrivals";
import { readWebhook, webhookSchema } from "./webhook-payload";

/** Meta's webhook bodies are small; anything bigger is not from them. */
const WEBHOOK_BODY_LIMIT = 256 * 1024;

const handshakeQuery = z.object({
  "hub.mode": z.string().optional(),
  "hub.verify_token": z.string().optional(),
  "hub.challenge": z.string().max(200).optional(),
});

/**
 * WhatsApp (docs/decisions/064): Meta's webhook (public, proven by its signature)
 * and the lead's conversation for staff. Off (404) until every setting is there;
 * half set up, 503 saying what is missing, so Meta keeps retrying until it is.
 */
export async function whatsAppRoutes(app: ApiServer) {
  const staff = { onRequest: requireRole("admin", "counsellor") };
  const admins = { onRequest: requireRole("admin") };

  /** The webhook serves WhatsApp and lead ads: there when either is set up, 503 while either is half set up. */
  const requireSetUp = () => {
    const statuses = [WHATSAPP, LEAD_ADS].map((spec) => ({ spec, status: integrationStatus(spec, app.config) }));
    const half = statuses.find((s) => s.status.state === "half");
    if (half) throw new HttpError(503, setupSentence(half.spec, half.status));
    if (statuses.every((s) => s.status.state === "off")) throw new HttpError(404, WHATSAPP_MESSAGES.webhookNotConfigured);
  };

  // The subscription handshake: Meta sends our verify token and a challenge to echo.
  app.get("/api/whatsapp/webhook", { schema: { querystring: handshakeQuery } }, async (request, reply) => {
    requireSetUp();
    const q = request.query;
    if (q["hub.mode"] !== "subscribe" || q["hub.verify_token"] !== app.config.WHATSAPP_VERIFY_TOKEN || !q["hub.challenge"])
      throw new HttpError(403, "The verify token does not match this server's WHATSAPP_VERIFY_TOKEN.");
    return reply.type("text/plain; charset=utf-8").send(q["hub.challenge"]);
  });

  // The signature over the raw body is the only proof a delivery came from Meta, so this route reads bytes.
  await app.register(async (hook) => {
    hook.removeContentTypeParser("application/json");
    hook.addContentTypeParser("application/json", { parseAs: "buffer", bodyLimit: WEBHOOK_BODY_LIMIT }, (_request, body, done) => done(null, body));
    hook.post("/api/whatsapp/webhook", async (request) => {
      requireSetUp();
      const raw = request.body;
      if (!Buffer.isBuffer(raw)) throw new HttpError(400, "Send the event as application/json.");
      const signature = request.headers["x-hub-signature-256"];
      if (!validSignature(raw, typeof signature === "string" ? signature : undefined, app.config.WHATSAPP_APP_SECRET!))
        throw new HttpError(401, "The X-Hub-Signature-256 header does not match this body.");
      let json: unknown;
      try {
        json = JSON.parse(raw.toString("utf8"));
      } catch {
        throw new HttpError(400, "The body is not JSON.");
      }
      const body = webhookSchema.safeParse(json);
      if (!body.success) throw new HttpError(400, "This is not a WhatsApp Business webhook.");
      if (body.data.object === "page") {
        const events = readLeadgen(body.data);
        await recordArrival(app.db, [events.length > 0 ? "leadgen" : "other"], app.now());
        if (events.length > 0 && integrationStatus(LEAD_ADS, app.config).state !== "complete") throw new HttpError(404, notSetUpSentence(LEAD_ADS, app.config));
        if ((await queueLeadgen(app.db, events, app.now())) > 0) void app.leadAds.kick();
        return { success: true as const };
      }
      if (!whatsAppConfigured(app.config)) throw new HttpError(404, WHATSAPP_MESSAGES.webhookNotConfigured);
      const { messages, statuses } = readWebhook(body.data);
      const kinds = [...(messages.length > 0 ? ["messages" as const] : []), ...(statuses.length > 0 ? ["statuses" as const] : [])];
      await recordArrival(app.db, kinds.length > 0 ? kinds : ["other"], app.now());
      let taken = 0;
      // In order: a student's STOP then START in one delivery ends as START.
      for (const message of messages) if (await takeIncoming(app.db, app.config, message)) taken++;
      let emails = 0;
      for (const status of statuses) if (await takeStatus(app.db, app.config, status, app.now())) emails++;
      if (taken > 0) request.log.info({ messages: taken }, "whatsapp: messages received");
      // Photos and documents are fetched, and emails in place of failed messages sent, after Meta has its answer.
      if (taken > 0 && messages.some((m) => m.media)) void app.whatsappMedia.kick();
      if (emails > 0) void app.outbox.kick();
      return { success: true as const };
    });
  });

  const leadOf = async (id: string) => {
    const lead = await findEnquiry(app.db, id);
    if (!lead) throw notFound("Enquiry");
    return lead;
  };

  app.get("/api/enquiries/:id/whatsapp", { ...staff, schema: { params: idParams } }, async (request) => {
    const lead = await leadOf(request.params.id);
    return { success: true as const, data: await leadWhatsApp(app.db, lead.id, whatsAppConfigured(app.config), app.now()) };
  });

  // A counsellor's message: free text inside WhatsApp's 24-hour window, only an approved template outside it.
  app.post("/api/enquiries/:id/whatsapp", { ...staff, schema: { params: idParams, body: whatsAppReplySchema } }, async (request, reply) => {
    const status = integrationStatus(WHATSAPP, app.config);
    if (status.state !== "complete") throw new HttpError(status.state === "off" ? 409 : 503, setupSentence(WHATSAPP, status));
    const lead = await leadOf(request.params.id);
    // A counsellor writes only on their own or an unassigned lead, as for notes and status (docs/decisions/084).
    await checkMayWork(app.db, lead, request.staff!);
    if (!lead.phone) throw new HttpError(409, WHATSAPP_MESSAGES.noNumber);
    const now = app.now();
    const body = request.body;
    if ("text" in body && !(await freeTextUntil(app.db, lead.id, now))) throw new HttpError(409, WHATSAPP_MESSAGES.window, { text: WHATSAPP_MESSAGES.window });
    const message =
      "text" in body
        ? { text: body.text }
        : { template: { name: body.template, language: body.language ?? app.config.WHATSAPP_TEMPLATE_LANGUAGE, params: body.params } };
    const id = await app.db
      .transaction()
      .execute((trx) => queueWhatsApp(trx, { enquiryId: lead.id, message, automatic: false, staffId: request.staff!._id }, now));
    void app.outbox.kick();
    noteAudit(request, lead.id, { whatsappMessageId: id });
    return reply.status(201).send({
      success: true as const,
      message: "WhatsApp message queued",
      data: await leadWhatsApp(app.db, lead.id, true, now),
    });
  });

  // A photo or document the student sent (docs/decisions/066): staff only, never cached, never guessed at by the browser.
  app.get("/api/enquiries/:id/whatsapp/media/:messageId", { ...staff, schema: { params: whatsAppMediaParams } }, async (request, reply) => {
    const file = await loadMedia(app.db, request.params.id, request.params.messageId);
    if (!file) throw notFound("File");
    const inline = file.mime.startsWith("image/");
    return reply
      .header("content-type", file.mime)
      .header("content-disposition", `${inline ? "inline" : "attachment"}; filename*=UTF-8''${encodeURIComponent(file.filename)}`)
      .header("cache-control", "private, no-store")
      .header("x-content-type-options", "nosniff")
      .header("content-security-policy", "default-src 'none'; sandbox")
      .send(Buffer.from(file.data));
  });

  // The automatic messages: which template each uses, on or off (admins, like the other settings of an integration).
  app.get("/api/whatsapp/automations", admins, async () => ({ success: true as const, data: await automationSettings(app.db, app.config) }));

  app.put("/api/whatsapp/automations", { ...admins, schema: { body: automationsUpdateSchema } }, async (request) => {
    await saveAutomations(app.db, request.body, request.staff!._id, app.now());
    noteAudit(request, "whatsapp-automations", { enabled: request.body.automations.filter((a) => a.enabled).map((a) => a.kind) });
    return { success: true as const, message: "Automatic messages saved", data: await automationSettings(app.db, app.config) };
  });

  app.get("/api/whatsapp/health", admins, async () => ({
    success: true as const,
    data: { ...(await whatsAppHealth(app.db, app.config, app.now())), leadAds: await leadAdsProblems(app.db) },
  }));

  await heldMessageRoutes(app);
}
