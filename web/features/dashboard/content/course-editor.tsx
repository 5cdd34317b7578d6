import { useCallback, useEffect, useId, useMemo, useState } from "react";
import { ArrowLeft } from "../../../components/icons";
import { ApiError, api } from "../../../lib/api";
import { notify } from "../../../lib/notify";
import { Button } from "../button";
import { ConfirmDialog } from "../confirm-dialog";
import { currentUser } from "../current-user";
import { AlertIcon, TrashIcon } from "../dashboard-icons";
import { notifyFailure, serverReason } from "../notify";
import { Spinner } from "../spinner";
import { type CourseDraft, type StoredCourse, checkCourse, courseData, courseDraft, emptyCourseDraft } from "./course-draft";
import { slugify, withKey } from "./draft";
import { ConflictBanner, EditorBar } from "./editor-bar";
import { EditorCard, ListEditor, SeoCard, TextField, lastSaved } from "./fields";
import { ImageUploadField } from "./image-upload-field";
import { RevisionHistoryButton } from "./revision-history";
import { useContentEditor } from "./use-content-editor";

interface CourseEditorProps {
  /** The course to edit; null adds a new one. */
  courseId: string | null;
  /** Back to the list (after a delete too). */
  onClose: () => void;
  /** A new course was added under this id: the editor now edits it. */
  onCreated: (id: string) => void;
}

type Load = { status: "loading" } | { status: "error"; message: string; missing: boolean } | { status: "ready" };

const loadCourse = (id: string) => api<{ data: StoredCourse }>(`/content/courses/${encodeURIComponent(id)}`, { auth: true }).then((a) => a.data);

/** Every field of a course, checked with the shared schema before it is saved or previewed. */
export function CourseEditor({ courseId, onClose, onCreated }: CourseEditorProps) {
  const adding = courseId === null;
  const [load, setLoad] = useState<Load>(adding ? { status: "ready" } : { status: "loading" });
  const [draft, setDraft] = useState<CourseDraft>(emptyCourseDraft);
  /** The saved version the draft started from: what "unsaved changes" compares with. */
  const [baseline, setBaseline] = useState(() => JSON.stringify(courseData(emptyCourseDraft())));
  const [revision, setRevision] = useState<number | undefined>();
  const [saved, setSaved] = useState<{ at: string; by: string | null } | null>(null);
  /** While adding: the id follows the name until staff type an id of their own. */
  const [idTouched, setIdTouched] = useState(false);
  const [deleting, setDeleting] = useState<"ask" | "busy" | null>(null);
  const [reloading, setReloading] = useState(false);

  const dirty = useMemo(() => JSON.stringify(courseData(draft)) !== baseline, [draft, baseline]);
  const editor = useContentEditor({ dirty });
  const { errors, clearError, setErrors, clearConflict } = editor;
  const [attempt, setAttempt] = useState(0);

  const apply = useCallback((stored: StoredCourse) => {
    const next = courseDraft(stored.course);
    setDraft(next);
    setBaseline(JSON.stringify(courseData(next)));
    setRevision(stored.revision);
    setSaved({ at: stored.updatedAt, by: stored.updatedBy });
  }, []);

  const reload = useCallback(async () => {
    if (courseId === null) return;
    const stored = await loadCourse(courseId);
    apply(stored);
    setErrors({});
    clearConflict();
  }, [courseId, apply, setErrors, clearConflict]);

  useEffect(() => {
    if (courseId === null) return;
    let live = true;
    setLoad({ status: "loading" });
    loadCourse(courseId).then(
      (stored) => {
        if (!live) return;
        apply(stored);
        setLoad({ status: "ready" });
      },
      (err: unknown) => {
        if (!live) return;
        const missing = err instanceof ApiError && err.status === 404;
        setLoad({ status: "error", missing, message: missing ? "This course does not exist (any more)." : (serverReason(err) ?? "Check your connection and try again.") });
      },
    );
    return () => {
      live = false;
    };
  }, [courseId, apply, attempt]);

  /** Changes one field and clears its message. */
  function set<K extends keyof CourseDraft>(key: K, value: CourseDraft[K], path: string = key) {
    setDraft((d) => ({ ...d, [key]: value }));
    clearError(path);
  }

  function onName(name: string) {
    setDraft((d) => ({ ...d, name, id: adding && !idTouched ? slugify(name) : d.id }));
    clearError("name");
    if (adding && !idTouched) clearError("id");
  }

  function onSubmit(e: React.FormEvent) {
    e.preventDefault();
    const checked = checkCourse(draft);
    if (checked.errors) {
      editor.showErrors(checked.errors);
      return;
    }
    const { course } = checked;
    const where = course.hidden ? "It is hidden: not on the site until you untick Hidden." : "The site shows the change within a few seconds.";
    void editor.save({
      send: () =>
        adding
          ? api("/content/courses", { method: "POST", body: { data: course }, auth: true })
          : api(`/content/courses/${encodeURIComponent(courseId)}`, { method: "PUT", body: { data: course, revision }, auth: true }),
      success: adding ? `Course added. ${where}` : `Course saved. ${where}`,
      failure: adding ? "Failed to add the course" : "Failed to save the course",
      onSaved: (next) => {
        setBaseline(JSON.stringify(courseData(draft)));
        setRevision(next ?? 1);
        setSaved({ at: new Date().toISOString(), by: currentUser()?.username ?? null });
        // The list's editor for the new id takes over (it loads what was saved).
        if (adding) onCreated(course.id);
      },
    });
  }

  function onPreview() {
    const checked = checkCourse(draft);
    if (checked.errors) {
      editor.showErrors(checked.errors);
      return;
    }
    void editor.preview({ kind: "course", data: checked.course });
  }

  async function keepMine() {
    if (courseId === null) return;
    setReloading(true);
    try {
      const stored = await loadCourse(courseId);
      setRevision(stored.revision);
      setSaved({ at: stored.updatedAt, by: stored.updatedBy });
      editor.clearConflict();
      notify.warning(`Your changes are kept. Saving now replaces ${stored.updatedBy ?? "the other"}'s version.`);
    } catch (err) {
      notifyFailure("Failed to load the latest version", err);
    } finally {
      setReloading(false);
    }
  }

  async function reloadTheirs() {
    setReloading(true);
    try {
      await reload();
    } catch (err) {
      notifyFailure("Failed to load the latest version", err);
    } finally {
      setReloading(false);
    }
  }

  async function remove() {
    if (courseId === null) return;
    setDeleting("busy");
    try {
      await api(`/content/courses/${encodeURIComponent(courseId)}`, { method: "DELETE", auth: true });
      setDeleting(null);
      notify.success("Course deleted. You can bring it back from Deleted courses.", { afterClose: true });
      setBaseline(JSON.stringify(courseData(draft)));
      onClose();
    } catch (err) {
      setDeleting(null);
      notifyFailure("Failed to delete the course", err, { afterClose: true });
    }
  }

  const title = adding ? "Add course" : `Edit course: ${draft.name || courseId}`;
  const back = (
    <button type="button" onClick={onClose} className="inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 hover:text-brand-900">
      <ArrowLeft className="h-4 w-4" />
      Back to courses
    </button>
  );

  if (load.status !== "ready") {
    return (
      <section aria-labelledby="section-title" className="space-y-5">
        {back}
        <h1 id="section-title" className="text-2xl font-bold text-brand-900">
          {title}
        </h1>
        {load.status === "loading" ? (
          <div role="status" className="flex items-center gap-3 rounded-2xl bg-white px-4 py-16 text-slate-600 shadow-sm ring-1 ring-slate-200">
            <Spinner />
            Loading the course…
          </div>
        ) : (
          <div role="alert" className="flex flex-col items-center gap-3 rounded-2xl bg-white px-4 py-14 text-center shadow-sm ring-1 ring-slate-200">
            <AlertIcon className="h-8 w-8 text-red-500" />
            <p className="font-semibold text-slate-900">Could not load the course.</p>
            <p className="text-sm text-slate-600">{load.message}</p>
            <Button variant="primary" onClick={load.missing ? onClose : () => setAttempt((n) => n + 1)}>
              {load.missing ? "Back to courses" : "Retry"}
            </Button>
          </div>
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

      {editor.conflict && <ConflictBanner message={editor.conflict} busy={reloading} onReload={reloadTheirs} onKeepMine={keepMine} />}

      <form ref={editor.formRef} onSubmit={onSubmit} noValidate className="space-y-5" aria-label={title}>
        <EditorCard title="Basics" description="Name, address, picture and fee: the course's card on the Courses page and the top of its page.">
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField label="Course name" path="name" value={draft.name} onChange={onName} errors={errors} max={60} placeholder="e.g. UI/UX Design" />
            <TextField
              label="Course id"
              path="id"
              value={draft.id}
              readOnly={!adding}
              onChange={(id) => {
                setIdTouched(true);
                set("id", id);
              }}
              errors={errors}
              max={adding ? 40 : undefined}
              hint={adding ? `Its address: /courses/${draft.id || "…"}. Suggested from the name; it cannot be changed later.` : "Part of the page's address; it cannot be changed."}
            />
          </div>
          <TextField label="Heading" path="heading" value={draft.heading} onChange={(v) => set("heading", v)} errors={errors} max={120} hint="The line under the name at the top of the page." />
          <TextField
            label="Summary"
            path="summary"
            value={draft.summary}
            onChange={(v) => set("summary", v)}
            errors={errors}
            max={160}
            rows={2}
            hint="One or two sentences on the course's card on the Courses page."
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField label="Duration" path="duration" value={draft.duration} onChange={(v) => set("duration", v)} errors={errors} max={40} placeholder="e.g. 3 months" />
            <TextField
              label="Fee from (₹)"
              optional
              path="feeFrom"
              value={draft.feeFrom}
              onChange={(v) => set("feeFrom", v)}
              errors={errors}
              inputMode="numeric"
              placeholder="e.g. 25000"
              hint="Whole rupees. Shown as 'Fee from ₹…' when no batch with a fee is listed."
            />
          </div>
          <ImageUploadField label="Course image" path="image" value={draft.image} onChange={(v) => set("image", v)} errors={errors} onBusyChange={editor.onUploadBusy} />
          <HiddenBox checked={draft.hidden} onChange={(v) => set("hidden", v)} />
        </EditorCard>

        <EditorCard title="Course page text">
          <TextField label="Overview" path="overview" value={draft.overview} onChange={(v) => set("overview", v)} errors={errors} max={3000} rows={7} hint="Under 'Course Overview'." />
          <ListEditor
            legend="Highlights (optional)"
            noun="highlight"
            path="highlights"
            items={draft.highlights}
            onChange={(rows) => set("highlights", rows)}
            create={() => withKey({ text: "" })}
            errors={errors}
            max={10}
            compact
            hint="Short ticked points under the overview."
            renderRow={(row, update, i, at) => (
              <TextField label={`Highlight ${i + 1}`} path={at()} value={row.text} onChange={(text) => (update({ ...row, text }), clearError(at()))} errors={errors} max={200} />
            )}
          />
          <TextField
            label="Definition"
            path="definition"
            value={draft.definition}
            onChange={(v) => set("definition", v)}
            errors={errors}
            max={2000}
            rows={4}
            hint={`Under 'What is ${draft.name.trim() || "this course"}?'.`}
          />
        </EditorCard>

        <CurriculumCard draft={draft} setDraft={setDraft} errors={errors} clearError={clearError} />

        <FaqCard draft={draft} setDraft={setDraft} errors={errors} clearError={clearError} />

        <EditorCard title="Features and what students learn" description="At least three of each, shown as ticked lists.">
          <ListEditor
            legend="Features"
            noun="feature"
            path="features"
            items={draft.features}
            onChange={(rows) => set("features", rows)}
            create={() => withKey({ text: "" })}
            errors={errors}
            max={20}
            compact
            renderRow={(row, update, i, at) => (
              <TextField label={`Feature ${i + 1}`} path={at()} value={row.text} onChange={(text) => (update({ ...row, text }), clearError(at()))} errors={errors} max={300} />
            )}
          />
          <ListEditor
            legend="Things you will learn"
            noun="learning point"
            path="learn"
            items={draft.learn}
            onChange={(rows) => set("learn", rows)}
            create={() => withKey({ text: "" })}
            errors={errors}
            max={20}
            compact
            renderRow={(row, update, i, at) => (
              <TextField label={`Learning point ${i + 1}`} path={at()} value={row.text} onChange={(text) => (update({ ...row, text }), clearError(at()))} errors={errors} max={300} />
            )}
          />
        </EditorCard>

        <SeoCard seo={draft.seo} onChange={(seo, path) => set("seo", seo, path)} errors={errors} />

        <EditorBar
          dirty={dirty}
          saving={editor.saving}
          previewing={editor.previewing}
          uploading={editor.uploading}
          saveLabel={adding ? "Add course" : "Save changes"}
          onPreview={onPreview}
          status={saved ? lastSaved(saved.at, saved.by) : "Not saved yet"}
        >
          {!adding && <RevisionHistoryButton recordKey={`course:${courseId}`} subject={draft.name || courseId} onRestored={() => void reload().catch(() => undefined)} />}
        </EditorBar>
      </form>

      <ConfirmDialog
        open={deleting !== null}
        title="Delete this course?"
        busy={deleting === "busy"}
        onConfirm={remove}
        onCancel={() => setDeleting(null)}
      >
        <p>
          The page <strong className="text-slate-900">/courses/{courseId}</strong> disappears from the site, the course leaves the menus and enquiry forms,
          and <strong className="text-slate-900">its batches are deleted</strong>.
        </p>
        <p className="mt-3">
          To take it off the site for a while, tick <strong className="text-slate-900">Hidden</strong> instead: nothing is lost. A deleted course can be
          brought back from <strong className="text-slate-900">Deleted courses</strong>, without its batches.
        </p>
      </ConfirmDialog>
    </section>
  );
}

function HiddenBox({ checked, onChange }: { checked: boolean; onChange: (hidden: boolean) => void }) {
  const id = useId();
  return (
    <div className="flex items-start gap-3 rounded-xl border border-slate-200 bg-slate-50 p-3">
      <input id={id} type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} className="mt-0.5 h-5 w-5 shrink-0 accent-brand-700" aria-describedby={`${id}-hint`} />
      <div>
        <label htmlFor={id} className="text-sm font-semibold text-slate-800">
          Hidden (not on the site)
        </label>
        <p id={`${id}-hint`} className="text-xs text-slate-600">
          The page answers “not found” and the course leaves the menus, the sitemap and the enquiry forms. Everything is kept for later.
        </p>
      </div>
    </div>
  );
}

interface CurriculumCardProps {
  draft: CourseDraft;
  setDraft: React.Dispatch<React.SetStateAction<CourseDraft>>;
  errors: Record<string, string>;
  clearError: (path: string) => void;
}

function CurriculumCard({ draft, setDraft, errors, clearError }: CurriculumCardProps) {
  return (
    <EditorCard title="Curriculum" description="Shown under 'Curriculum' on the course page as numbered modules, each with its list of topics.">
      <TextField
        label="Curriculum overview"
        optional
        path="curriculum.overview"
        value={draft.curriculumOverview}
        onChange={(v) => (setDraft((d) => ({ ...d, curriculumOverview: v })), clearError("curriculum.overview"))}
        errors={errors}
        max={1000}
        rows={2}
        hint="A sentence or two above the modules."
      />
      <ListEditor
        legend="Modules"
        noun="module"
        path="curriculum.modules"
        items={draft.modules}
        onChange={(modules) => (setDraft((d) => ({ ...d, modules })), clearError("curriculum.modules"))}
        create={() => withKey({ title: "", topics: "" })}
        errors={errors}
        max={30}
        hint="Shown as “Module 1 · title”, in this order."
        renderRow={(row, update, _i, at) => (
          <>
            <TextField label="Module title" path={at("title")} value={row.title} onChange={(v) => (update({ ...row, title: v }), clearError(at("title")))} errors={errors} max={100} />
            <TextField
              label="Topics (one per line)"
              path={at("topics")}
              value={row.topics}
              onChange={(v) => (update({ ...row, topics: v }), clearError(at("topics")))}
              errors={errors}
              rows={5}
              hint="Each line is one topic in the module's list."
            />
          </>
        )}
      />
    </EditorCard>
  );
}

function FaqCard({ draft, setDraft, errors, clearError }: CurriculumCardProps) {
  return (
    <EditorCard title="Questions and answers" description="Shown under 'Frequently asked questions' on the course page; each answer opens under its question.">
      <ListEditor
        legend="Questions"
        noun="question"
        path="faq"
        items={draft.faq}
        onChange={(faq) => (setDraft((d) => ({ ...d, faq })), clearError("faq"))}
        create={() => withKey({ question: "", answer: "" })}
        errors={errors}
        max={12}
        hint="Plain facts a student asks before joining: duration, who can join, timings, placement help, certificate."
        renderRow={(row, update, _i, at) => (
          <>
            <TextField label="Question" path={at("question")} value={row.question} onChange={(v) => (update({ ...row, question: v }), clearError(at("question")))} errors={errors} max={200} />
            <TextField
              label="Answer"
              path={at("answer")}
              value={row.answer}
              onChange={(v) => (update({ ...row, answer: v }), clearError(at("answer")))}
              errors={errors}
              max={1000}
              rows={4}
            />
          </>
        )}
      />
    </EditorCard>
  );
}
