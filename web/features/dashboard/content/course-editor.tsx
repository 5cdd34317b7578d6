// Edits one course on the versioned editor: its fields, preview, save and delete (docs/decisions/045).

import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import type { CourseContent } from "#contracts/content";
import { ArrowLeft } from "#web/components/icons";
import { ApiError } from "#web/lib/api";
import { notify } from "#web/lib/notify";
import { Button } from "../kit/button";
import { ConfirmDialog } from "../kit/confirm-dialog";
import { TrashIcon } from "../kit/dashboard-icons";
import { keys } from "../queries/keys";
import { notifyFailure } from "../kit/notify";
import { deleteCourse, loadCourse, saveCourse } from "./api";
import { type CourseDraft, checkCourse, courseData, courseDraft, emptyCourseDraft } from "./course-draft";
import { CourseFields } from "./course-fields";
import { slugify } from "./draft";
import { ConflictBanner, EditorBar } from "./editor-bar";
import { EditorLoadFailed, EditorLoading } from "./editor-states";
import { lastSaved } from "./fields";
import { RevisionHistoryButton } from "./revision-history";
import { useVersionedEditor } from "./use-versioned-editor";

interface CourseEditorProps {
  /** The course to edit; null adds a new one. */
  courseId: string | null;
  /** Back to the list (after a delete too). */
  onClose: () => void;
  /** A new course was added under this id: the editor now edits it. */
  onCreated: (id: string) => void;
}

/** Every field of a course, checked with the shared schema before it is saved or previewed. */
export function CourseEditor({ courseId, onClose, onCreated }: CourseEditorProps) {
  const adding = courseId === null;
  const client = useQueryClient();
  /** While adding: the id follows the name until staff type an id of their own. */
  const [idTouched, setIdTouched] = useState(false);
  const [deleting, setDeleting] = useState<"ask" | "busy" | null>(null);

  const editor = useVersionedEditor<CourseContent, CourseDraft>({
    queryKey: courseId === null ? null : keys.course(courseId),
    load: (signal) => loadCourse(courseId!, signal),
    blank: emptyCourseDraft,
    toDraft: courseDraft,
    toData: courseData,
    check: (draft) => {
      const verdict = checkCourse(draft);
      return verdict.errors ? { errors: verdict.errors } : { data: verdict.course };
    },
    send: saveCourse,
    preview: (data) => ({ kind: "course", data }),
    subject: adding ? "the new course" : courseId,
    recordKey: courseId && `course:${courseId}`,
    success: (course) => {
      const where = course.hidden ? "It is hidden: not on the site until you untick Hidden." : "The site shows the change within a few seconds.";
      return adding ? `Course added. ${where}` : `Course saved. ${where}`;
    },
    failure: adding ? "Failed to add the course" : "Failed to save the course",
    invalidates: [keys.courses],
    // The editor of the new id takes over (it reads what was saved).
    onSaved: (course) => adding && onCreated(course.id),
  });
  const { draft, errors, clearError, update } = editor;

  /** Changes one field and clears its message. */
  const set = <K extends keyof CourseDraft>(key: K, value: CourseDraft[K], path: string = key) => update((d) => ({ ...d, [key]: value }), path);

  function onName(name: string) {
    update((d) => ({ ...d, name, id: adding && !idTouched ? slugify(name) : d.id }), "name");
    if (adding && !idTouched) clearError("id");
  }

  async function remove() {
    if (courseId === null) return;
    setDeleting("busy");
    try {
      await deleteCourse(courseId);
      setDeleting(null);
      notify.success("Course deleted. You can bring it back from Deleted courses.", { afterClose: true });
      editor.forget();
      // Its batches went with it.
      for (const queryKey of [keys.courses, keys.deletedCourses, keys.batches]) void client.invalidateQueries({ queryKey });
      onClose();
    } catch (err) {
      setDeleting(null);
      notifyFailure("Failed to delete the course", err, { afterClose: true });
    }
  }

  const title = adding ? "Add course" : `Edit course: ${draft?.name || courseId}`;
  const back = (
    <button type="button" onClick={onClose} className="inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 hover:text-brand-900">
      <ArrowLeft className="h-4 w-4" />
      Back to courses
    </button>
  );

  if (editor.status !== "ready" || draft === null) {
    const missing = editor.loadError instanceof ApiError && editor.loadError.status === 404;
    return (
      <section aria-labelledby="section-title" className="space-y-5">
        {back}
        <h1 id="section-title" className="text-2xl font-bold text-brand-900">
          {title}
        </h1>
        {editor.status === "error" ? (
          <EditorLoadFailed
            title="Could not load the course."
            error={editor.loadError}
            message={missing ? "This course does not exist (any more)." : undefined}
            action={missing ? "Back to courses" : "Retry"}
            onAction={missing ? onClose : editor.retry}
          />
        ) : (
          <EditorLoading>Loading the course…</EditorLoading>
        )}
      </section>
    );
  }

  return (
    <section aria-labelledby="section-title" className="space-y-5">
      {back}
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0">
          <h1 id="section-title" className="break-words text-2xl font-bold text-brand-900">
            {title}
          </h1>
          <p className="mt-1 text-sm text-slate-600">
            {adding
              ? "Fill in every field; the course page goes live when you save (tick Hidden to prepare it first)."
              : draft.hidden
                ? "Hidden: this course is not on the site."
                : `On the site at /courses/${courseId}.`}
          </p>
        </div>
        {!adding && (
          <div className="flex flex-wrap gap-2">
            {!draft.hidden && (
              <a
                href={`/courses/${encodeURIComponent(courseId)}`}
                target="_blank"
                rel="noopener"
                className="inline-flex items-center justify-center gap-2 rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-700 shadow-sm hover:bg-slate-50"
              >
                View on site
              </a>
            )}
            <Button onClick={() => setDeleting("ask")} className="hover:border-red-300 hover:text-red-700">
              <TrashIcon className="h-4 w-4" />
              Delete
            </Button>
          </div>
        )}
      </div>

      {editor.conflict && <ConflictBanner message={editor.conflict} busy={editor.reloading} onReload={editor.reload} onKeepMine={editor.keepMine} />}

      <form ref={editor.formRef} onSubmit={editor.onSubmit} noValidate className="space-y-5" aria-label={title}>
        <CourseFields
          draft={draft}
          adding={adding}
          set={set}
          update={update}
          onName={onName}
          onId={(id) => {
            setIdTouched(true);
            set("id", id);
          }}
          errors={errors}
          clearError={clearError}
          onUploadBusy={editor.onUploadBusy}
        />
        <EditorBar
          dirty={editor.dirty}
          saving={editor.saving}
          previewing={editor.previewing}
          uploading={editor.uploading}
          saveLabel={adding ? "Add course" : "Save changes"}
          onPreview={editor.preview}
          status={editor.saved ? lastSaved(editor.saved.at, editor.saved.by) : "Not saved yet"}
        >
          {!adding && <RevisionHistoryButton recordKey={`course:${courseId}`} subject={draft.name || courseId} onRestored={editor.restored} />}
        </EditorBar>
      </form>

      <ConfirmDialog open={deleting !== null} title="Delete this course?" busy={deleting === "busy"} onConfirm={remove} onCancel={() => setDeleting(null)}>
        <p>
          The page <strong className="text-slate-900">/courses/{courseId}</strong> disappears from the site, the course leaves the menus and enquiry forms, and{" "}
          <strong className="text-slate-900">its batches are deleted</strong>.
        </p>
        <p className="mt-3">
          To take it off the site for a while, tick <strong className="text-slate-900">Hidden</strong> instead: nothing is lost. A deleted course can be brought
          back from <strong className="text-slate-900">Deleted courses</strong>, without its batches.
        </p>
      </ConfirmDialog>
    </section>
  );
}
