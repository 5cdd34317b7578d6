import crypto from "node:crypto";
import type { Placement, PlacementInput } from "../../../contracts/placement";
import { generateStudentId } from "../../../contracts/dates";
import type { Db, PlacementsTable } from "../../db/types";
import { nowIso } from "../common/clock";
import { type Paging, containsPattern } from "../common/list-query";
import { sql } from "kysely";
import { deleteImageByPath, saveImage } from "../images/repository";
import type { ProcessedImage } from "../images/process";

export function toPlacement(row: PlacementsTable): Placement {
  return {
    _id: row.id,
    stuId: row.stu_id,
    name: row.name,
    course: row.course,
    degree: row.degree,
    date: row.date,
    placement: row.placement,
    image: row.image,
  };
}

/** Newest placement date first; among equal dates the latest entry first. */
export async function listPlacements(db: Db, paging: Paging | null, search: string | null = null) {
  // Staff search (?q=): case-insensitive on both databases via lower() like.
  const base = db.selectFrom("placements").$if(search !== null, (qb) =>
    qb.where((eb) => eb.or((["name", "stu_id", "course", "degree", "placement"] as const).map((c) => eb(sql<string>`lower(${sql.ref(c)})`, "like", sql<string>`${containsPattern(search!)} escape '\\'`)))),
  );
  let query = base.selectAll().orderBy("date", "desc").orderBy("created_at", "desc").orderBy("id");
  if (paging) query = query.limit(paging.limit).offset(paging.offset);
  const [rows, count] = await Promise.all([
    query.execute(),
    base.select((eb) => eb.fn.countAll<string | number>().as("n")).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

const columns = (input: PlacementInput) => ({
  name: input.name,
  course: input.course,
  degree: input.degree || null,
  date: input.date,
  placement: input.placement,
});

export async function addPlacement(db: Db, input: PlacementInput, image?: ProcessedImage) {
  return db.transaction().execute(async (trx) => {
    const row: PlacementsTable = {
      id: crypto.randomUUID(),
      // The dashboard form sends a generated STU id; make one when a client did not.
      stu_id: input.id || generateStudentId(),
      ...columns(input),
      image: image ? await saveImage(trx, image) : null,
      created_at: nowIso(),
    };
    await trx.insertInto("placements").values(row).execute();
    return row;
  });
}

/** Replaces the fields; a new photo replaces (and deletes) the old one, no photo keeps it. */
export async function updatePlacement(db: Db, id: string, input: PlacementInput, image?: ProcessedImage) {
  return db.transaction().execute(async (trx) => {
    const current = await trx.selectFrom("placements").selectAll().where("id", "=", id).executeTakeFirst();
    if (!current) return undefined;
    const row: PlacementsTable = {
      ...current,
      ...columns(input),
      stu_id: input.id || current.stu_id,
      image: image ? await saveImage(trx, image) : current.image,
    };
    await trx.updateTable("placements").set(row).where("id", "=", id).execute();
    if (image) await deleteImageByPath(trx, current.image);
    return row;
  });
}

/** Deletes the record and its photo; the deleted record's name, or undefined when there was no such record. */
export async function deletePlacement(db: Db, id: string) {
  return db.transaction().execute(async (trx) => {
    const current = await trx.selectFrom("placements").select(["image", "name", "stu_id"]).where("id", "=", id).executeTakeFirst();
    if (!current) return undefined;
    await trx.deleteFrom("placements").where("id", "=", id).execute();
    await deleteImageByPath(trx, current.image);
    return { name: current.name, stu_id: current.stu_id };
  });
}
