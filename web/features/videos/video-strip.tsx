// A scrolling strip of video facades with previous and next buttons.

import type { Ref } from "react";
import type { Video } from "#contracts/youtube-url";
import { ArrowLeft, ArrowRight } from "#web/components/icons";
import { STILL_SLIDE, STILL_VIEWPORT } from "#web/hooks/use-still-carousel";
import { videoKey } from "./use-videos";
import { VideoFigure } from "./video-figure";

const navButton =
  "grid h-12 w-12 place-items-center rounded-full border border-brand-100 bg-white text-brand-800 shadow-md transition hover:bg-brand-800 hover:text-white disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:bg-white disabled:hover:text-brand-800";

export interface VideoStripProps {
  videos: Video[];
  label: string;
  regionRef?: Ref<HTMLDivElement>;
  viewportRef?: Ref<HTMLDivElement>;
  /** The carousel code drives the strip (it clips and slides) rather than the strip scrolling by itself. */
  live?: boolean;
  can?: { prev: boolean; next: boolean };
  onPrev?: () => void;
  onNext?: () => void;
  onSlideFocus?: (index: number) => void;
}

// Still: a horizontal scroller that snaps to each video (STILL_VIEWPORT). Live:
// the viewport clips, the carousel moves the row and handles horizontal drags itself.
const SLIDE = "min-w-0 shrink-0 grow-0 basis-full pb-4 pl-5 md:basis-1/2";

/**
 * The carousel's markup: one video per view below 768 px, two from 768 px,
 * 20 px apart (slide padding of 1.25 rem against a negative container margin),
 * round previous/next buttons at the bottom right (docs/decisions/008). Rendered
 * into the page on the server, posters included, and usable as it is (it
 * scrolls sideways) until the carousel code has arrived; video-carousel.tsx then
 * makes the same elements slide.
 */
export function VideoStrip({
  videos,
  label,
  regionRef,
  viewportRef,
  live = false,
  can = { prev: false, next: videos.length > 1 },
  onPrev,
  onNext,
  onSlideFocus,
}: VideoStripProps) {
  return (
    // data-carousel says whether the carousel code has taken over (live) or the server's markup still stands (still).
    <div ref={regionRef} role="region" aria-roledescription="carousel" aria-label={label} data-carousel={live ? "live" : "still"}>
      <div ref={viewportRef} className={live ? "overflow-hidden" : STILL_VIEWPORT}>
        <div className={live ? "-ml-5 flex touch-pan-y" : "-ml-5 flex"}>
          {videos.map((video, i) => (
            <div
              key={videoKey(video, i)}
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} of ${videos.length}`}
              // Still, each video's frame (not the spacing before it) snaps to the left edge.
              className={live ? SLIDE : `${SLIDE} ${STILL_SLIDE}`}
              onFocus={onSlideFocus ? () => onSlideFocus(i) : undefined}
            >
              <VideoFigure video={video} n={i + 1} />
            </div>
          ))}
        </div>
      </div>
      <div className="mt-4 flex justify-end gap-3">
        <button type="button" className={navButton} aria-label="Previous videos" disabled={!live || !can.prev} onClick={onPrev}>
          <ArrowLeft className="h-5 w-5" />
        </button>
        <button type="button" className={navButton} aria-label="Next videos" disabled={!live || !can.next} onClick={onNext}>
          <ArrowRight className="h-5 w-5" />
        </button>
      </div>
    </div>
  );
}
