import crypto from "node:crypto";
import type { Batch, BatchInput } from "../../../contracts/content";
import type { Database, Db } from "../../db/types";
import { HttpError, notFound } from "../../http-error";
import { nowIso } from "../common/clock";
import { isUniqueViolation } from "../common/db-errors";
import { type Action, type Editor, type Tx, addRevision, bumpVersion, nextHistoryRevision, staleEdit } from "./history";

// Batches: each write conditional on its revision (docs/decisions/035), with its
// history row and the content version raised in one transaction.

type BatchRow = Database["batches"];
export const toBatch = (r: BatchRow): Batch => ({
  id: r.id,
  courseId: r.course_id,
  startDate: r.start_date,
  schedule: r.schedule as Batch["schedule"],
  timing: r.timing,
  mode: r.mode as Batch["mode"],
  duration: r.duration,
  feeInr: r.fee_inr === null ? undefined : Number(r.fee_inr),
  seatsLeft: r.seats_left === null ? undefined : Number(r.seats_left),
  revision: Number(r.revision),
});

const batchColumns = (b: BatchInput) => ({
  course_id: b.courseId,
  start_date: b.startDate,
  schedule: b.schedule,
  timing: b.timing,
  mode: b.mode,
  duration: b.duration,
  fee_inr: b.feeInr ?? null,
  seats_left: b.seatsLeft ?? null,
});

/** Batches starting on or after `fromDate` (all when omitted), soonest first. */
export async function listBatches(db: Db, { courseId, fromDate }: { courseId?: string; fromDate?: string } = {}) {
  let query = db.selectFrom("batches").selectAll().orderBy("start_date").orderBy("timing");
  if (courseId) query = query.where("course_id", "=", courseId);
  if (fromDate) query = query.where("start_date", ">=", fromDate);
  return (await query.execute()).map(toBatch);
}

async function requireCourse(trx: Tx, courseId: string) {
  const found = await trx.selectFrom("courses").select("id").where("id", "=", courseId).executeTakeFirst();
  if (!found) throw new HttpError(400, "Choose one of the site's courses.", { courseId: "Choose one of the site's courses." });
}

/** A batch's revision is its latest number in the history, so a batch restored under its own id continues it. */
export async function createBatch(db: Db, input: BatchInput, by: Editor, { id = crypto.randomUUID() as string, action = "create" as Action } = {}) {
  try {
    return await db.transaction().execute(async (trx) => {
      await requireCourse(trx, input.courseId);
      const revision = await nextHistoryRevision(trx, `batch:${id}`);
      const row = { id, ...batchColumns(input), created_at: nowIso(), updated_at: nowIso(), revision };
      await trx.insertInto("batches").values(row).execute();
      await addRevision(trx, `batch:${id}`, revision, input, action, by);
      await bumpVersion(trx);
      return toBatch(row);
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
    await requireCourse(trx, input.courseId);
    let update = trx
      .updateTable("batches")
      .set((eb) => ({ ...batchColumns(input), updated_at: nowIso(), revision: eb("revision", "+", 1) }))
      .where("id", "=", id);
    if (expectedRevision !== undefined) update = update.where("revision", "=", expectedRevision);
    const saved = await update.returningAll().executeTakeFirst();
    if (!saved) throw (await trx.selectFrom("batches").select("id").where("id", "=", id).executeTakeFirst()) ? staleEdit() : notFound("Batch");
    await addRevision(trx, `batch:${id}`, Number(saved.revision), input, action, by);
    await bumpVersion(trx);
    return toBatch(saved);
  });
}

export async function deleteBatch(db: Db, id: string, by: Editor) {
  return db.transaction().execute(async (trx) => {
    const deleted = await trx.deleteFrom("batches").where("id", "=", id).returning("revision").executeTakeFirst();
    if (!deleted) throw notFound("Batch");
    await addRevision(trx, `batch:${id}`, Number(deleted.revision) + 1, null, "delete", by);
    await bumpVersion(trx);
  });
}
