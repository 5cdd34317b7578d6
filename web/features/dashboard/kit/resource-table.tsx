// The dashboard's table of records: columns, empty and loading states, and a card layout on phones.

import { useId, useMemo, useState } from "react";
import { AlertIcon } from "./dashboard-icons";
import { Pagination } from "./pagination";
import { SearchBox } from "./search-box";
import { Spinner } from "./spinner";
import type { ListState, ServerPaging } from "../queries/list-state";
import { usePagination } from "./use-pagination";

export interface Column<T> {
  header: string;
  cell: (row: T) => React.ReactNode;
  className?: string;
  /** Visually hidden header (e.g. the actions column), still read by screen readers. */
  hideHeader?: boolean;
  /** On phones the row is a card: lead cells (photo, name) form its title line. */
  lead?: boolean;
}

interface ResourceTableProps<T> {
  /** Plural noun of the rows, e.g. "users": used in the caption, states and search. */
  noun: string;
  caption: string;
  columns: Column<T>[];
  list: ListState<T>;
  rowKey: (row: T) => string;
  emptyText: string;
  /** Rows that match a search text; without it the table has no search box. */
  matches?: (row: T, query: string) => boolean;
  /** Paged and searched by the server: `list.items` is the current page. */
  server?: ServerPaging;
  /** Rows per page when paged here; a short list that is ordered by hand shows in one page. */
  pageSize?: number;
}

/** A dashboard table with its loading, error and empty states, search and pages of 4 rows. */
export function ResourceTable<T>({ noun, caption, columns, list, rowKey, emptyText, matches, server, pageSize }: ResourceTableProps<T>) {
  const [localQuery, setLocalQuery] = useState("");
  const searchId = useId();
  const query = server ? server.query : localQuery;
  const q = query.trim().toLowerCase();
  const filtered = useMemo(() => (!server && matches && q ? list.items.filter((r) => matches(r, q)) : list.items), [server, list.items, matches, q]);
  const local = usePagination(filtered, pageSize);
  const rows = filtered;
  const { page, pageCount, pageRows, setPage } = server ? { ...server, pageRows: list.items } : local;
  const searchable = Boolean(server || matches);
  const setQuery = (text: string) => {
    if (server) server.setQuery(text);
    else {
      setLocalQuery(text);
      local.setPage(1);
    }
  };

  if (list.status === "loading") {
    return (
      <div role="status" className="flex items-center justify-center gap-3 px-4 py-16 text-slate-600">
        <Spinner />
        Loading {noun}…
      </div>
    );
  }
  if (list.status === "error") {
    return (
      <div role="alert" className="flex flex-col items-center gap-3 px-4 py-14 text-center">
        <AlertIcon className="h-8 w-8 text-red-500" />
        <p className="font-semibold text-slate-900">Could not load {noun}.</p>
        <p className="text-sm text-slate-600">{list.error}</p>
        <button type="button" onClick={list.retry} className="mt-1 rounded-lg bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800">
          Retry
        </button>
      </div>
    );
  }
  if (list.items.length === 0 && !q && (!server || server.total === 0)) {
    return <p className="px-4 py-16 text-center text-slate-600">{emptyText}</p>;
  }

  return (
    <div>
      {searchable && (
        <div className="border-b border-slate-200 p-3 sm:px-4">
          <label htmlFor={searchId} className="sr-only">
            Search {noun}
          </label>
          <SearchBox id={searchId} value={query} onChange={setQuery} placeholder={`Search ${noun}`} className="max-w-sm" />
        </div>
      )}
      {rows.length === 0 ? (
        <p className="px-4 py-12 text-center text-slate-600">
          No {noun} match “{query.trim()}”.
        </p>
      ) : (
        <>
          {/* Phones: one card per row. */}
          <ul className="divide-y divide-slate-100 md:hidden" aria-label={caption}>
            {pageRows.map((row) => (
              <li key={rowKey(row)} className="space-y-3 px-4 py-4">
                {columns.some((c) => c.lead) && (
                  <div className="flex items-center gap-3">
                    {columns
                      .filter((c) => c.lead)
                      .map((c) => (
                        <div key={c.header}>{c.cell(row)}</div>
                      ))}
                  </div>
                )}
                <dl className="grid grid-cols-[6rem_minmax(0,1fr)] gap-x-3 gap-y-1.5 text-sm">
                  {columns
                    .filter((c) => !c.lead && !c.hideHeader)
                    .map((c) => (
                      <div key={c.header} className="contents">
                        <dt className="text-xs font-semibold uppercase tracking-wide text-slate-500">{c.header}</dt>
                        <dd className="min-w-0 text-slate-800">{c.cell(row)}</dd>
                      </div>
                    ))}
                </dl>
                {columns
                  .filter((c) => c.hideHeader)
                  .map((c) => (
                    <div key={c.header} className="flex justify-end">
                      {c.cell(row)}
                    </div>
                  ))}
              </li>
            ))}
          </ul>
          {/* Wider screens: the table. Focusable so keyboard users can scroll it if it is still too wide. */}
          <div className="relative hidden overflow-x-auto md:block" tabIndex={0} role="region" aria-label={`${caption} table`}>
            <table className="w-full min-w-[40rem] text-left text-sm">
              <caption className="sr-only">{caption}</caption>
              <thead className="bg-slate-50 text-xs font-semibold uppercase tracking-wide text-slate-500">
                <tr>
                  {columns.map((c) => (
                    <th key={c.header} scope="col" className={`px-4 py-3 ${c.className ?? ""}`}>
                      <span className={c.hideHeader ? "sr-only" : undefined}>{c.header}</span>
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {pageRows.map((row) => (
                  <tr key={rowKey(row)} className="align-middle hover:bg-slate-50/70">
                    {columns.map((c) => (
                      <td key={c.header} className={`px-4 py-3 ${c.className ?? ""}`}>
                        {c.cell(row)}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pagination label={caption} page={page} pageCount={pageCount} onPage={setPage} />
        </>
      )}
    </div>
  );
}
