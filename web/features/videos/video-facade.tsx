// A video's poster and play button; the YouTube player loads only after a click (docs/decisions/013, 080).

import { useEffect, useRef, useState } from "react";
import type { VideoPoster } from "#contracts/youtube-url";
import { PlayIcon } from "#web/components/icons";
import { assetUrl } from "#web/lib/api";
import { KEEP_PRESS_ATTRIBUTE, forgetPressBeforeHydration, takePressBeforeHydration } from "#web/lib/pressed-before-hydration";
import { PLAYER_ALLOW, playerSrc, videoTitle } from "./embed-src";

interface VideoFacadeProps {
  /** The stored embed URL, e.g. https://www.youtube.com/embed/<id>. */
  url: string;
  /** Position of the video, from 1: the frame is titled 'YouTube video {n}'. */
  n: number;
  /** The video's thumbnail, fetched and stored by our server; null: a drawn poster. */
  poster?: VideoPoster | null;
  className?: string;
}

/**
 * docs/decisions/013: a local preview with a play button, and the real YouTube
 * iframe only after the visitor presses play. Nothing is requested from YouTube
 * before that: the thumbnail is our server's WebP copy (docs/decisions/029),
 * lazily loaded, and a drawn gradient stands in until (or unless) there is one.
 */
// A few poster colourings so neighbouring previews do not look identical.
const POSTERS = [
  "from-brand-900 via-brand-700 to-blue-700",
  "from-brand-900 via-indigo-800 to-violet-700",
  "from-slate-900 via-brand-800 to-sky-700",
  "from-brand-900 via-blue-800 to-indigo-600",
];

export function VideoFacade({ url, n, poster, className = "" }: VideoFacadeProps) {
  const [playing, setPlaying] = useState(false);
  const frameRef = useRef<HTMLIFrameElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const src = playerSrc(url);
  const title = videoTitle(n);

  // Pressed while the page's code was still on its way (a slow phone): play now.
  useEffect(() => {
    if (takePressBeforeHydration(buttonRef.current)) setPlaying(true);
  }, []);

  // The play button disappears when the player arrives: keep keyboard focus with the video.
  useEffect(() => {
    if (playing) frameRef.current?.focus();
  }, [playing]);

  return (
    <div className={`relative aspect-video w-full overflow-hidden rounded-2xl bg-brand-900 shadow-lg ring-1 ring-black/5 ${className}`}>
      {playing && src ? (
        <iframe
          ref={frameRef}
          src={src}
          title={title}
          allow={PLAYER_ALLOW}
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
          className="absolute inset-0 h-full w-full border-0"
        />
      ) : (
        <button
          ref={buttonRef}
          type="button"
          disabled={!src}
          {...{ [KEEP_PRESS_ATTRIBUTE]: "" }}
          onClick={() => {
            forgetPressBeforeHydration();
            setPlaying(true);
          }}
          aria-label={src ? `Play ${title}` : `${title} is unavailable`}
          className={`group absolute inset-0 flex h-full w-full cursor-pointer items-center justify-center overflow-hidden bg-gradient-to-br ${POSTERS[(n - 1) % POSTERS.length]} text-white focus-visible:outline-offset-[-6px] disabled:cursor-not-allowed`}
        >
          {poster ? (
            <img
              src={assetUrl(poster.src)}
              alt=""
              width={poster.width}
              height={poster.height}
              loading="lazy"
              decoding="async"
              draggable={false}
              className="absolute inset-0 h-full w-full object-cover transition-transform duration-300 group-hover:scale-[1.03]"
            />
          ) : (
            <>
              {/* Drawn poster: soft shapes, no image at all. */}
              <span aria-hidden="true" className="absolute -left-10 -top-16 h-48 w-48 rounded-full bg-white/10 blur-2xl" />
              <span aria-hidden="true" className="absolute -bottom-20 right-0 h-56 w-56 rounded-full bg-accent-400/20 blur-2xl" />
            </>
          )}
          <span
            aria-hidden="true"
            className={`absolute inset-x-0 bottom-0 bg-gradient-to-t from-black/60 to-transparent ${poster ? "h-2/3" : "h-1/2 from-black/40"}`}
          />
          <span
            aria-hidden="true"
            // Pressed before the page's code arrived (data-pressed, set by the starter): it shows the press was taken.
            className="relative grid h-16 w-16 place-items-center rounded-full bg-white text-brand-800 shadow-xl ring-8 ring-white/20 transition-transform duration-200 group-hover:scale-110 group-focus-visible:scale-110 group-data-pressed:scale-110 group-data-pressed:ring-accent-400/70 motion-safe:group-data-pressed:animate-pulse sm:h-20 sm:w-20"
          >
            <PlayIcon className="ml-1 h-8 w-8 sm:h-9 sm:w-9" />
          </span>
          <span className="absolute bottom-3 left-4 right-4 flex items-end justify-between gap-3 text-left sm:bottom-4 sm:left-5">
            <span className="text-sm font-semibold drop-shadow sm:text-base">{title}</span>
            <span className="shrink-0 rounded-full bg-black/30 px-2.5 py-1 text-xs font-medium text-white/90">{src ? "Plays on YouTube" : "Unavailable"}</span>
          </span>
        </button>
      )}
    </div>
  );
}
