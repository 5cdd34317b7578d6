import { type PlacementServices, placementServicesSchema } from "../../../../../contracts/content";
import { type Keyed, withKey, withKeys } from "../draft";
import { EditorCard, ListEditor, TextField } from "../fields";
import { ImageUploadField } from "../image-upload-field";
import type { DocumentSpec, FieldsProps } from "./document-spec";

type ServiceDraft = Keyed<Omit<PlacementServices[number], "list" | "conclusion"> & { list: Keyed<{ title: string; desc: string }>[]; conclusion: string }>;

function ServicesFields({ draft, update, errors, clearError, onUploadBusy }: FieldsProps<ServiceDraft[]>) {
  return (
    <EditorCard title="Placement services" description="'What we offer' on the Placements page, in this order.">
      <ListEditor
        legend="Services"
        noun="service"
        path=""
        items={draft}
        onChange={(rows) => update(() => rows, "")}
        create={() => withKey({ name: "", des: "", image: "", list: [], conclusion: "" })}
        errors={errors}
        max={10}
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
            <TextField
              label="Description"
              path={at("des")}
              value={row.des}
              onChange={(des) => (set({ ...row, des }), clearError(at("des")))}
              errors={errors}
              max={1000}
              rows={4}
            />
            <ImageUploadField
              label="Picture"
              path={at("image")}
              value={row.image}
              onChange={(image) => (set({ ...row, image }), clearError(at("image")))}
              errors={errors}
              onBusyChange={onUploadBusy}
            />
            <ListEditor
              legend="Points (optional)"
              noun="point"
              path={at("list")}
              items={row.list}
              onChange={(list) => (set({ ...row, list }), clearError(at("list")))}
              create={() => withKey({ title: "", desc: "" })}
              errors={errors}
              max={12}
              hint="Shown as 'Title: text' under the description."
              renderRow={(point, setPoint, _j, pointAt) => (
                <>
                  <TextField
                    label="Point title"
                    path={pointAt("title")}
                    value={point.title}
                    onChange={(title) => (setPoint({ ...point, title }), clearError(pointAt("title")))}
                    errors={errors}
                    max={100}
                  />
                  <TextField
                    label="Point text"
                    path={pointAt("desc")}
                    value={point.desc}
                    onChange={(desc) => (setPoint({ ...point, desc }), clearError(pointAt("desc")))}
                    errors={errors}
                    max={400}
                    rows={2}
                  />
                </>
              )}
            />
            <TextField
              label="Conclusion"
              optional
              path={at("conclusion")}
              value={row.conclusion}
              onChange={(conclusion) => (set({ ...row, conclusion }), clearError(at("conclusion")))}
              errors={errors}
              max={1000}
              rows={2}
              hint="A closing sentence under the points."
            />
          </>
        )}
      />
    </EditorCard>
  );
}

export const SERVICES: DocumentSpec<ServiceDraft[]> = {
  key: "placement-services",
  label: "Placement services",
  description: "The services under 'What we offer' on the Placements page.",
  page: "/placements",
  schema: placementServicesSchema,
  toDraft: (data) =>
    (data as PlacementServices).map((s) => withKey({ name: s.name, des: s.des, image: s.image, list: withKeys(s.list ?? []), conclusion: s.conclusion ?? "" })),
  toData: (draft) =>
    draft.map(({ name, des, image, list, conclusion }) => ({
      name,
      des,
      image,
      ...(list.length > 0 ? { list: list.map(({ title, desc }) => ({ title, desc })) } : {}),
      ...(conclusion.trim() ? { conclusion } : {}),
    })),
  Fields: ServicesFields,
};
