import { useCallback, useEffect, useRef, useState } from "react";
import { serverReason } from "./notify";

export interface ListState<T> {
  status: "loading" | "error" | "ready";
  items: T[];
  error?: string;
  /** Show the spinner and load again (the Retry button). */
  retry: () => void;
  /** Load again in the background, keeping the rows on screen (after a write). */
  refresh: () => void;
  /** Change the rows locally at once, e.g. mark a user verified. */
  update: (fn: (items: T[]) => T[]) => void;
}

/** Loads one list for a dashboard table; `load` must be stable (module level). */
export function useList<T>(load: (signal: AbortSignal) => Promise<T[]>): ListState<T> {
  const [status, setStatus] = useState<ListState<T>["status"]>("loading");
  const [items, setItems] = useState<T[]>([]);
  const [error, setError] = useState<string>();
  const [version, setVersion] = useState(0);
  const silent = useRef(false);

  useEffect(() => {
    const controller = new AbortController();
    // A new page or search keeps the current rows on screen until the answer comes.
    if (!silent.current) setStatus((s) => (s === "ready" ? s : "loading"));
    silent.current = false;
    load(controller.signal).then(
      (rows) => {
        if (controller.signal.aborted) return;
        setItems(rows);
        setError(undefined);
        setStatus("ready");
      },
      (err: unknown) => {
        if (controller.signal.aborted) return;
        setError(serverReason(err) ?? "Check your connection and try again.");
        setStatus("error");
      },
    );
    return () => controller.abort();
  }, [load, version]);

  const retry = useCallback(() => setVersion((v) => v + 1), []);
  const refresh = useCallback(() => {
    silent.current = true;
    setVersion((v) => v + 1);
  }, []);
  const update = useCallback((fn: (items: T[]) => T[]) => setItems(fn), []);

  return { status, items, error, retry, refresh, update };
}
