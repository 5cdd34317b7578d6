// The fields of the course editor: name, id, fees, curriculum modules, questions and the rest.

import { useId } from "react";
import type { CourseDraft } from "./course-draft";
import { withKey } from "./draft";
import { EditorCard, SeoCard, TextField } from "./fields";
import { type DraftEditing, type TextKey, draftText, listOf } from "./draft-binding";
import { ListEditor } from "./list-editor";
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
  const editing: CardProps = { draft, update, errors, clearError };
  const text = (key: TextKey<CourseDraft>) => draftText(editing, key);
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
        <TextField label="Heading" {...text("heading")} max={120} hint="The line under the name at the top of the page." />
        <TextField label="Summary" {...text("summary")} max={160} rows={2} hint="One or two sentences on the course's card on the Courses page." />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label="Duration" {...text("duration")} max={40} placeholder="e.g. 3 months" />
          <TextField
            label="Fee from (₹)"
            optional
            {...text("feeFrom")}
            inputMode="numeric"
            placeholder="e.g. 25000"
            hint="Whole rupees. Shown as 'Fee from ₹…' when no batch with a fee is listed."
          />
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="Teaching language"
            optional
            {...text("language")}
            max={80}
            placeholder="e.g. English and Tamil"
            hint="Shown as 'Taught in …' at the top of the course page."
          />
          <TextField
            label="Fee in parts (instalments)"
            optional
            {...text("instalments")}
            inputMode="numeric"
            placeholder="e.g. 3"
            hint="Up to how many parts the fee may be paid in (2 to 12). Shown as 'Fee in parts: up to 3 instalments'."
          />
        </div>
        <ImageUploadField label="Course image" {...text("image")} onBusyChange={onUploadBusy} />
        <HiddenBox checked={draft.hidden} onChange={(v) => set("hidden", v)} />
      </EditorCard>

      <EditorCard title="Course page text">
        <TextField label="Overview" {...text("overview")} max={3000} rows={7} hint="Under 'Course Overview'." />
        <PointsEditor list="highlights" editing={editing} />
        <TextField label="Definition" {...text("definition")} max={2000} rows={4} hint={`Under 'What is ${draft.name.trim() || "this course"}?'.`} />
      </EditorCard>

      <CurriculumCard {...editing} />

      <FaqCard {...editing} />

      <EditorCard title="Features and what students learn" description="At least three of each, shown as ticked lists.">
        {(["features", "learn"] as const).map((list) => (
          <PointsEditor key={list} list={list} editing={editing} />
        ))}
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

type CardProps = DraftEditing<CourseDraft>;

/** The course's lists of one-line points, each shown as a ticked list on its page. */
const POINT_LISTS = {
  highlights: { legend: "Highlights (optional)", noun: "highlight", max: 10, textMax: 200, hint: "Short ticked points under the overview." },
  features: { legend: "Features", noun: "feature", max: 20, textMax: 300 },
  learn: { legend: "Things you will learn", noun: "learning point", max: 20, textMax: 300 },
};

/** One list of points: a row is one field, labelled like the row ("Feature 2"). */
function PointsEditor({ list, editing }: { list: keyof typeof POINT_LISTS; editing: CardProps }) {
  const { textMax, ...labels } = POINT_LISTS[list];
  return (
    <ListEditor
      {...listOf(editing, list)}
      {...labels}
      create={() => withKey({ text: "" })}
      compact
      renderRow={(row) => <TextField label={row.title} {...row.field("text", "")} max={textMax} />}
    />
  );
}

function CurriculumCard(editing: CardProps) {
  return (
    <EditorCard title="Curriculum" description="Shown under 'Curriculum' on the course page as numbered modules, each with its list of topics.">
      <TextField
        label="Curriculum overview"
        optional
        {...draftText(editing, "curriculumOverview", "curriculum.overview")}
        max={1000}
        rows={2}
        hint="A sentence or two above the modules."
      />
      <ListEditor
        {...listOf(editing, "modules", "curriculum.modules")}
        legend="Modules"
        noun="module"
        create={() => withKey({ title: "", topics: "" })}
        max={30}
        hint="Shown as “Module 1 · title”, in this order."
        renderRow={(row) => (
          <>
            <TextField label="Module title" {...row.field("title")} max={100} />
            <TextField label="Topics (one per line)" {...row.field("topics")} rows={5} hint="Each line is one topic in the module's list." />
          </>
        )}
      />
    </EditorCard>
  );
}

function FaqCard(editing: CardProps) {
  return (
    <EditorCard title="Questions and answers" description="Shown under 'Frequently asked questions' on the course page; each answer opens under its question.">
      <ListEditor
        {...listOf(editing, "faq")}
        legend="Questions"
        noun="question"
        create={() => withKey({ question: "", answer: "" })}
        max={12}
        hint="Plain facts a student asks before joining: duration, who can join, timings, placement help, certificate."
        renderRow={(row) => (
          <>
            <TextField label="Question" {...row.field("question")} max={200} />
            <TextField label="Answer" {...row.field("answer")} max={1000} rows={4} />
          </>
        )}
      />
    </EditorCard>
  );
}
