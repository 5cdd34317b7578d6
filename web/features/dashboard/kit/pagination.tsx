// Previous and next pages of a dashboard list, with where the reader is.

import { ArrowLeft, ArrowRight } from "#web/components/icons";

interface PaginationProps {
  label: string;
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
}

const buttonClass =
  "inline-flex items-center gap-1.5 rounded-lg border border-slate-300 bg-white px-3 py-1.5 text-sm font-semibold text-slate-700 shadow-sm hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-50";

export function Pagination({ label, page, pageCount, onPage }: PaginationProps) {
  return (
    <nav aria-label={`${label} pages`} className="flex items-center justify-between gap-3 border-t border-slate-200 px-4 py-3">
      <button type="button" className={buttonClass} disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <ArrowLeft className="h-4 w-4" />
        Previous
      </button>
      <p className="text-sm text-slate-600" aria-live="polite">
        Page {page} of {pageCount}
      </p>
      <button type="button" className={buttonClass} disabled={page >= pageCount} onClick={() => onPage(page + 1)}>
        Next
        <ArrowRight className="h-4 w-4" />
      </button>
    </nav>
  );
}
