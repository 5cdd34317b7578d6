import useEmblaCarousel from "embla-carousel-react";
import { useEffect, useRef, useState } from "react";
import type { Video } from "../../../contracts/youtube-url";
import { ArrowLeft, ArrowRight } from "../../components/icons";
import { videoKey } from "./use-videos";
import { VideoFacade } from "./video-facade";

const prefersReducedMotion = () => typeof window !== "undefined" && window.matchMedia("(prefers-reduced-motion: reduce)").matches;

const navButton =
  "grid h-12 w-12 place-items-center rounded-full border border-brand-100 bg-white text-brand-800 shadow-md transition hover:bg-brand-800 hover:text-white disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:bg-white disabled:hover:text-brand-800";

/**
 * docs/decisions/008: one video per view below 768 px, two from 768 px, 20 px
 * apart (slide padding of 1.25 rem against a negative container margin), with
 * round previous/next buttons at the bottom right. No autoplay.
 */
export function VideoCarousel({ videos, label }: { videos: Video[]; label: string }) {
  const [viewportRef, embla] = useEmblaCarousel({ align: "start", containScroll: "trimSnaps" });
  const viewport = useRef<HTMLDivElement | null>(null);
  const [can, setCan] = useState({ prev: false, next: false });

  useEffect(() => {
    if (!embla) return;
    const update = () => setCan({ prev: embla.canScrollPrev(), next: embla.canScrollNext() });
    update();
    embla.on("select", update).on("reInit", update);
    return () => {
      embla.off("select", update).off("reInit", update);
    };
  }, [embla]);

  // Tabbing to a slide outside the view: undo the browser's own scroll of the
  // clipped viewport and let the carousel bring the slide in.
  const onSlideFocus = (index: number) => {
    if (viewport.current) viewport.current.scrollLeft = 0;
    if (embla && !embla.slidesInView().includes(index)) embla.scrollTo(index, prefersReducedMotion());
  };

  return (
    <div role="region" aria-roledescription="carousel" aria-label={label}>
      <div
        ref={(node) => {
          viewport.current = node;
          viewportRef(node);
        }}
        className="overflow-hidden"
      >
        <div className="-ml-5 flex touch-pan-y">
          {videos.map((video, i) => (
            <div
              key={videoKey(video, i)}
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} of ${videos.length}`}
              className="min-w-0 shrink-0 grow-0 basis-full pb-4 pl-5 md:basis-1/2"
              onFocus={() => onSlideFocus(i)}
            >
              <VideoFacade url={video.url} n={i + 1} />
            </div>
          ))}
        </div>
      </div>
      <div className="mt-4 flex justify-end gap-3">
        <button type="button" className={navButton} aria-label="Previous videos" disabled={!can.prev} onClick={() => embla?.scrollPrev(prefersReducedMotion())}>
          <ArrowLeft className="h-5 w-5" />
        </button>
        <button type="button" className={navButton} aria-label="Next videos" disabled={!can.next} onClick={() => embla?.scrollNext(prefersReducedMotion())}>
          <ArrowRight className="h-5 w-5" />
        </button>
      </div>
    </div>
  );
}
