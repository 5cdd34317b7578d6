import { type InvalidateOptions, type InvalidateQueryFilters, QueryClient, type QueryKey } from "@tanstack/react-query";

/**
 * Every write in the dashboard invalidates what it changed (docs/decisions/044),
 * and no answer read before the write may show after it (docs/decisions/058).
 * TanStack Query cancels a read in flight on invalidation only for a query that
 * already has data; a query still loading its first answer (a new search, a new
 * page) keeps its read, asked before the save, and shows the row as it was. So
 * here an invalidation first cancels every matching read in flight, then reads
 * afresh whatever is on screen: one place, for every list and panel.
 */
class DashboardQueryClient extends QueryClient {
  override async invalidateQueries<TTaggedQueryKey extends QueryKey = QueryKey>(
    filters?: InvalidateQueryFilters<TTaggedQueryKey>,
    options?: InvalidateOptions,
  ): Promise<void> {
    await this.cancelQueries(filters);
    return super.invalidateQueries(filters, options);
  }
}

/**
 * The dashboard's cache of what it read from the API (docs/decisions/044). It
 * lives as long as the dashboard is open: logging out leaves the page and drops
 * it with everything in it.
 */
export function createDashboardQueryClient(): QueryClient {
  return new DashboardQueryClient({
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
