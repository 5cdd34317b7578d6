import { availabilitySchema } from "#contracts/enquiry-inbox";
import { templateEditSchema as templateEdit } from "#contracts/api-table/leads";
import { messageTemplateSchema } from "#contracts/message-templates";
import { STALE_EDIT_MESSAGE } from "#contracts/revision";
import { notFound } from "#server/domain-errors";
import { HttpError } from "#server/http-error";
import { type ApiServer, idParams } from "#server/route-schemas";
import { noteAudit } from "../common/audit-note";
import { requireRole } from "../auth";
import { addTemplate, deleteTemplate, listCounsellors, listTemplates, setAvailability, updateTemplate } from "./counsellors";

/**
 * The pipeline's own staff routes (docs/decisions/022): counsellors and their
 * availability for round robin, and the WhatsApp message templates.
 */
export async function pipelineRoutes(app: ApiServer) {
  const staff = { onRequest: requireRole("admin", "counsellor") };

  app.get("/api/counsellors", staff, async () => ({ success: true as const, data: await listCounsellors(app.db) }));

  /** A counsellor sets their own availability; an admin anyone's. */
  app.put("/api/counsellors/:id/availability", { ...staff, schema: { params: idParams, body: availabilitySchema } }, async (request) => {
    const { available } = request.body;
    const me = request.staff!;
    if (me.role !== "admin" && me._id !== request.params.id) throw new HttpError(403, "You can change only your own availability.");
    const username = await setAvailability(app.db, request.params.id, available);
    if (username === null) throw notFound("Counsellor");
    noteAudit(request, username, { available });
    return { success: true as const, message: available ? `${username} takes new enquiries` : `${username} takes no new enquiries for now` };
  });

  app.get("/api/message-templates", staff, async () => ({ success: true as const, data: await listTemplates(app.db) }));

  app.post("/api/message-templates", { ...staff, schema: { body: messageTemplateSchema } }, async (request, reply) => {
    const input = request.body;
    const template = await addTemplate(app.db, input);
    noteAudit(request, input.name);
    return reply.status(201).send({ success: true as const, message: "Template added", data: template });
  });

  app.put("/api/message-templates/:id", { ...staff, schema: { params: idParams, body: templateEdit } }, async (request) => {
    const { revision, ...input } = request.body;
    const saved = await updateTemplate(app.db, request.params.id, input, revision);
    if (saved === "stale") throw new HttpError(409, STALE_EDIT_MESSAGE);
    if (!saved) throw notFound("Template");
    noteAudit(request, input.name);
    return { success: true as const, message: "Template saved", data: saved };
  });

  app.delete("/api/message-templates/:id", { ...staff, schema: { params: idParams } }, async (request) => {
    const name = await deleteTemplate(app.db, request.params.id);
    if (name === null) throw notFound("Template");
    noteAudit(request, name);
    return { success: true as const, message: "Template deleted" };
  });
}
