// Reads the blog's RSS/Atom feed on the server, kept in memory, with bounded fetches and the last good copy
// served on failure (docs/decisions/012).

import sharp from "sharp";
import type { BlogAnswer } from "#contracts/blog";
import { type FeedItem, parseFeed } from "./feed-parser";
import { FetchError, decodeXml, fetchLimited } from "./fetch-limited";

export const BLOG_LIMITS = {
  /** The feed is read at most every 15 minutes per process (docs/decisions/012). */
  cacheMs: 15 * 60_000,
  /** After a failed read, the last good copy is served this long before trying again. */
  retryAfterFailureMs: 30_000,
  feedTimeoutMs: 8_000,
  feedMaxBytes: 2 * 1024 * 1024,
  maxItems: 30,
  thumbTimeoutMs: 8_000,
  thumbMaxBytes: 5 * 1024 * 1024,
  thumbMaxSide: 800,
  thumbCacheEntries: 60,
} as const;

export const THUMB_PATH = "/api/blog/thumb";
export const thumbPath = (remote: string) => `${THUMB_PATH}?u=${encodeURIComponent(remote)}`;

const UNAVAILABLE = "The blog could not be loaded right now. Please try again later.";

export class FeedUnavailableError extends Error {}
export class UnknownThumbnailError extends Error {}

interface Snapshot {
  items: FeedItem[];
  fetchedAt: number;
  /** Remote thumbnail URLs of this copy: the only addresses the thumb proxy serves. */
  thumbs: Set<string>;
}

interface Logger {
  warn(obj: object, msg: string): void;
}

const INPUT_FORMATS = new Set(["jpeg", "png", "webp", "gif", "avif", "heif", "tiff"]);

/**
 * Reads the configured feed, keeps the last good copy in memory and serves the
 * thumbnails of that copy (and nothing else) re-encoded as WebP. One instance per
 * server process; several processes each keep their own cache.
 */
export class BlogService {
  private snapshot: Snapshot | null = null;
  private nextAttemptAt = 0;
  private refreshing: Promise<Snapshot> | null = null;
  private readonly thumbCache = new Map<string, Buffer>();
  private readonly thumbLoading = new Map<string, Promise<Buffer>>();

  constructor(
    private readonly feedUrl: string | undefined,
    private readonly log: Logger,
    // Read through Date so tests can move the clock.
    private readonly now: () => number = () => Date.now(),
  ) {}

  get configured() {
    return Boolean(this.feedUrl);
  }

  async read(): Promise<BlogAnswer> {
    if (!this.feedUrl) return { success: true, configured: false, items: [] };
    const current = this.snapshot;
    if (this.now() < this.nextAttemptAt) {
      if (current) return this.answer(current);
      // A feed that just failed is not asked again on every visit.
      throw new FeedUnavailableError(UNAVAILABLE);
    }
    try {
      return this.answer(await this.refresh(this.feedUrl));
    } catch (err) {
      this.nextAttemptAt = this.now() + BLOG_LIMITS.retryAfterFailureMs;
      this.log.warn({ err: (err as Error).message, feed: this.feedUrl }, "blog feed could not be read");
      if (this.snapshot) return this.answer(this.snapshot);
      throw new FeedUnavailableError(UNAVAILABLE);
    }
  }

  private answer(s: Snapshot): BlogAnswer {
    const stale = this.now() - s.fetchedAt >= BLOG_LIMITS.cacheMs;
    return {
      success: true,
      configured: true,
      items: s.items.map((item) => ({ ...item, thumbnail: thumbPath(item.thumbnail) })),
      fetchedAt: new Date(s.fetchedAt).toISOString(),
      stale,
    };
  }

  /** One read at a time: visitors arriving together share it. */
  private refresh(feedUrl: string): Promise<Snapshot> {
    this.refreshing ??= (async () => {
      try {
        const res = await fetchLimited(feedUrl, {
          timeoutMs: BLOG_LIMITS.feedTimeoutMs,
          maxBytes: BLOG_LIMITS.feedMaxBytes,
          accept: "application/rss+xml, application/atom+xml, application/xml;q=0.9, text/xml;q=0.8, */*;q=0.5",
        });
        const items = parseFeed(decodeXml(res.body, res.contentType), res.url).slice(0, BLOG_LIMITS.maxItems);
        const snapshot: Snapshot = { items, fetchedAt: this.now(), thumbs: new Set(items.map((i) => i.thumbnail)) };
        this.snapshot = snapshot;
        this.nextAttemptAt = snapshot.fetchedAt + BLOG_LIMITS.cacheMs;
        for (const url of this.thumbCache.keys()) if (!snapshot.thumbs.has(url)) this.thumbCache.delete(url);
        return snapshot;
      } finally {
        this.refreshing = null;
      }
    })();
    return this.refreshing;
  }

  /** A thumbnail of the current copy as WebP; any other address is refused. */
  async thumbnail(remote: string): Promise<Buffer> {
    if (!this.snapshot?.thumbs.has(remote)) throw new UnknownThumbnailError("Unknown thumbnail");
    const cached = this.thumbCache.get(remote);
    if (cached) return cached;
    let loading = this.thumbLoading.get(remote);
    if (!loading) {
      loading = this.loadThumbnail(remote).finally(() => this.thumbLoading.delete(remote));
      this.thumbLoading.set(remote, loading);
    }
    return loading;
  }

  private async loadThumbnail(remote: string): Promise<Buffer> {
    const res = await fetchLimited(remote, {
      timeoutMs: BLOG_LIMITS.thumbTimeoutMs,
      maxBytes: BLOG_LIMITS.thumbMaxBytes,
      accept: "image/avif, image/webp, image/png, image/jpeg, image/*;q=0.8",
    });
    let webp: Buffer;
    try {
      // Raster formats only: SVG and other vector input is not rendered on the server.
      const meta = await sharp(res.body, { limitInputPixels: 40_000_000 }).metadata();
      if (!meta.format || !INPUT_FORMATS.has(meta.format)) throw new Error(`unsupported image format ${meta.format}`);
      webp = await sharp(res.body, { limitInputPixels: 40_000_000 })
        .rotate()
        .resize({ width: BLOG_LIMITS.thumbMaxSide, height: BLOG_LIMITS.thumbMaxSide, fit: "inside", withoutEnlargement: true })
        .webp({ quality: 78 })
        .toBuffer();
    } catch (err) {
      throw new FetchError(`Thumbnail ${remote} is not a usable image: ${(err as Error).message}`);
    }
    // Only keep it if it still belongs to the current copy; bound the cache.
    if (this.snapshot?.thumbs.has(remote)) {
      if (this.thumbCache.size >= BLOG_LIMITS.thumbCacheEntries) {
        const oldest = this.thumbCache.keys().next().value;
        if (oldest !== undefined) this.thumbCache.delete(oldest);
      }
      this.thumbCache.set(remote, webp);
    }
    return webp;
  }
}
