import { useCallback, useEffect, useState } from "react";
import type { ListAnswer } from "../../../contracts/api";
import { DASHBOARD_PAGE_SIZE } from "../../../contracts/limits";
import { api } from "../../lib/api";
import { type ListState, useList } from "./use-list";

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
 * short pause in typing before it asks. `auth` sends the staff token, for lists
 * that only staff may read.
 */
export function usePagedList<T>(path: string, pageSize = DASHBOARD_PAGE_SIZE, { auth = false } = {}): { list: ListState<T>; server: ServerPaging } {
  const [page, setPage] = useState(1);
  const [query, setQueryText] = useState("");
  const [search, setSearch] = useState("");
  const [total, setTotal] = useState(0);

  useEffect(() => {
    const timer = setTimeout(() => setSearch(query.trim()), 250);
    return () => clearTimeout(timer);
  }, [query]);

  const load = useCallback(
    (signal: AbortSignal) => {
      const params = new URLSearchParams({ page: String(page), limit: String(pageSize) });
      if (search) params.set("q", search);
      return api<ListAnswer<T>>(`${path}?${params}`, { signal, auth }).then((answer) => {
        setTotal(answer.total ?? 0);
        return answer.data ?? [];
      });
    },
    [path, page, pageSize, search, auth],
  );
  const list = useList(load);
  const pageCount = Math.max(1, Math.ceil(total / pageSize));

  // A delete that empties the last page steps back to the new last page.
  useEffect(() => {
    if (list.status === "ready" && page > pageCount) setPage(pageCount);
  }, [list.status, page, pageCount]);

  const setQuery = useCallback((text: string) => {
    setQueryText(text);
    setPage(1);
  }, []);

  return { list, server: { page, pageCount, total, setPage, query, setQuery } };
}
