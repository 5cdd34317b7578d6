import { useCallback, useEffect, useRef, useState } from "react";
import type { InboxFilter, InboxListAnswer } from "../../../../contracts/enquiry-inbox";
import { serverReason } from "../notify";
import { INBOX_CHANGED_EVENT, fetchInbox } from "./inbox-api";
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
  const [status, setStatus] = useState<InboxState["status"]>("loading");
  const [answer, setAnswer] = useState<InboxListAnswer | null>(null);
  const [error, setError] = useState<string>();
  const [version, setVersion] = useState(0);
  const searchTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => {
    const controller = new AbortController();
    setStatus((s) => (s === "ready" ? s : "loading"));
    fetchInbox({ ...filter, page, limit }, controller.signal).then(
      (result) => {
        // A delete can leave the page past the end: step back to the last page.
        const last = Math.max(1, Math.ceil(result.total / result.limit));
        if (page > last) return setPage(last);
        setAnswer(result);
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
  }, [filter, page, limit, version]);

  useEffect(() => saveInboxPrefs({ filter, limit }), [filter, limit]);

  useEffect(() => {
    const reload = () => setVersion((v) => v + 1);
    window.addEventListener(INBOX_CHANGED_EVENT, reload);
    return () => {
      window.removeEventListener(INBOX_CHANGED_EVENT, reload);
      clearTimeout(searchTimer.current);
    };
  }, []);

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

  const reload = useCallback(() => {
    setStatus("loading");
    setVersion((v) => v + 1);
  }, []);

  return { filter, search, page, limit, status, answer, error, setFilter, setSearch, clear, setPage, setLimit, reload };
}
