import { useEffect, useState } from "react";
import type { Video } from "../../../contracts/youtube-url";
import { api } from "../../lib/api";

export type VideosState = { status: "loading"; videos: Video[] } | { status: "ready"; videos: Video[] };

/** How many of the newest videos a page shows. */
export const VIDEOS_SHOWN = 24;

/** The list from GET /api/youtube: read from the body's data field; anything else is an empty list. */
export function videosFromBody(body: unknown): Video[] {
  const data = (body as { data?: unknown } | null)?.data;
  if (!Array.isArray(data)) return [];
  return data.filter((v): v is Video => typeof v === "object" && v !== null && typeof (v as Video).url === "string");
}

/**
 * Reads the public video list once, when `enabled` first becomes true (the
 * section has come into view). A failed request is logged and shown as empty.
 */
export function useVideos(enabled: boolean): VideosState {
  const [state, setState] = useState<VideosState>({ status: "loading", videos: [] });
  useEffect(() => {
    if (!enabled) return;
    let cancelled = false;
    // The newest videos only, however many staff have added.
    api(`/youtube?page=1&limit=${VIDEOS_SHOWN}`)
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
export const videoKey = (video: Video, index: number) => video._id || String(index);
