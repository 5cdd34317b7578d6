// The inbox's state: filter, search (sent after a short pause) and page, read through the data layer
// (docs/decisions/044).

import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState } from "react";
import type { InboxFilter, InboxListAnswer } from "#contracts/enquiry-inbox";
import { keys } from "../queries/keys";
import { loadError, statusOf } from "../queries/list-state";
import { fetchInbox } from "./api";
import { loadInboxPrefs, saveInboxPrefs } from "./inbox-prefs";

const SEARCH_DELAY_MS = 300;

export interface InboxState {
  filter: InboxFilter;
  /** The search box's text as typed (the query follows it after a short pause). */
  search: string;
  page: number;
  limit: number;
  status: "loading" | "error" | "ready";
  answer: InboxListAnswer | null;
  error?: string;
  setFilter: (patch: Partial<InboxFilter>) => void;
  setSearch: (text: string) => void;
  clear: () => void;
  setPage: (page: number) => void;
  setLimit: (limit: number) => void;
  reload: () => void;
}

/**
 * One page of the inbox from the server, following view, filters, search, page
 * and page size. View, filters and page size start as this user left them.
 */
export function useInbox(): InboxState {
  const [saved] = useState(loadInboxPrefs);
  const [filter, setFilterState] = useState<InboxFilter>(saved.filter);
  const [search, setSearchText] = useState("");
  const [page, setPage] = useState(1);
  const [limit, setLimitState] = useState<number>(saved.limit);
  const searchTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  // Every change to a lead invalidates keys.inbox: this page is read again with the rest.
  const query = useQuery({
    queryKey: keys.inboxPage({ ...filter, page, limit }),
    queryFn: ({ signal }) => fetchInbox({ ...filter, page, limit }, signal),
    placeholderData: keepPreviousData,
  });
  const answer = query.data ?? null;

  // A delete can leave the page past the end: step back to the last page.
  useEffect(() => {
    if (!query.data || query.isPlaceholderData) return;
    const last = Math.max(1, Math.ceil(query.data.total / query.data.limit));
    if (page > last) setPage(last);
  }, [query.data, query.isPlaceholderData, page]);

  useEffect(() => saveInboxPrefs({ filter, limit }), [filter, limit]);

  useEffect(() => () => clearTimeout(searchTimer.current), []);

  const setFilter = useCallback((patch: Partial<InboxFilter>) => {
    setFilterState((f) => ({ ...f, ...patch }));
    setPage(1);
  }, []);

  const setSearch = useCallback(
    (text: string) => {
      setSearchText(text);
      clearTimeout(searchTimer.current);
      searchTimer.current = setTimeout(() => setFilter({ q: text.trim() || undefined }), SEARCH_DELAY_MS);
    },
    [setFilter],
  );

  // Clearing the filters keeps the view (a tab, not a filter).
  const clear = useCallback(() => {
    clearTimeout(searchTimer.current);
    setSearchText("");
    setFilterState((f) => ({ view: f.view }));
    setPage(1);
  }, []);

  const setLimit = useCallback((next: number) => {
    setLimitState(next);
    setPage(1);
  }, []);

  const reload = () => void query.refetch();
  const error = query.isError ? loadError(query.error) : undefined;

  return { filter, search, page, limit, status: statusOf(query), answer, error, setFilter, setSearch, clear, setPage, setLimit, reload };
}
