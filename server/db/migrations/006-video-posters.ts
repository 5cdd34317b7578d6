import type { Kysely } from "kysely";

// Video posters and captions (docs/decisions/029):
// - student_name, course: an optional caption staff give a video ("Priya S.",
//   "Full Stack Development"), shown under it on the public pages.
// - poster, poster_width, poster_height: the video's YouTube thumbnail, fetched
//   by the server and stored as a WebP image of our own (/uploads/<id>.webp), so
//   a visitor's browser never asks YouTube for it (docs/decisions/013, 029).
// - poster_attempts, poster_retry_at: failed fetches are tried again later with
//   a growing pause, a bounded number of times; poster_retry_at also works as a
//   short lease so two instances do not fetch the same thumbnail at once.
export function videoPosters() {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable("videos").addColumn("student_name", "text").execute();
      await db.schema.alterTable("videos").addColumn("course", "text").execute();
      await db.schema.alterTable("videos").addColumn("poster", "text").execute();
      await db.schema.alterTable("videos").addColumn("poster_width", "integer").execute();
      await db.schema.alterTable("videos").addColumn("poster_height", "integer").execute();
      await db.schema
        .alterTable("videos")
        .addColumn("poster_attempts", "integer", (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema.alterTable("videos").addColumn("poster_retry_at", "text").execute();
    },
  };
}
