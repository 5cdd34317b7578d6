// Reads the blog's posts from our server once the list comes into view, so the page's first paint never waits
// for the feed (docs/decisions/012).

import { useCallback, useEffect, useRef, useState } from "react";
import { call } from "#web/lib/api";
import type { BlogItem } from "#contracts/blog";

export type BlogState = { status: "loading" } | { status: "not-configured" } | { status: "error" } | { status: "ready"; items: BlogItem[] };

/** Reads GET /api/blog once `enabled` turns true (the list has come into view). */
export function useBlog(enabled: boolean) {
  const [state, setState] = useState<BlogState>({ status: "loading" });
  const started = useRef(false);

  const load = useCallback(async (signal?: AbortSignal) => {
    setState({ status: "loading" });
    try {
      const answer = await call("GET /api/blog", { signal });
      setState(answer.configured ? { status: "ready", items: answer.items } : { status: "not-configured" });
    } catch (err) {
      if (signal?.aborted) return;
      // Fetch errors are logged; the page offers a calm retry.
      console.error("Error fetching blog posts", err);
      setState({ status: "error" });
    }
  }, []);

  useEffect(() => {
    if (!enabled || started.current) return;
    started.current = true;
    const controller = new AbortController();
    void load(controller.signal);
    return () => {
      controller.abort();
      started.current = false;
    };
  }, [enabled, load]);

  return { state, retry: () => void load() };
}
