import { Migrator } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { courseSchema } from "#contracts/content";
import { upgradeCurriculum } from "#contracts/curriculum";
import { SEED_COURSES_AT_007 } from "./007-course-modules.data";
import { testDatabases } from "#server/test/databases";
import { type Connection, connect, migrate } from "../connect";
import { CodeMigrations } from "./index";

// Migration 007 on a database as the previous release left it: curricula as one
// text or as overview + stacks, no questions and answers.

const legacyPython = {
  id: "python",
  name: "Python",
  curriculum: "Python fundamentals first. Then Django web apps and a final project.",
};
const editedJava = {
  id: "java",
  name: "Java",
  curriculum: {
    overview: "Three languages in sequence.",
    stacks: [{ name: "Core Java", description: "JVM setup, classes and interfaces, exception handling." }],
  },
};
const addedByStaff = {
  id: "ui-ux-design",
  name: "UI/UX Design",
  curriculum: { overview: "Research to prototype.", stacks: [{ name: "Research", description: "Interviews, personas and journeys." }] },
};

describe.each(testDatabases)("migration 007 (curriculum modules, course FAQ) on $name", (database) => {
  let conn: Connection | undefined;
  let drop: (() => Promise<void>) | undefined;
  afterEach(async () => {
    await conn?.close();
    await drop?.();
  });

  it("gives unedited seed courses the new seed modules, converts edited and staff-added curricula word for word, and adds the seed FAQ", async () => {
    const created = await database.create();
    drop = created.drop;
    conn = connect(created.database);
    const migrator = new Migrator({ db: conn.db, provider: new CodeMigrations(conn.kind) });
    const before = await migrator.migrateTo("006-video-posters");
    expect(before.error).toBeUndefined();

    const now = new Date().toISOString();
    await conn.db.insertInto("content_state").values({ id: 1, version: 5, updated_at: now }).execute();
    const rows = [
      // Python: still the curriculum it was seeded with.
      { course: legacyPython, seeded: legacyPython.curriculum, revision: 1 },
      // Java: staff changed the curriculum after the seed.
      { course: editedJava, seeded: "The old seed text.", revision: 3 },
      // Added in the dashboard: no seed at all.
      { course: addedByStaff, seeded: undefined, revision: 2 },
    ];
    for (const [position, row] of rows.entries()) {
      await conn.db
        .insertInto("courses")
        .values({ id: row.course.id, position, hidden: 0, data: JSON.stringify(row.course), revision: row.revision, updated_at: now, updated_by: null })
        .execute();
      if (row.seeded !== undefined) {
        await conn.db
          .insertInto("content_revisions")
          .values({
            id: `seed-${row.course.id}`,
            key: `course:${row.course.id}`,
            revision: 1,
            data: JSON.stringify({ ...row.course, curriculum: row.seeded }),
            action: "seed",
            created_at: now,
            created_by: null,
          })
          .execute();
      }
    }

    const applied = await migrator.migrateTo("007-course-modules");
    expect(applied.error).toBeUndefined();
    expect(applied.results?.map((r) => r.migrationName)).toEqual(["007-course-modules"]);

    const stored = Object.fromEntries(
      (await conn.db.selectFrom("courses").select(["id", "data", "revision"]).execute()).map((r) => [
        r.id,
        { ...JSON.parse(r.data), revision: Number(r.revision) },
      ]),
    );
    const seedPython = SEED_COURSES_AT_007.python!;
    const seedJava = SEED_COURSES_AT_007.java!;
    expect(stored.python.curriculum).toEqual(seedPython.curriculum);
    expect(stored.python.faq).toEqual(seedPython.faq);
    expect(stored.python.revision).toBe(2);

    expect(stored.java.curriculum).toEqual({
      overview: "Three languages in sequence.",
      modules: [{ title: "Core Java", topics: ["JVM setup", "Classes and interfaces", "Exception handling"] }],
    });
    expect(stored.java.faq).toEqual(seedJava.faq);
    expect(stored.java.revision).toBe(4);

    expect(stored["ui-ux-design"].curriculum).toEqual({
      overview: "Research to prototype.",
      modules: [{ title: "Research", topics: ["Interviews", "Personas and journeys"] }],
    });
    expect(stored["ui-ux-design"].faq).toEqual([]);

    // History shows each change; every instance learns that its pages are stale.
    const revisions = await conn.db
      .selectFrom("content_revisions")
      .select(["key", "revision", "action"])
      .where("action", "=", "update")
      .orderBy("key")
      .execute();
    expect(revisions.map((r) => [r.key, Number(r.revision)])).toEqual([
      ["course:java", 4],
      ["course:python", 2],
      ["course:ui-ux-design", 3],
    ]);
    const state = await conn.db.selectFrom("content_state").select("version").executeTakeFirstOrThrow();
    expect(Number(state.version)).toBe(6);
  });

  it("does nothing on an empty database (a new installation is seeded with modules)", async () => {
    const created = await database.create();
    drop = created.drop;
    conn = connect(created.database);
    await migrate(conn);
    expect(await conn.db.selectFrom("courses").select("id").execute()).toEqual([]);
    expect(await conn.db.selectFrom("content_revisions").select("id").execute()).toEqual([]);
  });
});

describe("the seed content frozen with migration 007", () => {
  it("holds a curriculum and questions for each of the twelve seed courses of its release, valid by today's course schema", () => {
    expect(Object.keys(SEED_COURSES_AT_007)).toHaveLength(12);
    for (const [id, frozen] of Object.entries(SEED_COURSES_AT_007)) {
      expect(courseSchema.shape.curriculum.parse(frozen.curriculum), id).toEqual(frozen.curriculum);
      expect(courseSchema.shape.faq.parse(frozen.faq), id).toEqual(frozen.faq);
      expect(frozen.faq.length, id).toBeGreaterThan(0);
    }
  });
});

describe("older curricula", () => {
  it("become modules through the course schema, so an old revision can still be restored", () => {
    const text = "Fundamentals: variables and loops. Web apps with Django.";
    expect(upgradeCurriculum(text)).toEqual({ modules: [{ title: "Course outline", topics: ["Fundamentals: variables and loops", "Web apps with Django"] }] });
    const parsed = courseSchema.shape.curriculum.parse(editedJava.curriculum);
    expect(parsed).toEqual({
      overview: "Three languages in sequence.",
      modules: [{ title: "Core Java", topics: ["JVM setup", "Classes and interfaces", "Exception handling"] }],
    });
    // Today's shape passes through unchanged; an empty text is still refused.
    expect(courseSchema.shape.curriculum.parse(parsed)).toEqual(parsed);
    expect(courseSchema.shape.curriculum.safeParse("").error?.issues[0]?.message).toBe("Curriculum is required");
  });
});
