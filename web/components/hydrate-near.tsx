import { type ReactNode, Suspense, memo, use, useEffect } from "react";

// A slow phone spent its first seconds hydrating the whole home page at once,
// sections a screen or more below the first one included (docs/decisions/076).
// `HydrateNear` keeps a section as the server rendered it (its HTML, links and
// forms work as they do before any script) and hydrates it only when it comes
// within a screen of the viewport, or when the visitor touches, clicks or
// focuses something in it. React hydrates a Suspense boundary on its own, after
// the rest of the page; a boundary whose content is waiting during hydration
// keeps the server's HTML until the wait ends.

interface Gate {
  open: boolean;
  opened: Promise<void>;
  /** Set once the section has hydrated (its boundary committed). */
  hydrated: boolean;
}

const gates = new Map<string, Gate>();

/** The events that open a gate at once: the visitor is using the section. */
const USE_EVENTS = ["pointerdown", "focusin", "keydown"] as const;

/** One gate per section name, watching the section's wrapper from the first render on. */
function gateFor(name: string): Gate {
  const existing = gates.get(name);
  if (existing) return existing;
  let release = () => {};
  const gate: Gate = { open: false, opened: new Promise<void>((resolve) => (release = resolve)), hydrated: false };
  gates.set(name, gate);
  const element = document.querySelector(`[data-hydrate-near="${name}"]`);
  // Not rendered by the server (a client render) or no observer: nothing to wait for.
  if (!element || typeof IntersectionObserver === "undefined") {
    gate.open = true;
    release();
    return gate;
  }
  const open = () => {
    if (gate.open) return;
    gate.open = true;
    observer.disconnect();
    for (const type of USE_EVENTS) element.removeEventListener(type, open, true);
    release();
  };
  // One screen ahead, as the video carousel's code (docs/decisions/041).
  const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && open(), { rootMargin: "100% 0px" });
  observer.observe(element);
  for (const type of USE_EVENTS) element.addEventListener(type, open, true);
  return gate;
}

function Gate({ name, children }: { name: string; children: ReactNode }) {
  // The server renders the section as it is; in the browser it waits for its gate.
  const gate = typeof document === "undefined" ? null : gateFor(name);
  if (gate && !gate.open) use(gate.opened);
  useEffect(() => {
    if (gate) gate.hydrated = true;
  }, [gate]);
  return children;
}

interface HydrateNearProps {
  name: string;
  children: ReactNode;
}

/**
 * A section still waiting to hydrate ignores its page's renders (docs/decisions/087).
 * The page renders again when, say, its registration form opens, and every
 * section gets new (equal) elements; React cannot hydrate a waiting boundary that
 * has an update, so it dropped the section's server HTML for the empty fallback,
 * and the section never came back (the wrapper the gate watches went with it).
 * Until its boundary has hydrated a section keeps what the server rendered (from
 * the same page data); from then on it takes its page's renders as any component.
 */
const sameUntilHydrated = (prev: HydrateNearProps, next: HydrateNearProps) =>
  prev.name === next.name && (gates.get(next.name)?.hydrated !== true || prev.children === next.children);

/** A below-the-fold section, hydrated as it nears the screen (`name` is unique on the page). */
export const HydrateNear = memo(function HydrateNear({ name, children }: HydrateNearProps) {
  return (
    <Suspense fallback={null}>
      <div data-hydrate-near={name}>
        <Gate name={name}>{children}</Gate>
      </div>
    </Suspense>
  );
}, sameUntilHydrated);
