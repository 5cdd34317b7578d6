// The blog's API: the feed's posts, and their thumbnails fetched through our own origin (docs/decisions/004,
// 012).

import { z } from "zod";
import { HttpError } from "#server/http-error";
import type { ApiServer } from "#server/route-schemas";
import { BlogService, FeedUnavailableError, THUMB_PATH, UnknownThumbnailError } from "./blog-service";
import { MAX_URL_LENGTH } from "./feed-parser";
import { FetchError } from "./fetch-limited";

const thumbQuery = z.object({
  u: z.string({ error: "u (the picture address) is required" }).min(1, "u (the picture address) is required").max(MAX_URL_LENGTH, "u is too long"),
});

/**
 * GET /api/blog (docs/decisions/012) reads the configured RSS/Atom feed through an
 * in-memory cache. Thumbnails are served from this origin (GET /api/blog/thumb),
 * so the pages' Content-Security-Policy stays 'self' for images.
 */
export async function blogRoutes(app: ApiServer) {
  const blog = new BlogService(app.config.BLOG_FEED_URL, app.log);

  app.get("/api/blog", async (_request, reply) => {
    try {
      const answer = await blog.read();
      reply.header("Cache-Control", "public, max-age=300");
      return answer;
    } catch (err) {
      if (err instanceof FeedUnavailableError) throw new HttpError(502, err.message);
      throw err;
    }
  });

  app.get(THUMB_PATH, { schema: { querystring: thumbQuery } }, async (request, reply) => {
    const { u } = request.query;
    try {
      const webp = await blog.thumbnail(u);
      return reply.type("image/webp").header("Cache-Control", "public, max-age=86400").send(webp);
    } catch (err) {
      if (err instanceof UnknownThumbnailError) throw new HttpError(404, "Unknown thumbnail");
      if (err instanceof FetchError) {
        request.log.warn({ err: err.message }, "blog thumbnail could not be loaded");
        throw new HttpError(502, "The picture could not be loaded");
      }
      throw err;
    }
  });
}
