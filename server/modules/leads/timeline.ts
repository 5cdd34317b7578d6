import crypto from "node:crypto";
import type { ActivityKind, TimelineEntry } from "#contracts/enquiry-inbox";
import type { Db } from "#server/db/types";
import { nowIso } from "../common/clock";
import { jsonObject, readStored } from "../common/stored-json";

/**
 * Timeline ids sort in the order the entries were written, even when several
 * share a millisecond (a submission and its assignment): the time, then a
 * counter of this process, then randomness so two servers never collide.
 */
let written = 0;
export const orderedId = (now: number) =>
  `${now.toString(36).padStart(9, "0")}${(written++ % 1_679_616).toString(36).padStart(4, "0")}-${crypto.randomBytes(6).toString("hex")}`;

/** Who did it: a staff member, or null for the visitor / the system. */
export type Actor = { id: string; username: string } | null;

/** Adds one line to an enquiry's timeline. */
export async function addActivity(
  db: Db,
  enquiryId: string,
  actor: Actor,
  kind: ActivityKind,
  text: string,
  detail: Record<string, unknown> = {},
  now = Date.now(),
) {
  await db
    .insertInto("enquiry_activities")
    .values({
      id: orderedId(now),
      enquiry_id: enquiryId,
      at: nowIso(now),
      user_id: actor?.id ?? null,
      username: actor?.username ?? null,
      kind,
      text,
      detail: JSON.stringify(detail),
    })
    .execute();
}

/** An enquiry's timeline, oldest first. */
export async function timelineOf(db: Db, enquiryId: string): Promise<TimelineEntry[]> {
  const rows = await db.selectFrom("enquiry_activities").selectAll().where("enquiry_id", "=", enquiryId).orderBy("at").orderBy("id").execute();
  return rows.map((r) => ({
    id: r.id,
    at: r.at,
    kind: r.kind as ActivityKind,
    by: r.username === null ? null : { id: r.user_id, username: r.username },
    text: r.text,
    detail: readStored(jsonObject, r.detail, `Timeline line ${r.id}'s detail`),
  }));
}
