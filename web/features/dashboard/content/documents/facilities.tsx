import { type Facilities, facilitiesSchema } from "../../../../../contracts/content";
import { type Keyed, withKey, withKeys } from "../draft";
import { EditorCard, ListEditor, TextField } from "../fields";
import { ImageUploadField } from "../image-upload-field";
import type { DocumentSpec, FieldsProps } from "./document-spec";

type FacilitiesDraft = Keyed<Facilities[number]>[];

function FacilitiesFields({ draft, update, errors, clearError, onUploadBusy }: FieldsProps<FacilitiesDraft>) {
  return (
    <EditorCard title="Facilities" description="The slideshow of facilities on the About page, in this order.">
      <ListEditor
        legend="Facilities"
        noun="facility"
        path=""
        items={draft}
        onChange={(rows) => update(() => rows, "")}
        create={() => withKey({ name: "", image: "", description: "" })}
        errors={errors}
        max={12}
        renderRow={(row, set, _i, at) => (
          <>
            <TextField
              label="Name"
              path={at("name")}
              value={row.name}
              onChange={(name) => (set({ ...row, name }), clearError(at("name")))}
              errors={errors}
              max={80}
            />
            <ImageUploadField
              label="Picture"
              path={at("image")}
              value={row.image}
              onChange={(image) => (set({ ...row, image }), clearError(at("image")))}
              errors={errors}
              onBusyChange={onUploadBusy}
            />
            <TextField
              label="Description"
              path={at("description")}
              value={row.description}
              onChange={(description) => (set({ ...row, description }), clearError(at("description")))}
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

export const FACILITIES: DocumentSpec<FacilitiesDraft> = {
  key: "facilities",
  label: "Facilities",
  description: "The facilities shown on the About page: name, picture and a short description each.",
  page: "/about",
  schema: facilitiesSchema,
  toDraft: (data) => withKeys(data as Facilities),
  toData: (d) => d,
  Fields: FacilitiesFields,
};
