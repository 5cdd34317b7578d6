import crypto from "node:crypto";
import { type Kysely, sql } from "kysely";

// Optimistic concurrency and leads that are never stranded (docs/decisions/035).
// - enquiries, batches and message_templates get a revision that rises with
//   every save; a change names the revision it was made on.
// - content_revisions gets a UNIQUE (key, revision). The history as earlier
//   releases left it can hold the same pair twice (two saves at once on
//   PostgreSQL, a course created again after its deletion, every deletion of a
//   batch and every course reorder at 0): such a key's history is numbered again
//   1, 2, 3 … in the order it was written, and the live record takes the latest
//   number, so an editor who loaded it before now reloads once.
// - A lead whose owner's account is gone, or an open lead whose owner is no
//   longer a counsellor, goes back to Unassigned, with a line on its timeline.

// The timeline id of this release (leads/timeline.ts as it was), frozen here so
// later changes to the live id never change what this migration writes
// (docs/decisions/090): the time, a counter, then randomness.
let written = 0;
const orderedId = (now: number) =>
  `${now.toString(36).padStart(9, "0")}${(written++ % 1_679_616).toString(36).padStart(4, "0")}-${crypto.randomBytes(6).toString("hex")}`;

interface Tables {
  content_revisions: { id: string; key: string; revision: number; created_at: string };
  content_documents: { key: string; revision: number };
  courses: { id: string; revision: number };
  batches: { id: string; revision: number };
  enquiries: { id: string; status: string; owner_id: string | null; revision: number; updated_at: string };
  users: { id: string; username: string; role: string | null; is_verified: number };
  enquiry_activities: {
    id: string;
    enquiry_id: string;
    at: string;
    user_id: string | null;
    username: string | null;
    kind: string;
    text: string;
    detail: string;
  };
}

export function revisions() {
  return {
    async up(untyped: Kysely<unknown>) {
      const db = untyped as unknown as Kysely<Tables>;
      for (const table of ["enquiries", "batches", "message_templates"]) {
        await untyped.schema
          .alterTable(table)
          .addColumn("revision", "integer", (c) => c.notNull().defaultTo(1))
          .execute();
      }
      await renumberClashingHistories(db);
      // Each live record's revision is its history's latest (a batch's history numbered them already).
      await sql`update content_documents set revision = coalesce((select max(r.revision) from content_revisions r where r.key = content_documents.key), revision)`.execute(
        db,
      );
      await sql`update courses set revision = coalesce((select max(r.revision) from content_revisions r where r.key = 'course:' || courses.id), revision)`.execute(
        db,
      );
      await sql`update batches set revision = coalesce((select max(r.revision) from content_revisions r where r.key = 'batch:' || batches.id), 1)`.execute(db);
      await untyped.schema.dropIndex("content_revisions_key").execute();
      await untyped.schema.createIndex("content_revisions_key_revision").on("content_revisions").columns(["key", "revision"]).unique().execute();
      await returnStrandedLeads(db);
    },
  };
}

async function renumberClashingHistories(db: Kysely<Tables>) {
  const clashes = await db
    .selectFrom("content_revisions")
    .select("key")
    .groupBy(["key", "revision"])
    .having((eb) => eb.or([eb(eb.fn.countAll(), ">", 1), eb("revision", "<", 1)]))
    .execute();
  for (const key of new Set(clashes.map((c) => c.key))) {
    const rows = await db
      .selectFrom("content_revisions")
      .select(["id", "revision"])
      .where("key", "=", key)
      .orderBy("created_at")
      .orderBy("revision")
      .orderBy("id")
      .execute();
    for (const [i, row] of rows.entries()) {
      if (Number(row.revision) !== i + 1)
        await db
          .updateTable("content_revisions")
          .set({ revision: i + 1 })
          .where("id", "=", row.id)
          .execute();
    }
  }
}

async function returnStrandedLeads(db: Kysely<Tables>) {
  const now = Date.now();
  const at = new Date(now).toISOString();
  const stranded = await db
    .selectFrom("enquiries")
    .leftJoin("users", "users.id", "enquiries.owner_id")
    .select(["enquiries.id", "enquiries.owner_id", "users.username", "users.role", "users.is_verified"])
    .where("enquiries.owner_id", "is not", null)
    .where((eb) =>
      eb.or([
        eb("users.id", "is", null),
        eb.and([
          eb("enquiries.status", "not in", ["enrolled", "lost"]),
          eb.or([eb("users.role", "is", null), eb("users.role", "<>", "counsellor"), eb("users.is_verified", "<>", 1)]),
        ]),
      ]),
    )
    .execute();
  for (const lead of stranded) {
    const gone = lead.username === null;
    await db
      .updateTable("enquiries")
      .set((eb) => ({ owner_id: null, revision: eb("revision", "+", 1), updated_at: at }))
      .where("id", "=", lead.id)
      .execute();
    await db
      .insertInto("enquiry_activities")
      .values({
        id: orderedId(now),
        enquiry_id: lead.id,
        at,
        user_id: null,
        username: null,
        kind: "assignment",
        text: gone ? "Back to Unassigned: the owner's account no longer exists" : `Back to Unassigned: ${lead.username} is no longer a counsellor`,
        detail: JSON.stringify({ from: lead.owner_id, to: null, reason: gone ? "deleted" : "not-counsellor" }),
      })
      .execute();
  }
}
