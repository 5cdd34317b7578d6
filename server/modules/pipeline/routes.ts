import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { messageTemplateSchema } from "../../../contracts/message-templates";
import { STALE_EDIT_MESSAGE, revisionField } from "../../../contracts/revision";
import { HttpError, notFound, parseOr400 } from "../../http-error";
import { noteAudit } from "../audit/plugin";
import { requireRole } from "../auth/require-staff";
import type { IdRoute } from "../common/id-route";
import { addTemplate, deleteTemplate, listCounsellors, listTemplates, setAvailability, updateTemplate } from "./repository";

const availabilitySchema = z.object({ available: z.boolean({ error: "available must be true or false" }) });

/** An edit names the template's revision it was made on (docs/decisions/035). */
const templateRevision = z.object({ revision: revisionField });

/**
 * The pipeline's own staff routes (docs/decisions/022): counsellors and their
 * availability for round robin, and the WhatsApp message templates.
 */
export async function pipelineRoutes(app: FastifyInstance) {
  const staff = { onRequest: requireRole("admin", "counsellor") };

  app.get("/api/counsellors", staff, async () => ({ success: true as const, data: await listCounsellors(app.db) }));

  /** A counsellor sets their own availability; an admin anyone's. */
  app.put<IdRoute>("/api/counsellors/:id/availability", staff, async (request) => {
    const { available } = parseOr400(availabilitySchema, request.body ?? {});
    const me = request.staff!;
    if (me.role !== "admin" && me._id !== request.params.id) throw new HttpError(403, "You can change only your own availability.");
    const username = await setAvailability(app.db, request.params.id, available);
    if (username === null) throw notFound("Counsellor");
    noteAudit(request, username, { available });
    return { success: true as const, message: available ? `${username} takes new enquiries` : `${username} takes no new enquiries for now` };
  });

  app.get("/api/message-templates", staff, async () => ({ success: true as const, data: await listTemplates(app.db) }));

  app.post("/api/message-templates", staff, async (request, reply) => {
    const input = parseOr400(messageTemplateSchema, request.body ?? {});
    const template = await addTemplate(app.db, input);
    noteAudit(request, input.name);
    return reply.status(201).send({ success: true as const, message: "Template added", data: template });
  });

  app.put<IdRoute>("/api/message-templates/:id", staff, async (request) => {
    const input = parseOr400(messageTemplateSchema, request.body ?? {});
    const { revision } = parseOr400(templateRevision, request.body ?? {});
    const saved = await updateTemplate(app.db, request.params.id, input, revision);
    if (saved === "stale") throw new HttpError(409, STALE_EDIT_MESSAGE);
    if (!saved) throw notFound("Template");
    noteAudit(request, input.name);
    return { success: true as const, message: "Template saved", data: saved };
  });

  app.delete<IdRoute>("/api/message-templates/:id", staff, async (request) => {
    const name = await deleteTemplate(app.db, request.params.id);
    if (name === null) throw notFound("Template");
    noteAudit(request, name);
    return { success: true as const, message: "Template deleted" };
  });
}
