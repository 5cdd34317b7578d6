// The facilities document in the Pages section: the About page's slideshow, in order.

import { type Facilities, facilitiesSchema } from "#contracts/content";
import { type Keyed, withKey, withKeys } from "../draft";
import { EditorCard, TextField } from "../fields";
import { wholeList } from "../draft-binding";
import { ListEditor } from "../list-editor";
import { ImageUploadField } from "../image-upload-field";
import type { DocumentSpec, FieldsProps } from "./document-spec";

type FacilitiesDraft = Keyed<Facilities[number]>[];

function FacilitiesFields(props: FieldsProps<FacilitiesDraft>) {
  return (
    <EditorCard title="Facilities" description="The slideshow of facilities on the About page, in this order.">
      <ListEditor
        {...wholeList(props)}
        legend="Facilities"
        noun="facility"
        create={() => withKey({ name: "", image: "", description: "" })}
        max={12}
        renderRow={(row) => (
          <>
            <TextField label="Name" {...row.field("name")} max={80} />
            <ImageUploadField label="Picture" {...row.field("image")} onBusyChange={props.onUploadBusy} />
            <TextField label="Description" {...row.field("description")} max={400} rows={3} />
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
