import { youtubeIdOf } from "#contracts/youtube-id";

/** The privacy-enhanced player host: no cookies until the visitor plays (docs/decisions/013). */
export const PLAYER_ORIGIN = "https://www.youtube-nocookie.com";

/**
 * The iframe address for a stored embed URL: the same video on the no-cookie
 * host with '?autoplay=1', because the visitor has already pressed play.
 * Null when the stored value is not a YouTube embed URL.
 */
export function playerSrc(embedUrl: string): string | null {
  const id = youtubeIdOf(embedUrl);
  return id ? `${PLAYER_ORIGIN}/embed/${id}?autoplay=1` : null;
}

/** Frames are titled 'YouTube video {n}', n counted from 1 (docs/decisions/008). */
export const videoTitle = (n: number) => `YouTube video ${n}`;

/** What a video frame may do (docs/decisions/008). */
export const PLAYER_ALLOW = "fullscreen; autoplay; picture-in-picture; clipboard-write";
