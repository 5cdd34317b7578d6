// A student's choice to show their proven placement on /placements
// (docs/decisions/097): written by the student alone, on their own page or
// through the API, and read by the public numbers' snapshot and the verify page.
import crypto from "node:crypto";
import { JOB_CODES } from "#contracts/placement-outcomes";
import { type PlacementConsent, verifyPlacementPath } from "#contracts/placement-proof";
import type { Db } from "#server/db/types";
import { nowIso } from "../common/clock";
import { bumpVersion } from "../content";
import { addActivity } from "../leads";

/** The outcome statuses a public card may stand on: a letter on file, or the employer's word. */
export const PROVEN = ["documented", "employer_confirmed"] as const;

/** 72 random bits, URL-safe: a page address no one can guess or walk through. */
const newPublicId = () => crypto.randomBytes(9).toString("base64url");

async function hasProvenJob(db: Db, leadId: string) {
  const row = await db
    .selectFrom("placement_outcomes")
    .select("enquiry_id")
    .where("enquiry_id", "=", leadId)
    .where("status", "in", [...PROVEN])
    .where("code", "in", [...JOB_CODES])
    .where("employer_id", "is not", null)
    .executeTakeFirst();
  return Boolean(row);
}

export async function placementConsentOf(db: Db, leadId: string): Promise<PlacementConsent> {
  const [row, proven] = await Promise.all([
    db.selectFrom("placement_consents").selectAll().where("enquiry_id", "=", leadId).executeTakeFirst(),
    hasProvenJob(db, leadId),
  ]);
  const show = Number(row?.show ?? 0) === 1;
  return { show, hasProvenJob: proven, verifyPath: show && proven && row ? verifyPlacementPath(row.public_id) : null };
}

/**
 * Shows or hides the student's placement. The public pages carry it, so the
 * change raises the content version in its own transaction (every server
 * switches its pages, as for any content write, docs/decisions/060). The same
 * choice again changes nothing.
 */
export async function setPlacementConsent(db: Db, leadId: string, show: boolean, now: number): Promise<PlacementConsent> {
  await db.transaction().execute(async (trx) => {
    const current = await trx.selectFrom("placement_consents").selectAll().where("enquiry_id", "=", leadId).executeTakeFirst();
    if (current && Number(current.show) === (show ? 1 : 0)) return;
    if (!current && !show) return;
    // Two first answers at once (two servers): the key keeps one row, the later answer wins.
    await trx
      .insertInto("placement_consents")
      .values({ enquiry_id: leadId, show: show ? 1 : 0, public_id: newPublicId(), updated_at: nowIso(now) })
      .onConflict((oc) => oc.column("enquiry_id").doUpdateSet({ show: show ? 1 : 0, updated_at: nowIso(now) }))
      .execute();
    const said = show ? "The student chose to show their placement on the website" : "The student chose to hide their placement from the website";
    await addActivity(trx, leadId, null, "status", `Placement: ${said}`, { placement: { show } }, now);
    await bumpVersion(trx);
  });
  return placementConsentOf(db, leadId);
}
