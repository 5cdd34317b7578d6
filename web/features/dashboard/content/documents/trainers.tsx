import { type Trainers, trainersSchema } from "../../../../../contracts/content";
import { Button } from "../../button";
import { type Keyed, withKey } from "../draft";
import { EditorCard, ListEditor, TextField } from "../fields";
import { ImageUploadField } from "../image-upload-field";
import type { DocumentSpec, FieldsProps } from "./document-spec";

type TrainerDraft = Keyed<{ name: string; role: string; years: string; photo: string; bio: string }>;

function TrainersFields({ draft, update, errors, clearError, onUploadBusy }: FieldsProps<TrainerDraft[]>) {
  return (
    <EditorCard
      title="Trainers"
      description="Real trainers only: each shows with name, role, experience and bio on the About page. With none, the About page shows no trainer block."
    >
      <ListEditor
        legend="Trainers"
        noun="trainer"
        path=""
        items={draft}
        onChange={(rows) => update(() => rows, "")}
        create={() => withKey({ name: "", role: "", years: "", photo: "", bio: "" })}
        errors={errors}
        max={24}
        renderRow={(row, set, _i, at) => (
          <>
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField
                label="Name"
                path={at("name")}
                value={row.name}
                onChange={(name) => (set({ ...row, name }), clearError(at("name")))}
                errors={errors}
                max={80}
              />
              <TextField
                label="Role"
                path={at("role")}
                value={row.role}
                onChange={(role) => (set({ ...row, role }), clearError(at("role")))}
                errors={errors}
                max={100}
                placeholder="e.g. Lead trainer, Data Science"
              />
            </div>
            <TextField
              label="Years of experience"
              path={at("years")}
              value={row.years}
              onChange={(years) => (set({ ...row, years }), clearError(at("years")))}
              errors={errors}
              className="sm:max-w-48"
            />
            <ImageUploadField
              label="Photo (optional)"
              path={at("photo")}
              value={row.photo}
              onChange={(photo) => (set({ ...row, photo }), clearError(at("photo")))}
              errors={errors}
              onBusyChange={onUploadBusy}
            />
            {row.photo && (
              <Button size="sm" variant="ghost" onClick={() => set({ ...row, photo: "" })}>
                Remove photo (show initials)
              </Button>
            )}
            <TextField
              label="Short bio"
              path={at("bio")}
              value={row.bio}
              onChange={(bio) => (set({ ...row, bio }), clearError(at("bio")))}
              errors={errors}
              max={400}
              rows={3}
            />
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
