import { type Trainers, trainersSchema } from "../../../../../contracts/content";
import { Button } from "../../kit/button";
import { type Keyed, withKey } from "../draft";
import { EditorCard, TextField } from "../fields";
import { wholeList } from "../draft-binding";
import { ListEditor } from "../list-editor";
import { ImageUploadField } from "../image-upload-field";
import type { DocumentSpec, FieldsProps } from "./document-spec";

type TrainerDraft = Keyed<{ name: string; role: string; years: string; photo: string; bio: string }>;

function TrainersFields(props: FieldsProps<TrainerDraft[]>) {
  return (
    <EditorCard
      title="Trainers"
      description="Real trainers only: each shows with name, role, experience and bio on the About page. With none, the About page shows no trainer block."
    >
      <ListEditor
        {...wholeList(props)}
        legend="Trainers"
        noun="trainer"
        create={() => withKey({ name: "", role: "", years: "", photo: "", bio: "" })}
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
          </>
        )}
      />
    </EditorCard>
  );
}

export const TRAINERS: DocumentSpec<TrainerDraft[]> = {
  key: "trainers",
  label: "Trainers",
  description: "Trainer profiles on the About page. Hidden until at least one trainer is saved.",
  page: "/about",
  schema: trainersSchema,
  toDraft: (data) => (data as Trainers).map((t) => withKey({ name: t.name, role: t.role, years: String(t.years), photo: t.photo ?? "", bio: t.bio })),
  toData: (draft) =>
    draft.map(({ name, role, years, photo, bio }) => ({
      name,
      role,
      // An empty box is not 0 years: left undefined, the schema asks for it.
      years: years.trim() === "" ? undefined : /^\d+$/.test(years.trim()) ? Number(years) : years,
      ...(photo ? { photo } : {}),
      bio,
    })),
  Fields: TrainersFields,
};
