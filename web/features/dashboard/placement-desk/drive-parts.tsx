// What the drives list and a drive's board both show of a drive: its pay, its state and its stage counts.

import type { Drive, Employer } from "#contracts/api-table/placement-outcomes";
import { formatDate } from "#contracts/date-format";
import { formatRupees } from "#contracts/fees";
import { type ApplicationStage, STAGE_LABELS } from "#contracts/placement-outcomes";
import { DotBadge } from "../kit/status-badge";

/** The board's order: the rounds forward, then the ways out. */
export const BOARD_STAGES: readonly ApplicationStage[] = ["applied", "shortlisted", "interview", "offer", "joined", "rejected", "withdrawn"];

/** Base pay a month and CTC a year, each named: a CTC is never shown as a salary (docs/decisions/089). */
export function DrivePay({ drive }: { drive: Pick<Drive, "baseSalaryMonthly" | "ctcAnnual"> }) {
  if (drive.baseSalaryMonthly === null && drive.ctcAnnual === null) return <span className="text-slate-500">Not given</span>;
  return (
    <span className="block whitespace-nowrap">
      {drive.baseSalaryMonthly !== null && <span className="block">Base pay {formatRupees(drive.baseSalaryMonthly)} a month</span>}
      {drive.ctcAnnual !== null && <span className="block text-slate-600">CTC {formatRupees(drive.ctcAnnual)} a year</span>}
    </span>
  );
}

/** Taking applications, past its last date, or closed. */
export function DriveState({ drive }: { drive: Pick<Drive, "status" | "takingApplications" | "lastDate"> }) {
  return (
    <span className="block space-y-1">
      <span className="block whitespace-nowrap">Apply by {formatDate(drive.lastDate)}</span>
      {drive.takingApplications ? (
        <DotBadge tone="good">Open</DotBadge>
      ) : (
        <DotBadge tone="muted">{drive.status === "closed" ? "Closed" : "Last date passed"}</DotBadge>
      )}
    </span>
  );
}

/** How many applications are at each stage (those with any), or that none came yet. */
export function StageCounts({ drive }: { drive: Pick<Drive, "counts" | "title"> }) {
  const counted = BOARD_STAGES.filter((s) => (drive.counts[s] ?? 0) > 0);
  if (counted.length === 0) return <span className="text-slate-500">No applications yet</span>;
  return (
    <ul aria-label={`Applications to ${drive.title} by stage`} className="flex flex-wrap gap-1.5">
      {counted.map((s) => (
        <li key={s} className="whitespace-nowrap rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-700">
          {STAGE_LABELS[s]} {drive.counts[s]}
        </li>
      ))}
    </ul>
  );
}

/** The employer select's choices, in the drive form and the outcome editor alike. */
export function EmployerOptions({ employers }: { employers: readonly Pick<Employer, "_id" | "name">[] }) {
  return (
    <>
      <option value="">Choose the employer</option>
      {employers.map((e) => (
        <option key={e._id} value={e._id}>
          {e.name}
        </option>
      ))}
    </>
  );
}
