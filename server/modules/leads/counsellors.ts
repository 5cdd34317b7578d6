import crypto from "node:crypto";
import { CLOSED_STATUSES } from "#contracts/enquiry-inbox";
import type { MessageTemplate, MessageTemplateInput } from "#contracts/message-templates";
import type { Db, MessageTemplatesTable } from "#server/db/types";
import { nowIso } from "../common/clock";

// The pipeline's staff records (docs/decisions/022): counsellors with their
// availability for round robin, and the WhatsApp message templates.

export interface CounsellorRow {
  id: string;
  username: string;
  available: boolean;
  openLeads: number;
}

/** Verified counsellors with their availability and how many open leads each holds. */
export async function listCounsellors(db: Db): Promise<CounsellorRow[]> {
  const rows = await db
    .selectFrom("users")
    .leftJoin("enquiries", (join) => join.onRef("enquiries.owner_id", "=", "users.id").on("enquiries.status", "not in", [...CLOSED_STATUSES]))
    .select((eb) => ["users.id", "users.username", "users.available", eb.fn.count<string | number>("enquiries.id").as("open")])
    .where("users.role", "=", "counsellor")
    .where("users.is_verified", "=", 1)
    .groupBy(["users.id", "users.username", "users.available"])
    .orderBy("users.username")
    .execute();
  return rows.map((r) => ({ id: r.id, username: r.username, available: Number(r.available) === 1, openLeads: Number(r.open) }));
}

/** Sets a counsellor's availability; answers their username, or null when the id names no counsellor. */
export async function setAvailability(db: Db, id: string, available: boolean): Promise<string | null> {
  const user = await db.selectFrom("users").select(["username", "role"]).where("id", "=", id).executeTakeFirst();
  if (!user || user.role !== "counsellor") return null;
  await db
    .updateTable("users")
    .set({ available: available ? 1 : 0 })
    .where("id", "=", id)
    .execute();
  return user.username;
}

const toTemplate = (r: MessageTemplatesTable): MessageTemplate => ({
  id: r.id,
  name: r.name,
  body: r.body,
  updatedAt: r.updated_at,
  revision: Number(r.revision),
});

export async function listTemplates(db: Db): Promise<MessageTemplate[]> {
  const rows = await db.selectFrom("message_templates").selectAll().orderBy("position").orderBy("name").execute();
  return rows.map(toTemplate);
}

/** A new template goes to the end of the list. */
export async function addTemplate(db: Db, input: MessageTemplateInput): Promise<MessageTemplate> {
  const last = await db
    .selectFrom("message_templates")
    .select((eb) => eb.fn.max<number | null>("position").as("p"))
    .executeTakeFirst();
  const row = { id: crypto.randomUUID(), ...input, position: Number(last?.p ?? -1) + 1, updated_at: nowIso(), revision: 1 };
  await db.insertInto("message_templates").values(row).execute();
  return toTemplate(row);
}

/**
 * Saves an edit made on `revision` (any revision when none is named) in one
 * conditional write: of two edits made on one revision, one is saved and the
 * other answers "stale" (docs/decisions/035).
 */
export async function updateTemplate(db: Db, id: string, input: MessageTemplateInput, revision: number | undefined): Promise<MessageTemplate | "stale" | null> {
  let update = db
    .updateTable("message_templates")
    .set((eb) => ({ ...input, updated_at: nowIso(), revision: eb("revision", "+", 1) }))
    .where("id", "=", id);
  if (revision !== undefined) update = update.where("revision", "=", revision);
  const result = await update.executeTakeFirst();
  const row = await db.selectFrom("message_templates").selectAll().where("id", "=", id).executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) return row ? "stale" : null;
  return row ? toTemplate(row) : null;
}

/** Deletes a template; answers its name, or null when there was none. */
export async function deleteTemplate(db: Db, id: string): Promise<string | null> {
  const row = await db.selectFrom("message_templates").select("name").where("id", "=", id).executeTakeFirst();
  if (!row) return null;
  await db.deleteFrom("message_templates").where("id", "=", id).execute();
  return row.name;
}
