import { fileTypeFromBuffer } from "file-type";
import sharp from "sharp";
import { ACCEPTED_IMAGE_TYPES } from "#contracts/limits";
import { TooLarge, readCapped } from "../common/read-capped";
import type { ProcessedImage } from "../images";

// docs/decisions/029: the server fetches a video's YouTube thumbnail once and keeps
// a WebP copy of its own, so visitors never contact YouTube before pressing play.

/** The largest first; hqdefault (480×360) exists for every video, maxresdefault only for HD uploads. */
export const THUMBNAIL_NAMES = ["maxresdefault", "hqdefault"] as const;

/** Stored poster width: two slides side by side at 1366 px are about 620 px wide, so this is sharp on 1.5× screens. */
export const POSTER_WIDTH = 960;
/** Thumbnails are at most a few hundred kilobytes; anything much larger is not one. */
export const MAX_THUMBNAIL_BYTES = 4 * 1024 * 1024;
/** Redirects followed per request, and only within the configured host (docs/decisions/037). */
const MAX_REDIRECTS = 3;

export interface FetchOptions {
  /** Base address, e.g. https://i.ytimg.com: thumbnails are at <base>/vi/<id>/<name>.jpg. */
  base: string;
  timeoutMs: number;
  /** Tries per thumbnail on a network error, time-out or 5xx; a 404 moves on to the next size. */
  tries?: number;
  /** Pause before the second try; doubled before each further one. */
  backoffMs?: number;
}

/** Why a fetch round found no thumbnail. `missing`: YouTube has none (404), no use trying soon. */
export class ThumbnailError extends Error {
  constructor(
    message: string,
    readonly missing: boolean,
  ) {
    super(message);
  }
}

class Transient extends Error {}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export const thumbnailUrl = (base: string, videoId: string, name: string) => `${base.replace(/\/+$/, "")}/vi/${encodeURIComponent(videoId)}/${name}.jpg`;

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

/**
 * One GET of a thumbnail. Redirects are followed by hand, and only to the same
 * origin as the configured base: a redirect elsewhere (another host, a local
 * address) is refused instead of fetched. The body is read with a byte cap.
 */
async function getOnce(url: string, timeoutMs: number): Promise<Buffer | null> {
  const signal = AbortSignal.timeout(timeoutMs);
  const origin = new URL(url).origin;
  let current = url;
  let res: Response;
  for (let hop = 0; ; hop++) {
    try {
      res = await fetch(current, { signal, redirect: "manual", headers: { accept: "image/jpeg,image/webp,image/*" } });
    } catch (err) {
      throw new Transient(
        err instanceof Error && err.name === "TimeoutError" ? `no answer within ${timeoutMs} ms` : `network error (${(err as Error).message})`,
      );
    }
    if (!REDIRECTS.has(res.status)) break;
    await res.body?.cancel().catch(() => {});
    const location = res.headers.get("location");
    const next = location && URL.canParse(location, current) ? new URL(location, current) : null;
    if (!next || next.origin !== origin) throw new ThumbnailError(`redirected away from ${origin} (to ${next?.origin ?? "nowhere"}); not followed`, false);
    if (hop >= MAX_REDIRECTS) throw new ThumbnailError(`more than ${MAX_REDIRECTS} redirects`, false);
    current = next.href;
  }
  if (res.status === 404 || res.status === 410) {
    await res.body?.cancel().catch(() => {});
    return null;
  }
  if (!res.ok) {
    await res.body?.cancel().catch(() => {});
    if (res.status >= 500 || res.status === 429 || res.status === 408) throw new Transient(`HTTP ${res.status}`);
    throw new ThumbnailError(`HTTP ${res.status}`, false);
  }
  try {
    return await readCapped(res, MAX_THUMBNAIL_BYTES);
  } catch (err) {
    if (err instanceof TooLarge) throw new ThumbnailError(`answer too large (over ${MAX_THUMBNAIL_BYTES} bytes)`, false);
    throw new Transient(err instanceof Error && err.name === "TimeoutError" ? `no answer within ${timeoutMs} ms` : `read error (${(err as Error).message})`);
  }
}

/**
 * The largest thumbnail YouTube has for a video: maxresdefault, else hqdefault.
 * A time-out, network error or 5xx is tried again after a short, doubling pause;
 * a 404 moves on to the next size. Throws ThumbnailError when none was found.
 */
export async function fetchThumbnail(videoId: string, options: FetchOptions): Promise<{ data: Buffer; name: string }> {
  const tries = options.tries ?? 3;
  const backoff = options.backoffMs ?? 500;
  let lastTransient: string | null = null;
  for (const name of THUMBNAIL_NAMES) {
    const url = thumbnailUrl(options.base, videoId, name);
    for (let attempt = 0; attempt < tries; attempt++) {
      if (attempt > 0) await sleep(backoff * 2 ** (attempt - 1));
      try {
        const data = await getOnce(url, options.timeoutMs);
        if (data === null) break; // 404: try the next size
        return { data, name };
      } catch (err) {
        if (!(err instanceof Transient)) throw err;
        lastTransient = `${name}: ${err.message}`;
      }
    }
  }
  if (lastTransient) throw new ThumbnailError(`no thumbnail fetched (${lastTransient})`, false);
  throw new ThumbnailError("YouTube has no thumbnail for this video (404)", true);
}

/**
 * A thumbnail re-encoded as a 16:9 WebP without metadata. hqdefault is 4:3 with
 * black bars above and below the picture; cropping to the middle removes them.
 */
export async function toPosterWebp(input: Buffer): Promise<ProcessedImage> {
  const type = await fileTypeFromBuffer(input);
  if (!type || !(ACCEPTED_IMAGE_TYPES as readonly string[]).includes(type.mime)) throw new ThumbnailError("the answer is not a JPEG, PNG or WebP image", false);
  try {
    const meta = await sharp(input, { limitInputPixels: 16_000_000 }).metadata();
    const width = Math.min(POSTER_WIDTH, meta.width ?? POSTER_WIDTH);
    const height = Math.round((width * 9) / 16);
    const { data, info } = await sharp(input, { limitInputPixels: 16_000_000, failOn: "error" })
      .resize({ width, height, fit: "cover", position: "centre" })
      .webp({ quality: 75 })
      .toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height };
  } catch {
    throw new ThumbnailError("the thumbnail could not be read as an image", false);
  }
}
