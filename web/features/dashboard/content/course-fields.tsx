import { useId } from "react";
import type { FieldErrors } from "../../../lib/forms/form-errors";
import type { CourseDraft } from "./course-draft";
import { withKey } from "./draft";
import { EditorCard, ListEditor, SeoCard, TextField } from "./fields";
import { ImageUploadField } from "./image-upload-field";

interface CourseFieldsProps extends CardProps {
  /** A new course: its id can still be chosen. */
  adding: boolean;
  /** Changes one field and clears its message. */
  set: <K extends keyof CourseDraft>(key: K, value: CourseDraft[K], path?: string) => void;
  onName: (name: string) => void;
  onId: (id: string) => void;
  onUploadBusy: (busy: boolean) => void;
}

/** Every field of a course, card by card, as the course page shows them. */
export function CourseFields({ draft, adding, set, update, onName, onId, errors, clearError, onUploadBusy }: CourseFieldsProps) {
  return (
    <>
      <EditorCard title="Basics" description="Name, address, picture and fee: the course's card on the Courses page and the top of its page.">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label="Course name" path="name" value={draft.name} onChange={onName} errors={errors} max={60} placeholder="e.g. UI/UX Design" />
          <TextField
            label="Course id"
            path="id"
            value={draft.id}
            readOnly={!adding}
            onChange={onId}
            errors={errors}
            max={adding ? 40 : undefined}
            hint={
              adding
                ? `Its address: /courses/${draft.id || "…"}. Suggested from the name; it cannot be changed later.`
                : "Part of the page's address; it cannot be changed."
            }
          />
        </div>
        <TextField
          label="Heading"
          path="heading"
          value={draft.heading}
          onChange={(v) => set("heading", v)}
          errors={errors}
          max={120}
          hint="The line under the name at the top of the page."
        />
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
          <TextField
            label="Duration"
            path="duration"
            value={draft.duration}
            onChange={(v) => set("duration", v)}
            errors={errors}
            max={40}
            placeholder="e.g. 3 months"
          />
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
        <ImageUploadField label="Course image" path="image" value={draft.image} onChange={(v) => set("image", v)} errors={errors} onBusyChange={onUploadBusy} />
        <HiddenBox checked={draft.hidden} onChange={(v) => set("hidden", v)} />
      </EditorCard>

      <EditorCard title="Course page text">
        <TextField
          label="Overview"
          path="overview"
          value={draft.overview}
          onChange={(v) => set("overview", v)}
          errors={errors}
          max={3000}
          rows={7}
          hint="Under 'Course Overview'."
        />
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
            <TextField
              label={`Highlight ${i + 1}`}
              path={at()}
              value={row.text}
              onChange={(text) => (update({ ...row, text }), clearError(at()))}
              errors={errors}
              max={200}
            />
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

      <CurriculumCard draft={draft} update={update} errors={errors} clearError={clearError} />

      <FaqCard draft={draft} update={update} errors={errors} clearError={clearError} />

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
            <TextField
              label={`Feature ${i + 1}`}
              path={at()}
              value={row.text}
              onChange={(text) => (update({ ...row, text }), clearError(at()))}
              errors={errors}
              max={300}
            />
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
            <TextField
              label={`Learning point ${i + 1}`}
              path={at()}
              value={row.text}
              onChange={(text) => (update({ ...row, text }), clearError(at()))}
              errors={errors}
              max={300}
            />
          )}
        />
      </EditorCard>

      <SeoCard seo={draft.seo} onChange={(seo, path) => set("seo", seo, path)} errors={errors} />
    </>
  );
}

function HiddenBox({ checked, onChange }: { checked: boolean; onChange: (hidden: boolean) => void }) {
  const id = useId();
  return (
    <div className="flex items-start gap-3 rounded-xl border border-slate-200 bg-slate-50 p-3">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        className="mt-0.5 h-5 w-5 shrink-0 accent-brand-700"
        aria-describedby={`${id}-hint`}
      />
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

interface CardProps {
  draft: CourseDraft;
  update: (fn: (draft: CourseDraft) => CourseDraft, path?: string) => void;
  errors: FieldErrors;
  clearError: (path: string) => void;
}

function CurriculumCard({ draft, update, errors, clearError }: CardProps) {
  return (
    <EditorCard title="Curriculum" description="Shown under 'Curriculum' on the course page as numbered modules, each with its list of topics.">
      <TextField
        label="Curriculum overview"
        optional
        path="curriculum.overview"
        value={draft.curriculumOverview}
        onChange={(v) => update((d) => ({ ...d, curriculumOverview: v }), "curriculum.overview")}
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
        onChange={(modules) => update((d) => ({ ...d, modules }), "curriculum.modules")}
        create={() => withKey({ title: "", topics: "" })}
        errors={errors}
        max={30}
        hint="Shown as “Module 1 · title”, in this order."
        renderRow={(row, update, _i, at) => (
          <>
            <TextField
              label="Module title"
              path={at("title")}
              value={row.title}
              onChange={(v) => (update({ ...row, title: v }), clearError(at("title")))}
              errors={errors}
              max={100}
            />
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

function FaqCard({ draft, update, errors, clearError }: CardProps) {
  return (
    <EditorCard title="Questions and answers" description="Shown under 'Frequently asked questions' on the course page; each answer opens under its question.">
      <ListEditor
        legend="Questions"
        noun="question"
        path="faq"
        items={draft.faq}
        onChange={(faq) => update((d) => ({ ...d, faq }), "faq")}
        create={() => withKey({ question: "", answer: "" })}
        errors={errors}
        max={12}
        hint="Plain facts a student asks before joining: duration, who can join, timings, placement help, certificate."
        renderRow={(row, update, _i, at) => (
          <>
            <TextField
              label="Question"
              path={at("question")}
              value={row.question}
              onChange={(v) => (update({ ...row, question: v }), clearError(at("question")))}
              errors={errors}
              max={200}
            />
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
