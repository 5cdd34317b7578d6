import { useEffect, useState } from "react";
import type { ToasterProps } from "sonner";
import { TOAST_MS } from "#contracts/limits";

// The toast library (sonner, ~9 kB gzip) is not part of any page's first load
// (docs/decisions/028-nothing-blocks-the-first-paint.md), nor of what a page
// fetches while a visitor reads it: it is fetched at the first toast or the
// first modal, whichever comes first (docs/decisions/041). A toast only shows in
// a toaster that is mounted when it is raised, so notify() (lib/notify.ts) waits
// for the toaster it targets.

type Sonner = typeof import("sonner");

let loading: Promise<Sonner> | undefined;
const loadListeners = new Set<(sonner: Promise<Sonner>) => void>();

/** The toast library, fetched once. Every LazyToaster on the page starts mounting when it is first asked for. */
export function loadSonner(): Promise<Sonner> {
  if (!loading) {
    loading = import("sonner");
    // A failed download is tried again on the next toast.
    loading.catch(() => (loading = undefined));
    for (const listener of loadListeners) listener(loading);
  }
  return loading;
}

/** The page's own toaster (not in a modal) has no id. */
export const PAGE_TOASTER = "";

const mounted = new Map<string, number>();
const waiting = new Map<string, (() => void)[]>();

/** Resolves once a toaster with this id is mounted and subscribed to new toasts. */
export function whenToasterMounted(id: string): Promise<void> {
  if ((mounted.get(id) ?? 0) > 0) return Promise.resolve();
  return new Promise((resolve) => waiting.set(id, [...(waiting.get(id) ?? []), resolve]));
}

/** Rendered after sonner's Toaster: its effect runs once the Toaster's own have subscribed. */
function MountedMark({ id }: { id: string }) {
  useEffect(() => {
    mounted.set(id, (mounted.get(id) ?? 0) + 1);
    for (const resolve of waiting.get(id) ?? []) resolve();
    waiting.delete(id);
    return () => void mounted.set(id, (mounted.get(id) ?? 1) - 1);
  }, [id]);
  return null;
}

/**
 * sonner's Toaster, mounted once the library has arrived. `eager` fetches it at
 * once (a modal that has just opened); otherwise it waits until something asks
 * for the library (the first toast, or a modal's toaster).
 */
export function LazyToaster({ eager = false, ...props }: ToasterProps & { eager?: boolean }) {
  const [sonner, setSonner] = useState<Sonner | null>(null);

  useEffect(() => {
    let live = true;
    const use = (p: Promise<Sonner>) => void p.then((m) => live && setSonner(() => m)).catch(() => {});
    if (loading) use(loading);
    else if (eager) use(loadSonner());
    loadListeners.add(use);
    return () => {
      live = false;
      loadListeners.delete(use);
    };
  }, [eager]);

  if (!sonner) return null;
  const { Toaster } = sonner;
  return (
    <>
      <Toaster {...props} />
      <MountedMark id={props.id ?? PAGE_TOASTER} />
    </>
  );
}

/** The page's own toaster: top right, closable, each toast shown for TOAST_MS. */
export function PageToaster() {
  return <LazyToaster position="top-right" richColors closeButton duration={TOAST_MS} />;
}
