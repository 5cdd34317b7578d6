import { batchSchema, CONTENT_DOCUMENTS, type ContentDocumentKey, type CourseContent, courseSchema, type StoredCourse } from "#contracts/content";
import type { Database, Db } from "#server/db/types";
import { Conflict, Invalid, notFound } from "#server/domain-errors";
import { nowIso } from "../common/clock";
import { isUniqueViolation } from "../common/db-errors";
import { namedRecord, readJson, readStored } from "../common/stored-json";
import { createBatch, updateBatch } from "./batches";
import { type Action, type Editor, addRevision, bumpVersion, newestFirst, nextHistoryRevision, revisionsKeptNow, staleEdit } from "./history";
import { seedCourses, seedDocuments } from "./seed";

// Every content write happens in one transaction with its revision row and a rise
// of content_state.version, which is how every server instance learns that its
// rendered pages are out of date.
//
// Saves are conditional (docs/decisions/035): the record is written only WHERE
// its revision is still the one the editor started from, so of two saves made on
// one revision exactly one is stored and the other answers 409, on PostgreSQL
// (where both can run at the same moment) as on SQLite. The history's UNIQUE
// (key, revision) backs this up: a history row is never written twice.

export { type Editor, bumpVersion, keepRevisions, pruneRevisions } from "./history";
export * from "./batches";

export async function contentVersion(db: Db): Promise<number> {
  const row = await db.selectFrom("content_state").select("version").where("id", "=", 1).executeTakeFirst();
  return row ? Number(row.version) : 0;
}

/**
 * Fills an empty content store from the seed files. Once seeded it only adds the
 * documents a newer version of the site introduced (e.g. trainers), each with its
 * seed value, so an existing installation gets them without a migration.
 */
export async function seedContent(db: Db) {
  if (await db.selectFrom("content_state").select("id").where("id", "=", 1).executeTakeFirst()) {
    await addMissingDocuments(db);
    return false;
  }
  const courses = await seedCourses();
  try {
    await db.transaction().execute(async (trx) => {
      await trx.insertInto("content_state").values({ id: 1, version: 1, updated_at: nowIso() }).execute();
      for (const [key, data] of Object.entries(seedDocuments)) {
        await trx
          .insertInto("content_documents")
          .values({ key, data: JSON.stringify(data), revision: 1, updated_at: nowIso(), updated_by: null })
          .execute();
        await addRevision(trx, key, 1, data, "seed", null);
      }
      for (const [position, course] of courses.entries()) {
        await trx
          .insertInto("courses")
          .values({ id: course.id, position, hidden: 0, data: JSON.stringify(course), revision: 1, updated_at: nowIso(), updated_by: null })
          .execute();
        await addRevision(trx, `course:${course.id}`, 1, course, "seed", null);
      }
    });
  } catch (err) {
    // Two instances starting at once on one PostgreSQL: the other one seeded.
    if (isUniqueViolation(err)) return false;
    throw err;
  }
  return true;
}

async function addMissingDocuments(db: Db) {
  const present = new Set((await db.selectFrom("content_documents").select("key").execute()).map((r) => r.key));
  for (const [key, data] of Object.entries(seedDocuments)) {
    if (present.has(key)) continue;
    try {
      await db.transaction().execute(async (trx) => {
        const revision = await nextHistoryRevision(trx, key);
        await trx
          .insertInto("content_documents")
          .values({ key, data: JSON.stringify(data), revision, updated_at: nowIso(), updated_by: null })
          .execute();
        await addRevision(trx, key, revision, data, "seed", null);
        await bumpVersion(trx);
      });
    } catch (err) {
      // Another instance starting at the same time added it first.
      if (!isUniqueViolation(err)) throw err;
    }
  }
}

// ── Documents ───────────────────────────────────────────────────────────────
// Read by their schema in ./documents.ts (docs/decisions/099).

/**
 * Saves a document. `expectedRevision`, when given, must be the revision the
 * editor started from: otherwise someone saved in between and this save would
 * silently undo their change, so it answers 409. Without one (a restore, an API
 * client that sends none) the save goes over whatever is stored now.
 */
export async function saveDocument(db: Db, key: ContentDocumentKey, data: unknown, by: Editor, expectedRevision?: number, action: Action = "update") {
  return db.transaction().execute(async (trx) => {
    let update = trx
      .updateTable("content_documents")
      .set((eb) => ({ data: JSON.stringify(data), revision: eb("revision", "+", 1), updated_at: nowIso(), updated_by: by.username }))
      .where("key", "=", key);
    if (expectedRevision !== undefined) update = update.where("revision", "=", expectedRevision);
    const saved = await update.returning("revision").executeTakeFirst();
    if (!saved) throw (await trx.selectFrom("content_documents").select("key").where("key", "=", key).executeTakeFirst()) ? staleEdit() : notFound("Content");
    const revision = Number(saved.revision);
    await addRevision(trx, key, revision, data, action, by);
    await bumpVersion(trx);
    return revision;
  });
}

// ── Courses ─────────────────────────────────────────────────────────────────

export type { StoredCourse };

type CourseRow = Database["courses"];
const toStoredCourse = (row: Pick<CourseRow, "data" | "position" | "revision" | "updated_at" | "updated_by" | "hidden">): StoredCourse => ({
  course: { ...readStored(courseSchema, row.data, "A stored course"), hidden: Number(row.hidden) === 1 },
  position: Number(row.position),
  revision: Number(row.revision),
  updatedAt: row.updated_at,
  updatedBy: row.updated_by,
});

export async function listCourses(db: Db, { includeHidden = false } = {}): Promise<StoredCourse[]> {
  let query = db.selectFrom("courses").selectAll().orderBy("position").orderBy("id");
  if (!includeHidden) query = query.where("hidden", "=", 0);
  return (await query.execute()).map(toStoredCourse);
}

export async function getCourse(db: Db, id: string): Promise<StoredCourse | undefined> {
  const row = await db.selectFrom("courses").selectAll().where("id", "=", id).executeTakeFirst();
  return row && toStoredCourse(row);
}

export async function createCourse(db: Db, course: CourseContent, by: Editor) {
  try {
    return await db.transaction().execute(async (trx) => {
      const last = await trx
        .selectFrom("courses")
        .select((eb) => eb.fn.max("position").as("max"))
        .executeTakeFirst();
      const position = last?.max === null || last?.max === undefined ? 0 : Number(last.max) + 1;
      const revision = await nextHistoryRevision(trx, `course:${course.id}`);
      await trx
        .insertInto("courses")
        .values({
          id: course.id,
          position,
          hidden: course.hidden ? 1 : 0,
          data: JSON.stringify(course),
          revision,
          updated_at: nowIso(),
          updated_by: by.username,
        })
        .execute();
      await addRevision(trx, `course:${course.id}`, revision, course, "create", by);
      await bumpVersion(trx);
      return revision;
    });
  } catch (err) {
    // The id is taken, or the same course is being created (restored) at the same moment.
    if (isUniqueViolation(err)) throw new Conflict(`A course with the id "${course.id}" already exists.`, { id: "This id is taken" });
    throw err;
  }
}

/** Saves a course; `expectedRevision` as for saveDocument. */
export async function updateCourse(db: Db, id: string, course: CourseContent, by: Editor, expectedRevision?: number, action: Action = "update") {
  if (course.id !== id) throw new Invalid("A course's id cannot be changed.", { id: "A course's id cannot be changed." });
  return db.transaction().execute(async (trx) => {
    let update = trx
      .updateTable("courses")
      .set((eb) => ({
        data: JSON.stringify(course),
        hidden: course.hidden ? 1 : 0,
        revision: eb("revision", "+", 1),
        updated_at: nowIso(),
        updated_by: by.username,
      }))
      .where("id", "=", id);
    if (expectedRevision !== undefined) update = update.where("revision", "=", expectedRevision);
    const saved = await update.returning("revision").executeTakeFirst();
    if (!saved) throw (await trx.selectFrom("courses").select("id").where("id", "=", id).executeTakeFirst()) ? staleEdit() : notFound("Course");
    const revision = Number(saved.revision);
    await addRevision(trx, `course:${id}`, revision, course, action, by);
    await bumpVersion(trx);
    return revision;
  });
}

/** Deletes a course and its batches; its revisions stay, so it can be restored. */
export async function deleteCourse(db: Db, id: string, by: Editor) {
  return db.transaction().execute(async (trx) => {
    // The revision the course had when it went, also when a save ran at the same moment.
    const deleted = await trx.deleteFrom("courses").where("id", "=", id).returning("revision").executeTakeFirst();
    if (!deleted) throw notFound("Course");
    await trx.deleteFrom("batches").where("course_id", "=", id).execute();
    await addRevision(trx, `course:${id}`, Number(deleted.revision) + 1, null, "delete", by);
    await bumpVersion(trx);
  });
}

export interface DeletedCourse {
  id: string;
  /** The name of its last saved version. */
  name: string;
  deletedAt: string;
  deletedBy: string | null;
}

/**
 * Courses that were deleted and not brought back, latest deletion first: their
 * history is kept, so staff can find and restore them from here.
 */
export async function listDeletedCourses(db: Db): Promise<DeletedCourse[]> {
  const existing = new Set((await db.selectFrom("courses").select("id").execute()).map((r) => r.id));
  const deletions = await db
    .selectFrom("content_revisions")
    .select(["key", "created_at", "created_by"])
    .where("key", "like", "course:%")
    .where("action", "=", "delete")
    .orderBy("created_at", "desc")
    .execute();
  const found: DeletedCourse[] = [];
  for (const row of deletions) {
    const id = row.key.slice("course:".length);
    if (existing.has(id) || found.some((d) => d.id === id)) continue;
    const last = await db
      .selectFrom("content_revisions")
      .select("data")
      .where("key", "=", row.key)
      .where("data", "is not", null)
      .orderBy("created_at", "desc")
      .orderBy("revision", "desc")
      .limit(1)
      .executeTakeFirst();
    const name = last?.data ? readJson(namedRecord, last.data)?.name : undefined;
    found.push({ id, name: name ?? id, deletedAt: row.created_at, deletedBy: row.created_by });
  }
  return found;
}

/** Moves a course to a new place in the list (menus and the catalogue follow it). */
export async function reorderCourses(db: Db, ids: string[], by: Editor) {
  try {
    return await db.transaction().execute(async (trx) => {
      const existing = (await trx.selectFrom("courses").select("id").execute()).map((r) => r.id).sort();
      if (JSON.stringify([...ids].sort()) !== JSON.stringify(existing)) throw new Invalid("The new order must list every course exactly once.");
      // Rows are written in one fixed order, so two reorders at once queue up instead of deadlocking.
      for (const id of [...ids].sort())
        await trx
          .updateTable("courses")
          .set({ position: ids.indexOf(id) })
          .where("id", "=", id)
          .execute();
      await addRevision(trx, "course-order", await nextHistoryRevision(trx, "course-order"), ids, "update", by);
      await bumpVersion(trx);
    });
  } catch (err) {
    // Two reorders at once: the second finds its history number taken.
    if (isUniqueViolation(err)) throw staleEdit();
    throw err;
  }
}

// ── Revisions ───────────────────────────────────────────────────────────────

/**
 * A record's history, newest first: who saved which version and when, without
 * the versions themselves (a course's history would otherwise be megabytes).
 * getRevision answers one version's content.
 */
export async function listRevisions(db: Db, key: string) {
  const rows = await newestFirst(
    db.selectFrom("content_revisions").select(["id", "key", "revision", "action", "created_at", "created_by"]).where("key", "=", key),
  )
    .limit(revisionsKeptNow())
    .execute();
  return rows.map((r) => ({ id: r.id, key: r.key, revision: Number(r.revision), action: r.action, createdAt: r.created_at, createdBy: r.created_by }));
}

/** One saved version with its content (null for a deletion). */
export async function getRevision(db: Db, id: string) {
  const r = await db.selectFrom("content_revisions").selectAll().where("id", "=", id).executeTakeFirst();
  if (!r) throw notFound("Revision");
  return {
    id: r.id,
    key: r.key,
    revision: Number(r.revision),
    action: r.action,
    createdAt: r.created_at,
    createdBy: r.created_by,
    data: r.data === null ? null : JSON.parse(r.data),
  };
}

/** Puts an earlier saved version back, as a new revision (history is never rewritten). */
export async function restoreRevision(db: Db, revisionId: string, by: Editor) {
  const rev = await db.selectFrom("content_revisions").selectAll().where("id", "=", revisionId).executeTakeFirst();
  if (!rev) throw notFound("Revision");
  if (rev.data === null) throw new Invalid("This revision records a deletion; choose an earlier one to restore.");
  const data = JSON.parse(rev.data);
  if (rev.key.startsWith("course:")) {
    const course = courseSchema.parse(data);
    if (await getCourse(db, course.id)) return { key: rev.key, revision: await updateCourse(db, course.id, course, by, undefined, "restore") };
    return { key: rev.key, revision: await createCourse(db, course, by) };
  }
  if (Object.hasOwn(CONTENT_DOCUMENTS, rev.key)) {
    const key = rev.key as ContentDocumentKey;
    const parsed = CONTENT_DOCUMENTS[key].parse(data);
    return { key, revision: await saveDocument(db, key, parsed, by, undefined, "restore") };
  }
  if (rev.key.startsWith("batch:")) {
    // A deleted batch comes back under its own id, so its history stays in one piece.
    const id = rev.key.slice("batch:".length);
    const input = batchSchema.parse(data);
    const exists = await db.selectFrom("batches").select("id").where("id", "=", id).executeTakeFirst();
    const batch = exists ? await updateBatch(db, id, input, by, "restore") : await createBatch(db, input, by, { id, action: "restore" });
    return { key: rev.key, batch };
  }
  throw new Invalid("This revision cannot be restored.");
}
