import { QueryClient } from "@tanstack/react-query";

/**
 * The dashboard's cache of what it read from the API (docs/decisions/044). It
 * lives as long as the dashboard is open: logging out leaves the page and drops
 * it with everything in it.
 */
export function createDashboardQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // A failed read says so at once, with a Retry button: staff decide when to ask again.
        retry: false,
        // Shown at once from the cache when a section opens again, and read afresh behind it.
        staleTime: 0,
        // Writes invalidate what they change; a glance at another window is no reason to read again.
        refetchOnWindowFocus: false,
      },
    },
  });
}
