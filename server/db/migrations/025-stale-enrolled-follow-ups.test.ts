import { Migrator, sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { testDatabases } from "#server/test/databases";
import { type Connection, connect, migrate } from "../connect";
import type { EnquiriesTable, EnquiryActivitiesTable } from "../types";
import { CodeMigrations } from "./index";

// Migration 025 on a database as release 024 left it: students enrolled before
// docs/decisions/072 still carrying the sale's follow-up, beside follow-ups the
// rule keeps and leads it must not touch.

const at = (day: number, hour = 10) => new Date(Date.UTC(2026, 9, day, hour)).toISOString();

function lead(id: string, status: string, followUpAt: string | null): EnquiriesTable {
  return {
    id,
    form: "contact",
    name: id,
    email: `${id}@example.in`,
    phone: "9840012345",
    course: "Python",
    company: null,
    message: null,
    data: "{}",
    status,
    created_at: at(1),
    updated_at: at(1),
    owner_id: null,
    last_submitted_at: at(1),
    respond_by: null,
    touched_at: at(1),
    follow_up_at: followUpAt,
    // What the code before 072 wrote: nothing due on an enrolled lead.
    due_at: status === "enrolled" ? null : followUpAt,
    lost_reason: null,
    source_page: null,
    referrer_host: null,
    utm_source: null,
    utm_medium: null,
    utm_campaign: null,
    revision: 3,
    whatsapp_opt_out_at: null,
  };
}

let line = 0;
/** A status line as staff's change (leads/changes.ts) or markEnrolled (batches/enrolment.ts) writes it. */
function statusLine(leadId: string, when: string, detail: Record<string, unknown>): EnquiryActivitiesTable {
  line++;
  return {
    id: `line-${String(line).padStart(3, "0")}`,
    enquiry_id: leadId,
    at: when,
    user_id: null,
    username: null,
    kind: "status",
    text: `Status: ${String(detail.from)} → ${String(detail.to)}`,
    detail: JSON.stringify(detail),
  };
}

/** Leads as release 024 may hold them, each with the status lines it was given. */
async function seed({ db }: Connection) {
  await db
    .insertInto("enquiries")
    .values([
      // The demo on the 5th, paid on the 10th (markEnrolled's line): the demo is done.
      lead("demo-then-paid", "enrolled", at(5)),
      // A call-back for the very minute staff set Enrolled: past then, as followUpAfterEnrolment has it.
      lead("call-at-enrolment", "enrolled", at(10)),
      // Enrolled, lost, enrolled again: the latest enrolment is the one that counts.
      lead("re-enrolled", "enrolled", at(12)),
      // A follow-up for after the enrolment (the student's first class): it stays.
      lead("follow-up-after", "enrolled", at(20)),
      // Enrolled with no status line (before the timeline had one, or merged away): when is not known.
      lead("no-line", "enrolled", at(5)),
      // Not enrolled: an overdue follow-up is the counsellor's to do.
      lead("demo-scheduled", "demo_scheduled", at(5)),
      // Enrolled without a follow-up: nothing to clear.
      lead("no-follow-up", "enrolled", null),
    ])
    .execute();
  await db
    .insertInto("enquiry_activities")
    .values([
      statusLine("demo-then-paid", at(2), { from: "new", to: "demo_scheduled", reason: null }),
      statusLine("demo-then-paid", at(10), { from: "demo_scheduled", to: "enrolled" }),
      statusLine("call-at-enrolment", at(10), { from: "contacted", to: "enrolled", reason: null }),
      statusLine("re-enrolled", at(8), { from: "contacted", to: "enrolled", reason: null }),
      statusLine("re-enrolled", at(9), { from: "enrolled", to: "lost", reason: "Moved to Bengaluru" }),
      statusLine("re-enrolled", at(15), { from: "lost", to: "enrolled", reason: null }),
      statusLine("follow-up-after", at(10), { from: "demo_scheduled", to: "enrolled" }),
      statusLine("demo-scheduled", at(2), { from: "new", to: "demo_scheduled", reason: null }),
      statusLine("no-follow-up", at(10), { from: "new", to: "enrolled" }),
    ])
    .execute();
}

describe.each(testDatabases)("migration 025 (stale follow-ups on enrolled leads) on $name", (database) => {
  let conn: Connection | undefined;
  let drop: (() => Promise<void>) | undefined;
  afterEach(async () => {
    await conn?.close();
    await drop?.();
  });

  it("clears a follow-up at or before the lead's latest enrolment, keeps one after it, and leaves leads with no enrolment line or not enrolled alone", async () => {
    const created = await database.create();
    drop = created.drop;
    conn = connect(created.database);
    const migrator = new Migrator({ db: conn.db, provider: new CodeMigrations(conn.kind) });
    expect((await migrator.migrateTo("024-whatsapp-webhook-order")).error).toBeUndefined();

    await seed(conn);
    const linesBefore = await conn.db.selectFrom("enquiry_activities").select("id").execute();

    const applied = await migrator.migrateTo("025-stale-enrolled-follow-ups");
    expect(applied.error).toBeUndefined();
    expect(applied.results?.map((r) => r.migrationName)).toEqual(["025-stale-enrolled-follow-ups"]);

    const leads = Object.fromEntries(
      (await conn.db.selectFrom("enquiries").select(["id", "follow_up_at", "due_at", "revision"]).execute()).map((r) => [
        r.id,
        { followUpAt: r.follow_up_at, dueAt: r.due_at, revision: Number(r.revision) },
      ]),
    );
    expect(leads).toEqual({
      "demo-then-paid": { followUpAt: null, dueAt: null, revision: 4 },
      "call-at-enrolment": { followUpAt: null, dueAt: null, revision: 4 },
      "re-enrolled": { followUpAt: null, dueAt: null, revision: 4 },
      "follow-up-after": { followUpAt: at(20), dueAt: null, revision: 3 },
      "no-line": { followUpAt: at(5), dueAt: null, revision: 3 },
      "demo-scheduled": { followUpAt: at(5), dueAt: at(5), revision: 3 },
      "no-follow-up": { followUpAt: null, dueAt: null, revision: 3 },
    });

    // One line on each cleared lead, as staff's enrolment writes it, by no one (the system); nothing else.
    const added = await conn.db
      .selectFrom("enquiry_activities")
      .selectAll()
      .where(
        "id",
        "not in",
        linesBefore.map((l) => l.id),
      )
      .orderBy("enquiry_id")
      .execute();
    expect(added.map((l) => [l.enquiry_id, l.kind, l.text, l.username, JSON.parse(l.detail)])).toEqual([
      ["call-at-enrolment", "follow_up", "Follow-up cleared: enrolled", null, { at: null, was: at(10) }],
      ["demo-then-paid", "follow_up", "Follow-up cleared: enrolled", null, { at: null, was: at(5) }],
      ["re-enrolled", "follow_up", "Follow-up cleared: enrolled", null, { at: null, was: at(12) }],
    ]);
    // Written now, after everything already on the timeline.
    for (const l of added) expect(l.at > at(20)).toBe(true);
  });

  it("writes nothing when it fails part way (on SQLite too, where Kysely opens no transaction), and runs whole the next time", async () => {
    const created = await database.create();
    drop = created.drop;
    conn = connect(created.database);
    const migrator = new Migrator({ db: conn.db, provider: new CodeMigrations(conn.kind) });
    expect((await migrator.migrateTo("024-whatsapp-webhook-order")).error).toBeUndefined();
    await seed(conn);
    // The last of the three leads it clears (they go in id order) refuses its timeline line.
    if (conn.kind === "sqlite") {
      await sql`create trigger refuse_line before insert on enquiry_activities when new.enquiry_id = 're-enrolled'
        begin select raise(abort, 'refused by the test'); end`.execute(conn.db);
    } else {
      await sql`create function refuse_line() returns trigger language plpgsql as $$
        begin if new.enquiry_id = 're-enrolled' then raise exception 'refused by the test'; end if; return new; end $$`.execute(conn.db);
      await sql`create trigger refuse_line before insert on enquiry_activities for each row execute function refuse_line()`.execute(conn.db);
    }
    const leadsNow = () => conn!.db.selectFrom("enquiries").selectAll().orderBy("id").execute();
    const linesNow = () => conn!.db.selectFrom("enquiry_activities").selectAll().orderBy("id").execute();
    const [leadsBefore, linesBefore] = [await leadsNow(), await linesNow()];

    const failed = await migrator.migrateTo("025-stale-enrolled-follow-ups");
    expect(String(failed.error)).toContain("refused by the test");
    expect(await leadsNow()).toEqual(leadsBefore);
    expect(await linesNow()).toEqual(linesBefore);
    const state = await migrator.getMigrations();
    expect(state.find((m) => m.name === "025-stale-enrolled-follow-ups")?.executedAt).toBeUndefined();

    await sql`drop trigger refuse_line${sql.raw(conn.kind === "postgres" ? " on enquiry_activities" : "")}`.execute(conn.db);
    expect((await migrator.migrateTo("025-stale-enrolled-follow-ups")).error).toBeUndefined();
    const cleared = await conn.db.selectFrom("enquiries").select("id").where("revision", "=", 4).orderBy("id").execute();
    expect(cleared.map((l) => l.id)).toEqual(["call-at-enrolment", "demo-then-paid", "re-enrolled"]);
  });

  it("does nothing on an empty database", async () => {
    const created = await database.create();
    drop = created.drop;
    conn = connect(created.database);
    expect(await migrate(conn)).toContain("025-stale-enrolled-follow-ups");
    expect(await conn.db.selectFrom("enquiry_activities").select("id").execute()).toEqual([]);
  });
});
