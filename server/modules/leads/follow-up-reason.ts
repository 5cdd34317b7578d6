import type { Db } from "#server/db/types";

// Why a lead's follow-up is due, in the words of what set it (docs/decisions/072).
// A follow-up staff set by hand says only when ("Follow-up set for …"); one the
// system sets says why, e.g. attendance's "Absent twice: call — missed the
// classes of …", and carries a `key` in its timeline detail so it is set once.
// The Due view shows that reason beside the lead, so the counsellor knows what
// the call is about before opening it.

/** The reason of each lead's latest follow-up, for those whose latest follow-up was set with one. */
export async function followUpReasons(db: Db, leadIds: string[]): Promise<Map<string, string>> {
  const reasons = new Map<string, string>();
  if (leadIds.length === 0) return reasons;
  const rows = await db
    .selectFrom("enquiry_activities")
    .select(["enquiry_id", "text", "detail"])
    .where("enquiry_id", "in", leadIds)
    .where("kind", "=", "follow_up")
    .orderBy("at", "desc")
    .orderBy("id", "desc")
    .execute();
  const seen = new Set<string>();
  for (const row of rows) {
    if (seen.has(row.enquiry_id)) continue;
    seen.add(row.enquiry_id);
    if (hasKey(row.detail)) reasons.set(row.enquiry_id, row.text);
  }
  return reasons;
}

function hasKey(detail: string) {
  try {
    const parsed: unknown = JSON.parse(detail);
    return typeof parsed === "object" && parsed !== null && "key" in parsed;
  } catch {
    return false;
  }
}
