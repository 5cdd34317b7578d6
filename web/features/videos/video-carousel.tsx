import type { Video } from "#contracts/youtube-url";
import { useStillCarousel } from "#web/hooks/use-still-carousel";
import { VideoStrip } from "./video-strip";

/**
 * docs/decisions/008: the video strip (video-strip.tsx) made to slide with
 * embla. No autoplay. The strip is in the page's HTML and scrolls on its own
 * until the carousel code arrives (#web/hooks/use-still-carousel), fetched only
 * when the strip nears the screen; that code then drives the same elements.
 */
export function VideoCarousel({ videos, label }: { videos: Video[]; label: string }) {
  const carousel = useStillCarousel();
  return (
    <>
      <VideoStrip
        videos={videos}
        label={label}
        regionRef={carousel.regionRef}
        viewportRef={carousel.viewportRef}
        live={carousel.live}
        can={carousel.can}
        onPrev={carousel.prev}
        onNext={carousel.next}
        onSlideFocus={carousel.onSlideFocus}
      />
      {carousel.driver}
    </>
  );
}
