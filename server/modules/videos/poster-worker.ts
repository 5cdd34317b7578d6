import type { FastifyBaseLogger } from "fastify";
import { youtubeIdOf } from "#contracts/youtube-id";
import type { Config } from "#server/config";
import type { Db } from "#server/db/types";
import { PollingWorker } from "../common/polling-worker";
import { claimPosterDue, markPosterFailed, savePoster } from "./repository";
import { THUMBNAIL_NAMES, ThumbnailError, fetchThumbnail, toPosterWebp } from "./thumbnail";

const BATCH = 4;
/** Tries per thumbnail size inside one round (time-outs, 5xx), with a short doubling pause. */
const TRIES = 3;
/** The first pause inside a round: half a second, less when the time-out itself is short. */
const backoffFor = (timeoutMs: number) => Math.min(500, Math.ceil(timeoutMs / 10));
/** The longest pause between two rounds for one video. */
const MAX_RETRY_MS = 24 * 3_600_000;

export type PosterConfig = Pick<Config, "YOUTUBE_THUMBNAIL_BASE" | "POSTER_TIMEOUT_MS" | "POSTER_RETRY_BASE_MS" | "POSTER_MAX_ATTEMPTS">;

/**
 * Fetches the YouTube thumbnail of every video that has none yet
 * (docs/decisions/029): when a video is added (kick), at start for videos added
 * before posters existed, and on a poll for failed ones whose retry time has
 * come. A failed round leaves the drawn poster and is tried again after
 * POSTER_RETRY_BASE_MS, doubling, at most POSTER_MAX_ATTEMPTS rounds. All state
 * is in the database, so a restart or a second instance carries on.
 */
export class PosterWorker extends PollingWorker {
  private readonly leaseMs: number;

  constructor(
    private readonly db: Db,
    private readonly config: PosterConfig,
    private readonly log: FastifyBaseLogger,
    /** Called after a poster was stored: the pages re-render with it. */
    private readonly onPoster: () => void,
    private readonly now: () => number = Date.now,
  ) {
    // Often enough that a retry is not late by much more than its own pause.
    super({ everyMs: Math.min(60_000, Math.max(50, config.POSTER_RETRY_BASE_MS)), log, failure: "posters: fetch round failed" });
    const worstRound = THUMBNAIL_NAMES.length * TRIES * (config.POSTER_TIMEOUT_MS + backoffFor(config.POSTER_TIMEOUT_MS) * 2 ** TRIES);
    this.leaseMs = worstRound + 30_000;
  }

  get enabled() {
    return this.config.YOUTUBE_THUMBNAIL_BASE !== "off";
  }

  override start() {
    if (this.enabled) super.start();
  }

  protected async round(stopping: AbortSignal) {
    while (!stopping.aborted) {
      const rows = await claimPosterDue(this.db, this.now(), this.leaseMs, this.config.POSTER_MAX_ATTEMPTS, BATCH);
      if (rows.length === 0) return;
      await Promise.all(rows.map((row) => this.fetchOne(row.id, row.url, Number(row.poster_attempts))));
    }
  }

  private async fetchOne(id: string, url: string, attempts: number) {
    const videoId = youtubeIdOf(url);
    try {
      if (!videoId) throw new ThumbnailError("the stored address is not a YouTube embed address", false);
      const { data, name } = await fetchThumbnail(videoId, {
        base: this.config.YOUTUBE_THUMBNAIL_BASE,
        timeoutMs: this.config.POSTER_TIMEOUT_MS,
        tries: TRIES,
        backoffMs: backoffFor(this.config.POSTER_TIMEOUT_MS),
      });
      const image = await toPosterWebp(data);
      if (await savePoster(this.db, id, image)) {
        this.log.info({ videoId, thumbnail: name, bytes: image.data.length }, "posters: thumbnail stored");
        this.onPoster();
      }
    } catch (err) {
      const done = attempts + 1;
      const last = done >= this.config.POSTER_MAX_ATTEMPTS;
      const pause = Math.min(MAX_RETRY_MS, this.config.POSTER_RETRY_BASE_MS * 2 ** attempts);
      await markPosterFailed(this.db, id, done, last ? null : this.now() + pause);
      const reason = err instanceof Error ? err.message : String(err);
      if (last) this.log.warn({ videoId, attempts: done, reason }, "posters: giving up; the video keeps the drawn poster");
      else this.log.warn({ videoId, attempts: done, reason, retryInMs: pause }, "posters: no thumbnail yet; will try again");
    }
  }
}
