import crypto from "node:crypto";
import type { Kysely } from "kysely";
import { upgradeCurriculum } from "./007-course-modules.curriculum";
import { SEED_COURSES_AT_007 } from "./007-course-modules.data";

// Curricula become modules with topics, and courses get questions and answers
// (docs/decisions/027). A content migration: it rewrites the JSON of every stored
// course, on SQLite and PostgreSQL alike.
// - A seed course whose curriculum staff never changed (still equal to the one it
//   was seeded with) takes the rewritten seed curriculum. The seed's curricula and
//   questions are frozen next to this file (007-course-modules.data.ts) as they
//   were at its release: later edits of the seed never change what it does.
// - Any other curriculum is converted word for word (upgradeCurriculum): staff
//   edits are kept, only their shape changes.
// - A course without questions gets the seed's for its id (none for a course
//   staff added).
// Each changed course gets a revision, so History shows the change and can undo
// it; the content version rises, so every instance renders the pages again.

interface Tables {
  courses: { id: string; data: string; revision: number; updated_at: string };
  content_revisions: { id: string; key: string; revision: number; data: string | null; action: string; created_at: string; created_by: string | null };
  content_state: { id: number; version: number; updated_at: string };
}

const BY = "content update: curriculum modules";

export function courseModules() {
  return {
    async up(untyped: Kysely<unknown>) {
      const db = untyped as unknown as Kysely<Tables>;
      const rows = await db.selectFrom("courses").select(["id", "data", "revision"]).execute();
      if (rows.length === 0) return;
      const now = new Date().toISOString();
      let changed = 0;
      for (const row of rows) {
        const course = JSON.parse(row.data) as Record<string, unknown>;
        const seed = Object.hasOwn(SEED_COURSES_AT_007, row.id) ? SEED_COURSES_AT_007[row.id] : undefined;
        const next = { ...course };
        if (!isModules(course.curriculum)) {
          const seeded = seed && (await seededCurriculum(db, row.id));
          next.curriculum = seed && seeded !== undefined && sameJson(seeded, course.curriculum) ? seed.curriculum : upgradeCurriculum(course.curriculum);
        }
        if (!Array.isArray(course.faq)) next.faq = seed ? seed.faq : [];
        if (sameJson(next, course)) continue;
        const revision = Number(row.revision) + 1;
        const data = JSON.stringify(next);
        await db.updateTable("courses").set({ data, revision, updated_at: now }).where("id", "=", row.id).execute();
        await db
          .insertInto("content_revisions")
          .values({ id: crypto.randomUUID(), key: `course:${row.id}`, revision, data, action: "update", created_at: now, created_by: BY })
          .execute();
        changed++;
      }
      if (changed) {
        await db
          .updateTable("content_state")
          .set((eb) => ({ version: eb("version", "+", 1), updated_at: now }))
          .where("id", "=", 1)
          .execute();
      }
    },
  };
}

const isModules = (c: unknown) => typeof c === "object" && c !== null && Array.isArray((c as { modules?: unknown }).modules);
const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The curriculum a course was first seeded with, if its seed revision is kept. */
async function seededCurriculum(db: Kysely<Tables>, id: string): Promise<unknown> {
  const seed = await db
    .selectFrom("content_revisions")
    .select("data")
    .where("key", "=", `course:${id}`)
    .where("action", "=", "seed")
    .orderBy("revision")
    .executeTakeFirst();
  return seed?.data ? (JSON.parse(seed.data) as { curriculum?: unknown }).curriculum : undefined;
}
