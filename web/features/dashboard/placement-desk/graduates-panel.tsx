// The desk's graduates (docs/decisions/098): those with no outcome on record, banded by days since
// their batch ended (30, 90, 180), and those whose outcome is only claimed; each opens its outcome.

import { useQuery } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { graduatePath, placementDeskPath } from "#contracts/dashboard-paths";
import { formatDate } from "#contracts/date-format";
import { instituteDay } from "#contracts/institute-time";
import { OUTCOME_LABELS } from "#contracts/placement-outcomes";
import { Button } from "../kit/button";
import { FormModal } from "../kit/form-modal";
import { DialogLoadFailed, DialogLoading } from "../kit/load-states";
import { type Column, ResourceTable } from "../kit/resource-table";
import { actionsColumn } from "../kit/row-actions";
import { DotBadge } from "../kit/status-badge";
import { type ListState, loadError } from "../queries/list-state";
import { deskKeys, loadStudents } from "./api";
import { DeskPanel, RowLink } from "./desk-panel";
import { type Graduate, bandLabel, bandOf, bandsWithoutOutcome, claimedOnly, graduatesOf } from "./graduates";
import { OutcomeEditor } from "./outcome-editor";

/** A list already read, as a table takes it. */
const ready = (items: Graduate[]): ListState<Graduate> => ({ status: "ready", items, retry: () => {}, refresh: () => {}, update: () => {} });

const matches = (g: Graduate, q: string) => [g.name, g.courseTitle].some((v) => v.toLowerCase().includes(q));

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? "" : "s"}`;

export function GraduatesPanel({ openLeadId }: { openLeadId: string | null }) {
  const navigate = useNavigate();
  const students = useQuery({ queryKey: deskKeys.students, queryFn: ({ signal }) => loadStudents(signal) });
  const graduates = graduatesOf(students.data ?? [], instituteDay(Date.now()));
  const bands = bandsWithoutOutcome(graduates);
  const claimed = claimedOnly(graduates);
  const openName = students.data?.find((s) => s.leadId === openLeadId)?.name;

  /** The rows' columns: how long since the batch, and for a claimed outcome what is claimed. */
  const columns = (action: string, claim = false): Column<Graduate>[] => [
    {
      header: "Graduate",
      lead: true,
      cell: (g) => (
        <span className="block">
          <span className="font-semibold text-slate-900">{g.name}</span>
          {g.notSeeking && (
            <span className="ml-2 align-middle">
              <DotBadge tone="muted">Said not looking</DotBadge>
            </span>
          )}
        </span>
      ),
    },
    { header: "Course", cell: (g) => g.courseTitle },
    { header: "Batch ended", cell: (g) => <span className="whitespace-nowrap">{formatDate(g.batchEndDate)}</span> },
    {
      header: "Since",
      cell: (g) => (
        <span className="inline-flex flex-wrap items-center gap-2 whitespace-nowrap">
          {plural(g.days, "day")}
          {!claim && <DotBadge tone={bandOf(g.days) >= 90 ? "waiting" : "muted"}>{bandLabel(bandOf(g.days))}</DotBadge>}
        </span>
      ),
    },
    ...(claim ? [{ header: "Claimed", cell: (g: Graduate) => (g.outcome ? OUTCOME_LABELS[g.outcome.code] : "") }] : []),
    actionsColumn((g) => (
      <RowLink to={graduatePath(g.leadId)} label={`${action}: ${g.name}`}>
        {action}
      </RowLink>
    )),
  ];

  return (
    <>
      <DeskPanel
        id="graduates-title"
        title="Graduates with no outcome"
        description="Students whose batch has ended and who have nothing on record, longest waiting first. They count as not reporting in the placement numbers."
      >
        {students.isPending ? (
          <div className="px-4">
            <DialogLoading>Loading graduates…</DialogLoading>
          </div>
        ) : students.isError ? (
          <div className="space-y-3 p-4">
            <DialogLoadFailed>Could not load the graduates. {loadError(students.error)}</DialogLoadFailed>
            <Button onClick={() => void students.refetch()}>Retry</Button>
          </div>
        ) : bands.length === 0 ? (
          <p className="px-4 py-16 text-center text-slate-600">
            {graduates.length === 0 ? "No graduates yet: no batch with students has ended." : "Every graduate has an outcome on record."}
          </p>
        ) : (
          <>
            <ul aria-label="Graduates with no outcome by days since their batch ended" className="flex flex-wrap gap-2 border-b border-slate-200 p-3 sm:px-4">
              {bands.map((band) => (
                <li key={band.from} className="rounded-full bg-slate-100 px-3 py-1 text-sm font-semibold text-slate-700">
                  {band.label}: {band.graduates.length}
                </li>
              ))}
            </ul>
            <ResourceTable
              noun="graduates"
              caption="Graduates with no outcome"
              columns={columns("Record outcome")}
              matches={matches}
              list={ready(bands.flatMap((b) => b.graduates))}
              rowKey={(g) => g.leadId}
              emptyText=""
              pageSize={10}
            />
          </>
        )}
      </DeskPanel>
      {claimed.length > 0 && (
        <DeskPanel
          id="claimed-title"
          title="Claimed, not yet proven"
          description="An outcome is on record but no letter or employer's word yet: it counts once proven."
        >
          <ResourceTable
            noun="graduates"
            caption="Graduates with a claimed outcome"
            columns={columns("Add proof", true)}
            list={ready(claimed)}
            rowKey={(g) => g.leadId}
            emptyText=""
            pageSize={10}
          />
        </DeskPanel>
      )}
      <FormModal
        open={openLeadId !== null}
        title={openName ? `Outcome of ${openName}` : "Outcome"}
        onClose={() => navigate(placementDeskPath("graduates"), { preventScrollReset: true })}
      >
        {(close) => openLeadId && <OutcomeEditor leadId={openLeadId} onClose={close} />}
      </FormModal>
    </>
  );
}
