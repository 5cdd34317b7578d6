import crypto from "node:crypto";
import { sql } from "kysely";
import { generateStudentId } from "#contracts/dates";
import type { Database, Db } from "#server/db/types";
import type { ProcessedImage } from "./process";
import { deleteImageByPath, saveImage } from "./repository";
import { bumpVersion } from "../content";
import { nowIso } from "../common/clock";
import { type Paging, containsPattern } from "../common/list-query";

// Placements and student reviews are the same kind of record: a student's entry
// with an optional photo, listed newest first, searched by staff, the photo
// replaced or deleted with the record. One store for both, each giving its own
// table, searchable columns and how its form's fields become columns.
// The public pages show the newest of both (docs/decisions/060), so every write
// raises the content version in its own transaction, as a video's does.

type PhotoTable = "placements" | "reviews";
type Row<T extends PhotoTable> = Database[T];
/** The columns a record's form sets; the id, student id, photo and time are the store's. */
type FormColumns<T extends PhotoTable> = Omit<Row<T>, "id" | "stu_id" | "image" | "created_at">;

export interface PhotoRecordStore<T extends PhotoTable, I> {
  /** Newest first; `courses` keeps only records of those course names (an empty list keeps none). */
  list(db: Db, paging: Paging | null, search?: string | null, courses?: readonly string[]): Promise<{ rows: Row<T>[]; total: number }>;
  /** The course a record was saved with, or undefined when there is no such record. */
  courseOf(db: Db, id: string): Promise<Pick<Row<T>, "course"> | undefined>;
  add(db: Db, input: I, image?: ProcessedImage): Promise<Row<T>>;
  /** Replaces the fields; a new photo replaces (and deletes) the old one, no photo keeps it. */
  update(db: Db, id: string, input: I, image?: ProcessedImage): Promise<Row<T> | undefined>;
  /** Deletes the record and its photo; what names the deleted record, or undefined when there was none. */
  remove(db: Db, id: string): Promise<{ name: string; stu_id: string } | undefined>;
}

export function photoRecordStore<T extends PhotoTable, I extends { id?: string }>(
  table: T,
  searched: readonly (keyof Row<T> & string)[],
  columns: (input: I) => FormColumns<T>,
): PhotoRecordStore<T, I> {
  // Kysely types a query by its table name; the table is chosen here at run time,
  // and every column used below (id, stu_id, name, image, date, created_at) is in both.
  const name = table as "placements";
  type Stored = Row<T>;
  return {
    async list(db, paging, search = null, courses) {
      // Staff search (?q=): case-insensitive on both databases via lower() like.
      const base = db
        .selectFrom(name)
        .$if(search !== null, (qb) =>
          qb.where((eb) => eb.or(searched.map((c) => eb(sql<string>`lower(${sql.ref(c)})`, "like", sql<string>`${containsPattern(search!)} escape '\\'`)))),
        )
        .$if(courses !== undefined, (qb) => (courses!.length ? qb.where("course", "in", courses!) : qb.where(sql<boolean>`1 = 0`)));
      // Newest date first; among equal dates the latest entry first.
      let query = base.selectAll().orderBy("date", "desc").orderBy("created_at", "desc").orderBy("id");
      if (paging) query = query.limit(paging.limit).offset(paging.offset);
      const [rows, count] = await Promise.all([query.execute(), base.select((eb) => eb.fn.countAll<string | number>().as("n")).executeTakeFirstOrThrow()]);
      return { rows: rows as Stored[], total: Number(count.n) };
    },
    courseOf(db, id) {
      return db.selectFrom(name).select("course").where("id", "=", id).executeTakeFirst();
    },
    add(db, input, image) {
      return db.transaction().execute(async (trx) => {
        const row = {
          id: crypto.randomUUID(),
          // The dashboard form sends a generated STU id; make one when a client did not.
          stu_id: input.id || generateStudentId(),
          ...columns(input),
          image: image ? await saveImage(trx, image) : null,
          created_at: nowIso(),
        } as Stored;
        await trx
          .insertInto(name)
          .values(row as never)
          .execute();
        await bumpVersion(trx);
        return row;
      });
    },
    update(db, id, input, image) {
      return db.transaction().execute(async (trx) => {
        const current = await trx.selectFrom(name).selectAll().where("id", "=", id).executeTakeFirst();
        if (!current) return undefined;
        const row = { ...current, ...columns(input), stu_id: input.id || current.stu_id, image: image ? await saveImage(trx, image) : current.image } as Stored;
        await trx
          .updateTable(name)
          .set(row as never)
          .where("id", "=", id)
          .execute();
        if (image) await deleteImageByPath(trx, current.image);
        await bumpVersion(trx);
        return row;
      });
    },
    remove(db, id) {
      return db.transaction().execute(async (trx) => {
        const current = await trx.selectFrom(name).select(["image", "name", "stu_id"]).where("id", "=", id).executeTakeFirst();
        if (!current) return undefined;
        await trx.deleteFrom(name).where("id", "=", id).execute();
        await deleteImageByPath(trx, current.image);
        await bumpVersion(trx);
        return { name: current.name, stu_id: current.stu_id };
      });
    },
  };
}
