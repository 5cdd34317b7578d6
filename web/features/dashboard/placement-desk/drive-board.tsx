// One drive's board (docs/decisions/098), at /dashboard/placement-desk/drives/:id: its applications
// grouped by stage, each moved on with a select and a button (a round and a note if wanted).

import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useId, useState } from "react";
import { Link } from "react-router";
import type { DriveApplication } from "#contracts/api-table/placement-outcomes";
import { placementDeskPath } from "#contracts/dashboard-paths";
import { chennaiDayMonthYear } from "#contracts/en-in-format";
import { type ApplicationStage, STAGE_LABELS } from "#contracts/placement-outcomes";
import { notify } from "#web/lib/notify";
import { Button } from "../kit/button";
import { inputClass } from "../kit/form-field";
import { DialogLoadFailed, DialogLoading } from "../kit/load-states";
import { notifyFailure } from "../kit/notify";
import { Spinner } from "../kit/spinner";
import { loadError } from "../queries/list-state";
import { deskKeys, loadApplications, loadDrives, moveApplication } from "./api";
import { BOARD_STAGES, DrivePay, DriveState } from "./drive-parts";

export function DriveBoard({ id }: { id: string }) {
  const drives = useQuery({ queryKey: deskKeys.drives, queryFn: ({ signal }) => loadDrives(signal) });
  const applications = useQuery({ queryKey: deskKeys.applications(id), queryFn: ({ signal }) => loadApplications(id, signal) });
  const drive = drives.data?.find((d) => d._id === id);

  return (
    <section aria-labelledby="board-title" className="space-y-5">
      <Link to={placementDeskPath()} className="text-sm font-semibold text-brand-700 underline-offset-2 hover:underline">
        ← All drives
      </Link>
      {drives.isPending || applications.isPending ? (
        <DialogLoading>Loading the drive…</DialogLoading>
      ) : drives.isError || applications.isError ? (
        <div className="space-y-3">
          <h1 id="board-title" className="text-2xl font-bold text-brand-900">
            Drive
          </h1>
          <DialogLoadFailed>Could not load the drive. {loadError(drives.error ?? applications.error)}</DialogLoadFailed>
          <Button onClick={() => void Promise.all([drives.refetch(), applications.refetch()])}>Retry</Button>
        </div>
      ) : !drive ? (
        <DialogLoadFailed>Drive not found. It may have been removed; go back to all drives.</DialogLoadFailed>
      ) : (
        <>
          <header className="space-y-2">
            <h1 id="board-title" className="text-2xl font-bold text-brand-900">
              {drive.title}
            </h1>
            <p className="text-sm text-slate-700">
              {drive.role} at {drive.employerName}
              {drive.location ? ` · ${drive.location}` : ""}
            </p>
            <div className="flex flex-wrap gap-x-6 gap-y-2 text-sm text-slate-700">
              <DrivePay drive={drive} />
              <DriveState drive={drive} />
            </div>
          </header>
          {applications.data.length === 0 && (
            <p className="rounded-xl bg-white p-4 text-sm text-slate-700 ring-1 ring-slate-200">
              No applications yet. Students of the drive's courses apply from their own page while it is open.
            </p>
          )}
          <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-4">
            {BOARD_STAGES.map((stage) => (
              <StageColumn key={stage} stage={stage} driveId={id} applications={applications.data.filter((a) => a.stage === stage)} />
            ))}
          </div>
        </>
      )}
    </section>
  );
}

function StageColumn({ stage, driveId, applications }: { stage: ApplicationStage; driveId: string; applications: DriveApplication[] }) {
  const headingId = `stage-${stage}`;
  return (
    <section aria-labelledby={headingId} className="rounded-2xl bg-slate-50 p-3 ring-1 ring-slate-200">
      <h2 id={headingId} className="mb-2 flex items-center justify-between text-sm font-bold uppercase tracking-wide text-slate-600">
        {STAGE_LABELS[stage]}
        <span className="rounded-full bg-white px-2 py-0.5 text-xs text-slate-700 ring-1 ring-slate-200">{applications.length}</span>
      </h2>
      {applications.length === 0 ? (
        <p className="px-1 py-2 text-sm text-slate-500">None</p>
      ) : (
        <ul className="space-y-2">
          {applications.map((a) => (
            <li key={a._id}>
              <ApplicationCard application={a} driveId={driveId} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

const selectClass =
  "w-full rounded-lg border border-slate-300 bg-white py-1.5 pl-2.5 pr-8 text-sm text-slate-800 outline-none focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30";

/** One student's application: who, their course, where it stands, and the control that moves it on. */
function ApplicationCard({ application: a, driveId }: { application: DriveApplication; driveId: string }) {
  const client = useQueryClient();
  const [stage, setStage] = useState<ApplicationStage>(a.stage);
  // The round and note as they stand: a move keeps them unless they are changed here.
  const [round, setRound] = useState(a.round ?? "");
  const [note, setNote] = useState(a.note ?? "");
  const [busy, setBusy] = useState(false);
  /** The round and note fields, shown on request: most moves need neither. */
  const [extra, setExtra] = useState(false);
  const extraId = useId();
  const changed = stage !== a.stage || round.trim() !== (a.round ?? "") || note.trim() !== (a.note ?? "");

  async function move(e: React.FormEvent) {
    e.preventDefault();
    setBusy(true);
    try {
      await moveApplication(a._id, { stage, round, note });
      notify.success(`${a.name}: ${STAGE_LABELS[stage]}`);
      await Promise.all([client.invalidateQueries({ queryKey: deskKeys.applications(driveId) }), client.invalidateQueries({ queryKey: deskKeys.drives })]);
    } catch (err) {
      notifyFailure(`Failed to move ${a.name}'s application`, err);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={move} className="space-y-2 rounded-xl bg-white p-3 text-sm shadow-sm ring-1 ring-slate-200" aria-label={`Application of ${a.name}`}>
      <div>
        <p className="font-semibold text-slate-900">{a.name}</p>
        <p className="text-slate-600">{a.courseTitle ?? "Course not on this drive"}</p>
        {(a.round || a.note) && (
          <p className="mt-1 text-xs text-slate-600">
            {a.round && <span className="font-semibold">{a.round}</span>}
            {a.round && a.note && " · "}
            {a.note}
          </p>
        )}
        <p className="mt-1 text-xs text-slate-500">Updated {chennaiDayMonthYear(new Date(a.updatedAt))}</p>
      </div>
      <select aria-label={`Stage of ${a.name}`} value={stage} onChange={(e) => setStage(e.target.value as ApplicationStage)} className={selectClass}>
        {BOARD_STAGES.map((s) => (
          <option key={s} value={s}>
            {STAGE_LABELS[s]}
          </option>
        ))}
      </select>
      <div className="flex items-center justify-between gap-2">
        <button
          type="button"
          aria-expanded={extra}
          aria-controls={extraId}
          onClick={() => setExtra((open) => !open)}
          className="text-xs font-semibold text-brand-700 underline-offset-2 hover:underline"
        >
          Round or note
        </button>
        <Button type="submit" size="sm" variant="primary" disabled={!changed || busy} aria-label={`Move ${a.name}`}>
          {busy && <Spinner className="h-3.5 w-3.5" />}
          Move
        </Button>
      </div>
      <div id={extraId} hidden={!extra} className="space-y-2">
        <input
          aria-label={`Round for ${a.name}`}
          value={round}
          onChange={(e) => setRound(e.target.value)}
          placeholder="Round, e.g. Technical round"
          className={inputClass}
        />
        <textarea
          aria-label={`Note on ${a.name}`}
          value={note}
          onChange={(e) => setNote(e.target.value)}
          rows={2}
          placeholder="Note for staff (the student does not see it)"
          className={inputClass}
        />
      </div>
    </form>
  );
}
