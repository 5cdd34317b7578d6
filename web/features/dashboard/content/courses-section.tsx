import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useNavigate, useParams, useSearchParams } from "react-router";
import { NEW_COURSE_PATH, courseEditorPath, sectionPath } from "#contracts/dashboard-paths";
import { formatInstituteTime } from "#contracts/enquiry-inbox";
import { assetUrl } from "#web/lib/api";
import { keys } from "../queries/keys";
import { useListQuery } from "../queries/list-state";
import { notify } from "#web/lib/notify";
import { Button } from "../kit/button";
import { ConfirmDialog } from "../kit/confirm-dialog";
import { PlusIcon } from "../kit/dashboard-icons";
import { Modal } from "#web/components/modal";
import { notifyFailure } from "../kit/notify";
import { type Column, ResourceTable } from "../kit/resource-table";
import { RowActions } from "../kit/row-actions";
import { SectionFrame } from "../kit/section-frame";
import { Spinner } from "../kit/spinner";
import { useDeleteFlow } from "../kit/use-delete-flow";
import { type DeletedCourse, deleteCourse, loadCourses, saveCourseOrder, loadDeletedCourses, loadRevisions, restoreRevision } from "./api";
import { CourseEditor } from "./course-editor";
import type { StoredCourse } from "./course-draft";
import { move } from "./draft";
import { MoveButtons } from "./fields";
import { RestoreList } from "./restore-list";
import { DotBadge } from "../kit/status-badge";

/**
 * The Courses section: the list in menu order, or one course's editor. Which one
 * is in the address (/dashboard/courses/python, /dashboard/courses?add=1 to add,
 * docs/decisions/088), so the browser's Back button returns to the list and a
 * reload keeps the editor open.
 */
export function CoursesSection() {
  const [params] = useSearchParams();
  const open = useParams().slug;
  const adding = params.get("add") === "1";
  const navigate = useNavigate();

  const go = (target: { course?: string; add?: boolean }, replace = false) => {
    void navigate(target.course ? courseEditorPath(target.course) : target.add ? NEW_COURSE_PATH : sectionPath("courses"), { replace });
    window.scrollTo({ top: 0 });
  };

  if (adding) return <CourseEditor key="add" courseId={null} onClose={() => go({})} onCreated={(id) => go({ course: id }, true)} />;
  if (open) return <CourseEditor key={open} courseId={open} onClose={() => go({})} onCreated={(id) => go({ course: id }, true)} />;
  return <CourseList onEdit={(id) => go({ course: id })} onAdd={() => go({ add: true })} />;
}

function VisibilityBadge({ hidden }: { hidden: boolean }) {
  return <DotBadge tone={hidden ? "muted" : "good"}>{hidden ? "Hidden" : "On the site"}</DotBadge>;
}

function CourseList({ onEdit, onAdd }: { onEdit: (id: string) => void; onAdd: () => void }) {
  const client = useQueryClient();
  const list = useListQuery(keys.courses, loadCourses);
  const deleted = useListQuery(keys.deletedCourses, loadDeletedCourses);
  const [moving, setMoving] = useState(false);
  const [showDeleted, setShowDeleted] = useState(false);

  const del = useDeleteFlow<StoredCourse>({
    remove: (c) => deleteCourse(c.course.id),
    success: "Course deleted. You can bring it back from Deleted courses.",
    failure: "Failed to delete the course",
    onDeleted: (c) => {
      list.update((items) => items.filter((i) => i.course.id !== c.course.id));
      // Its batches went with it.
      for (const queryKey of [keys.courses, keys.deletedCourses, keys.batches]) void client.invalidateQueries({ queryKey });
      client.removeQueries({ queryKey: keys.course(c.course.id) });
    },
  });

  /** Moves a course in the menus: shown at once, put back if the server refuses. */
  async function moveCourse(from: number, to: number) {
    const before = list.items;
    const next = move(before, from, to);
    list.update(() => next);
    setMoving(true);
    try {
      await saveCourseOrder(next.map((c) => c.course.id));
      notify.success("Course order saved. The menus follow within a few seconds.");
    } catch (err) {
      list.update(() => before);
      notifyFailure("Failed to save the course order", err);
    } finally {
      setMoving(false);
      list.refresh();
    }
  }

  const indexOf = (c: StoredCourse) => list.items.findIndex((i) => i.course.id === c.course.id);
  const columns: Column<StoredCourse>[] = [
    {
      header: "Order",
      className: "w-28 whitespace-nowrap",
      cell: (c) => (
        <div className="flex items-center gap-1">
          <span className="grid h-7 w-7 place-items-center rounded-full bg-slate-100 text-xs font-semibold text-slate-600">{indexOf(c) + 1}</span>
          {moving ? (
            <Spinner className="ml-2 h-4 w-4 text-slate-400" />
          ) : (
            <MoveButtons subject={c.course.name} index={indexOf(c)} count={list.items.length} onMove={(to) => void moveCourse(indexOf(c), to)} />
          )}
        </div>
      ),
    },
    {
      header: "Course",
      lead: true,
      cell: (c) => (
        <div className="flex min-w-0 items-center gap-3">
          <img
            src={assetUrl(c.course.image)}
            alt=""
            loading="lazy"
            width={48}
            height={32}
            className="h-8 w-12 shrink-0 rounded-md bg-slate-100 object-cover ring-1 ring-slate-200"
          />
          <div className="min-w-0">
            <p className="font-semibold text-slate-900">{c.course.name}</p>
            <p className="truncate font-mono text-xs text-slate-500">/courses/{c.course.id}</p>
          </div>
        </div>
      ),
    },
    { header: "Status", cell: (c) => <VisibilityBadge hidden={c.course.hidden} /> },
    {
      header: "Last change",
      cell: (c) => (
        <span className="text-slate-700">
          <time dateTime={c.updatedAt}>{formatInstituteTime(c.updatedAt)}</time>
          <span className="block text-xs text-slate-500">{c.updatedBy ? `by ${c.updatedBy}` : "Initial content"}</span>
        </span>
      ),
    },
    {
      header: "Actions",
      hideHeader: true,
      className: "text-right whitespace-nowrap",
      cell: (c) => <RowActions subject={c.course.name} onEdit={() => onEdit(c.course.id)} onDelete={() => del.ask(c)} />,
    },
  ];

  return (
    <SectionFrame
      title="Courses"
      description="Every course page, in the order of the menus and the Courses page. Hidden courses are kept but not on the site."
      action={
        <div className="flex flex-wrap gap-2">
          {deleted.items.length > 0 && <Button onClick={() => setShowDeleted(true)}>Deleted courses ({deleted.items.length})</Button>}
          <Button variant="primary" onClick={onAdd}>
            <PlusIcon className="h-4 w-4" />
            Add course
          </Button>
        </div>
      }
    >
      <ResourceTable
        noun="courses"
        caption="Courses in menu order"
        columns={columns}
        list={list}
        rowKey={(c) => c.course.id}
        emptyText="No courses yet. Add the first one."
        pageSize={100}
      />
      <ConfirmDialog title="Delete this course?" {...del.dialog}>
        <p>
          The page <strong className="text-slate-900">/courses/{del.target?.course.id}</strong> disappears from the site, the course leaves the menus and
          enquiry forms, and <strong className="text-slate-900">its batches are deleted</strong>.
        </p>
        <p className="mt-3">
          To take it off the site for a while, edit it and tick <strong className="text-slate-900">Hidden</strong> instead: nothing is lost. A deleted course
          can be brought back from <strong className="text-slate-900">Deleted courses</strong>, without its batches.
        </p>
      </ConfirmDialog>
      <DeletedCourses
        open={showDeleted}
        items={deleted.items}
        onClose={() => setShowDeleted(false)}
        onRestored={(id) => {
          setShowDeleted(false);
          for (const queryKey of [keys.courses, keys.deletedCourses, keys.revisions(`course:${id}`)]) void client.invalidateQueries({ queryKey });
        }}
      />
    </SectionFrame>
  );
}

interface DeletedCoursesProps {
  open: boolean;
  items: DeletedCourse[];
  onClose: () => void;
  onRestored: (id: string) => void;
}

/** Deleted courses keep their history: the last saved version of each can be put back. */
function DeletedCourses({ open, items, onClose, onRestored }: DeletedCoursesProps) {
  const [busy, setBusy] = useState<string | null>(null);

  async function restore(course: DeletedCourse) {
    setBusy(course.id);
    try {
      const history = await loadRevisions(`course:${course.id}`);
      // Newest first: the first version that is not the deletion is the last one saved.
      const last = history.find((r) => r.action !== "delete");
      if (!last) throw new Error("No saved version of this course was found.");
      await restoreRevision(last.id);
      notify.success(`${course.name} is back. Its page returns within a few seconds; add its batches again.`, { afterClose: true });
      onRestored(course.id);
    } catch (err) {
      notifyFailure("Failed to restore the course", err);
    } finally {
      setBusy(null);
    }
  }

  return (
    <Modal open={open} onClose={onClose} title="Deleted courses" size="max-w-2xl">
      <p className="-mt-2 mb-4 text-sm text-slate-600">Restoring puts back the course as it was last saved, with its page. Its batches were deleted with it.</p>
      {items.length === 0 ? (
        <p className="py-6 text-center text-slate-600">No deleted courses.</p>
      ) : (
        <RestoreList
          items={items}
          heading={(c) => c.name}
          detail={(c) => (
            <>
              <span className="font-mono text-xs">/courses/{c.id}</span> · deleted {formatInstituteTime(c.deletedAt)}
              {c.deletedBy ? ` by ${c.deletedBy}` : ""}
            </>
          )}
          action={(c) => (
            <Button size="sm" className="self-start sm:self-auto" onClick={() => void restore(c)} disabled={busy !== null} aria-label={`Restore ${c.name}`}>
              {busy === c.id && <Spinner className="h-3.5 w-3.5" />}
              Restore
            </Button>
          )}
        />
      )}
    </Modal>
  );
}
