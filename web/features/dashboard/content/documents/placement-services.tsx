// The placement services document in the Pages section: "What we offer" on the Placements page.

import { type PlacementServices, placementServicesSchema } from "#contracts/content";
import { type Keyed, withKey, withKeys } from "../draft";
import { EditorCard, TextField } from "../fields";
import { wholeList } from "../draft-binding";
import { ListEditor } from "../list-editor";
import { ImageUploadField } from "../image-upload-field";
import type { DocumentSpec, FieldsProps } from "./document-spec";

type ServiceDraft = Keyed<Omit<PlacementServices[number], "list" | "conclusion"> & { list: Keyed<{ title: string; desc: string }>[]; conclusion: string }>;

function ServicesFields(props: FieldsProps<ServiceDraft[]>) {
  return (
    <EditorCard title="Placement services" description="'What we offer' on the Placements page, in this order.">
      <ListEditor
        {...wholeList(props)}
        legend="Services"
        noun="service"
        create={() => withKey({ name: "", des: "", image: "", list: [], conclusion: "" })}
        max={10}
        renderRow={(row) => (
          <>
            <TextField label="Name" {...row.field("name")} max={80} />
            <TextField label="Description" {...row.field("des")} max={1000} rows={4} />
            <ImageUploadField label="Picture" {...row.field("image")} onBusyChange={props.onUploadBusy} />
            <ListEditor
              path={row.at("list")}
              items={row.item.list}
              onChange={(list) => (row.update({ ...row.item, list }), props.clearError(row.at("list")))}
              errors={props.errors}
              clearError={props.clearError}
              legend="Points (optional)"
              noun="point"
              create={() => withKey({ title: "", desc: "" })}
              max={12}
              hint="Shown as 'Title: text' under the description."
              renderRow={(point) => (
                <>
                  <TextField label="Point title" {...point.field("title")} max={100} />
                  <TextField label="Point text" {...point.field("desc")} max={400} rows={2} />
                </>
              )}
            />
            <TextField label="Conclusion" optional {...row.field("conclusion")} max={1000} rows={2} hint="A closing sentence under the points." />
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
