// The Batches section: the upcoming batches course pages list, with add, edit and delete.

import { useState } from "react";
import type { Batch } from "#contracts/content";
import { formatDate } from "#contracts/dates";
import { instituteDay } from "#contracts/enquiry-inbox";
import { keys } from "../queries/keys";
import { type ListState, useListQuery } from "../queries/list-state";
import { Button } from "../kit/button";
import { ConfirmDialog } from "../kit/confirm-dialog";
import { PlusIcon } from "../kit/dashboard-icons";
import { FormModal } from "../kit/form-modal";
import { type Column, ResourceTable } from "../kit/resource-table";
import { RowActions } from "../kit/row-actions";
import { SectionFrame } from "../kit/section-frame";
import { useDeleteFlow } from "../kit/use-delete-flow";
import { BatchForm, type CourseOption } from "./batch-form";
import { MODE_LABELS, SCHEDULE_LABELS, formatFee, formatSeats, hasStarted, orderBatches } from "./batch-format";
import { deleteBatch, loadBatches, loadCourses } from "./api";
import type { StoredCourse } from "./course-draft";
import { RevisionHistoryButton } from "./revision-history";

const courseOption = ({ course: c }: StoredCourse): CourseOption => ({ id: c.id, name: c.name, hidden: c.hidden, duration: c.duration });

interface Row extends Batch {
  courseName: string;
  started: boolean;
}

/** "add" opens an empty form, a batch opens it prefilled; null is closed. */
type Editing = "add" | Batch | null;

/** The table needs both lists: the batches, and the courses that name them. */
function joinLists(batches: ListState<Batch>, courses: ListState<CourseOption>, today: string): ListState<Row> {
  const names = new Map(courses.items.map((c) => [c.id, c.hidden ? `${c.name} (hidden)` : c.name]));
  const failed = batches.status === "error" ? batches : courses.status === "error" ? courses : null;
  return {
    status: failed ? "error" : batches.status === "ready" && courses.status === "ready" ? "ready" : "loading",
    error: failed?.error,
    items: orderBatches(batches.items, today).map((b) => ({ ...b, courseName: names.get(b.courseId) ?? b.courseId, started: hasStarted(b, today) })),
    retry: () => {
      if (batches.status === "error") batches.retry();
      if (courses.status === "error") courses.retry();
    },
    refresh: batches.refresh,
    update: () => undefined,
  };
}

const batchName = (b: Row) => `${b.courseName} batch of ${formatDate(b.startDate)}`;

export function BatchesSection() {
  const batches = useListQuery(keys.batches, loadBatches);
  // The same course list the Courses section reads (one key), as the form's options.
  const stored = useListQuery(keys.courses, loadCourses);
  const courses: ListState<CourseOption> = { ...stored, items: stored.items.map(courseOption), update: () => undefined };
  const [editing, setEditing] = useState<Editing>(null);
  const today = instituteDay(Date.now());
  const list = joinLists(batches, courses, today);

  const del = useDeleteFlow<Row>({
    remove: (b) => deleteBatch(b.id),
    success: "Batch deleted. The course page drops it within a few seconds.",
    failure: "Failed to delete the batch",
    onDeleted: (b) => {
      batches.update((items) => items.filter((i) => i.id !== b.id));
      batches.refresh();
    },
  });

  // A batch that has started stays for the record, greyed, after the upcoming ones.
  const dim = (b: Row, node: React.ReactNode) => (b.started ? <span className="text-slate-500">{node}</span> : node);

  const columns: Column<Row>[] = [
    {
      header: "Course",
      lead: true,
      cell: (b) => (
        <span className={`block font-semibold ${b.started ? "text-slate-500" : "text-slate-900"}`}>
          {b.courseName}
          <span className="block whitespace-nowrap text-xs font-normal text-slate-500">{b.duration}</span>
        </span>
      ),
    },
    {
      header: "Starts",
      className: "whitespace-nowrap",
      cell: (b) =>
        b.started ? (
          <span className="flex flex-col items-start gap-1 text-slate-500">
            {formatDate(b.startDate)}
            <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-700 ring-1 ring-slate-200">Started</span>
          </span>
        ) : (
          formatDate(b.startDate)
        ),
    },
    {
      header: "Schedule",
      cell: (b) => (
        <span className={b.started ? "text-slate-500" : undefined}>
          {SCHEDULE_LABELS[b.schedule]}
          <span className="block whitespace-nowrap text-xs text-slate-500">{b.timing}</span>
        </span>
      ),
    },
    { header: "Mode", cell: (b) => dim(b, MODE_LABELS[b.mode]) },
    { header: "Fee", className: "whitespace-nowrap", cell: (b) => dim(b, formatFee(b.feeInr)) },
    { header: "Seats left", className: "whitespace-nowrap", cell: (b) => dim(b, formatSeats(b.seatsLeft)) },
    {
      header: "Actions",
      hideHeader: true,
      className: "text-right whitespace-nowrap",
      cell: (b) => (
        <RowActions subject={batchName(b)} onEdit={() => setEditing(b)} onDelete={() => del.ask(b)}>
          <RevisionHistoryButton size="sm" recordKey={`batch:${b.id}`} subject={batchName(b)} onRestored={batches.refresh} />
        </RowActions>
      ),
    },
  ];

  const record = editing === "add" ? null : editing;
  return (
    <SectionFrame
      title="Batches"
      description="Start dates, timings and fees shown on each course page. A batch leaves the course page once it has started."
      action={
        <Button variant="primary" onClick={() => setEditing("add")} disabled={courses.status !== "ready"}>
          <PlusIcon className="h-4 w-4" />
          Add batch
        </Button>
      }
    >
      <ResourceTable
        noun="batches"
        caption="Batches"
        columns={columns}
        list={list}
        rowKey={(b) => b.id}
        emptyText="No batches yet. Add the next start date of a course."
        matches={(b, q) => [b.courseName, b.timing, formatDate(b.startDate)].some((v) => v.toLowerCase().includes(q))}
      />
      <FormModal open={editing !== null} title={record ? "Edit batch" : "Add batch"} onClose={() => setEditing(null)}>
        {(close) => (
          <BatchForm
            record={record}
            courses={courses.items}
            onCancel={close}
            onSaved={() => {
              setEditing(null);
              batches.refresh();
            }}
          />
        )}
      </FormModal>
      <ConfirmDialog title="Delete batch?" {...del.dialog}>
        <p>
          The <strong className="text-slate-900">{del.target && batchName(del.target)}</strong> will be removed from the course page. This cannot be undone.
        </p>
      </ConfirmDialog>
    </SectionFrame>
  );
}
