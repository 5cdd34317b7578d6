import { WHATSAPP_MESSAGES, automationsUpdateSchema, whatsAppMediaParams, whatsAppReplySchema } from "#contracts/whatsapp";
import { z } from "#contracts/zod";
import { notFound } from "#server/domain-errors";
import { HttpError } from "#server/http-error";
import { type ApiServer, idParams } from "#server/route-schemas";
import { noteAudit } from "../common/audit-note";
import { requireRole } from "../auth";
import { integrationStatus, notSetUpSentence, setupSentence } from "../common/integration-config";
import { automationSettings, saveAutomations } from "./automations";
import { LEAD_ADS, readLeadgen, leadAdsProblems } from "../lead-ads";
import { jobProblems, bodyId, hexDigest, signedWebhookRoute } from "../jobs";
import { checkMayWork, findEnquiry } from "../leads";
import { WHATSAPP, whatsAppConfigured } from "./cloud-api";
import { heldMessageRoutes } from "./held-routes";
import { loadMedia } from "./media";
import { freeTextUntil, leadWhatsApp, queueWhatsApp, whatsAppHealth } from "./messages";
import { WHATSAPP_WEBHOOK_JOB, webhookLane } from "./webhook-job";
import { webhookSchema } from "./webhook-payload";
import { sendPrivateFile } from "../common/private-file";

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

  // Stored once, answered at once, taken by the jobs runner (docs/decisions/085); the signature over the raw body is the only proof it came from Meta.
  await signedWebhookRoute(app, {
    url: "/api/whatsapp/webhook",
    kind: WHATSAPP_WEBHOOK_JOB,
    bodyLimit: WEBHOOK_BODY_LIMIT,
    secret: () => {
      requireSetUp();
      return app.config.WHATSAPP_APP_SECRET!;
    },
    signature: (request) => {
      const header = request.headers["x-hub-signature-256"];
      return hexDigest(typeof header === "string" ? header : undefined, "sha256=");
    },
    forged: "The X-Hub-Signature-256 header does not match this body.",
    read: (raw) => {
      let json: unknown;
      try {
        json = JSON.parse(raw.toString("utf8"));
      } catch {
        throw new HttpError(400, "The body is not JSON.");
      }
      const body = webhookSchema.safeParse(json);
      if (!body.success) throw new HttpError(400, "This is not a WhatsApp Business webhook.");
      if (body.data.object === "page") {
        if (readLeadgen(body.data).length > 0 && integrationStatus(LEAD_ADS, app.config).state !== "complete")
          throw new HttpError(404, notSetUpSentence(LEAD_ADS, app.config));
      } else if (!whatsAppConfigured(app.config)) throw new HttpError(404, WHATSAPP_MESSAGES.webhookNotConfigured);
      // Meta sends a delivery again byte for byte: its body names it.
      return { id: bodyId(raw), lane: webhookLane(body.data) };
    },
    answer: () => ({ success: true as const }),
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
    return sendPrivateFile(reply, file, inline);
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
    data: {
      ...(await whatsAppHealth(app.db, app.config, app.now())),
      leadAds: await leadAdsProblems(app.db),
      // Deliveries stored but never taken: unreadable, or failing until given up (docs/decisions/085).
      webhookProblems: await jobProblems(app.db, [WHATSAPP_WEBHOOK_JOB]),
    },
  }));

  await heldMessageRoutes(app);
}
