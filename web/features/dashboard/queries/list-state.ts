import { type QueryKey, keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useState } from "react";
import { DASHBOARD_PAGE_SIZE } from "#contracts/limits";
import { serverReason } from "#web/lib/forms/form-errors";
import { type PageQuery, keys } from "./keys";

/** What a dashboard table shows of one list: its state, its rows, and how to read it again. */
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

export const CONNECTION_HINT = "Check your connection and try again.";

/** The reason a read failed, as a table or panel says it under "Could not load …". */
export const loadError = (err: unknown) => serverReason(err) ?? CONNECTION_HINT;

type QueryLike = { isPending: boolean; isError: boolean; isFetching: boolean; error: unknown; refetch: () => unknown };

/** loading, error or ready; a Retry after an error shows the spinner again. */
export function statusOf(query: QueryLike): ListState<unknown>["status"] {
  if (query.isError) return query.isFetching ? "loading" : "error";
  return query.isPending ? "loading" : "ready";
}

/** A whole list read in one call, under its query key. */
export function useListQuery<T>(queryKey: QueryKey, load: (signal: AbortSignal) => Promise<T[]>): ListState<T> {
  const client = useQueryClient();
  const query = useQuery({ queryKey, queryFn: ({ signal }) => load(signal) });
  const update = useCallback((fn: (items: T[]) => T[]) => client.setQueryData<T[]>(queryKey, (items) => fn(items ?? [])), [client, queryKey]);
  return {
    status: statusOf(query),
    items: query.data ?? [],
    error: query.isError ? loadError(query.error) : undefined,
    retry: () => void query.refetch(),
    refresh: () => void client.invalidateQueries({ queryKey }),
    update,
  };
}

/** One page of a list as the server answers it. */
export interface PagedAnswer<T> {
  data: T[];
  total: number;
}
/** Reads one page (`?page=&limit=&q=`, a blank q left out): an area's fetcher from its api.ts. */
export type PagedRead<T> = (query: PageQuery, signal: AbortSignal) => Promise<PagedAnswer<T>>;

export interface ServerPaging {
  page: number;
  pageCount: number;
  total: number;
  setPage: (page: number) => void;
  query: string;
  setQuery: (query: string) => void;
}

/**
 * One page of a list read from the server (`?page=&limit=&q=`), so a table of
 * 10,000 placements downloads 4 rows, not all of them. The search waits for a
 * short pause in typing before it asks; the rows on screen stay until the next
 * page arrives. `endpoint` names the list in the cache (keys.paged).
 */
export function usePagedQuery<T>(endpoint: string, read: PagedRead<T>, pageSize = DASHBOARD_PAGE_SIZE): { list: ListState<T>; server: ServerPaging } {
  const client = useQueryClient();
  const [page, setPage] = useState(1);
  const [query, setQueryText] = useState("");
  const [search, setSearch] = useState("");

  useEffect(() => {
    const timer = setTimeout(() => setSearch(query.trim()), 250);
    return () => clearTimeout(timer);
  }, [query]);

  const queryKey = keys.page(endpoint, { page, limit: pageSize, ...(search ? { q: search } : {}) });
  const answer = useQuery({
    queryKey,
    queryFn: ({ signal }) => read({ page, limit: pageSize, q: search }, signal),
    placeholderData: keepPreviousData,
  });
  const total = answer.data?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const status = statusOf(answer);

  // A delete that empties the last page steps back to the new last page.
  useEffect(() => {
    if (status === "ready" && !answer.isPlaceholderData && page > pageCount) setPage(pageCount);
  }, [status, answer.isPlaceholderData, page, pageCount]);

  const setQuery = useCallback((text: string) => {
    setQueryText(text);
    setPage(1);
  }, []);

  const list: ListState<T> = {
    status,
    items: answer.data?.data ?? [],
    error: answer.isError ? loadError(answer.error) : undefined,
    retry: () => void answer.refetch(),
    refresh: () => void client.invalidateQueries({ queryKey: keys.paged(endpoint) }),
    update: (fn) => client.setQueryData<PagedAnswer<T>>(queryKey, (a) => a && { ...a, data: fn(a.data ?? []) }),
  };
  return { list, server: { page, pageCount, total, setPage, query, setQuery } };
}
