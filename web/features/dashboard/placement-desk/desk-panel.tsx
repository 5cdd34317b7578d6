// One view of the placement desk: its heading, a line of what it holds, its main action, and the card below.

import { Link } from "react-router";

interface DeskPanelProps {
  id: string;
  title: string;
  description: string;
  action?: React.ReactNode;
  children: React.ReactNode;
}

/** Like a section's frame (kit/section-frame.tsx), one heading level down: the desk's own heading is the page's h1. */
export function DeskPanel({ id, title, description, action, children }: DeskPanelProps) {
  return (
    <section aria-labelledby={id} className="space-y-3">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h2 id={id} className="text-lg font-bold text-brand-900">
            {title}
          </h2>
          <p className="text-sm text-slate-600">{description}</p>
        </div>
        {action}
      </div>
      <div className="overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">{children}</div>
    </section>
  );
}

/** A link to a record of the desk (a drive's board, a graduate's outcome) that looks like a row's small button. */
export function RowLink({ to, label, children }: { to: string; label: string; children: React.ReactNode }) {
  return (
    <Link
      to={to}
      preventScrollReset
      aria-label={label}
      className="inline-flex items-center rounded-lg border border-slate-300 bg-white px-2.5 py-1.5 text-xs font-semibold text-slate-700 shadow-sm hover:bg-slate-50"
    >
      {children}
    </Link>
  );
}
