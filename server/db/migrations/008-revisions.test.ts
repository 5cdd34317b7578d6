import { type Kysely, Migrator } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { testDatabases } from "#server/test/databases";
import { type Connection, connect } from "../connect";
import type { EnquiriesTable, UsersTable } from "../types";
import { CodeMigrations } from "./index";

// Migration 008 on a database as the previous release could leave it: one
// revision of a record twice in the history (two saves at once on PostgreSQL, a
// course created again, every batch deletion and course reorder at 0), and leads
// owned by a deleted account or by someone who is no longer a counsellor.

/** The tables as release 007 had them: no revision on leads yet. */
interface Legacy {
  users: UsersTable;
  enquiries: Omit<EnquiriesTable, "revision" | "whatsapp_opt_out_at">;
  content_documents: { key: string; data: string; revision: number; updated_at: string; updated_by: string | null };
  courses: { id: string; position: number; hidden: number; data: string; revision: number; updated_at: string; updated_by: string | null };
  batches: {
    id: string;
    course_id: string;
    start_date: string;
    schedule: string;
    timing: string;
    mode: string;
    duration: string;
    fee_inr: number | null;
    seats_left: number | null;
    created_at: string;
    updated_at: string;
  };
  content_revisions: { id: string; key: string; revision: number; data: string | null; action: string; created_at: string; created_by: string | null };
}

const at = (minute: number) => new Date(Date.UTC(2026, 10, 1, 10, minute)).toISOString();

function lead(id: string, owner: string | null, status: string): Legacy["enquiries"] {
  return {
    id,
    form: "contact",
    name: id,
    email: `${id}@example.in`,
    phone: "9840012345",
    course: null,
    company: null,
    message: null,
    data: "{}",
    status,
    created_at: at(0),
    updated_at: at(0),
    owner_id: owner,
    last_submitted_at: at(0),
    respond_by: null,
    touched_at: at(0),
    follow_up_at: null,
    due_at: null,
    lost_reason: null,
    source_page: null,
    referrer_host: null,
    utm_source: null,
    utm_medium: null,
    utm_campaign: null,
  };
}

const user = (id: string, role: string): UsersTable => ({
  id,
  username: id,
  email: `${id}@example.in`,
  mobile: "9840012345",
  password_hash: "x",
  is_verified: 1,
  created_at: at(0),
  role,
  available: 1,
});

describe.each(testDatabases)("migration 008 (revisions, no stranded leads) on $name", (database) => {
  let conn: Connection | undefined;
  let drop: (() => Promise<void>) | undefined;
  afterEach(async () => {
    await conn?.close();
    await drop?.();
  });

  it("numbers clashing histories again in the order they were written, makes (key, revision) unique and returns stranded leads", async () => {
    const created = await database.create();
    drop = created.drop;
    conn = connect(created.database);
    const migrator = new Migrator({ db: conn.db, provider: new CodeMigrations(conn.kind) });
    expect((await migrator.migrateTo("007-course-modules")).error).toBeUndefined();
    const db = conn.db as unknown as Kysely<Legacy>;

    const history: [string, number, number, string][] = [
      // Two saves of the site facts at once, both stored as revision 3.
      ["site", 1, 1, "seed"],
      ["site", 2, 2, "update"],
      ["site", 3, 3, "update"],
      ["site", 3, 4, "update"],
      // Java deleted, then created again at 1.
      ["course:java", 1, 1, "seed"],
      ["course:java", 2, 2, "update"],
      ["course:java", 3, 3, "delete"],
      ["course:java", 1, 4, "create"],
      // A batch deleted (at 0) and restored.
      ["batch:b1", 1, 1, "create"],
      ["batch:b1", 2, 2, "update"],
      ["batch:b1", 0, 3, "delete"],
      ["batch:b1", 4, 4, "restore"],
      // A batch with a clean history.
      ["batch:b2", 1, 1, "create"],
      ["batch:b2", 2, 2, "update"],
      // Two reorders, both at 0.
      ["course-order", 0, 1, "update"],
      ["course-order", 0, 2, "update"],
    ];
    for (const [i, [key, revision, minute, action]] of history.entries()) {
      await db
        .insertInto("content_revisions")
        .values({
          id: `rev-${String(i).padStart(2, "0")}`,
          key,
          revision,
          data: action === "delete" ? null : "{}",
          action,
          created_at: at(minute),
          created_by: null,
        })
        .execute();
    }
    await db
      .insertInto("content_documents")
      .values({ key: "site", data: "{}", revision: 3, updated_at: at(4), updated_by: null })
      .execute();
    await db
      .insertInto("courses")
      .values({ id: "java", position: 0, hidden: 0, data: "{}", revision: 1, updated_at: at(4), updated_by: null })
      .execute();
    for (const id of ["b1", "b2"]) {
      await db
        .insertInto("batches")
        .values({
          id,
          course_id: "java",
          start_date: "2026-12-01",
          schedule: "weekday",
          timing: "9 am",
          mode: "online",
          duration: "1 month",
          fee_inr: null,
          seats_left: null,
          created_at: at(1),
          updated_at: at(4),
        })
        .execute();
    }

    await db
      .insertInto("users")
      .values([user("still-counsellor", "counsellor"), user("now-editor", "editor")])
      .execute();
    await db
      .insertInto("enquiries")
      .values([
        lead("open-of-deleted", "deleted-account", "contacted"),
        lead("enrolled-of-deleted", "deleted-account", "enrolled"),
        lead("open-of-editor", "now-editor", "new"),
        lead("enrolled-of-editor", "now-editor", "enrolled"),
        lead("open-of-counsellor", "still-counsellor", "new"),
      ])
      .execute();

    const applied = await migrator.migrateTo("008-revisions");
    expect(applied.error).toBeUndefined();
    expect(applied.results?.map((r) => r.migrationName)).toEqual(["008-revisions"]);

    const numbers = async (key: string) =>
      (await conn!.db.selectFrom("content_revisions").select(["id", "revision"]).where("key", "=", key).orderBy("revision").execute()).map((r) => [
        r.id,
        Number(r.revision),
      ]);
    expect(await numbers("site")).toEqual([
      ["rev-00", 1],
      ["rev-01", 2],
      ["rev-02", 3],
      ["rev-03", 4],
    ]);
    expect(await numbers("course:java")).toEqual([
      ["rev-04", 1],
      ["rev-05", 2],
      ["rev-06", 3],
      ["rev-07", 4],
    ]);
    expect(await numbers("batch:b1")).toEqual([
      ["rev-08", 1],
      ["rev-09", 2],
      ["rev-10", 3],
      ["rev-11", 4],
    ]);
    expect(await numbers("batch:b2")).toEqual([
      ["rev-12", 1],
      ["rev-13", 2],
    ]);
    expect(await numbers("course-order")).toEqual([
      ["rev-14", 1],
      ["rev-15", 2],
    ]);

    // The live records carry their history's latest number: an editor who loaded the old one reloads once.
    expect(Number((await conn.db.selectFrom("content_documents").select("revision").where("key", "=", "site").executeTakeFirstOrThrow()).revision)).toBe(4);
    expect(Number((await conn.db.selectFrom("courses").select("revision").where("id", "=", "java").executeTakeFirstOrThrow()).revision)).toBe(4);
    const batches = await conn.db.selectFrom("batches").select(["id", "revision"]).orderBy("id").execute();
    expect(batches.map((b) => [b.id, Number(b.revision)])).toEqual([
      ["b1", 4],
      ["b2", 2],
    ]);
    await expect(
      conn.db
        .insertInto("content_revisions")
        .values({ id: "again", key: "site", revision: 4, data: "{}", action: "update", created_at: at(9), created_by: null })
        .execute(),
    ).rejects.toThrow();

    const leads = Object.fromEntries(
      (await conn.db.selectFrom("enquiries").select(["id", "owner_id", "revision"]).execute()).map((r) => [
        r.id,
        { owner: r.owner_id, revision: Number(r.revision) },
      ]),
    );
    expect(leads).toEqual({
      "open-of-deleted": { owner: null, revision: 2 },
      "enrolled-of-deleted": { owner: null, revision: 2 },
      "open-of-editor": { owner: null, revision: 2 },
      "enrolled-of-editor": { owner: "now-editor", revision: 1 },
      "open-of-counsellor": { owner: "still-counsellor", revision: 1 },
    });
    const lines = await conn.db.selectFrom("enquiry_activities").select(["enquiry_id", "kind", "text"]).orderBy("enquiry_id").execute();
    expect(lines.map((l) => [l.enquiry_id, l.kind, l.text])).toEqual([
      ["enrolled-of-deleted", "assignment", "Back to Unassigned: the owner's account no longer exists"],
      ["open-of-deleted", "assignment", "Back to Unassigned: the owner's account no longer exists"],
      ["open-of-editor", "assignment", "Back to Unassigned: now-editor is no longer a counsellor"],
    ]);
  });
});
