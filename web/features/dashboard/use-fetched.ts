import { useCallback, useEffect, useState } from "react";
import { serverReason } from "./notify";

export interface Fetched<T> {
  /** Null until the first answer. */
  data: T | null;
  error?: string;
  reload: () => void;
  /** Change the data locally at once, without a round trip. */
  setData: React.Dispatch<React.SetStateAction<T | null>>;
}

/**
 * One thing a dashboard panel reads from the API, loaded on mount and again on
 * reload() or whenever `reloadOn` (a window event) fires. `load` must be stable
 * (module level). The last good data stays on screen while a reload runs.
 */
export function useFetched<T>(load: (signal: AbortSignal) => Promise<T>, reloadOn?: string): Fetched<T> {
  const [data, setData] = useState<T | null>(null);
  const [error, setError] = useState<string>();
  const [version, setVersion] = useState(0);
  const reload = useCallback(() => setVersion((v) => v + 1), []);

  useEffect(() => {
    const controller = new AbortController();
    load(controller.signal).then(
      (answer) => {
        setData(answer);
        setError(undefined);
      },
      (err: unknown) => {
        if (!controller.signal.aborted) setError(serverReason(err) ?? "Check your connection and try again.");
      },
    );
    return () => controller.abort();
  }, [load, version]);

  useEffect(() => {
    if (!reloadOn) return;
    window.addEventListener(reloadOn, reload);
    return () => window.removeEventListener(reloadOn, reload);
  }, [reloadOn, reload]);

  return { data, error, reload, setData };
}
