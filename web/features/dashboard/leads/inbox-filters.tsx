// The inbox's views and filters above the table (docs/decisions/051).

import { useId, useState } from "react";
import { ENQUIRY_FORMS } from "#contracts/enquiry-forms";
import { INBOX_VIEWS, type InboxFilter, STATUS_FILTERS } from "#contracts/enquiry-inbox";
import { SearchBox } from "../kit/search-box";
import type { Counsellor } from "./api";
import type { InboxState } from "./use-inbox";
import { STATUS_FILTER_LABELS, VIEW_LABELS, formLabel } from "./labels";

const control =
  "w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-800 outline-none focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30";
const labelClass = "mb-1 block text-xs font-semibold uppercase tracking-wide text-slate-500";

interface InboxFiltersProps {
  inbox: InboxState;
  /** Admins filter by owner; null hides that filter. */
  counsellors: Counsellor[] | null;
  /** Leads due today or overdue (the Due tab's count). */
  dueCount?: number;
}

/** The view tabs, then search, form, status, owner (admins) and a date range above the inbox table. */
export function InboxFilters({ inbox, counsellors, dueCount }: InboxFiltersProps) {
  const id = useId();
  const { filter } = inbox;
  const view = filter.view ?? "all";
  // The filters beside the search: on a phone they fold away behind "More filters",
  // so a counsellor sees the first leads without scrolling past five fields.
  const chosen = (["form", "status", "owner", "from", "to"] as const).filter((key) => Boolean(filter[key])).length;
  const active = chosen > 0 || inbox.search.trim() !== "";
  const [moreOpen, setMoreOpen] = useState(chosen > 0);
  const set = (patch: Partial<InboxFilter>) => inbox.setFilter(patch);

  return (
    <div className="border-b border-slate-200">
      <div role="group" aria-label="Which enquiries" className="flex gap-1 overflow-x-auto border-b border-slate-200 px-2 pt-2 sm:px-3">
        {INBOX_VIEWS.map((v) => {
          const on = v === view;
          return (
            <button
              key={v}
              type="button"
              aria-pressed={on}
              onClick={() => set({ view: v === "all" ? undefined : v })}
              className={`-mb-px inline-flex shrink-0 items-center gap-1.5 whitespace-nowrap rounded-t-lg border-b-2 px-3 py-2 text-sm font-semibold transition focus-visible:outline-2 focus-visible:outline-brand-600 ${
                on ? "border-brand-700 text-brand-900" : "border-transparent text-slate-600 hover:text-slate-900"
              }`}
            >
              {VIEW_LABELS[v]}
              {v === "due" && dueCount !== undefined && dueCount > 0 && (
                <span className="rounded-full bg-red-600 px-1.5 text-xs font-bold tabular-nums text-white">{dueCount}</span>
              )}
            </button>
          );
        })}
      </div>
      <div
        className={`grid grid-cols-2 gap-3 p-3 sm:px-4 lg:items-end ${
          counsellors ? "lg:grid-cols-[minmax(0,2fr)_repeat(5,minmax(0,1fr))_auto]" : "lg:grid-cols-[minmax(0,2fr)_repeat(4,minmax(0,1fr))_auto]"
        }`}
      >
        <div className="col-span-2 lg:col-span-1">
          <label htmlFor={`${id}-q`} className={labelClass}>
            Search enquiries
          </label>
          <SearchBox id={`${id}-q`} value={inbox.search} onChange={inbox.setSearch} placeholder="Name, phone or email" tone="bg-white text-slate-800" />
        </div>
        <button
          type="button"
          aria-expanded={moreOpen}
          aria-controls={`${id}-more`}
          onClick={() => setMoreOpen((open) => !open)}
          className="col-span-2 justify-self-start rounded-lg px-1 py-1 text-sm font-semibold text-brand-700 hover:underline sm:hidden"
        >
          {moreOpen ? "Fewer filters" : "More filters"}
          {chosen > 0 && ` (${chosen} on)`}
        </button>
        {/* From 640 px these sit in the row with the search (display: contents); below, in a fold of their own. */}
        <div id={`${id}-more`} className={`${moreOpen ? "col-span-2 grid grid-cols-2 gap-3" : "hidden"} sm:contents`}>
          <div>
            <label htmlFor={`${id}-form`} className={labelClass}>
              Form
            </label>
            <select
              id={`${id}-form`}
              value={filter.form ?? ""}
              onChange={(e) => set({ form: (e.target.value || undefined) as InboxFilter["form"] })}
              className={control}
            >
              <option value="">All forms</option>
              {ENQUIRY_FORMS.map((f) => (
                <option key={f} value={f}>
                  {formLabel(f)}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor={`${id}-status`} className={labelClass}>
              Status
            </label>
            <select
              id={`${id}-status`}
              value={filter.status ?? ""}
              onChange={(e) => set({ status: (e.target.value || undefined) as InboxFilter["status"] })}
              className={control}
            >
              <option value="">Any status</option>
              {STATUS_FILTERS.map((s) => (
                <option key={s} value={s}>
                  {STATUS_FILTER_LABELS[s]}
                </option>
              ))}
            </select>
          </div>
          {counsellors && (
            <div>
              <label htmlFor={`${id}-owner`} className={labelClass}>
                Owner
              </label>
              <select id={`${id}-owner`} value={filter.owner ?? ""} onChange={(e) => set({ owner: e.target.value || undefined })} className={control}>
                <option value="">Anyone</option>
                {counsellors.map((c) => (
                  <option key={c.id} value={c.id}>
                    {c.username}
                  </option>
                ))}
              </select>
            </div>
          )}
          <div>
            <label htmlFor={`${id}-from`} className={labelClass}>
              From
            </label>
            <input
              id={`${id}-from`}
              type="date"
              value={filter.from ?? ""}
              max={filter.to}
              onChange={(e) => set({ from: e.target.value || undefined })}
              className={control}
            />
          </div>
          <div>
            <label htmlFor={`${id}-to`} className={labelClass}>
              To
            </label>
            <input
              id={`${id}-to`}
              type="date"
              value={filter.to ?? ""}
              min={filter.from}
              onChange={(e) => set({ to: e.target.value || undefined })}
              className={control}
            />
          </div>
        </div>
        {active && (
          <button
            type="button"
            onClick={inbox.clear}
            className="col-span-2 justify-self-end rounded-lg px-3 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50 lg:col-span-1"
          >
            Clear filters
          </button>
        )}
      </div>
    </div>
  );
}
