import useEmblaCarousel from "embla-carousel-react";
import { useEffect, useRef, useState } from "react";
import type { Video } from "../../../contracts/youtube-url";
import { VideoStrip } from "./video-strip";

const prefersReducedMotion = () => typeof window !== "undefined" && window.matchMedia("(prefers-reduced-motion: reduce)").matches;

/**
 * docs/decisions/008: the video strip (video-strip.tsx) made to slide with
 * embla. No autoplay.
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
    <VideoStrip
      videos={videos}
      label={label}
      viewportRef={(node) => {
        viewport.current = node;
        viewportRef(node);
      }}
      can={can}
      onPrev={() => embla?.scrollPrev(prefersReducedMotion())}
      onNext={() => embla?.scrollNext(prefersReducedMotion())}
      onSlideFocus={onSlideFocus}
    />
  );
}
