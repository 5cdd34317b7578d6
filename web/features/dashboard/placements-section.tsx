import { useState } from "react";
import { formatDate } from "../../../contracts/dates";
import type { Placement } from "../../../contracts/placement";
import { api } from "../../lib/api";
import { Button } from "./button";
import { ConfirmDialog } from "./confirm-dialog";
import { PlusIcon } from "./dashboard-icons";
import { FormModal } from "./form-modal";
import { PhotoThumb } from "./photo-thumb";
import { PlacementForm } from "./placement-form";
import { type Column, ResourceTable } from "./resource-table";
import { RowActions } from "./row-actions";
import { SectionFrame } from "./section-frame";
import { useDeleteFlow } from "./use-delete-flow";
import { usePagedQuery } from "./queries/list-state";

/** "add" opens an empty form, a record opens it prefilled; null is closed. */
type Editing = "add" | Placement | null;

export function PlacementsSection() {
  // Paged and searched by the server: the list may hold thousands of records.
  const { list, server } = usePagedQuery<Placement>("/placements");
  const [editing, setEditing] = useState<Editing>(null);

  const del = useDeleteFlow<Placement>({
    remove: (p) => api(`/placements/delete/${encodeURIComponent(p._id)}`, { method: "DELETE", auth: true }),
    success: "Placement deleted successfully",
    failure: "Failed to delete placement",
    onDeleted: (p) => {
      list.update((items) => items.filter((i) => i._id !== p._id));
      list.refresh();
    },
  });

  const columns: Column<Placement>[] = [
    { header: "Photo", lead: true, cell: (p) => <PhotoThumb image={p.image} name={p.name} />, className: "w-16" },
    { header: "ID", cell: (p) => <span className="font-mono text-xs text-slate-600">{p.stuId}</span>, className: "whitespace-nowrap" },
    { header: "Name", lead: true, cell: (p) => <span className="font-semibold text-slate-900">{p.name}</span> },
    {
      header: "Course",
      cell: (p) => (
        <>
          {p.course}
          {p.degree && <span className="text-slate-500"> ({p.degree})</span>}
        </>
      ),
    },
    { header: "Date", cell: (p) => formatDate(p.date), className: "whitespace-nowrap" },
    { header: "Placement", cell: (p) => p.placement },
    {
      header: "Actions",
      hideHeader: true,
      className: "text-right whitespace-nowrap",
      cell: (p) => <RowActions subject={p.name} onEdit={() => setEditing(p)} onDelete={() => del.ask(p)} />,
    },
  ];

  const record = editing === "add" ? null : editing;
  return (
    <SectionFrame
      title="Placement Record"
      description="Students placed through the academy, shown on the Placements page."
      action={
        <Button variant="primary" onClick={() => setEditing("add")}>
          <PlusIcon className="h-4 w-4" />
          Add placement
        </Button>
      }
    >
      <ResourceTable
        noun="placements"
        caption="Placement records"
        columns={columns}
        list={list}
        rowKey={(p) => p._id}
        emptyText="No placement records yet. Add the first one."
        server={server}
      />
      <FormModal open={editing !== null} title={record ? "Edit placement" : "Add placement"} onClose={() => setEditing(null)}>
        {(close) => (
          <PlacementForm
            record={record}
            onCancel={close}
            onSaved={() => {
              setEditing(null);
              list.refresh();
            }}
          />
        )}
      </FormModal>
      <ConfirmDialog title="Delete placement?" {...del.dialog}>
        <p>
          The placement record of <strong className="text-slate-900">{del.target?.name}</strong> ({del.target?.stuId}) and its photo will be removed from the
          website. This cannot be undone.
        </p>
      </ConfirmDialog>
    </SectionFrame>
  );
}
