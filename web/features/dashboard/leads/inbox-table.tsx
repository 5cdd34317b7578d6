// The inbox's table of leads: who, what, when, status and owner, each row opening the lead.

import { useId } from "react";
import { formatInstituteTime, type EnquirySummary, INBOX_PAGE_SIZES, type InboxFilter } from "#contracts/enquiry-inbox";
import { Button } from "../kit/button";
import { AlertIcon, EyeIcon } from "../kit/dashboard-icons";
import { Pagination } from "../kit/pagination";
import { Spinner } from "../kit/spinner";
import { DueCell } from "./due-cell";
import { formLabel } from "./labels";
import { StatusPill } from "./status-pill";
import { ColumnHeads } from "../kit/column-heads";
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

const INBOX_HEADS = ["Received", "Name", "Contact", "Course / source", "Owner", "Follow-up", "Status", <span className="sr-only">Actions</span>];

const courseOrCompany = (r: EnquirySummary) => r.course ?? r.company ?? "—";

/** A phone number a counsellor can tap or click to call (the row does not open). */
function PhoneLink({ phone }: { phone: string }) {
  return (
    <a
      href={`tel:+91${phone}`}
      onClick={(e) => e.stopPropagation()}
      className="whitespace-nowrap font-medium tabular-nums text-brand-700 underline-offset-2 hover:underline"
      aria-label={`Call ${phone}`}
    >
      {phone}
    </a>
  );
}

/** What an empty page means in this view. */
function emptyText(filter: InboxFilter, filtered: boolean) {
  if (filtered) return "No enquiries match these filters.";
  switch (filter.view) {
    case "mine":
      return "No enquiries are assigned to you.";
    case "unassigned":
      return "Every enquiry has an owner.";
    case "due":
      return "Nothing is due today. Well done.";
    case "demos":
      return "No demo classes booked for the next 7 days.";
    case "awaiting":
      return "No student is waiting for our answer on WhatsApp.";
    default:
      return "No enquiries yet. They appear here as soon as a visitor sends a form.";
  }
}

/**
 * One server page of enquiries: cards on phones, a table from md up (owner, what is
 * due, status), page size and pages below. A click anywhere on a row or card opens
 * the lead (the View button is the same for the keyboard); the phone number calls.
 * The table fits a 1366 × 768 laptop beside the sidebar without scrolling sideways.
 */
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
  const filtered = Object.entries(inbox.filter).some(([key, value]) => key !== "view" && Boolean(value));
  const pageCount = Math.max(1, Math.ceil(answer.total / answer.limit));
  const view = (r: EnquirySummary) => (
    <Button
      size="sm"
      onClick={(e) => {
        e.stopPropagation();
        onOpen(r);
      }}
      aria-label={`View enquiry from ${r.name}`}
    >
      <EyeIcon className="h-3.5 w-3.5" />
      View
    </Button>
  );

  const rowLabel = "text-xs font-semibold uppercase tracking-wide text-slate-500";
  return (
    <div aria-busy={inbox.status === "loading" || undefined}>
      {rows.length === 0 ? (
        <p className="px-4 py-16 text-center text-slate-600">{emptyText(inbox.filter, filtered)}</p>
      ) : (
        <>
          <ul className="divide-y divide-slate-100 md:hidden" aria-label="Enquiries">
            {rows.map((r) => (
              <li key={r.id} onClick={() => onOpen(r)} className={`cursor-pointer px-4 py-4 ${r.overdue ? "border-l-4 border-red-500" : ""}`}>
                <div className="flex items-start justify-between gap-3">
                  <div className="min-w-0">
                    <p className="truncate font-semibold text-slate-900">{r.name}</p>
                    <p className="text-xs text-slate-500">
                      {formLabel(r.form)} · {formatInstituteTime(r.lastSubmittedAt)}
                    </p>
                  </div>
                  <StatusPill status={r.status} fee={r.feeState} />
                </div>
                {r.preview && <p className="mt-2 truncate text-sm text-slate-600">“{r.preview}”</p>}
                <dl className="mt-3 grid grid-cols-[5.5rem_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
                  <dt className={rowLabel}>Phone</dt>
                  <dd>
                    <PhoneLink phone={r.phone} />
                  </dd>
                  <dt className={rowLabel}>Email</dt>
                  <dd className="break-all text-slate-800">{r.email}</dd>
                  <dt className={rowLabel}>{r.company ? "Company" : "Course"}</dt>
                  <dd className="text-slate-800">{courseOrCompany(r)}</dd>
                  <dt className={rowLabel}>Source</dt>
                  <dd className="text-slate-800">{r.source}</dd>
                  <dt className={rowLabel}>Owner</dt>
                  <dd className="text-slate-800">{r.owner?.username ?? "Unassigned"}</dd>
                  <dt className={rowLabel}>Due</dt>
                  <dd>
                    <DueCell row={r} compact />
                    {r.followUpReason && <span className="block text-slate-800">{r.followUpReason}</span>}
                  </dd>
                </dl>
                <div className="mt-3 flex justify-end">{view(r)}</div>
              </li>
            ))}
          </ul>
          <div className="relative hidden overflow-x-auto md:block" tabIndex={0} role="region" aria-label="Enquiries table">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">
                {inbox.filter.view === "due"
                  ? "Enquiries due today or overdue, earliest first"
                  : inbox.filter.view === "demos"
                    ? "Demo classes this week, soonest first"
                    : "Enquiries, latest first"}
              </caption>
              <thead className="bg-slate-50 text-xs font-semibold uppercase tracking-wide text-slate-500">
                <ColumnHeads labels={INBOX_HEADS} classOf={() => "px-3 py-3"} />
              </thead>
              <tbody className="divide-y divide-slate-100">
                {rows.map((r) => (
                  <tr
                    key={r.id}
                    onClick={() => onOpen(r)}
                    className={`cursor-pointer align-middle hover:bg-slate-50 ${r.status === "new" ? "bg-sky-50/40" : ""}`}
                  >
                    <td className="whitespace-nowrap px-3 py-3 text-slate-600">
                      <When at={r.lastSubmittedAt} />
                      <span className="block text-xs font-semibold text-brand-700">{formLabel(r.form)}</span>
                    </td>
                    <td className="max-w-[12rem] px-3 py-3">
                      <span className="block truncate font-semibold text-slate-900">{r.name}</span>
                      {r.preview && (
                        <span className="block truncate text-xs text-slate-500" title={r.preview}>
                          {r.preview}
                        </span>
                      )}
                    </td>
                    <td className="max-w-[11rem] px-3 py-3">
                      <PhoneLink phone={r.phone} />
                      <span className="block truncate text-xs text-slate-500" title={r.email}>
                        {r.email}
                      </span>
                    </td>
                    <td className="max-w-[9rem] px-3 py-3">
                      <span className="block truncate" title={courseOrCompany(r)}>
                        {courseOrCompany(r)}
                      </span>
                      <span className="block truncate text-xs text-slate-500" title={`Source: ${r.source}`}>
                        <span className="sr-only">Source: </span>
                        {r.source}
                      </span>
                    </td>
                    <td className="whitespace-nowrap px-3 py-3">{r.owner ? r.owner.username : <span className="text-slate-500">Unassigned</span>}</td>
                    <td className="px-3 py-3">
                      <DueCell row={r} />
                      {/* Wraps within the width the time gives the column (two lines at most), so the table grows no wider. */}
                      {r.followUpReason && (
                        <span className="mt-0.5 line-clamp-2 w-0 min-w-full text-xs text-slate-700" title={r.followUpReason}>
                          {r.followUpReason}
                        </span>
                      )}
                    </td>
                    <td className="px-3 py-3">
                      <StatusPill status={r.status} fee={r.feeState} />
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
