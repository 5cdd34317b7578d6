// The "Why choose us" document in the Pages section: the home page's points, in order.

import { type WhyChooseItems, whyChooseSchema } from "#contracts/content";
import { type Keyed, nextId, withKey, withKeys } from "../draft";
import { EditorCard, TextField } from "../fields";
import { wholeList } from "../draft-binding";
import { ListEditor } from "../list-editor";
import type { DocumentSpec, FieldsProps } from "./document-spec";

type WhyChooseDraft = Keyed<WhyChooseItems[number]>[];

function WhyChooseFields(props: FieldsProps<WhyChooseDraft>) {
  return (
    <EditorCard title="Why choose us" description="The points on the home page, in this order, followed by the counsellor card.">
      <ListEditor
        {...wholeList(props)}
        legend="Points"
        noun="point"
        // A point keeps its id for life (it picks the point's icon); a new one gets the next free number.
        create={() => withKey({ id: nextId(props.draft), title: "", description: "" })}
        max={12}
        renderRow={(row) => (
          <>
            <TextField label="Title" {...row.field("title")} max={100} />
            <TextField label="Description" {...row.field("description")} max={400} rows={3} />
          </>
        )}
      />
    </EditorCard>
  );
}

export const WHY_CHOOSE: DocumentSpec<WhyChooseDraft> = {
  key: "why-choose",
  label: "Why choose us",
  description: "The 'Why choose us' points on the home page.",
  page: "/",
  schema: whyChooseSchema,
  toDraft: (data) => withKeys(data as WhyChooseItems),
  toData: (d) => d,
  Fields: WhyChooseFields,
};
