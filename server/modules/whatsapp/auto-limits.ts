import crypto from "node:crypto";
import type { AutomationKind } from "#contracts/whatsapp";
import { z } from "#contracts/zod";
import type { Config } from "#server/config";
import type { Db } from "#server/db/types";
import { nowIso } from "../common/clock";

// Automatic messages only where they help (docs/decisions/082). Anyone can type
// any number into a public form, so the server decides, before it queues an
// acknowledgement, whether it may go:
// - once per lead and per phone or address in any rolling 24 hours (by the app's
//   clock), however often the form is sent again;
// - to people who have not written to us on WhatsApp, at most
//   AUTO_MESSAGES_PER_DAY in any rolling 24 hours; past that it is held (never
//   dropped) for an admin to send.
// Every decision locks one guard row first, in the transaction that stores the
// enquiry, so two servers on one database decide one after the other and count
// what the other committed.

/** The rolling window of both rules. */
export const AUTO_WINDOW_MS = 24 * 3_600_000;

/** What the template will say, kept with the decision so a held one goes out as it was written. */
export interface AutoTemplate {
  name: string;
  language: string;
  params: string[];
}

/** How a held message's template is read back (docs/decisions/092). */
export const autoTemplateSchema: z.ZodType<AutoTemplate> = z.object({ name: z.string(), language: z.string(), params: z.array(z.string()) });

export interface AutoCandidate {
  enquiryId: string;
  kind: AutomationKind;
  /** The lead's phone ("" when it has none): a number that wrote to us is not counted. */
  phone: string;
  channel: "whatsapp" | "email";
  /** Where it goes: the phone, or the email address. */
  recipient: string;
  template: AutoTemplate;
}

/** duplicate: one went to this lead or recipient within 24 hours; send: queue it now; held: over the cap. */
export type AutoDecision = "duplicate" | "send" | "held";

/** Locks the guard row until the caller's transaction ends: the next decision waits for this one's rows. */
async function lockGuard(db: Db, now: number) {
  await db
    .updateTable("auto_message_guard")
    .set({ locked_at: nowIso(now) })
    .where("id", "=", 1)
    .execute();
}

/** Whether a student with this number has ever written to us on WhatsApp (on any lead). */
export async function wroteToUs(db: Db, phone: string): Promise<boolean> {
  if (!phone) return false;
  const found = await db
    .selectFrom("whatsapp_messages as m")
    .innerJoin("enquiries as e", "e.id", "m.enquiry_id")
    .select("m.id")
    .where("e.phone", "=", phone)
    .where("m.direction", "=", "in")
    .limit(1)
    .executeTakeFirst();
  return found !== undefined;
}

/** Counted messages that went in the 24 hours before `now` (held ones go once an admin sends them). */
export async function sentInWindow(db: Db, now: number): Promise<number> {
  const row = await db
    .selectFrom("auto_messages")
    .select((eb) => eb.fn.countAll<number | string>().as("n"))
    .where("counted", "=", 1)
    .where("status", "=", "sent")
    .where("sent_at", ">", nowIso(now - AUTO_WINDOW_MS))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** Decides and records, inside the caller's transaction, whether this automatic message goes now. */
export async function decideAutomatic(db: Db, config: Pick<Config, "AUTO_MESSAGES_PER_DAY">, c: AutoCandidate, now: number): Promise<AutoDecision> {
  await lockGuard(db, now);
  const since = nowIso(now - AUTO_WINDOW_MS);
  const recipient = c.recipient.toLowerCase();
  const earlier = await db
    .selectFrom("auto_messages")
    .select("id")
    .where("kind", "=", c.kind)
    .where("created_at", ">", since)
    .where((eb) => eb.or([eb("enquiry_id", "=", c.enquiryId), ...(recipient ? [eb("recipient", "=", recipient)] : [])]))
    .limit(1)
    .executeTakeFirst();
  if (earlier) return "duplicate";
  // A lead's older held acknowledgement (from a day or more ago) is replaced by this one: Send now sends the newest only.
  await db
    .updateTable("auto_messages")
    .set({ status: "replaced" })
    .where("enquiry_id", "=", c.enquiryId)
    .where("kind", "=", c.kind)
    .where("status", "=", "held")
    .execute();
  const counted = !(await wroteToUs(db, c.phone));
  const held = counted && (await sentInWindow(db, now)) >= config.AUTO_MESSAGES_PER_DAY;
  const at = nowIso(now);
  await db
    .insertInto("auto_messages")
    .values({
      id: crypto.randomUUID(),
      enquiry_id: c.enquiryId,
      kind: c.kind,
      channel: c.channel,
      recipient,
      template: JSON.stringify(c.template),
      counted: counted ? 1 : 0,
      status: held ? "held" : "sent",
      created_at: at,
      sent_at: held ? null : at,
      sent_by: null,
    })
    .execute();
  return held ? "held" : "send";
}

/** How many messages wait for an admin. */
export async function heldCount(db: Db): Promise<number> {
  const row = await db
    .selectFrom("auto_messages")
    .select((eb) => eb.fn.countAll<number | string>().as("n"))
    .where("status", "=", "held")
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** The held messages, oldest first, with their lead's name. */
export async function heldMessages(db: Db, limit: number) {
  return db
    .selectFrom("auto_messages as a")
    .innerJoin("enquiries as e", "e.id", "a.enquiry_id")
    .select(["a.id", "a.enquiry_id", "a.kind", "a.channel", "a.recipient", "a.template", "a.created_at", "e.name"])
    .where("a.status", "=", "held")
    .orderBy("a.created_at", "asc")
    .orderBy("a.id", "asc")
    .limit(limit)
    .execute();
}

/**
 * Claims a held message for sending: a guarded update, so of two presses at the
 * same moment (on two servers) exactly one gets the row. Answers the row, or
 * undefined when it is not held (sent already, or gone).
 */
export async function claimHeld(db: Db, id: string, staffId: string, now: number) {
  return db
    .updateTable("auto_messages")
    .set({ status: "sent", sent_at: nowIso(now), sent_by: staffId })
    .where("id", "=", id)
    .where("status", "=", "held")
    .returningAll()
    .executeTakeFirst();
}
