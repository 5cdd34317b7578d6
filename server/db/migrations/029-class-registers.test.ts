import { Migrator } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { addDays, instituteDay } from "#contracts/institute-time";
import { testDatabases } from "#server/test/databases";
import { type Connection, connect, migrate } from "../connect";
import type { BatchSessionsTable } from "../types";
import { CodeMigrations } from "./index";

// Migration 029 on a database as the release before it left it: past classes
// nobody saved a register for under docs/decisions/067 (everyone present) are
// saved as that, except classes made after their own day, which nobody could
// have taken on the day; holidays, saved registers, today and ahead untouched.

const NAME = "029-class-registers";
const today = instituteDay(Date.now());
const past = addDays(today, -30);
/** An instant as Chennai clock time on a day. */
const chennaiAt = (day: string, time: string) => new Date(`${day}T${time}+05:30`).toISOString();

function session(id: string, date: string, created: string, more: Partial<BatchSessionsTable> = {}) {
  return { id, batch_id: "batch-029", date, cancelled: 0, extra: 0, note: null, marked_at: null, marked_by: null, created_at: created, ...more };
}

const SAVED_BEFORE = chennaiAt(addDays(past, 1), "09:00:00");

const SESSIONS = [
  // Made from the schedule before the class: the register was open on the day, nobody saved it.
  session("made-before", past, chennaiAt(addDays(past, -7), "08:00:00")),
  // Made on its own day, the last minute of it in Chennai.
  session("made-that-night", addDays(past, 1), chennaiAt(addDays(past, 1), "23:59:00")),
  // An extra class added to the past the next morning: nobody could have taken it on the day.
  session("added-after", addDays(past, 2), chennaiAt(addDays(past, 3), "00:01:00"), { extra: 1 }),
  // The schedule first read weeks after the class.
  session("read-late", addDays(past, 3), chennaiAt(addDays(past, 20), "10:00:00")),
  session("holiday", addDays(past, 4), chennaiAt(addDays(past, -7), "08:00:00"), { cancelled: 1 }),
  session("saved", addDays(past, 5), chennaiAt(addDays(past, -7), "08:00:00"), { marked_at: SAVED_BEFORE, marked_by: "trainer-anbu" }),
  session("today", today, chennaiAt(addDays(past, -7), "08:00:00")),
  session("ahead", addDays(today, 3), chennaiAt(addDays(past, -7), "08:00:00")),
];

describe.each(testDatabases)(`migration ${NAME} on $name`, (database) => {
  let conn: Connection | undefined;
  let drop: (() => Promise<void>) | undefined;
  afterEach(async () => {
    await conn?.close();
    await drop?.();
  });

  it("saves the past classes of the earlier rule as everyone present, leaves those made after their day, and adds opened_on", async () => {
    const created = await database.create();
    drop = created.drop;
    conn = connect(created.database);
    const migrator = new Migrator({ db: conn.db, provider: new CodeMigrations(conn.kind) });
    const names = (await migrator.getMigrations()).map((m) => m.name);
    expect((await migrator.migrateTo(names[names.indexOf(NAME) - 1]!)).error).toBeUndefined();

    const at = new Date().toISOString();
    await conn.db
      .insertInto("batches")
      .values({
        id: "batch-029",
        course_id: "java",
        start_date: past,
        schedule: "weekday",
        timing: "7:00 am – 9:00 am",
        mode: "classroom",
        duration: "6 weeks",
        fee_inr: null,
        created_at: at,
        updated_at: at,
        revision: 1,
      })
      .execute();
    // Inserted as the table was before this migration: no opened_on column yet.
    await conn.db
      .insertInto("batch_sessions")
      .values(
        SESSIONS.map(({ id, batch_id, date, cancelled, extra, note, marked_at, marked_by, created_at }) => ({
          id,
          batch_id,
          date,
          cancelled,
          extra,
          note,
          marked_at,
          marked_by,
          created_at,
        })),
      )
      .execute();

    const applied = await migrator.migrateTo(NAME);
    expect(applied.error).toBeUndefined();
    const rows = await conn.db.selectFrom("batch_sessions").selectAll().orderBy("date").execute();
    const byId = Object.fromEntries(rows.map((r) => [r.id, r]));
    const stamped = rows.filter((r) => r.marked_by === "all present (before decision 084)").map((r) => r.id);
    expect(stamped).toEqual(["made-before", "made-that-night"]);
    for (const id of stamped) expect(byId[id]!.marked_at! >= at).toBe(true);
    for (const id of ["added-after", "read-late", "holiday", "today", "ahead"]) expect(byId[id]).toMatchObject({ marked_at: null, marked_by: null });
    expect(byId.saved).toMatchObject({ marked_at: SAVED_BEFORE, marked_by: "trainer-anbu" });
    expect(rows.every((r) => r.opened_on === null)).toBe(true);
  });

  it("runs on an empty database", async () => {
    const created = await database.create();
    drop = created.drop;
    conn = connect(created.database);
    expect(await migrate(conn)).toContain(NAME);
    expect(await conn.db.selectFrom("batch_sessions").select(["id", "opened_on"]).execute()).toEqual([]);
  });
});
