import { useCallback, useEffect, useLayoutEffect, useRef, useState } from "react";
import type { Video } from "#contracts/youtube-url";
import { useCarouselPosition } from "#web/hooks/use-carousel-position";
import { useInViewOnce } from "#web/hooks/use-in-view";
import { useLazyModule } from "#web/hooks/use-lazy-module";
import type { Embla } from "./embla-driver";
import { VideoStrip } from "./video-strip";

const prefersReducedMotion = () => typeof window !== "undefined" && window.matchMedia("(prefers-reduced-motion: reduce)").matches;

const loadDriver = () => import("./embla-driver");

/** Fetch the carousel code once the strip is within one screen height of the view (docs/decisions/041). */
const NEAR = "100% 0px";

// useLayoutEffect warns when React renders on the server; there is no layout there anyway.
const useBrowserLayoutEffect = typeof window === "undefined" ? useEffect : useLayoutEffect;

/**
 * docs/decisions/008: the video strip (video-strip.tsx) made to slide with
 * embla. No autoplay. The strip is in the page's HTML and scrolls on its own
 * (touch, trackpad, keyboard focus) until the carousel code arrives; that code is
 * fetched only when the strip nears the screen, and then drives the same
 * elements, starting from the video the visitor had scrolled to.
 */
export function VideoCarousel({ videos, label }: { videos: Video[]; label: string }) {
  const [regionRef, near] = useInViewOnce<HTMLDivElement>(NEAR);
  const driver = useLazyModule(loadDriver, near);
  const [viewport, setViewport] = useState<HTMLDivElement | null>(null);
  const [embla, setEmbla] = useState<Embla | null>(null);
  const can = useCarouselPosition(embla);
  // The slide the visitor had scrolled the still strip to, carried over to the carousel.
  const startAt = useRef(0);

  const onReady = useCallback(
    (api: Embla | null) => {
      if (api && viewport) {
        const slide = viewport.querySelector<HTMLElement>('[aria-roledescription="slide"]');
        startAt.current = slide ? Math.round(viewport.scrollLeft / slide.offsetWidth) : 0;
      }
      setEmbla(api);
    },
    [viewport],
  );

  // Live now (the viewport clips instead of scrolling): its own scroll goes back
  // to the start and the carousel shows the slide the strip was at, at once.
  useBrowserLayoutEffect(() => {
    if (!embla || !viewport) return;
    viewport.scrollLeft = 0;
    embla.reInit();
    if (startAt.current > 0) embla.scrollTo(startAt.current, true);
  }, [embla, viewport]);

  // Tabbing to a slide outside the view: undo the browser's own scroll of the
  // clipped viewport and let the carousel bring the slide in.
  const onSlideFocus = (index: number) => {
    if (viewport) viewport.scrollLeft = 0;
    if (embla && !embla.slidesInView().includes(index)) embla.scrollTo(index, prefersReducedMotion());
  };

  return (
    <>
      <VideoStrip
        videos={videos}
        label={label}
        regionRef={regionRef}
        viewportRef={setViewport}
        live={embla !== null}
        can={can}
        onPrev={() => embla?.scrollPrev(prefersReducedMotion())}
        onNext={() => embla?.scrollNext(prefersReducedMotion())}
        onSlideFocus={embla ? onSlideFocus : undefined}
      />
      {driver && viewport && <driver.EmblaDriver viewport={viewport} onReady={onReady} />}
    </>
  );
}
