import { useCallback, useEffect, useRef, useState } from "react";
import type { ListAnswer } from "../../../contracts/api";
import type { Placement } from "../../../contracts/placement";
import { api } from "../../lib/api";

/** Records per request: the list may hold thousands, so it is never read whole. */
export const PLACEMENTS_PAGE_SIZE = 12;

export interface PlacementPages {
  items: Placement[];
  total: number;
  /** "loading" only for the first page; later pages use `loadingMore`. */
  status: "idle" | "loading" | "ready" | "error";
  loadingMore: boolean;
  moreFailed: boolean;
  /** The last page has been read (it came back short). */
  done: boolean;
}

const initial: PlacementPages = { items: [], total: 0, status: "idle", loadingMore: false, moreFailed: false, done: false };

/** Pages through GET /api/placements once `enabled` turns true (the grid came into view). */
export function usePlacementPages(enabled: boolean) {
  const [state, setState] = useState<PlacementPages>(initial);
  const nextPage = useRef(1);
  const busy = useRef(false);
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
    setState((s) => (page === 1 ? { ...s, status: "loading" } : { ...s, loadingMore: true, moreFailed: false }));
    try {
      const answer = await api<ListAnswer<Placement>>(`/placements?page=${page}&limit=${PLACEMENTS_PAGE_SIZE}`);
      if (!alive.current) return;
      nextPage.current = page + 1;
      setState((s) => {
        // Records added while someone pages can shift a row onto the next page: show it once.
        const seen = new Set(s.items.map((p) => p._id));
        const rows = answer.data ?? [];
        const items = [...s.items, ...rows.filter((p) => !seen.has(p._id))];
        const done = rows.length < PLACEMENTS_PAGE_SIZE;
        return { items, total: answer.total ?? items.length, status: "ready", loadingMore: false, moreFailed: false, done };
      });
    } catch (err) {
      console.error("Error fetching placement records", err);
      if (!alive.current) return;
      setState((s) => (page === 1 ? { ...s, status: "error" } : { ...s, loadingMore: false, moreFailed: true }));
    } finally {
      busy.current = false;
    }
  }, []);

  useEffect(() => {
    if (enabled && nextPage.current === 1 && !busy.current) void load();
  }, [enabled, load]);

  return { ...state, hasMore: !state.done && state.items.length < state.total, load };
}
