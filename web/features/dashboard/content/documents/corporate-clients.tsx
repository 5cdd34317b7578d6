// The corporate clients document in the Pages section: client logos and case studies.

import { type CorporateClients, corporateClientsSchema } from "#contracts/content";
import { type Keyed, withKey } from "../draft";
import { EditorCard, TextField } from "../fields";
import { listOf } from "../draft-binding";
import { ListEditor } from "../list-editor";
import { ImageUploadField } from "../image-upload-field";
import type { DocumentSpec, FieldsProps } from "./document-spec";

type ClientsDraft = {
  logos: Keyed<{ name: string; logo: string; url: string }>[];
  caseStudies: Keyed<{ client: string; title: string; summary: string; result: string }>[];
};

function ClientsFields(props: FieldsProps<ClientsDraft>) {
  return (
    <>
      <EditorCard title="Client logos" description="Only companies that agreed to be named. Shown on /corporate-training under 'Companies that train with us'.">
        <ListEditor
          {...listOf(props, "logos")}
          legend="Logos"
          noun="logo"
          create={() => withKey({ name: "", logo: "", url: "" })}
          max={24}
          renderRow={(row) => (
            <>
              <TextField label="Company name" {...row.field("name")} max={80} hint="Read aloud for the logo." />
              <ImageUploadField label="Logo" {...row.field("logo")} onBusyChange={props.onUploadBusy} />
              <TextField label="Company website" optional {...row.field("url")} placeholder="https://" />
            </>
          )}
        />
      </EditorCard>
      <EditorCard title="Case studies" description="Short stories of training delivered: who, what, and the result.">
        <ListEditor
          {...listOf(props, "caseStudies")}
          legend="Case studies"
          noun="case study"
          create={() => withKey({ client: "", title: "", summary: "", result: "" })}
          max={6}
          renderRow={(row) => (
            <>
              <div className="grid gap-4 sm:grid-cols-2">
                <TextField label="Client" {...row.field("client")} max={80} />
                <TextField label="Title" {...row.field("title")} max={120} />
              </div>
              <TextField label="What we did" {...row.field("summary")} max={600} rows={3} />
              <TextField label="Result" optional {...row.field("result")} max={200} />
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
