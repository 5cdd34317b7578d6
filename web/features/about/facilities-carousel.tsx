import { useEffect, useId, useRef, useState } from "react";
import { ArrowLeft, ArrowRight } from "#web/components/icons";
import type { Facility } from "#contracts/content";
import { useReducedMotion } from "#web/hooks/use-reduced-motion";
import { LazyImage } from "#web/components/lazy-image";

/** The Facilities carousel moves on every 4 s (docs/decisions/008). */
export const FACILITIES_AUTOPLAY_MS = 4000;

const wrap = (i: number, n: number) => ((i % n) + n) % n;

/** True while the element is on screen: autoplay waits until the visitor can see it. */
function useOnScreen(ref: React.RefObject<Element | null>) {
  const [onScreen, setOnScreen] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    if (typeof IntersectionObserver === "undefined") {
      setOnScreen(true);
      return;
    }
    const observer = new IntersectionObserver((entries) => setOnScreen(entries.some((e) => e.isIntersecting)));
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref]);
  return onScreen;
}

/** Fills over the autoplay interval; it restarts with each slide (remounted by key). */
function ProgressBar() {
  const bar = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    bar.current?.animate?.([{ transform: "scaleX(0)" }, { transform: "scaleX(1)" }], { duration: FACILITIES_AUTOPLAY_MS, easing: "linear", fill: "forwards" });
  }, []);
  return <span ref={bar} aria-hidden="true" className="absolute bottom-0 left-0 h-1 w-full origin-left scale-x-0 bg-accent-400" />;
}

const arrowButton =
  "grid h-11 w-11 place-items-center rounded-full border border-brand-100 bg-white text-brand-800 shadow-sm transition hover:bg-brand-800 hover:text-white";

/**
 * Facilities as tabs (WAI-ARIA tabs pattern: arrow keys, Home and End) that
 * advance by themselves every 4 s. Autoplay pauses while the pointer is over the
 * carousel or focus is inside it, can be paused with a button, and is off for
 * visitors who prefer reduced motion (docs/decisions/017).
 */
export function FacilitiesCarousel({ facilities }: { facilities: Facility[] }) {
  const n = facilities.length;
  const uid = useId();
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [userPaused, setUserPaused] = useState(false);
  const reduced = useReducedMotion();
  const root = useRef<HTMLDivElement>(null);
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const tablist = useRef<HTMLDivElement>(null);
  const panels = useRef<(HTMLDivElement | null)[]>([]);
  const onScreen = useOnScreen(root);
  const playing = !reduced && !userPaused && !hovered && !focused && onScreen && n > 1;

  // One timer per shown slide: any change of slide (by hand or by autoplay) restarts the 4 s.
  useEffect(() => {
    if (!playing) return;
    const timer = setTimeout(() => setIndex((i) => wrap(i + 1, n)), FACILITIES_AUTOPLAY_MS);
    return () => clearTimeout(timer);
  }, [playing, index, n]);

  // On phones the tabs form a scrolling row: keep the selected one visible without
  // moving the page (scrollIntoView would also scroll the window).
  useEffect(() => {
    const list = tablist.current;
    const tab = tabs.current[index];
    if (!list || !tab || list.scrollWidth <= list.clientWidth) return;
    const left = tab.offsetLeft - (list.clientWidth - tab.offsetWidth) / 2;
    list.scrollTo({ left, behavior: reduced ? "auto" : "smooth" });
  }, [index, reduced]);

  // A gentle fade as each slide appears, unless motion is reduced.
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const panel = panels.current[index];
    if (reduced || !panel?.animate) return;
    panel.animate([{ opacity: 0 }, { opacity: 1 }], { duration: 500, easing: "ease-out" });
  }, [index, reduced]);

  const select = (i: number, focus = false) => {
    const next = wrap(i, n);
    setIndex(next);
    if (focus) tabs.current[next]?.focus();
  };

  const onTabKeyDown = (e: React.KeyboardEvent) => {
    const keys: Record<string, number> = { ArrowRight: index + 1, ArrowDown: index + 1, ArrowLeft: index - 1, ArrowUp: index - 1, Home: 0, End: n - 1 };
    if (!(e.key in keys)) return;
    e.preventDefault();
    select(keys[e.key]!, true);
  };

  return (
    <div
      ref={root}
      role="region"
      aria-roledescription="carousel"
      aria-label="Facilities"
      data-autoplay={playing ? "on" : "off"}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
      }}
      className="grid gap-6 lg:grid-cols-[17rem_minmax(0,1fr)] lg:gap-10"
    >
      <div className="min-w-0">
        <div
          ref={tablist}
          role="tablist"
          aria-label="Facilities"
          className="relative -mx-4 flex gap-2 overflow-x-auto px-4 pb-2 lg:mx-0 lg:flex-col lg:overflow-visible lg:px-0 lg:pb-0"
        >
          {facilities.map((f, i) => (
            <button
              key={f.name}
              ref={(el) => {
                tabs.current[i] = el;
              }}
              id={`${uid}-tab-${i}`}
              type="button"
              role="tab"
              aria-selected={i === index}
              aria-controls={`${uid}-panel-${i}`}
              tabIndex={i === index ? 0 : -1}
              onClick={() => select(i)}
              onKeyDown={onTabKeyDown}
              className={`relative shrink-0 overflow-hidden rounded-xl px-4 py-3 text-left text-sm font-semibold transition-colors lg:text-base ${
                i === index ? "bg-brand-800 text-white shadow-md" : "bg-white text-slate-700 ring-1 ring-slate-200 hover:bg-brand-50 hover:text-brand-800"
              }`}
            >
              {f.name}
              {i === index && playing && (
                // Progress towards the next slide; restarts with each slide.
                <ProgressBar key={index} />
              )}
            </button>
          ))}
        </div>
      </div>
      <div className="min-w-0">
        {facilities.map((f, i) => (
          <div
            key={f.name}
            ref={(el) => {
              panels.current[i] = el;
            }}
            id={`${uid}-panel-${i}`}
            role="tabpanel"
            aria-labelledby={`${uid}-tab-${i}`}
            hidden={i !== index}
            className="overflow-hidden rounded-2xl bg-white shadow-lg ring-1 ring-slate-200 xl:grid xl:grid-cols-[minmax(0,1.45fr)_minmax(0,1fr)] xl:items-center"
          >
            <LazyImage
              src={f.image}
              alt={`Illustration: ${f.name.toLowerCase()} at our Chennai centre`}
              className="aspect-video w-full bg-brand-50 object-cover"
            />
            <div className="p-6 md:p-8 xl:p-10">
              <h3 className="text-2xl font-bold text-brand-900">{f.name}</h3>
              <p className="mt-2 max-w-2xl leading-relaxed text-slate-600">{f.description}</p>
            </div>
          </div>
        ))}
        <div className="mt-5 flex items-center justify-between gap-3">
          <p className="text-sm font-semibold text-slate-600">
            {index + 1} / {n}
          </p>
          <div className="flex items-center gap-3">
            {!reduced && (
              <button
                type="button"
                onClick={() => setUserPaused((p) => !p)}
                className="rounded-full border border-brand-100 bg-white px-4 py-2.5 text-sm font-semibold text-brand-800 shadow-sm hover:bg-brand-50"
              >
                {userPaused ? "Play slideshow" : "Pause slideshow"}
              </button>
            )}
            <button type="button" className={arrowButton} aria-label="Previous facility" onClick={() => select(index - 1)}>
              <ArrowLeft className="h-5 w-5" />
            </button>
            <button type="button" className={arrowButton} aria-label="Next facility" onClick={() => select(index + 1)}>
              <ArrowRight className="h-5 w-5" />
            </button>
          </div>
        </div>
      </div>
    </div>
  );
}
