import { type WhyChooseItems, whyChooseSchema } from "../../../../../contracts/content";
import { type Keyed, nextId, withKey, withKeys } from "../draft";
import { EditorCard, ListEditor, TextField } from "../fields";
import type { DocumentSpec, FieldsProps } from "./document-spec";

type WhyChooseDraft = Keyed<WhyChooseItems[number]>[];

function WhyChooseFields({ draft, update, errors, clearError }: FieldsProps<WhyChooseDraft>) {
  return (
    <EditorCard title="Why choose us" description="The points on the home page, in this order, followed by the counsellor card.">
      <ListEditor
        legend="Points"
        noun="point"
        path=""
        items={draft}
        onChange={(rows) => update(() => rows, "")}
        // A point keeps its id for life (it picks the point's icon); a new one gets the next free number.
        create={() => withKey({ id: nextId(draft), title: "", description: "" })}
        errors={errors}
        max={12}
        renderRow={(row, set, _i, at) => (
          <>
            <TextField
              label="Title"
              path={at("title")}
              value={row.title}
              onChange={(title) => (set({ ...row, title }), clearError(at("title")))}
              errors={errors}
              max={100}
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
