import crypto from "node:crypto";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { CLOSED_STATUSES } from "../../../contracts/enquiry-inbox";
import { type MessageTemplate, messageTemplateSchema } from "../../../contracts/message-templates";
import { STALE_EDIT_MESSAGE, revisionField } from "../../../contracts/revision";
import type { MessageTemplatesTable } from "../../db/types";
import { HttpError, notFound, parseOr400 } from "../../http-error";
import { noteAudit } from "../audit/plugin";
import { requireRole } from "../auth/require-staff";
import { nowIso } from "../common/clock";
import type { IdRoute } from "../common/id-route";

const availabilitySchema = z.object({ available: z.boolean({ error: "available must be true or false" }) });

const toTemplate = (r: MessageTemplatesTable): MessageTemplate => ({ id: r.id, name: r.name, body: r.body, updatedAt: r.updated_at, revision: Number(r.revision) });

/** An edit names the template's revision it was made on (docs/decisions/035). */
const templateRevision = z.object({ revision: revisionField });

/**
 * The pipeline's own staff routes (docs/decisions/022): counsellors and their
 * availability for round robin, and the WhatsApp message templates.
 */
export async function pipelineRoutes(app: FastifyInstance) {
  const staff = { onRequest: requireRole("admin", "counsellor") };

  /** Verified counsellors with their availability and how many open leads each holds. */
  app.get("/api/counsellors", staff, async () => {
    const rows = await app.db
      .selectFrom("users")
      .leftJoin("enquiries", (join) => join.onRef("enquiries.owner_id", "=", "users.id").on("enquiries.status", "not in", [...CLOSED_STATUSES]))
      .select((eb) => ["users.id", "users.username", "users.available", eb.fn.count<string | number>("enquiries.id").as("open")])
      .where("users.role", "=", "counsellor")
      .where("users.is_verified", "=", 1)
      .groupBy(["users.id", "users.username", "users.available"])
      .orderBy("users.username")
      .execute();
    return { success: true as const, data: rows.map((r) => ({ id: r.id, username: r.username, available: Number(r.available) === 1, openLeads: Number(r.open) })) };
  });

  /** A counsellor sets their own availability; an admin anyone's. */
  app.put<IdRoute>("/api/counsellors/:id/availability", staff, async (request) => {
    const { available } = parseOr400(availabilitySchema, request.body ?? {});
    const me = request.staff!;
    if (me.role !== "admin" && me._id !== request.params.id) throw new HttpError(403, "You can change only your own availability.");
    const user = await app.db.selectFrom("users").select(["username", "role"]).where("id", "=", request.params.id).executeTakeFirst();
    if (!user || user.role !== "counsellor") throw notFound("Counsellor");
    await app.db.updateTable("users").set({ available: available ? 1 : 0 }).where("id", "=", request.params.id).execute();
    noteAudit(request, user.username, { available });
    return { success: true as const, message: available ? `${user.username} takes new enquiries` : `${user.username} takes no new enquiries for now` };
  });

  app.get("/api/message-templates", staff, async () => {
    const rows = await app.db.selectFrom("message_templates").selectAll().orderBy("position").orderBy("name").execute();
    return { success: true as const, data: rows.map(toTemplate) };
  });

  app.post("/api/message-templates", staff, async (request, reply) => {
    const input = parseOr400(messageTemplateSchema, request.body ?? {});
    const last = await app.db.selectFrom("message_templates").select((eb) => eb.fn.max<number | null>("position").as("p")).executeTakeFirst();
    const row = { id: crypto.randomUUID(), ...input, position: Number(last?.p ?? -1) + 1, updated_at: nowIso(), revision: 1 };
    await app.db.insertInto("message_templates").values(row).execute();
    noteAudit(request, input.name);
    return reply.status(201).send({ success: true as const, message: "Template added", data: toTemplate(row) });
  });

  app.put<IdRoute>("/api/message-templates/:id", staff, async (request) => {
    const input = parseOr400(messageTemplateSchema, request.body ?? {});
    const { revision } = parseOr400(templateRevision, request.body ?? {});
    // One conditional write: of two edits made on one revision, one is saved and the other answers 409.
    let update = app.db
      .updateTable("message_templates")
      .set((eb) => ({ ...input, updated_at: nowIso(), revision: eb("revision", "+", 1) }))
      .where("id", "=", request.params.id);
    if (revision !== undefined) update = update.where("revision", "=", revision);
    const result = await update.executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) {
      const exists = await app.db.selectFrom("message_templates").select("id").where("id", "=", request.params.id).executeTakeFirst();
      throw exists ? new HttpError(409, STALE_EDIT_MESSAGE) : notFound("Template");
    }
    noteAudit(request, input.name);
    const row = await app.db.selectFrom("message_templates").selectAll().where("id", "=", request.params.id).executeTakeFirstOrThrow();
    return { success: true as const, message: "Template saved", data: toTemplate(row) };
  });

  app.delete<IdRoute>("/api/message-templates/:id", staff, async (request) => {
    const row = await app.db.selectFrom("message_templates").select("name").where("id", "=", request.params.id).executeTakeFirst();
    if (!row) throw notFound("Template");
    await app.db.deleteFrom("message_templates").where("id", "=", request.params.id).execute();
    noteAudit(request, row.name);
    return { success: true as const, message: "Template deleted" };
  });
}
