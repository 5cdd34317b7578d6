// The desk's confirmation requests still pending (docs/decisions/095, 098): links emailed to employers
// that no one has answered yet and that still work.

import type { PlacementConfirmationRequest } from "#contracts/api-table/placement-outcomes";
import { graduatePath } from "#contracts/dashboard-paths";
import { chennaiDayMonthYear } from "#contracts/en-in-format";
import { formatInstituteTime } from "#contracts/institute-time";
import { type Column, ResourceTable } from "../kit/resource-table";
import { actionsColumn } from "../kit/row-actions";
import { useListQuery } from "../queries/list-state";
import { deskKeys, loadConfirmations } from "./api";
import { DeskPanel, RowLink } from "./desk-panel";

/** Only the pending ones: the server lists every link sent, newest first. */
const loadPending = (signal: AbortSignal) => loadConfirmations(signal).then((all) => all.filter((r) => r.state === "pending"));

const columns: Column<PlacementConfirmationRequest>[] = [
  { header: "Student", lead: true, cell: (r) => <span className="font-semibold text-slate-900">{r.studentName}</span> },
  { header: "Employer", cell: (r) => r.employerName },
  {
    header: "Sent to",
    cell: (r) => (
      <span className="block break-all">
        {r.contactName && <span className="block">{r.contactName}</span>}
        <span className="block text-slate-600">{r.contactEmail}</span>
      </span>
    ),
  },
  {
    header: "Sent",
    cell: (r) => (
      <span className="block">
        <span className="block whitespace-nowrap">{formatInstituteTime(r.sentAt)}</span>
        {r.sentBy && <span className="block text-slate-600">by {r.sentBy}</span>}
      </span>
    ),
  },
  { header: "Works until", cell: (r) => <span className="whitespace-nowrap">{chennaiDayMonthYear(new Date(r.expiresAt))}</span> },
  actionsColumn((r) => (
    <RowLink to={graduatePath(r.leadId)} label={`Open the outcome of ${r.studentName}`}>
      Open outcome
    </RowLink>
  )),
];

export function ConfirmationsPanel() {
  const list = useListQuery(deskKeys.pendingConfirmations, loadPending);
  return (
    <DeskPanel
      id="confirmations-title"
      title="Confirmations pending"
      description="Links emailed to employers that have not been answered yet. A new request for the same student replaces the old link."
    >
      <ResourceTable
        noun="confirmation requests"
        caption="Confirmation requests pending"
        columns={columns}
        list={list}
        rowKey={(r) => r._id}
        emptyText="No confirmation requests waiting. Ask an employer from a graduate's outcome."
      />
    </DeskPanel>
  );
}
