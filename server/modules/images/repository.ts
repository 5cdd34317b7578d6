import crypto from "node:crypto";
import type { Db } from "#server/db/types";
import { nowIso } from "../common/clock";
import type { ProcessedImage } from "./process";

// docs/decisions/014: images live in the database so every instance serves them and
// one backup holds everything. A record's `image` field is the public path.

const PATH = /^\/uploads\/([a-f0-9-]{36})\.webp$/;

export const imagePath = (id: string) => `/uploads/${id}.webp`;

/** The image id of a `/uploads/<id>.webp` path, or null for anything else. */
export const imageIdOf = (path: string | null | undefined) => (path ? (PATH.exec(path)?.[1] ?? null) : null);

/** Stores a processed image and returns its path. */
export async function saveImage(db: Db, image: ProcessedImage): Promise<string> {
  const id = crypto.randomUUID();
  await db
    .insertInto("images")
    .values({ id, data: image.data, width: image.width, height: image.height, bytes: image.data.length, created_at: nowIso() })
    .execute();
  return imagePath(id);
}

export async function loadImage(db: Db, id: string) {
  return db.selectFrom("images").select(["data"]).where("id", "=", id).executeTakeFirst();
}

/** Removes the image a record pointed at (replaced or deleted record); other paths are ignored. */
export async function deleteImageByPath(db: Db, path: string | null | undefined) {
  const id = imageIdOf(path);
  if (id) await db.deleteFrom("images").where("id", "=", id).execute();
}
