import type { Ref } from "react";
import type { Video } from "../../../contracts/youtube-url";
import { ArrowLeft, ArrowRight } from "../../components/icons";
import { videoKey } from "./use-videos";
import { VideoFigure } from "./video-figure";

const navButton =
  "grid h-12 w-12 place-items-center rounded-full border border-brand-100 bg-white text-brand-800 shadow-md transition hover:bg-brand-800 hover:text-white disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:bg-white disabled:hover:text-brand-800";

export interface VideoStripProps {
  videos: Video[];
  label: string;
  viewportRef?: Ref<HTMLDivElement>;
  can?: { prev: boolean; next: boolean };
  onPrev?: () => void;
  onNext?: () => void;
  onSlideFocus?: (index: number) => void;
}

/**
 * The carousel's markup: one video per view below 768 px, two from 768 px,
 * 20 px apart (docs/decisions/008; slide padding of 1.25 rem against a negative
 * container margin), round previous/next buttons at the bottom right. Rendered
 * into the page on the server, posters included, and shown as it is until the
 * carousel code has arrived; video-carousel.tsx then makes it move.
 */
export function VideoStrip({ videos, label, viewportRef, can = { prev: false, next: videos.length > 1 }, onPrev, onNext, onSlideFocus }: VideoStripProps) {
  return (
    // data-carousel says whether the carousel code has taken over (live) or the server's markup still stands (still).
    <div role="region" aria-roledescription="carousel" aria-label={label} data-carousel={onNext ? "live" : "still"}>
      <div ref={viewportRef} className="overflow-hidden">
        <div className="-ml-5 flex touch-pan-y">
          {videos.map((video, i) => (
            <div
              key={videoKey(video, i)}
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} of ${videos.length}`}
              className="min-w-0 shrink-0 grow-0 basis-full pb-4 pl-5 md:basis-1/2"
              onFocus={onSlideFocus ? () => onSlideFocus(i) : undefined}
            >
              <VideoFigure video={video} n={i + 1} />
            </div>
          ))}
        </div>
      </div>
      <div className="mt-4 flex justify-end gap-3">
        <button type="button" className={navButton} aria-label="Previous videos" disabled={!can.prev || !onPrev} onClick={onPrev}>
          <ArrowLeft className="h-5 w-5" />
        </button>
        <button type="button" className={navButton} aria-label="Next videos" disabled={!can.next || !onNext} onClick={onNext}>
          <ArrowRight className="h-5 w-5" />
        </button>
      </div>
    </div>
  );
}
