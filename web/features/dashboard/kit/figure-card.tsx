import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { loadError } from "../queries/list-state";

// A card of figures on the Overview (first-response time, the owner's numbers):
// its title, then what it shows once read, "Loading …" until then, and the
// reason with Retry when the read failed.

interface FigureCardProps<T> {
  id: string;
  title: ReactNode;
  /** What is being read, for the messages: "the owner's numbers". */
  what: string;
  query: UseQueryResult<T>;
  /** Shown under the title whatever the read's state (a period picker), so it keeps its focus while the next numbers load. */
  controls?: ReactNode;
  children: (data: T) => ReactNode;
}

export function FigureCard<T>({ id, title, what, query, controls, children }: FigureCardProps<T>) {
  return (
    <section className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5" aria-labelledby={id}>
      <h2 id={id} className="mb-3 text-base font-bold text-brand-900">
        {title}
      </h2>
      {controls}
      {query.isError ? (
        <div role="alert" className="text-sm text-red-800">
          <p>
            Could not load {what}: {loadError(query.error)}
          </p>
          <button
            type="button"
            onClick={() => void query.refetch()}
            className="mt-2 rounded-lg px-3 py-1.5 font-semibold text-brand-700 ring-1 ring-brand-200 hover:bg-brand-50 focus-visible:outline focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            Retry
          </button>
        </div>
      ) : query.data === undefined ? (
        <p className="text-sm text-slate-600" role="status">
          Loading {what}…
        </p>
      ) : (
        children(query.data)
      )}
    </section>
  );
}
