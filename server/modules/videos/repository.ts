import crypto from "node:crypto";
import type { Video } from "../../../contracts/youtube-url";
import type { Db, VideosTable } from "../../db/types";
import { nowIso } from "../common/clock";
import type { Paging } from "../common/list-query";

export const toVideo = (row: VideosTable): Video => ({ _id: row.id, url: row.url });

/** Newest first, so a video staff just added leads the carousel. */
export async function listVideos(db: Db, paging: Paging | null) {
  let query = db.selectFrom("videos").selectAll().orderBy("created_at", "desc").orderBy("id");
  if (paging) query = query.limit(paging.limit).offset(paging.offset);
  const [rows, count] = await Promise.all([
    query.execute(),
    db.selectFrom("videos").select((eb) => eb.fn.countAll<string | number>().as("n")).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

/** Stores the embed URL (already converted by videoSchema). */
export async function addVideo(db: Db, embedUrl: string) {
  const row: VideosTable = { id: crypto.randomUUID(), url: embedUrl, created_at: nowIso() };
  await db.insertInto("videos").values(row).execute();
  return row;
}

/** The deleted video's URL, or undefined when there was no such video. */
export async function deleteVideo(db: Db, id: string) {
  return db.deleteFrom("videos").where("id", "=", id).returning("url").executeTakeFirst();
}
