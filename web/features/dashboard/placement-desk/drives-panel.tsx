// The desk's drives (docs/decisions/089, 098): each with its pay, last date, state and applications
// per stage; add, edit, close, and open its board.

import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Link } from "react-router";
import type { Drive } from "#contracts/api-table/placement-outcomes";
import { driveBoardPath } from "#contracts/dashboard-paths";
import { notify } from "#web/lib/notify";
import { useCourseNav } from "#web/lib/site-content";
import { Button } from "../kit/button";
import { ConfirmDialog } from "../kit/confirm-dialog";
import { PencilIcon, PlusIcon } from "../kit/dashboard-icons";
import { FormModal } from "../kit/form-modal";
import { notifyFailure } from "../kit/notify";
import { type Column, ResourceTable } from "../kit/resource-table";
import { actionsColumn } from "../kit/row-actions";
import { useListQuery } from "../queries/list-state";
import { closeDrive, deskKeys, loadDrives } from "./api";
import { DeskPanel, RowLink } from "./desk-panel";
import { DriveForm } from "./drive-form";
import { DrivePay, DriveState, StageCounts } from "./drive-parts";

const matches = (d: Drive, q: string) => [d.title, d.role, d.employerName].some((v) => v.toLowerCase().includes(q));

export function DrivesPanel() {
  const client = useQueryClient();
  const list = useListQuery(deskKeys.drives, loadDrives);
  const courseNames = new Map(useCourseNav().map((c) => [c.id, c.name]));
  const [editing, setEditing] = useState<"add" | Drive | null>(null);
  const [closing, setClosing] = useState<Drive | null>(null);
  const [busy, setBusy] = useState(false);
  const drive = editing === "add" ? null : editing;
  const replace = (saved: Drive) =>
    list.update((items) => (items.some((i) => i._id === saved._id) ? items.map((i) => (i._id === saved._id ? saved : i)) : [saved, ...items]));

  async function confirmClose() {
    if (!closing) return;
    setBusy(true);
    try {
      const answer = await closeDrive(closing._id);
      replace(answer.data);
      notify.success(answer.message, { afterClose: true });
    } catch (err) {
      notifyFailure("Failed to close the drive", err, { afterClose: true });
    } finally {
      setClosing(null);
      setBusy(false);
      void client.invalidateQueries({ queryKey: deskKeys.drives });
    }
  }

  const columns: Column<Drive>[] = [
    {
      header: "Drive",
      lead: true,
      cell: (d) => (
        <span className="block">
          <Link to={driveBoardPath(d._id)} className="font-semibold text-brand-800 underline-offset-2 hover:underline">
            {d.title}
          </Link>
          <span className="block text-sm text-slate-600">
            {d.role} at {d.employerName}
          </span>
        </span>
      ),
    },
    { header: "Courses", cell: (d) => d.courses.map((id) => courseNames.get(id) ?? id).join(", ") },
    { header: "Pay", cell: (d) => <DrivePay drive={d} /> },
    { header: "Last date", cell: (d) => <DriveState drive={d} /> },
    { header: "Applications", cell: (d) => <StageCounts drive={d} /> },
    actionsColumn((d) => (
      <span className="inline-flex flex-wrap justify-end gap-2">
        <RowLink to={driveBoardPath(d._id)} label={`Board of ${d.title}`}>
          Board
        </RowLink>
        <Button size="sm" onClick={() => setEditing(d)} aria-label={`Edit ${d.title}`}>
          <PencilIcon className="h-3.5 w-3.5" />
          Edit
        </Button>
        {d.status === "open" && (
          <Button size="sm" onClick={() => setClosing(d)} aria-label={`Close ${d.title}`}>
            Close
          </Button>
        )}
      </span>
    )),
  ];

  return (
    <DeskPanel
      id="drives-title"
      title="Drives"
      description="Each employer's hiring round and where its applications stand. Open a drive to move its applications through the rounds."
      action={
        <Button variant="primary" onClick={() => setEditing("add")}>
          <PlusIcon className="h-4 w-4" />
          Add drive
        </Button>
      }
    >
      <ResourceTable
        noun="drives"
        caption="Placement drives"
        columns={columns}
        list={list}
        rowKey={(d) => d._id}
        emptyText="No drives yet. Add an employer, then its first drive."
        matches={matches}
      />
      <FormModal open={editing !== null} title={drive ? `Edit ${drive.title}` : "Add drive"} onClose={() => setEditing(null)}>
        {(close) => (
          <DriveForm
            drive={drive}
            onCancel={close}
            onSaved={(saved) => {
              setEditing(null);
              replace(saved);
              list.refresh();
            }}
          />
        )}
      </FormModal>
      <ConfirmDialog
        title="Close this drive?"
        open={closing !== null}
        busy={busy}
        onConfirm={confirmClose}
        onCancel={() => setClosing(null)}
        confirmLabel="Close drive"
        busyLabel="Closing..."
        variant="primary"
      >
        <p>
          <strong className="text-slate-900">{closing?.title}</strong> stops taking applications at once. Its applications stay on its board.
        </p>
      </ConfirmDialog>
    </DeskPanel>
  );
}
