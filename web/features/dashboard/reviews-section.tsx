import { useState } from "react";
import { formatDate } from "../../../contracts/dates";
import type { Review } from "../../../contracts/review";
import { api } from "../../lib/api";
import { Button } from "./button";
import { ConfirmDialog } from "./confirm-dialog";
import { PlusIcon } from "./dashboard-icons";
import { FormModal } from "./form-modal";
import { PhotoThumb } from "./photo-thumb";
import { type Column, ResourceTable } from "./resource-table";
import { ReviewForm } from "./review-form";
import { RowActions } from "./row-actions";
import { SectionFrame } from "./section-frame";
import { truncate } from "./truncate";
import { useDeleteFlow } from "./use-delete-flow";
import { usePagedQuery } from "./queries/list-state";

type Editing = "add" | Review | null;

export function ReviewsSection() {
  // Paged and searched by the server: the list may hold thousands of reviews.
  const { list, server } = usePagedQuery<Review>("/reviews");
  const [editing, setEditing] = useState<Editing>(null);

  const del = useDeleteFlow<Review>({
    remove: (r) => api(`/reviews/delete/${encodeURIComponent(r._id)}`, { method: "DELETE", auth: true }),
    success: "Review deleted successfully",
    failure: "Failed to delete review",
    onDeleted: (r) => {
      list.update((items) => items.filter((i) => i._id !== r._id));
      list.refresh();
    },
  });

  const columns: Column<Review>[] = [
    { header: "Photo", lead: true, cell: (r) => <PhotoThumb image={r.image} name={r.name} />, className: "w-16" },
    { header: "Name", lead: true, cell: (r) => <span className="font-semibold text-slate-900">{r.name}</span> },
    {
      header: "Rating",
      className: "whitespace-nowrap",
      cell: (r) => (
        <span className="inline-flex items-center gap-1 font-semibold text-slate-800">
          <span aria-hidden="true" className="text-accent-500">
            ★
          </span>
          {Number(r.rating).toFixed(1)}
          <span className="sr-only"> out of 5</span>
        </span>
      ),
    },
    {
      header: "Review",
      className: "max-w-xs",
      cell: (r) => (
        <span title={r.review} className="text-slate-600">
          {truncate(r.review)}
        </span>
      ),
    },
    { header: "Date", cell: (r) => formatDate(r.date), className: "whitespace-nowrap" },
    {
      header: "Actions",
      hideHeader: true,
      className: "text-right whitespace-nowrap",
      cell: (r) => <RowActions subject={`review by ${r.name}`} onEdit={() => setEditing(r)} onDelete={() => del.ask(r)} />,
    },
  ];

  const record = editing === "add" ? null : editing;
  return (
    <SectionFrame
      title="Student Review"
      description="Testimonials shown on the home page."
      action={
        <Button variant="primary" onClick={() => setEditing("add")}>
          <PlusIcon className="h-4 w-4" />
          Add review
        </Button>
      }
    >
      <ResourceTable
        noun="reviews"
        caption="Student reviews"
        columns={columns}
        list={list}
        rowKey={(r) => r._id}
        emptyText="No reviews yet. Add the first one."
        server={server}
      />
      <FormModal open={editing !== null} title={record ? "Edit review" : "Add review"} onClose={() => setEditing(null)}>
        {(close) => (
          <ReviewForm
            record={record}
            onCancel={close}
            onSaved={() => {
              setEditing(null);
              list.refresh();
            }}
          />
        )}
      </FormModal>
      <ConfirmDialog title="Delete review?" {...del.dialog}>
        <p>
          The review by <strong className="text-slate-900">{del.target?.name}</strong> will be removed from the website. This cannot be undone.
        </p>
      </ConfirmDialog>
    </SectionFrame>
  );
}
