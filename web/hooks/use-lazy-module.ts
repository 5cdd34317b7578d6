import { useEffect, useState } from "react";

/**
 * A module fetched with import() once `when` turns true (docs/decisions/028):
 * for code a page shows only after a scroll or a click, so it stays out of the
 * page's first load. Null until it has arrived; a failed download is tried again
 * the next time `when` turns true.
 *
 * Unlike React.lazy it involves no Suspense boundary, so nothing in the
 * pre-rendered HTML waits for it, and what renders once it has arrived does not
 * wait on React's timer for revealing suspended content.
 */
export function useLazyModule<T>(load: () => Promise<T>, when: boolean): T | null {
  const [loaded, setLoaded] = useState<T | null>(null);
  useEffect(() => {
    if (!when || loaded) return;
    let live = true;
    load()
      .then((m) => live && setLoaded(() => m))
      .catch(() => {});
    return () => {
      live = false;
    };
  }, [when, loaded, load]);
  return loaded;
}
