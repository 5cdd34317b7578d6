import { AUTOMATIONS, type Automation, type AutomationKind, type AutomationSettings, type AutomationsUpdate, QUIET_HOURS } from "#contracts/whatsapp";
import { z } from "#contracts/zod";
import type { Config } from "#server/config";
import type { Db } from "#server/db/types";
import { nowIso } from "../common/clock";
import { readStored } from "../common/stored-json";
import { isUniqueViolation } from "../common/db-errors";
import { staleEdit } from "../content";

// The automatic WhatsApp messages as staff set them (docs/decisions/064). Until an
// admin saves them, the acknowledgement is on with the template of the settings
// (WHATSAPP_ACK_TEMPLATE) and the reminders are off: each needs a template that
// Meta has approved, which only staff can name.

type TemplateConfig = Pick<Config, "WHATSAPP_ACK_TEMPLATE" | "WHATSAPP_TEMPLATE_LANGUAGE">;

/** One saved automation, read back (docs/decisions/092): one that cannot be read starts from its default, as a new kind does. */
const savedAutomation: z.ZodType<Automation> = z.object({
  kind: z.enum(AUTOMATIONS),
  enabled: z.boolean(),
  template: z.string().nullable(),
  language: z.string(),
});

function defaults(config: TemplateConfig): Automation[] {
  return AUTOMATIONS.map((kind) =>
    kind === "acknowledgement"
      ? { kind, enabled: true, template: config.WHATSAPP_ACK_TEMPLATE, language: config.WHATSAPP_TEMPLATE_LANGUAGE }
      : { kind, enabled: false, template: null, language: config.WHATSAPP_TEMPLATE_LANGUAGE },
  );
}

export async function automationSettings(db: Db, config: TemplateConfig): Promise<AutomationSettings> {
  const row = await db.selectFrom("whatsapp_settings").selectAll().where("id", "=", 1).executeTakeFirst();
  const saved = row ? readStored(z.array(z.unknown()), row.data, "The saved automatic messages").flatMap((a) => savedAutomation.safeParse(a).data ?? []) : [];
  // A kind added in a later release starts from its default.
  const automations = defaults(config).map((d) => saved.find((s) => s.kind === d.kind) ?? d);
  return { revision: row ? Number(row.revision) : 1, automations, quietHours: { ...QUIET_HOURS } };
}

/** The automation when it is on and has its template; null otherwise. */
export async function activeAutomation(db: Db, config: TemplateConfig, kind: AutomationKind) {
  const found = (await automationSettings(db, config)).automations.find((a) => a.kind === kind);
  return found?.enabled && found.template ? { name: found.template, language: found.language } : null;
}

/** Saves them all, only on the revision they were loaded with (else 409, as every editor). */
export async function saveAutomations(db: Db, update: AutomationsUpdate, staffId: string, now: number): Promise<void> {
  const data = JSON.stringify(AUTOMATIONS.map((kind) => update.automations.find((a) => a.kind === kind)!));
  const at = nowIso(now);
  const changed = await db
    .updateTable("whatsapp_settings")
    .set({ data, revision: update.revision + 1, updated_at: at, updated_by: staffId })
    .where("id", "=", 1)
    .where("revision", "=", update.revision)
    .executeTakeFirst();
  if (Number(changed.numUpdatedRows) === 1) return;
  // Never saved yet: the first save is made on revision 1.
  const exists = await db.selectFrom("whatsapp_settings").select("id").where("id", "=", 1).executeTakeFirst();
  if (exists || update.revision !== 1) throw staleEdit();
  try {
    await db.insertInto("whatsapp_settings").values({ id: 1, data, revision: 2, updated_at: at, updated_by: staffId }).execute();
  } catch (err) {
    if (isUniqueViolation(err)) throw staleEdit();
    throw err;
  }
}
