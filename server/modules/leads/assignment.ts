import { sql } from "kysely";
import type { Db } from "#server/db/types";
import { lockCounsellor } from "./locks";

// Round robin among available counsellors (docs/decisions/022). One shared
// counter in pipeline_state, bumped with an atomic UPDATE … RETURNING: two
// enquiries arriving at once on two servers still get different counsellors, and
// over time every available counsellor gets the same share.

/** The verified counsellors taking new enquiries, in a stable order. */
export async function availableCounsellors(db: Db) {
  return db
    .selectFrom("users")
    .select(["id", "username"])
    .where("role", "=", "counsellor")
    .where("is_verified", "=", 1)
    .where("available", "=", 1)
    .orderBy("created_at")
    .orderBy("id")
    .execute();
}

/**
 * The counsellor the next new lead goes to, or null when none is available. Their
 * account stays locked until the lead is saved (./locks.ts): one deleted or made
 * an editor at that moment is not given it; the lead then waits unassigned.
 */
export async function nextCounsellor(db: Db): Promise<{ id: string; username: string } | null> {
  const counsellors = await availableCounsellors(db);
  if (counsellors.length === 0) return null;
  const { rows } = await sql<{
    round_robin: number | string;
  }>`update pipeline_state set round_robin = round_robin + 1 where id = 1 returning round_robin`.execute(db);
  const turn = Number(rows[0]?.round_robin ?? 1) - 1;
  return (await lockCounsellor(db, counsellors[turn % counsellors.length]!.id, { available: true })) ?? null;
}
