import { useCallback, useEffect, useRef, useState } from "react";
import type { PublicPlacement } from "#contracts/placement";
import { type ListStart, SNAPSHOT_PLACEMENTS } from "#contracts/site-snapshot";
import { call } from "#web/lib/api";

/** Records per request: the list may hold thousands, so it is never read whole. The page's HTML carries the first. */
export const PLACEMENTS_PAGE_SIZE = SNAPSHOT_PLACEMENTS;

export interface PlacementPages {
  items: PublicPlacement[];
  total: number;
  /** "loading" only for a first page the HTML did not carry; later pages use `loadingMore`. */
  status: "idle" | "loading" | "ready" | "error";
  loadingMore: boolean;
  moreFailed: boolean;
  /** The last page has been read (it came back short). */
  done: boolean;
}

const startFrom = ({ items, total }: ListStart<PublicPlacement>): PlacementPages => ({
  items,
  total,
  // The server wrote the first page into the HTML (docs/decisions/060): it is shown as it is.
  status: items.length > 0 || total === 0 ? "ready" : "idle",
  loadingMore: false,
  moreFailed: false,
  done: items.length < PLACEMENTS_PAGE_SIZE,
});

/**
 * The records of the page's HTML (`initial`: the first page, of one course when
 * `courseId` is given), read again from GET /api/placements once `enabled` turns
 * true (the grid came into view), then page by page with `load`.
 */
export function usePlacementPages(enabled: boolean, initial: ListStart<PublicPlacement>, courseId?: string) {
  const [state, setState] = useState<PlacementPages>(() => startFrom(initial));
  // The page the next `load` reads; 1 until the first read, which replaces the HTML's records.
  const nextPage = useRef(1);
  const busy = useRef(false);
  // The HTML carried the first page (records, or the fact that there are none).
  const carried = useRef(initial.items.length > 0 || initial.total === 0);
  const alive = useRef(true);

  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);

  const load = useCallback(async () => {
    if (busy.current) return;
    busy.current = true;
    const page = nextPage.current;
    // A first page the HTML carried, records or none, stays on screen while it is read again: loading cards in
    // its place, then the same short list or empty note, moved everything below twice (docs/decisions/097).
    const shown = page === 1 && (state.items.length > 0 || carried.current);
    setState((s) => (page === 1 ? (shown ? s : { ...s, status: "loading" }) : { ...s, loadingMore: true, moreFailed: false }));
    try {
      const answer = await call("GET /api/placements", { query: { page, limit: PLACEMENTS_PAGE_SIZE, course: courseId } });
      if (!alive.current) return;
      nextPage.current = page + 1;
      setState((s) => {
        const rows = answer.data ?? [];
        // Records added while someone pages can shift a row onto the next page: show it once.
        const before = page === 1 ? [] : s.items;
        const seen = new Set(before.map((p) => p._id));
        const items = [...before, ...rows.filter((p) => !seen.has(p._id))];
        const done = rows.length < PLACEMENTS_PAGE_SIZE;
        return { items, total: answer.total ?? items.length, status: "ready", loadingMore: false, moreFailed: false, done };
      });
    } catch (err) {
      console.error("Error fetching placement records", err);
      if (!alive.current) return;
      // A failed refresh leaves the HTML's records as they are; "Load more" goes on after them.
      if (shown) nextPage.current = 2;
      setState((s) => (page === 1 ? (shown ? s : { ...s, status: "error" }) : { ...s, loadingMore: false, moreFailed: true }));
    } finally {
      busy.current = false;
    }
  }, [courseId, state.items.length]);

  useEffect(() => {
    if (enabled && nextPage.current === 1 && !busy.current) void load();
  }, [enabled, load]);

  return { ...state, hasMore: !state.done && state.items.length < state.total, load };
}
