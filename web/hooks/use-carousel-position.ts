// Where an Embla carousel stands, for its dots and its previous and next buttons.

import type { UseEmblaCarouselType } from "embla-carousel-react";
import { useEffect, useState } from "react";

type Embla = NonNullable<UseEmblaCarouselType[1]>;

export interface CarouselPosition {
  /** The slide the carousel stands at. */
  selected: number;
  /** Whether the previous and next buttons have somewhere to go. */
  prev: boolean;
  next: boolean;
}

/**
 * Where an embla carousel stands, kept up to date on every move and re-layout:
 * what the previous/next buttons and the 'n / total' counter of the site's
 * carousels show. A type-only import, so no carousel code comes with it.
 */
export function useCarouselPosition(embla: Embla | null | undefined): CarouselPosition {
  const [position, setPosition] = useState<CarouselPosition>({ selected: 0, prev: false, next: false });
  useEffect(() => {
    if (!embla) return;
    const update = () => setPosition({ selected: embla.selectedScrollSnap(), prev: embla.canScrollPrev(), next: embla.canScrollNext() });
    update();
    embla.on("select", update).on("reInit", update);
    return () => {
      embla.off("select", update).off("reInit", update);
    };
  }, [embla]);
  return position;
}
