// The About page's document in the Pages section: its sections of text, edited in order.

import { type AboutDocument, aboutSchema } from "#contracts/content";
import { FormField, inputClass } from "#web/features/dashboard/kit/form-field";
import { type Keyed, nextId, withKey, withKeys } from "../draft";
import { EditorCard, SeoCard, TextField } from "../fields";
import { draftText, listOf } from "../draft-binding";
import { ListEditor } from "../list-editor";
import type { DocumentSpec, FieldsProps } from "./document-spec";

type AboutDraft = Omit<AboutDocument, "sections"> & { sections: Keyed<AboutDocument["sections"][number]>[] };

const SECTION_TYPES = [
  { value: "about", label: "About us" },
  { value: "vision", label: "Vision" },
  { value: "mission", label: "Mission" },
] as const;

function AboutFields(props: FieldsProps<AboutDraft>) {
  const { draft, update, errors, clearError } = props;
  return (
    <>
      <EditorCard title="Page" description="The banner heading of the About page.">
        <TextField label="Page header" {...draftText(props, "header")} max={100} />
      </EditorCard>
      <EditorCard title="Sections" description="Shown in this order; About us, Vision and Mission each get their own look.">
        <ListEditor
          {...listOf(props, "sections")}
          legend="Sections"
          noun="section"
          create={() => withKey({ id: nextId(draft.sections), type: "about" as const, title: "", content: "" })}
          max={10}
          renderRow={({ item, update: set, at, field }) => (
            <>
              <div className="grid gap-4 sm:grid-cols-[12rem_minmax(0,1fr)]">
                <FormField label="Type" error={errors[at("type")]}>
                  {(c) => (
                    <select
                      {...c}
                      value={item.type}
                      onChange={(e) => (set({ ...item, type: e.target.value as AboutDraft["sections"][number]["type"] }), clearError(at("type")))}
                      className={inputClass}
                    >
                      {SECTION_TYPES.map((t) => (
                        <option key={t.value} value={t.value}>
                          {t.label}
                        </option>
                      ))}
                    </select>
                  )}
                </FormField>
                <TextField label="Title" {...field("title")} max={100} />
              </div>
              <TextField label="Text" {...field("content")} max={5000} rows={7} hint="A blank line starts a new paragraph." />
            </>
          )}
        />
      </EditorCard>
      <SeoCard seo={draft.seo} onChange={(seo, path) => update((d) => ({ ...d, seo: { ...d.seo, ...seo } }), path)} errors={errors} />
    </>
  );
}

export const ABOUT: DocumentSpec<AboutDraft> = {
  key: "about",
  label: "About",
  description: "The About page: its banner heading, the About us, Vision and Mission sections, and what search engines show.",
  page: "/about",
  schema: aboutSchema,
  toDraft: (data) => {
    const about = data as AboutDocument;
    return { ...about, seo: { ...about.seo }, sections: withKeys(about.sections) };
  },
  toData: (d) => d,
  Fields: AboutFields,
};
