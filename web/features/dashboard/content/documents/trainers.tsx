// The trainers document in the Pages section: each trainer and the courses they teach (docs/decisions/061).

import { type Trainers, trainersSchema } from "#contracts/content";
import { Button } from "#web/features/dashboard/kit/button";
import { type Keyed, withKey } from "../draft";
import { EditorCard, TextField } from "../fields";
import { wholeList } from "../draft-binding";
import { ListEditor } from "../list-editor";
import { ImageUploadField } from "../image-upload-field";
import type { DocumentSpec, FieldsProps } from "./document-spec";
import { keys } from "#web/features/dashboard/queries/keys";
import { useListQuery } from "#web/features/dashboard/queries/list-state";
import { loadCourses } from "../api";

type TrainerDraft = Keyed<{ name: string; role: string; years: string; photo: string; bio: string; courses: string[] }>;

/** Which courses a trainer teaches: they show on those course pages too (docs/decisions/061). */
function CourseChoices({ value, onChange, courses }: { value: string[]; onChange: (ids: string[]) => void; courses: { id: string; name: string }[] }) {
  if (courses.length === 0) return null;
  return (
    <fieldset className="min-w-0">
      <legend className="mb-1.5 text-sm font-semibold text-slate-700">
        Courses they teach <span className="font-normal text-slate-500">(their profile shows on these course pages)</span>
      </legend>
      <div className="grid gap-1 sm:grid-cols-3">
        {courses.map((c) => (
          <label key={c.id} className="flex min-h-9 items-center gap-2 text-sm text-slate-800">
            <input
              type="checkbox"
              className="h-4 w-4 accent-indigo-700"
              checked={value.includes(c.id)}
              onChange={(e) => onChange(e.target.checked ? [...value, c.id] : value.filter((id) => id !== c.id))}
            />
            {c.name}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function TrainersFields(props: FieldsProps<TrainerDraft[]>) {
  // The same course list the Courses section reads (one key).
  const stored = useListQuery(keys.courses, loadCourses);
  const courses = stored.items.map((c) => ({ id: c.course.id, name: c.course.name }));
  return (
    <EditorCard
      title="Trainers"
      description="Real trainers only: each shows with name, role, experience and bio on the About page, and on the pages of the courses they teach. With none, no trainer block shows."
    >
      <ListEditor
        {...wholeList(props)}
        legend="Trainers"
        noun="trainer"
        create={() => withKey({ name: "", role: "", years: "", photo: "", bio: "", courses: [] })}
        max={24}
        renderRow={(row) => (
          <>
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField label="Name" {...row.field("name")} max={80} />
              <TextField label="Role" {...row.field("role")} max={100} placeholder="e.g. Lead trainer, Data Science" />
            </div>
            <TextField label="Years of experience" {...row.field("years")} className="sm:max-w-48" />
            <ImageUploadField label="Photo (optional)" {...row.field("photo")} onBusyChange={props.onUploadBusy} />
            {row.item.photo && (
              <Button size="sm" variant="ghost" onClick={() => row.update({ ...row.item, photo: "" })}>
                Remove photo (show initials)
              </Button>
            )}
            <TextField label="Short bio" {...row.field("bio")} max={400} rows={3} />
            <CourseChoices value={row.item.courses} onChange={(ids) => row.update({ ...row.item, courses: ids })} courses={courses} />
          </>
        )}
      />
    </EditorCard>
  );
}

export const TRAINERS: DocumentSpec<TrainerDraft[]> = {
  key: "trainers",
  label: "Trainers",
  description: "Trainer profiles on the About page and the pages of the courses they teach. Hidden until at least one trainer is saved.",
  page: "/about",
  schema: trainersSchema,
  toDraft: (data) =>
    (data as Trainers).map((t) => withKey({ name: t.name, role: t.role, years: String(t.years), photo: t.photo ?? "", bio: t.bio, courses: t.courses ?? [] })),
  toData: (draft) =>
    draft.map(({ name, role, years, photo, bio, courses }) => ({
      name,
      role,
      // An empty box is not 0 years: left undefined, the schema asks for it.
      years: years.trim() === "" ? undefined : /^\d+$/.test(years.trim()) ? Number(years) : years,
      ...(photo ? { photo } : {}),
      bio,
      courses,
    })),
  Fields: TrainersFields,
};
