// The placement officer's desk (docs/decisions/098): drives with their stage counts
// and each drive's board, employers, graduates with no outcome, confirmations pending.

import { Link, useParams } from "react-router";
import { placementDeskPath } from "#contracts/dashboard-paths";
import { SectionHeading } from "../kit/section-frame";
import { ConfirmationsPanel } from "./confirmations-panel";
import { DriveBoard } from "./drive-board";
import { DrivesPanel } from "./drives-panel";
import { EmployersPanel } from "./employers-panel";
import { GraduatesPanel } from "./graduates-panel";

const VIEWS = [
  { view: undefined, label: "Drives" },
  { view: "employers", label: "Employers" },
  { view: "graduates", label: "Graduates" },
  { view: "confirmations", label: "Confirmations" },
] as const;

/**
 * /dashboard/placement-desk and its views, each an address of its own: a drive's
 * board at /drives/:id, a graduate's outcome at /graduates/:leadId (opened over
 * the list, so Back closes it). An unknown view shows the drives.
 */
export function PlacementDeskSection() {
  const { view, id } = useParams();
  if (view === "drives" && id) return <DriveBoard id={id} />;
  const current = VIEWS.find((v) => v.view === view) ?? VIEWS[0];
  return (
    <section aria-labelledby="section-title" className="space-y-5">
      <SectionHeading
        title="Placement desk"
        description="Employers, drives and their applications, graduates with no outcome on record, and the employers' confirmations still to come."
      />
      <nav aria-label="Placement desk" className="grid grid-cols-2 gap-1 rounded-xl bg-white p-1 shadow-sm ring-1 ring-slate-200 sm:flex">
        {VIEWS.map((v) => (
          <Link
            key={v.label}
            to={placementDeskPath(v.view)}
            aria-current={v === current ? "page" : undefined}
            className={`rounded-lg px-3 py-2 text-center text-sm font-semibold transition sm:px-4 ${
              v === current ? "bg-brand-700 text-white shadow-sm" : "text-slate-600 hover:bg-slate-100 hover:text-slate-900"
            }`}
          >
            {v.label}
          </Link>
        ))}
      </nav>
      {current.view === "employers" ? (
        <EmployersPanel />
      ) : current.view === "graduates" ? (
        <GraduatesPanel openLeadId={id ?? null} />
      ) : current.view === "confirmations" ? (
        <ConfirmationsPanel />
      ) : (
        <DrivesPanel />
      )}
    </section>
  );
}
