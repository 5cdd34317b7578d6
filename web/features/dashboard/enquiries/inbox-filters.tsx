import { useId } from "react";
import { ENQUIRY_FORMS } from "../../../../contracts/enquiry-forms";
import { ENQUIRY_STATUSES, ENQUIRY_STATUS_LABELS, type InboxFilter } from "../../../../contracts/enquiry-inbox";
import { SearchIcon } from "../dashboard-icons";
import type { InboxState } from "./use-inbox";
import { formLabel } from "./labels";

const control =
  "w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-800 outline-none focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30";
const labelClass = "mb-1 block text-xs font-semibold uppercase tracking-wide text-slate-500";

/** Search, form, status and a date range above the inbox table. */
export function InboxFilters({ inbox }: { inbox: InboxState }) {
  const id = useId();
  const { filter } = inbox;
  const active = Object.values(filter).some(Boolean) || inbox.search.trim() !== "";
  const set = (patch: Partial<InboxFilter>) => inbox.setFilter(patch);

  return (
    <div className="grid grid-cols-2 gap-3 border-b border-slate-200 p-3 sm:px-4 lg:grid-cols-[minmax(0,2fr)_repeat(4,minmax(0,1fr))_auto] lg:items-end">
      <div className="col-span-2 lg:col-span-1">
        <label htmlFor={`${id}-q`} className={labelClass}>
          Search enquiries
        </label>
        <div className="relative">
          <SearchIcon className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-slate-400" />
          <input
            id={`${id}-q`}
            type="search"
            value={inbox.search}
            onChange={(e) => inbox.setSearch(e.target.value)}
            placeholder="Name, phone or email"
            className={`${control} pl-9`}
          />
        </div>
      </div>
      <div>
        <label htmlFor={`${id}-form`} className={labelClass}>
          Form
        </label>
        <select id={`${id}-form`} value={filter.form ?? ""} onChange={(e) => set({ form: (e.target.value || undefined) as InboxFilter["form"] })} className={control}>
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
          {ENQUIRY_STATUSES.map((s) => (
            <option key={s} value={s}>
              {ENQUIRY_STATUS_LABELS[s]}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-from`} className={labelClass}>
          From
        </label>
        <input id={`${id}-from`} type="date" value={filter.from ?? ""} max={filter.to} onChange={(e) => set({ from: e.target.value || undefined })} className={control} />
      </div>
      <div>
        <label htmlFor={`${id}-to`} className={labelClass}>
          To
        </label>
        <input id={`${id}-to`} type="date" value={filter.to ?? ""} min={filter.from} onChange={(e) => set({ to: e.target.value || undefined })} className={control} />
      </div>
      {active && (
        <button
          type="button"
          onClick={inbox.clear}
          className="rounded-lg px-3 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50 col-span-2 justify-self-end lg:col-span-1"
        >
          Clear filters
        </button>
      )}
    </div>
  );
}
