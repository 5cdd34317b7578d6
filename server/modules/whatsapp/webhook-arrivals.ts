import type { WebhookKind } from "#contracts/whatsapp";
import type { Db } from "#server/db/types";
import { nowIso } from "../common/clock";

// When Meta's webhook last reached us, by what it brought (docs/decisions/073).
// Written for every delivery whose signature was good, before what it carries is
// taken: the admin's health card asks "does Meta reach us?", and a delivery
// report or a lead-ads event answers that as well as a student's message does.

/**
 * Notes a verified delivery's arrival: one row per kind, the latest time kept.
 * Deliveries are processed after they were answered, a few at once
 * (docs/decisions/085): one that arrived earlier but is processed later never
 * moves the time back.
 */
export async function recordArrival(db: Db, kinds: WebhookKind[], now: number) {
  const at = nowIso(now);
  for (const kind of new Set(kinds))
    await db
      .insertInto("whatsapp_webhook_arrivals")
      .values({ kind, arrived_at: at })
      .onConflict((oc) => oc.column("kind").doUpdateSet({ arrived_at: at }).where("whatsapp_webhook_arrivals.arrived_at", "<", at))
      .execute();
}

/** The latest verified delivery and what it brought; null before the first. */
export async function lastArrival(db: Db): Promise<{ at: string; kind: WebhookKind } | null> {
  const row = await db.selectFrom("whatsapp_webhook_arrivals").select(["kind", "arrived_at"]).orderBy("arrived_at", "desc").limit(1).executeTakeFirst();
  return row ? { at: row.arrived_at, kind: row.kind as WebhookKind } : null;
}
