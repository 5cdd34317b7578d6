// The carousel library behind the site's strips of slides, loaded only when one nears the screen.
import useEmblaCarousel, { type UseEmblaCarouselType } from "embla-carousel-react";
import { useEffect } from "react";

export type Embla = NonNullable<UseEmblaCarouselType[1]>;

const OPTIONS = { align: "start", containScroll: "trimSnaps" } as const;

/**
 * The carousel library (embla, ~7 kB gzip), fetched only when a strip of slides
 * nears the screen (the videos, the phone's testimonials: use-still-carousel.tsx).
 * It renders nothing: it makes the strip already on the page slide, and hands its
 * controls back once ready.
 */
export function EmblaDriver({ viewport, onReady }: { viewport: HTMLElement; onReady: (embla: Embla | null) => void }) {
  const [attach, embla] = useEmblaCarousel(OPTIONS);
  useEffect(() => {
    attach(viewport);
    return () => attach(null);
  }, [attach, viewport]);
  useEffect(() => {
    onReady(embla ?? null);
    return () => onReady(null);
  }, [embla, onReady]);
  return null;
}
