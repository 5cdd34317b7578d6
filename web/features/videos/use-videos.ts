import { useEffect, useState } from "react";
import type { Video, VideoPoster } from "#contracts/youtube-url";
import { SNAPSHOT_VIDEOS } from "#contracts/site-snapshot";
import { call } from "#web/lib/api";

/**
 * loading: nothing to show yet; refreshing: the pre-rendered list is shown while
 * the fresh one is read; ready: the list as GET /api/youtube answered it.
 */
export type VideosState = { status: "loading" | "refreshing" | "ready"; videos: Video[] };

/** How many of the newest videos a page shows (the same number the pages are rendered with). */
export const VIDEOS_SHOWN = SNAPSHOT_VIDEOS;

const text = (v: unknown) => (typeof v === "string" && v.trim() ? v : null);

/** A poster is used only when it is one of our own stored images (docs/decisions/013): never another host's. */
function posterOf(value: unknown): VideoPoster | null {
  const p = value as Partial<VideoPoster> | null | undefined;
  if (!p || typeof p.src !== "string" || !/^\/uploads\/[a-f0-9-]{36}\.webp$/.test(p.src)) return null;
  if (typeof p.width !== "number" || typeof p.height !== "number" || p.width <= 0 || p.height <= 0) return null;
  return { src: p.src, width: p.width, height: p.height };
}

/** The list from GET /api/youtube: read from the body's data field; anything else is an empty list. */
export function videosFromBody(body: unknown): Video[] {
  const data = (body as { data?: unknown } | null)?.data;
  if (!Array.isArray(data)) return [];
  return data
    .filter((v): v is Video => typeof v === "object" && v !== null && typeof (v as Video).url === "string")
    .map((v) => ({ _id: v._id, url: v.url, studentName: text(v.studentName), course: text(v.course), poster: posterOf(v.poster) }));
}

/**
 * The videos a section shows. The page arrives rendered with the saved list
 * (`initial`, with posters and captions); once the section comes into view the
 * list is read again from GET /api/youtube, once, and that answer is shown. A
 * failed read is logged and shown as empty.
 */
export function useVideos(enabled: boolean, initial: Video[] = []): VideosState {
  const [state, setState] = useState<VideosState>({ status: initial.length ? "refreshing" : "loading", videos: initial });
  useEffect(() => {
    if (!enabled) return;
    let cancelled = false;
    // The newest videos only, however many staff have added.
    call("GET /api/youtube", { query: { page: 1, limit: VIDEOS_SHOWN } })
      .then((body) => {
        if (!cancelled) setState({ status: "ready", videos: videosFromBody(body) });
      })
      .catch((err: unknown) => {
        console.error("Error fetching YouTube videos", err);
        if (!cancelled) setState({ status: "ready", videos: [] });
      });
    return () => {
      cancelled = true;
    };
  }, [enabled]);
  return state;
}

/** A video's list key is its _id, falling back to its position. */
export const videoKey = (video: Pick<Video, "_id">, index: number) => video._id || String(index);
