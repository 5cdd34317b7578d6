// A strip of slides that scrolls sideways by itself in the page's HTML (scroll
// snap, no script) and that the carousel (embla) takes over once its code is in.
import { type ReactNode, type RefObject, useCallback, useEffect, useLayoutEffect, useRef, useState } from "react";
import type { Embla } from "#web/components/embla-driver";
import { type CarouselPosition, useCarouselPosition } from "./use-carousel-position";
import { useInViewOnce } from "./use-in-view";
import { useLazyModule } from "./use-lazy-module";

const loadDriver = () => import("#web/components/embla-driver");

/** Fetch the carousel code once the strip is within one screen height of the view (docs/decisions/041). */
const NEAR = "100% 0px";

// useLayoutEffect warns when React renders on the server; there is no layout there anyway.
const useBrowserLayoutEffect = typeof window === "undefined" ? useEffect : useLayoutEffect;

const prefersReducedMotion = () => typeof window !== "undefined" && window.matchMedia("(prefers-reduced-motion: reduce)").matches;

/**
 * Classes of the strip before the carousel takes over: a horizontal scroller
 * that snaps to each slide, without a scroll bar (the carousel's clipped
 * viewport has none either, so nothing moves when it takes over). Each slide's
 * first child (not the spacing before it) snaps to the left edge.
 */
export const STILL_VIEWPORT =
  "snap-x snap-mandatory overflow-x-auto overflow-y-hidden overscroll-x-contain [scrollbar-width:none] [&::-webkit-scrollbar]:hidden";
export const STILL_SLIDE = "*:snap-start";

export interface StillCarousel {
  /** The strip's region: the carousel code is fetched as it nears the screen. */
  regionRef: RefObject<HTMLDivElement | null>;
  /** The element that scrolls while still and clips once live. */
  viewportRef: (node: HTMLDivElement | null) => void;
  /** Whether the carousel drives the strip (it clips and slides) rather than the strip scrolling by itself. */
  live: boolean;
  can: CarouselPosition;
  prev: () => void;
  next: () => void;
  /** For each slide's focus event once live: brings a slide reached by Tab into view. */
  onSlideFocus?: (index: number) => void;
  /** Render this beside the strip: it loads and attaches the carousel. */
  driver: ReactNode;
}

/**
 * docs/decisions/041 and 087: the strip is in the page's HTML and scrolls on its
 * own (touch, trackpad, keyboard focus) until the carousel code arrives; that
 * code is fetched only when the strip nears the screen, and then drives the same
 * elements, starting from the slide the visitor had scrolled to.
 */
export function useStillCarousel(): StillCarousel {
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

  return {
    regionRef,
    viewportRef: setViewport,
    live: embla !== null,
    can,
    prev: () => embla?.scrollPrev(prefersReducedMotion()),
    next: () => embla?.scrollNext(prefersReducedMotion()),
    onSlideFocus: embla ? onSlideFocus : undefined,
    driver: driver && viewport ? <driver.EmblaDriver viewport={viewport} onReady={onReady} /> : null,
  };
}
