import { type CorporateClients, corporateClientsSchema } from "../../../../../contracts/content";
import { type Keyed, withKey } from "../draft";
import { EditorCard, ListEditor, TextField } from "../fields";
import { ImageUploadField } from "../image-upload-field";
import type { DocumentSpec, FieldsProps } from "./document-spec";

type ClientsDraft = {
  logos: Keyed<{ name: string; logo: string; url: string }>[];
  caseStudies: Keyed<{ client: string; title: string; summary: string; result: string }>[];
};

function ClientsFields({ draft, update, errors, clearError, onUploadBusy }: FieldsProps<ClientsDraft>) {
  return (
    <>
      <EditorCard title="Client logos" description="Only companies that agreed to be named. Shown on /corporate-training under 'Companies that train with us'.">
        <ListEditor
          legend="Logos"
          noun="logo"
          path="logos"
          items={draft.logos}
          onChange={(logos) => update((d) => ({ ...d, logos }), "logos")}
          create={() => withKey({ name: "", logo: "", url: "" })}
          errors={errors}
          max={24}
          renderRow={(row, set, _i, at) => (
            <>
              <TextField
                label="Company name"
                path={at("name")}
                value={row.name}
                onChange={(name) => (set({ ...row, name }), clearError(at("name")))}
                errors={errors}
                max={80}
                hint="Read aloud for the logo."
              />
              <ImageUploadField
                label="Logo"
                path={at("logo")}
                value={row.logo}
                onChange={(logo) => (set({ ...row, logo }), clearError(at("logo")))}
                errors={errors}
                onBusyChange={onUploadBusy}
              />
              <TextField
                label="Company website"
                optional
                path={at("url")}
                value={row.url}
                onChange={(url) => (set({ ...row, url }), clearError(at("url")))}
                errors={errors}
                placeholder="https://"
              />
            </>
          )}
        />
      </EditorCard>
      <EditorCard title="Case studies" description="Short stories of training delivered: who, what, and the result.">
        <ListEditor
          legend="Case studies"
          noun="case study"
          path="caseStudies"
          items={draft.caseStudies}
          onChange={(caseStudies) => update((d) => ({ ...d, caseStudies }), "caseStudies")}
          create={() => withKey({ client: "", title: "", summary: "", result: "" })}
          errors={errors}
          max={6}
          renderRow={(row, set, _i, at) => (
            <>
              <div className="grid gap-4 sm:grid-cols-2">
                <TextField
                  label="Client"
                  path={at("client")}
                  value={row.client}
                  onChange={(client) => (set({ ...row, client }), clearError(at("client")))}
                  errors={errors}
                  max={80}
                />
                <TextField
                  label="Title"
                  path={at("title")}
                  value={row.title}
                  onChange={(title) => (set({ ...row, title }), clearError(at("title")))}
                  errors={errors}
                  max={120}
                />
              </div>
              <TextField
                label="What we did"
                path={at("summary")}
                value={row.summary}
                onChange={(summary) => (set({ ...row, summary }), clearError(at("summary")))}
                errors={errors}
                max={600}
                rows={3}
              />
              <TextField
                label="Result"
                optional
                path={at("result")}
                value={row.result}
                onChange={(result) => (set({ ...row, result }), clearError(at("result")))}
                errors={errors}
                max={200}
              />
            </>
          )}
        />
      </EditorCard>
    </>
  );
}

export const CLIENTS: DocumentSpec<ClientsDraft> = {
  key: "corporate-clients",
  label: "Corporate clients",
  description: "Client logos and case studies on the Corporate Training page. The section is hidden while both lists are empty.",
  page: "/corporate-training",
  schema: corporateClientsSchema,
  toDraft: (data) => {
    const c = data as CorporateClients;
    return {
      logos: c.logos.map((l) => withKey({ name: l.name, logo: l.logo, url: l.url ?? "" })),
      caseStudies: c.caseStudies.map((s) => withKey({ client: s.client, title: s.title, summary: s.summary, result: s.result ?? "" })),
    };
  },
  toData: (d) => ({
    logos: d.logos.map(({ name, logo, url }) => ({ name, logo, ...(url.trim() ? { url } : {}) })),
    caseStudies: d.caseStudies.map(({ client, title, summary, result }) => ({ client, title, summary, ...(result.trim() ? { result } : {}) })),
  }),
  Fields: ClientsFields,
};
