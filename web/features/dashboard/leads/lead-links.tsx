import { Link } from "react-router";
import { leadPath, sectionPath } from "#contracts/dashboard-paths";

// A short list of leads, each row opening the lead: the overview's latest
// enquiries and its overdue fees read the same way.

/** The dashboard's address of a lead, or of the inbox without one. */
export const enquiryHref = (id?: string) => (id ? leadPath(id) : sectionPath("enquiries"));

export interface LeadLink {
  /** The row's own key (a lead, or an instalment of one). */
  key: string;
  enquiryId: string;
  name: string;
  detail: React.ReactNode;
  /** At the row's right end: a status, an amount. */
  end: React.ReactNode;
}

export function LeadLinks({ rows, label, className = "" }: { rows: LeadLink[]; label?: string; className?: string }) {
  return (
    <ul className={`divide-y divide-slate-100 ${className}`} aria-label={label}>
      {rows.map((row) => (
        <li key={row.key}>
          <Link to={enquiryHref(row.enquiryId)} className="flex items-center justify-between gap-3 rounded-lg px-2 py-2.5 hover:bg-slate-50">
            <span className="min-w-0">
              <span className="block truncate text-sm font-semibold text-slate-900">{row.name}</span>
              <span className="block truncate text-xs text-slate-600">{row.detail}</span>
            </span>
            {row.end}
          </Link>
        </li>
      ))}
    </ul>
  );
}
