// The videos table: the Video the API and pages use, and the poster fields filled in by the poster job
// (docs/decisions/029).

import crypto from "node:crypto";
import type { Video, VideoCaption } from "#contracts/youtube-url";
import type { Db, VideosTable } from "#server/db/types";
import { nowIso } from "../common/clock";
import type { Paging } from "../common/list-query";
import { bumpVersion } from "../content";
import { type ProcessedImage, deleteImageByPath, saveImage } from "../images";

export const toVideo = (row: VideosTable): Video => ({
  _id: row.id,
  url: row.url,
  studentName: row.student_name ?? null,
  course: row.course ?? null,
  poster: row.poster && row.poster_width && row.poster_height ? { src: row.poster, width: Number(row.poster_width), height: Number(row.poster_height) } : null,
});

/** Newest first, so a video staff just added leads the carousel. */
export async function listVideos(db: Db, paging: Paging | null) {
  let query = db.selectFrom("videos").selectAll().orderBy("created_at", "desc").orderBy("id");
  if (paging) query = query.limit(paging.limit).offset(paging.offset);
  const [rows, count] = await Promise.all([
    query.execute(),
    db
      .selectFrom("videos")
      .select((eb) => eb.fn.countAll<string | number>().as("n"))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

// The public pages show the videos (docs/decisions/018), so every write below
// raises the content version in the same transaction: every instance switches
// its pages to the new content (docs/decisions/039).

/** Stores the embed URL (already converted by videoSchema) and its caption. */
export async function addVideo(db: Db, input: { url: string } & VideoCaption) {
  const row: VideosTable = {
    id: crypto.randomUUID(),
    url: input.url,
    created_at: nowIso(),
    student_name: input.studentName,
    course: input.course,
    poster: null,
    poster_width: null,
    poster_height: null,
    poster_attempts: 0,
    poster_retry_at: null,
  };
  await db.transaction().execute(async (trx) => {
    await trx.insertInto("videos").values(row).execute();
    await bumpVersion(trx);
  });
  return row;
}

/** Replaces the caption; the updated row, or undefined when there is no such video. */
export async function updateVideoCaption(db: Db, id: string, caption: VideoCaption) {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable("videos")
      .set({ student_name: caption.studentName, course: caption.course })
      .where("id", "=", id)
      .returningAll()
      .executeTakeFirst();
    if (row) await bumpVersion(trx);
    return row;
  });
}

/** The deleted video's URL, or undefined when there was no such video. Its poster goes with it. */
export async function deleteVideo(db: Db, id: string) {
  return db.transaction().execute(async (trx) => {
    const deleted = await trx.deleteFrom("videos").where("id", "=", id).returning(["url", "poster"]).executeTakeFirst();
    if (!deleted) return undefined;
    await deleteImageByPath(trx, deleted.poster);
    await bumpVersion(trx);
    return deleted;
  });
}

/**
 * Videos that should have a poster fetched and have no job for it (stored before
 * posters existed, by the seed, or added while fetching was off): their ids.
 */
export async function videosWithoutPosterJob(db: Db, kind: string, maxAttempts: number) {
  const rows = await db
    .selectFrom("videos")
    .select("id")
    .where("poster", "is", null)
    .where("poster_attempts", "<", maxAttempts)
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom("jobs").select("jobs.id").where("jobs.kind", "=", kind).whereRef("jobs.key", "=", "videos.id"))),
    )
    .orderBy("created_at", "desc")
    .execute();
  return rows.map((r) => r.id);
}

/**
 * Stores a fetched poster, inside the caller's transaction (the fetching job's
 * "done"); false when the video was deleted or got its poster meanwhile (nothing is kept then).
 */
export async function savePoster(trx: Db, id: string, image: ProcessedImage) {
  const path = await saveImage(trx, image);
  const result = await trx
    .updateTable("videos")
    .set({ poster: path, poster_width: image.width, poster_height: image.height, poster_retry_at: null })
    .where("id", "=", id)
    .where("poster", "is", null)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) {
    await deleteImageByPath(trx, path);
    return false;
  }
  await bumpVersion(trx);
  return true;
}

/** Counts a failed fetch round and sets when the next may start (null: never again). */
export async function markPosterFailed(db: Db, id: string, attempts: number, retryAt: number | null) {
  await db
    .updateTable("videos")
    .set({ poster_attempts: attempts, poster_retry_at: retryAt === null ? null : nowIso(retryAt) })
    .where("id", "=", id)
    .execute();
}
