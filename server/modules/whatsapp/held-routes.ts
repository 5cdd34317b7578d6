import { HELD_LIST_LIMIT } from "#contracts/auto-messages";
import { HttpError } from "#server/http-error";
import { type ApiServer, idParams } from "#server/route-schemas";
import { noteAudit } from "../common/audit-note";
import { integrationStatus, setupSentence } from "../common/integration-config";
import { requireRole } from "../auth";
import { heldCount } from "./auto-limits";
import { WHATSAPP } from "./cloud-api";
import { listHeld, sendHeld } from "./held-messages";

// The automatic messages held over AUTO_MESSAGES_PER_DAY (docs/decisions/082),
// for admins only: the list on the Overview's WhatsApp card, and Send now.
export async function heldMessageRoutes(app: ApiServer) {
  const admins = { onRequest: requireRole("admin") };

  app.get("/api/whatsapp/held", admins, async () => ({
    success: true as const,
    data: { total: await heldCount(app.db), messages: await listHeld(app.db, HELD_LIST_LIMIT) },
  }));

  app.post("/api/whatsapp/held/:id/send", { ...admins, schema: { params: idParams } }, async (request) => {
    const status = integrationStatus(WHATSAPP, app.config);
    if (status.state !== "complete") throw new HttpError(status.state === "off" ? 409 : 503, setupSentence(WHATSAPP, status));
    const sent = await sendHeld(app.db, app.config, request.params.id, request.staff!._id, app.now());
    void app.outbox.kick();
    noteAudit(request, sent.enquiryId, { heldMessageId: request.params.id });
    return { success: true as const, message: sent.message, data: { enquiryId: sent.enquiryId, held: await heldCount(app.db) } };
  });
}
