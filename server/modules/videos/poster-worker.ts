import type { FastifyBaseLogger } from "fastify";
import { youtubeIdOf } from "#contracts/youtube-id";
import { z } from "#contracts/zod";
import type { Config } from "#server/config";
import type { Db } from "#server/db/types";
import { enqueueJob, FinalJobError, type JobHandler } from "../jobs";
import { markPosterFailed, savePoster, videosWithoutPosterJob } from "./repository";
import { THUMBNAIL_NAMES, fetchThumbnail, toPosterWebp } from "./thumbnail";

// The YouTube thumbnail of every video that has none yet (docs/decisions/029), as
// jobs of the one jobs runner (docs/decisions/085, key: the video's id): queued
// when a video is added, and by a sweep for videos that have no job (stored before
// posters existed, or while fetching was off). A failed round leaves the drawn
// poster and is tried again after POSTER_RETRY_BASE_MS, doubling, at most
// POSTER_MAX_ATTEMPTS rounds; the video's poster_attempts and poster_retry_at say
// how it went. All state is in the database, so a restart or a second server carries on.

export const POSTER_JOB = "poster";

/** Tries per thumbnail size inside one round (time-outs, 5xx), with a short doubling pause. */
const TRIES = 3;
/** The first pause inside a round: half a second, less when the time-out itself is short. */
const backoffFor = (timeoutMs: number) => Math.min(500, Math.ceil(timeoutMs / 10));
/** The longest pause between two rounds for one video. */
const MAX_RETRY_MS = 24 * 3_600_000;

export type PosterConfig = Pick<Config, "YOUTUBE_THUMBNAIL_BASE" | "POSTER_TIMEOUT_MS" | "POSTER_RETRY_BASE_MS" | "POSTER_MAX_ATTEMPTS">;

export const postersEnabled = (config: PosterConfig) => config.YOUTUBE_THUMBNAIL_BASE !== "off";

/** Queues the poster of a video just added. */
export const queuePoster = (db: Db, videoId: string, now: number) => enqueueJob(db, { kind: POSTER_JOB, key: videoId }, now);

/** The runner's handler of "poster" jobs; `onPoster` is told when one was stored (the pages re-render with it). */
export function posterJob(db: Db, config: PosterConfig, log: FastifyBaseLogger, onPoster: () => void, now: () => number): JobHandler<null> {
  const worstRound = THUMBNAIL_NAMES.length * TRIES * (config.POSTER_TIMEOUT_MS + backoffFor(config.POSTER_TIMEOUT_MS) * 2 ** TRIES);
  return {
    payload: z.null(),
    retry: { baseMs: config.POSTER_RETRY_BASE_MS, maxMs: MAX_RETRY_MS, maxAttempts: config.POSTER_MAX_ATTEMPTS },
    leaseMs: worstRound + 30_000,
    concurrency: 2,
    // Often enough that a video stored without a job is not late by much more than a retry's pause.
    sweepEveryMs: Math.min(60_000, Math.max(50, config.POSTER_RETRY_BASE_MS)),
    async sweep() {
      for (const id of await videosWithoutPosterJob(db, POSTER_JOB, config.POSTER_MAX_ATTEMPTS)) await queuePoster(db, id, now());
    },
    async run(_payload, job) {
      const video = await db.selectFrom("videos").select(["url", "poster", "poster_attempts"]).where("id", "=", job.key).executeTakeFirst();
      if (!video || video.poster || Number(video.poster_attempts) >= config.POSTER_MAX_ATTEMPTS) return;
      const videoId = youtubeIdOf(video.url);
      if (!videoId) throw new FinalJobError("the stored address is not a YouTube embed address");
      const { data, name } = await fetchThumbnail(videoId, {
        base: config.YOUTUBE_THUMBNAIL_BASE,
        timeoutMs: config.POSTER_TIMEOUT_MS,
        tries: TRIES,
        backoffMs: backoffFor(config.POSTER_TIMEOUT_MS),
      });
      const image = await toPosterWebp(data);
      let saved = false;
      return {
        write: async (trx) => {
          saved = await savePoster(trx, job.key, image);
        },
        after: async () => {
          if (!saved) return;
          log.info({ videoId, thumbnail: name, bytes: image.data.length }, "posters: thumbnail stored");
          onPoster();
        },
      };
    },
    async failed(trx, _payload, job, { error, retryAt }) {
      await markPosterFailed(trx, job.key, job.attempts, retryAt);
      if (retryAt === null) log.warn({ video: job.key, attempts: job.attempts, reason: error }, "posters: giving up; the video keeps the drawn poster");
      else log.warn({ video: job.key, attempts: job.attempts, reason: error, retryAt }, "posters: no thumbnail yet; will try again");
    },
  };
}
