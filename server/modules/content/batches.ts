import crypto from "node:crypto";
import { BATCH_MESSAGES } from "#contracts/batches";
import type { Batch, BatchInput } from "#contracts/content";
import type { Database, Db } from "#server/db/types";
import { Conflict, Invalid, notFound } from "#server/domain-errors";
import { nowIso } from "../common/clock";
import { isUniqueViolation } from "../common/db-errors";
import { type Action, type Editor, type Tx, addRevision, bumpVersion, nextHistoryRevision, staleEdit } from "./history";

// Batches: each write conditional on its revision (docs/decisions/035), with its
// history row and the content version raised in one transaction. The seats left
// are counted, never typed (docs/decisions/067): capacity − students enrolled.

type BatchRow = Database["batches"];
export const toBatch = (r: BatchRow, enrolled = 0): Batch => ({
  id: r.id,
  courseId: r.course_id,
  startDate: r.start_date,
  schedule: r.schedule as Batch["schedule"],
  timing: r.timing,
  mode: r.mode as Batch["mode"],
  duration: r.duration,
  feeInr: r.fee_inr === null ? undefined : Number(r.fee_inr),
  capacity: r.capacity === null || r.capacity === undefined ? undefined : Number(r.capacity),
  trainerId: r.trainer_id ?? undefined,
  classLink: r.class_link ?? undefined,
  seatsLeft: r.capacity === null || r.capacity === undefined ? undefined : Math.max(0, Number(r.capacity) - enrolled),
  revision: Number(r.revision),
});

/** Students enrolled per batch, for the batches named (all when omitted). */
export async function enrolledCounts(db: Db, ids?: string[]): Promise<Map<string, number>> {
  if (ids && ids.length === 0) return new Map();
  let query = db
    .selectFrom("batch_students")
    .select((eb) => ["batch_id", eb.fn.countAll<string | number>().as("n")])
    .groupBy("batch_id");
  if (ids) query = query.where("batch_id", "in", ids);
  return new Map((await query.execute()).map((r) => [r.batch_id, Number(r.n)]));
}

const withSeats = async (db: Db, row: BatchRow) => toBatch(row, (await enrolledCounts(db, [row.id])).get(row.id) ?? 0);

const batchColumns = (b: BatchInput) => ({
  course_id: b.courseId,
  start_date: b.startDate,
  schedule: b.schedule,
  timing: b.timing,
  mode: b.mode,
  duration: b.duration,
  fee_inr: b.feeInr ?? null,
  capacity: b.capacity ?? null,
  trainer_id: b.trainerId ?? null,
  // Only an online or both batch keeps a link (the schema refuses one on a classroom batch).
  class_link: b.mode === "classroom" ? null : (b.classLink ?? null),
});

/** A batch as visitors may see it: the class link is for its students (docs/decisions/071), the trainer's account id for staff. */
export const publicBatch = ({ classLink: _link, trainerId: _trainer, ...batch }: Batch): Batch => batch;

/**
 * Batches starting on or after `fromDate` (all when omitted), soonest first. Without
 * `forStaff` each is as visitors may see it: no class link, no trainer's account id.
 */
export async function listBatches(db: Db, { courseId, fromDate, forStaff = false }: { courseId?: string; fromDate?: string; forStaff?: boolean } = {}) {
  let query = db.selectFrom("batches").selectAll().orderBy("start_date").orderBy("timing");
  if (courseId) query = query.where("course_id", "=", courseId);
  if (fromDate) query = query.where("start_date", ">=", fromDate);
  const rows = await query.execute();
  const counts = await enrolledCounts(db, rows.length > 200 ? undefined : rows.map((r) => r.id));
  return rows.map((r) => toBatch(r, counts.get(r.id) ?? 0)).map((b) => (forStaff ? b : publicBatch(b)));
}

async function requireCourse(trx: Tx, input: BatchInput) {
  const found = await trx.selectFrom("courses").select("id").where("id", "=", input.courseId).executeTakeFirst();
  if (!found) throw new Invalid("Choose one of the site's courses.", { courseId: "Choose one of the site's courses." });
  if (input.trainerId) {
    const trainer = await trx.selectFrom("users").select("id").where("id", "=", input.trainerId).where("role", "=", "trainer").executeTakeFirst();
    if (!trainer) throw new Invalid("Choose a trainer from the list.", { trainerId: "Choose a trainer from the list." });
  }
}

/** A batch's revision is its latest number in the history, so a batch restored under its own id continues it. */
export async function createBatch(db: Db, input: BatchInput, by: Editor, { id = crypto.randomUUID() as string, action = "create" as Action } = {}) {
  try {
    return await db.transaction().execute(async (trx) => {
      await requireCourse(trx, input);
      const revision = await nextHistoryRevision(trx, `batch:${id}`);
      const row = { id, ...batchColumns(input), created_at: nowIso(), updated_at: nowIso(), revision };
      await trx.insertInto("batches").values(row).execute();
      await addRevision(trx, `batch:${id}`, revision, input, action, by);
      await bumpVersion(trx);
      return withSeats(trx, row);
    });
  } catch (err) {
    // The same deleted batch restored twice at once.
    if (isUniqueViolation(err)) throw staleEdit();
    throw err;
  }
}

/** Saves a batch; `expectedRevision` as for saveDocument. */
export async function updateBatch(db: Db, id: string, input: BatchInput, by: Editor, action: Action = "update", expectedRevision?: number) {
  return db.transaction().execute(async (trx) => {
    await requireCourse(trx, input);
    let update = trx
      .updateTable("batches")
      .set((eb) => ({ ...batchColumns(input), updated_at: nowIso(), revision: eb("revision", "+", 1) }))
      .where("id", "=", id);
    if (expectedRevision !== undefined) update = update.where("revision", "=", expectedRevision);
    const saved = await update.returningAll().executeTakeFirst();
    if (!saved) throw (await trx.selectFrom("batches").select("id").where("id", "=", id).executeTakeFirst()) ? staleEdit() : notFound("Batch");
    await addRevision(trx, `batch:${id}`, Number(saved.revision), input, action, by);
    await bumpVersion(trx);
    return withSeats(trx, saved);
  });
}

export async function deleteBatch(db: Db, id: string, by: Editor) {
  return db.transaction().execute(async (trx) => {
    if (await trx.selectFrom("batch_students").select("id").where("batch_id", "=", id).executeTakeFirst()) throw new Conflict(BATCH_MESSAGES.hasStudents);
    const deleted = await trx.deleteFrom("batches").where("id", "=", id).returning("revision").executeTakeFirst();
    if (!deleted) throw notFound("Batch");
    await addRevision(trx, `batch:${id}`, Number(deleted.revision) + 1, null, "delete", by);
    await bumpVersion(trx);
  });
}
