import crypto from "node:crypto";
import { generateStudentId } from "../../../contracts/dates";
import type { Review, ReviewInput } from "../../../contracts/review";
import type { Db, ReviewsTable } from "../../db/types";
import { nowIso } from "../common/clock";
import { type Paging, containsPattern } from "../common/list-query";
import { sql } from "kysely";
import type { ProcessedImage } from "../images/process";
import { deleteImageByPath, saveImage } from "../images/repository";

export function toReview(row: ReviewsTable): Review {
  return {
    _id: row.id,
    id: row.stu_id,
    name: row.name,
    rating: Number(row.rating),
    review: row.review,
    date: row.date,
    image: row.image,
  };
}

/** Newest review date first; among equal dates the latest entry first. */
export async function listReviews(db: Db, paging: Paging | null, search: string | null = null) {
  // Staff search (?q=): case-insensitive on both databases via lower() like.
  const base = db.selectFrom("reviews").$if(search !== null, (qb) =>
    qb.where((eb) => eb.or((["name", "stu_id", "review"] as const).map((c) => eb(sql<string>`lower(${sql.ref(c)})`, "like", sql<string>`${containsPattern(search!)} escape '\\'`)))),
  );
  let query = base.selectAll().orderBy("date", "desc").orderBy("created_at", "desc").orderBy("id");
  if (paging) query = query.limit(paging.limit).offset(paging.offset);
  const [rows, count] = await Promise.all([
    query.execute(),
    base.select((eb) => eb.fn.countAll<string | number>().as("n")).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

const columns = (input: ReviewInput) => ({
  name: input.name,
  // Kept to one decimal so 4.7 stays 4.7 whatever the float arithmetic did.
  rating: Math.round(input.rating * 10) / 10,
  review: input.review,
  date: input.date,
});

export async function addReview(db: Db, input: ReviewInput, image?: ProcessedImage) {
  return db.transaction().execute(async (trx) => {
    const row: ReviewsTable = {
      id: crypto.randomUUID(),
      stu_id: input.id || generateStudentId(),
      ...columns(input),
      image: image ? await saveImage(trx, image) : null,
      created_at: nowIso(),
    };
    await trx.insertInto("reviews").values(row).execute();
    return row;
  });
}

/** Replaces the fields; a new photo replaces (and deletes) the old one, no photo keeps it. */
export async function updateReview(db: Db, id: string, input: ReviewInput, image?: ProcessedImage) {
  return db.transaction().execute(async (trx) => {
    const current = await trx.selectFrom("reviews").selectAll().where("id", "=", id).executeTakeFirst();
    if (!current) return undefined;
    const row: ReviewsTable = {
      ...current,
      ...columns(input),
      stu_id: input.id || current.stu_id,
      image: image ? await saveImage(trx, image) : current.image,
    };
    await trx.updateTable("reviews").set(row).where("id", "=", id).execute();
    if (image) await deleteImageByPath(trx, current.image);
    return row;
  });
}

/** Deletes the review and its photo; the deleted review's name, or undefined when there was no such review. */
export async function deleteReview(db: Db, id: string) {
  return db.transaction().execute(async (trx) => {
    const current = await trx.selectFrom("reviews").select(["image", "name", "stu_id"]).where("id", "=", id).executeTakeFirst();
    if (!current) return undefined;
    await trx.deleteFrom("reviews").where("id", "=", id).execute();
    await deleteImageByPath(trx, current.image);
    return { name: current.name, stu_id: current.stu_id };
  });
}
