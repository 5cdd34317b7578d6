import { useId } from "react";
import { formatInstituteTime, type EnquirySummary, INBOX_PAGE_SIZES } from "../../../../contracts/enquiry-inbox";
import { Button } from "../button";
import { AlertIcon, EyeIcon } from "../dashboard-icons";
import { Pagination } from "../pagination";
import { Spinner } from "../spinner";
import { formLabel } from "./labels";
import { StatusPill } from "./status-pill";
import type { InboxState } from "./use-inbox";

interface InboxTableProps {
  inbox: InboxState;
  onOpen: (row: EnquirySummary) => void;
}

/** Date on one line, time under it: keeps the column narrow. */
function When({ at }: { at: string }) {
  const [date, time] = formatInstituteTime(at).split(", ");
  return (
    <>
      <span className="block text-slate-800">{date}</span>
      <span className="block text-xs text-slate-500">{time}</span>
    </>
  );
}

const courseOrCompany = (r: EnquirySummary) => r.course ?? r.company ?? "—";

/** One server page of enquiries: cards on phones, a table from md up, page size and pages below. */
export function InboxTable({ inbox, onOpen }: InboxTableProps) {
  const sizeId = useId();
  const { answer } = inbox;

  if (inbox.status === "loading" && !answer) {
    return (
      <div role="status" className="flex items-center justify-center gap-3 px-4 py-16 text-slate-600">
        <Spinner />
        Loading enquiries…
      </div>
    );
  }
  if (inbox.status === "error") {
    return (
      <div role="alert" className="flex flex-col items-center gap-3 px-4 py-14 text-center">
        <AlertIcon className="h-8 w-8 text-red-500" />
        <p className="font-semibold text-slate-900">Could not load enquiries.</p>
        <p className="text-sm text-slate-600">{inbox.error}</p>
        <Button variant="primary" onClick={inbox.reload}>
          Retry
        </Button>
      </div>
    );
  }
  if (!answer) return null;
  const rows = answer.data;
  const filtered = Object.values(inbox.filter).some(Boolean);
  const pageCount = Math.max(1, Math.ceil(answer.total / answer.limit));
  const view = (r: EnquirySummary) => (
    <Button size="sm" onClick={() => onOpen(r)} aria-label={`View enquiry from ${r.name}`}>
      <EyeIcon className="h-3.5 w-3.5" />
      View
    </Button>
  );

  return (
    <div aria-busy={inbox.status === "loading" || undefined}>
      {rows.length === 0 ? (
        <p className="px-4 py-16 text-center text-slate-600">{filtered ? "No enquiries match these filters." : "No enquiries yet. They appear here as soon as a visitor sends a form."}</p>
      ) : (
        <>
          <ul className="divide-y divide-slate-100 md:hidden" aria-label="Enquiries">
            {rows.map((r) => (
              <li key={r.id} className="px-4 py-4">
                <div className="flex items-start justify-between gap-3">
                  <div className="min-w-0">
                    <p className="truncate font-semibold text-slate-900">{r.name}</p>
                    <p className="text-xs text-slate-500">
                      {formLabel(r.form)} · {formatInstituteTime(r.createdAt)}
                    </p>
                  </div>
                  <StatusPill status={r.status} />
                </div>
                <dl className="mt-3 grid grid-cols-[5.5rem_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
                  <dt className="text-xs font-semibold uppercase tracking-wide text-slate-500">Phone</dt>
                  <dd className="tabular-nums text-slate-800">{r.phone}</dd>
                  <dt className="text-xs font-semibold uppercase tracking-wide text-slate-500">Email</dt>
                  <dd className="break-all text-slate-800">{r.email}</dd>
                  <dt className="text-xs font-semibold uppercase tracking-wide text-slate-500">{r.company ? "Company" : "Course"}</dt>
                  <dd className="text-slate-800">{courseOrCompany(r)}</dd>
                </dl>
                <div className="mt-3 flex justify-end">{view(r)}</div>
              </li>
            ))}
          </ul>
          <div className="relative hidden overflow-x-auto md:block" tabIndex={0} role="region" aria-label="Enquiries table">
            <table className="w-full min-w-[48rem] text-left text-sm">
              <caption className="sr-only">Enquiries, newest first</caption>
              <thead className="bg-slate-50 text-xs font-semibold uppercase tracking-wide text-slate-500">
                <tr>
                  <th scope="col" className="px-3 py-3">When</th>
                  <th scope="col" className="px-3 py-3">Form</th>
                  <th scope="col" className="px-3 py-3">Name</th>
                  <th scope="col" className="px-3 py-3">Phone</th>
                  <th scope="col" className="px-3 py-3">Email</th>
                  <th scope="col" className="px-3 py-3">Course / company</th>
                  <th scope="col" className="px-3 py-3">Status</th>
                  <th scope="col" className="px-3 py-3">
                    <span className="sr-only">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {rows.map((r) => (
                  <tr key={r.id} className={`align-middle hover:bg-slate-50/70 ${r.status === "new" ? "bg-sky-50/40" : ""}`}>
                    <td className="whitespace-nowrap px-3 py-3 text-slate-600">
                      <When at={r.createdAt} />
                    </td>
                    <td className="px-3 py-3">{formLabel(r.form)}</td>
                    <td className="px-3 py-3 font-semibold text-slate-900">{r.name}</td>
                    <td className="whitespace-nowrap px-3 py-3 tabular-nums">{r.phone}</td>
                    <td className="max-w-[13rem] truncate px-3 py-3" title={r.email}>
                      {r.email}
                    </td>
                    <td className="max-w-[10rem] px-3 py-3">{courseOrCompany(r)}</td>
                    <td className="px-3 py-3">
                      <StatusPill status={r.status} />
                    </td>
                    <td className="px-3 py-3 text-right">{view(r)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
      <div className="flex flex-col gap-2 border-t border-slate-200 px-4 pt-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-slate-600" aria-live="polite">
          {answer.total === 0
            ? "0 enquiries"
            : `${(answer.page - 1) * answer.limit + 1}–${(answer.page - 1) * answer.limit + rows.length} of ${answer.total} enquiries`}
        </p>
        <div className="flex items-center gap-2 text-sm">
          <label htmlFor={sizeId} className="text-slate-600">
            Rows per page
          </label>
          <select
            id={sizeId}
            value={inbox.limit}
            onChange={(e) => inbox.setLimit(Number(e.target.value))}
            className="rounded-lg border border-slate-300 bg-white px-2 py-1.5 text-sm outline-none focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30"
          >
            {INBOX_PAGE_SIZES.map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </div>
      </div>
      <Pagination label="Enquiries" page={answer.page} pageCount={pageCount} onPage={inbox.setPage} />
    </div>
  );
}
