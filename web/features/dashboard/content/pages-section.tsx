import { useCallback, useEffect, useId, useMemo, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import type { z } from "zod";
import {
  type AboutDocument,
  type ContentDocumentKey,
  type CorporateClients,
  type Trainers,
  corporateClientsSchema,
  trainersSchema,
  type Facilities,
  type PlacementServices,
  type WhyChooseItems,
  aboutSchema,
  facilitiesSchema,
  placementServicesSchema,
  whyChooseSchema,
} from "../../../../contracts/content";
import { type IconProps, outlineIcon } from "../../../components/icons";
import { api } from "../../../lib/api";
import { Button } from "../button";
import { ConfirmDialog } from "../confirm-dialog";
import { currentUser } from "../current-user";
import { AlertIcon } from "../dashboard-icons";
import { FormField, inputClass } from "../form-field";
import { notifyFailure, serverReason } from "../notify";
import { Spinner } from "../spinner";
import { type Errors, type Keyed, nextId, withKey, withKeys } from "./draft";
import { ConflictBanner, EditorBar } from "./editor-bar";
import { EditorCard, ListEditor, SeoCard, TextField, lastSaved } from "./fields";
import { ImageUploadField } from "./image-upload-field";
import { RevisionHistoryButton } from "./revision-history";
import { useContentEditor } from "./use-content-editor";

export const PagesIcon = ({ className }: IconProps) => (
  <svg {...outlineIcon(className)}>
    <path d="M14 3H6a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V9l-6-6Z" />
    <path d="M14 3v6h6M8 13h8M8 17h5" />
  </svg>
);

interface StoredDocument {
  data: unknown;
  revision: number;
  updatedAt: string;
  updatedBy: string | null;
}

interface FieldsProps<D> {
  draft: D;
  /** Changes the draft; `path` names the field whose message goes. */
  update: (fn: (draft: D) => D, path?: string) => void;
  errors: Errors;
  clearError: (path: string) => void;
  onUploadBusy: (busy: boolean) => void;
}

interface DocumentSpec<D> {
  key: Exclude<ContentDocumentKey, "site">;
  /** The tab. */
  label: string;
  /** Where it shows on the site. */
  description: string;
  page: string;
  schema: z.ZodType;
  toDraft: (data: unknown) => D;
  /** What is saved: the draft minus what the form adds for editing. */
  toData: (draft: D) => unknown;
  Fields: (props: FieldsProps<D>) => React.ReactNode;
}

// ── About ───────────────────────────────────────────────────────────────────

type AboutDraft = Omit<AboutDocument, "sections"> & { sections: Keyed<AboutDocument["sections"][number]>[] };

const SECTION_TYPES = [
  { value: "about", label: "About us" },
  { value: "vision", label: "Vision" },
  { value: "mission", label: "Mission" },
] as const;

function AboutFields({ draft, update, errors, clearError }: FieldsProps<AboutDraft>) {
  return (
    <>
      <EditorCard title="Page" description="The banner heading of the About page.">
        <TextField label="Page header" path="header" value={draft.header} onChange={(header) => update((d) => ({ ...d, header }), "header")} errors={errors} max={100} />
      </EditorCard>
      <EditorCard title="Sections" description="Shown in this order; About us, Vision and Mission each get their own look.">
        <ListEditor
          legend="Sections"
          noun="section"
          path="sections"
          items={draft.sections}
          onChange={(sections) => update((d) => ({ ...d, sections }), "sections")}
          create={() => withKey({ id: nextId(draft.sections), type: "about" as const, title: "", content: "" })}
          errors={errors}
          max={10}
          renderRow={(row, set, _i, at) => (
            <>
              <div className="grid gap-4 sm:grid-cols-[12rem_minmax(0,1fr)]">
                <FormField label="Type" error={errors[at("type")]}>
                  {(c) => (
                    <select
                      {...c}
                      value={row.type}
                      onChange={(e) => (set({ ...row, type: e.target.value as AboutDraft["sections"][number]["type"] }), clearError(at("type")))}
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
                <TextField label="Title" path={at("title")} value={row.title} onChange={(title) => (set({ ...row, title }), clearError(at("title")))} errors={errors} max={100} />
              </div>
              <TextField
                label="Text"
                path={at("content")}
                value={row.content}
                onChange={(content) => (set({ ...row, content }), clearError(at("content")))}
                errors={errors}
                max={5000}
                rows={7}
                hint="A blank line starts a new paragraph."
              />
            </>
          )}
        />
      </EditorCard>
      <SeoCard seo={draft.seo} onChange={(seo, path) => update((d) => ({ ...d, seo: { ...d.seo, ...seo } }), path)} errors={errors} />
    </>
  );
}

const ABOUT: DocumentSpec<AboutDraft> = {
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

// ── Facilities ──────────────────────────────────────────────────────────────

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
            <TextField label="Name" path={at("name")} value={row.name} onChange={(name) => (set({ ...row, name }), clearError(at("name")))} errors={errors} max={80} />
            <ImageUploadField label="Picture" path={at("image")} value={row.image} onChange={(image) => (set({ ...row, image }), clearError(at("image")))} errors={errors} onBusyChange={onUploadBusy} />
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

const FACILITIES: DocumentSpec<FacilitiesDraft> = {
  key: "facilities",
  label: "Facilities",
  description: "The facilities shown on the About page: name, picture and a short description each.",
  page: "/about",
  schema: facilitiesSchema,
  toDraft: (data) => withKeys(data as Facilities),
  toData: (d) => d,
  Fields: FacilitiesFields,
};

// ── Why choose us ───────────────────────────────────────────────────────────

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
            <TextField label="Title" path={at("title")} value={row.title} onChange={(title) => (set({ ...row, title }), clearError(at("title")))} errors={errors} max={100} />
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

const WHY_CHOOSE: DocumentSpec<WhyChooseDraft> = {
  key: "why-choose",
  label: "Why choose us",
  description: "The 'Why choose us' points on the home page.",
  page: "/",
  schema: whyChooseSchema,
  toDraft: (data) => withKeys(data as WhyChooseItems),
  toData: (d) => d,
  Fields: WhyChooseFields,
};

// ── Placement services ──────────────────────────────────────────────────────

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
            <TextField label="Name" path={at("name")} value={row.name} onChange={(name) => (set({ ...row, name }), clearError(at("name")))} errors={errors} max={80} />
            <TextField label="Description" path={at("des")} value={row.des} onChange={(des) => (set({ ...row, des }), clearError(at("des")))} errors={errors} max={1000} rows={4} />
            <ImageUploadField label="Picture" path={at("image")} value={row.image} onChange={(image) => (set({ ...row, image }), clearError(at("image")))} errors={errors} onBusyChange={onUploadBusy} />
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
                  <TextField label="Point title" path={pointAt("title")} value={point.title} onChange={(title) => (setPoint({ ...point, title }), clearError(pointAt("title")))} errors={errors} max={100} />
                  <TextField label="Point text" path={pointAt("desc")} value={point.desc} onChange={(desc) => (setPoint({ ...point, desc }), clearError(pointAt("desc")))} errors={errors} max={400} rows={2} />
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

const SERVICES: DocumentSpec<ServiceDraft[]> = {
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

// ── Trainers ────────────────────────────────────────────────────────────────

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
              <TextField label="Name" path={at("name")} value={row.name} onChange={(name) => (set({ ...row, name }), clearError(at("name")))} errors={errors} max={80} />
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
            <TextField label="Short bio" path={at("bio")} value={row.bio} onChange={(bio) => (set({ ...row, bio }), clearError(at("bio")))} errors={errors} max={400} rows={3} />
          </>
        )}
      />
    </EditorCard>
  );
}

const TRAINERS: DocumentSpec<TrainerDraft[]> = {
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

// ── Corporate clients ───────────────────────────────────────────────────────

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
              <ImageUploadField label="Logo" path={at("logo")} value={row.logo} onChange={(logo) => (set({ ...row, logo }), clearError(at("logo")))} errors={errors} onBusyChange={onUploadBusy} />
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
                <TextField label="Client" path={at("client")} value={row.client} onChange={(client) => (set({ ...row, client }), clearError(at("client")))} errors={errors} max={80} />
                <TextField label="Title" path={at("title")} value={row.title} onChange={(title) => (set({ ...row, title }), clearError(at("title")))} errors={errors} max={120} />
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
              <TextField label="Result" optional path={at("result")} value={row.result} onChange={(result) => (set({ ...row, result }), clearError(at("result")))} errors={errors} max={200} />
            </>
          )}
        />
      </EditorCard>
    </>
  );
}

const CLIENTS: DocumentSpec<ClientsDraft> = {
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

// ── The section ─────────────────────────────────────────────────────────────

const DOCUMENTS = [ABOUT, FACILITIES, WHY_CHOOSE, SERVICES, TRAINERS, CLIENTS] as const;
type DocumentKey = (typeof DOCUMENTS)[number]["key"];

/** The Pages section: one editor per page document, chosen with tabs (?section=pages&page=why-choose). */
export function PagesSection() {
  const [params, setParams] = useSearchParams();
  const current = DOCUMENTS.find((d) => d.key === params.get("page")) ?? DOCUMENTS[0];
  const [dirty, setDirty] = useState(false);
  const [leaving, setLeaving] = useState<DocumentKey | null>(null);
  const tabs = useRef<HTMLDivElement>(null);
  const panelId = useId();

  const show = (key: DocumentKey) => {
    setParams((p) => {
      const next = new URLSearchParams(p);
      next.set("page", key);
      return next;
    });
    setDirty(false);
  };
  const choose = (key: DocumentKey) => {
    if (key === current.key) return;
    if (dirty) setLeaving(key);
    else show(key);
  };

  // Tabs: the arrow keys, Home and End move between them.
  const onKeyDown = (e: React.KeyboardEvent) => {
    const at = DOCUMENTS.findIndex((d) => d.key === current.key);
    const to = e.key === "ArrowRight" ? at + 1 : e.key === "ArrowLeft" ? at - 1 : e.key === "Home" ? 0 : e.key === "End" ? DOCUMENTS.length - 1 : null;
    if (to === null) return;
    e.preventDefault();
    const next = DOCUMENTS[(to + DOCUMENTS.length) % DOCUMENTS.length]!;
    choose(next.key);
    tabs.current?.querySelector<HTMLElement>(`[data-key="${next.key}"]`)?.focus();
  };

  return (
    <section aria-labelledby="section-title" className="space-y-5">
      <div>
        <h1 id="section-title" className="text-2xl font-bold text-brand-900">
          Pages
        </h1>
        <p className="mt-1 text-sm text-slate-600">The text and pictures of the About, home, Placements and Corporate Training pages. The site shows a saved change within a few seconds.</p>
      </div>
      <div ref={tabs} role="tablist" aria-label="Page content" onKeyDown={onKeyDown} className="grid grid-cols-2 gap-1 rounded-xl bg-white p-1 shadow-sm ring-1 ring-slate-200 sm:flex">
        {DOCUMENTS.map((d) => {
          const selected = d.key === current.key;
          return (
            <button
              key={d.key}
              type="button"
              role="tab"
              data-key={d.key}
              aria-selected={selected}
              aria-controls={panelId}
              tabIndex={selected ? 0 : -1}
              onClick={() => choose(d.key)}
              className={`rounded-lg px-3 py-2 text-sm font-semibold transition sm:px-4 ${
                selected ? "bg-brand-700 text-white shadow-sm" : "text-slate-600 hover:bg-slate-100 hover:text-slate-900"
              }`}
            >
              {d.label}
            </button>
          );
        })}
      </div>
      <div id={panelId} role="tabpanel" aria-label={current.label}>
        {current.key === "about" && <DocumentEditor key="about" spec={ABOUT} onDirtyChange={setDirty} />}
        {current.key === "facilities" && <DocumentEditor key="facilities" spec={FACILITIES} onDirtyChange={setDirty} />}
        {current.key === "why-choose" && <DocumentEditor key="why-choose" spec={WHY_CHOOSE} onDirtyChange={setDirty} />}
        {current.key === "placement-services" && <DocumentEditor key="placement-services" spec={SERVICES} onDirtyChange={setDirty} />}
        {current.key === "trainers" && <DocumentEditor key="trainers" spec={TRAINERS} onDirtyChange={setDirty} />}
        {current.key === "corporate-clients" && <DocumentEditor key="corporate-clients" spec={CLIENTS} onDirtyChange={setDirty} />}
      </div>
      <ConfirmDialog
        open={leaving !== null}
        title="Leave without saving?"
        busy={false}
        confirmLabel="Discard changes"
        onCancel={() => setLeaving(null)}
        onConfirm={() => {
          if (leaving) show(leaving);
          setLeaving(null);
        }}
      >
        <p>Your changes to {current.label} are not saved yet. Discard them and open the other page?</p>
      </ConfirmDialog>
    </section>
  );
}

type Load = { status: "loading" } | { status: "error"; message: string } | { status: "ready"; revision: number; updatedAt: string; updatedBy: string | null };

function DocumentEditor<D>({ spec, onDirtyChange }: { spec: DocumentSpec<D>; onDirtyChange: (dirty: boolean) => void }) {
  const [load, setLoad] = useState<Load>({ status: "loading" });
  const [attempt, setAttempt] = useState(0);
  const [draft, setDraft] = useState<D | null>(null);
  const [baseline, setBaseline] = useState("");
  const [reloading, setReloading] = useState(false);

  const dirty = useMemo(() => draft !== null && JSON.stringify(spec.toData(draft)) !== baseline, [draft, baseline, spec]);
  const editor = useContentEditor({ dirty });
  const { errors, clearError, setErrors, clearConflict } = editor;
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);

  const fetchDoc = useCallback(() => api<{ data: StoredDocument }>(`/content/documents/${spec.key}`, { auth: true }).then((a) => a.data), [spec.key]);
  const apply = useCallback(
    (doc: StoredDocument) => {
      const next = spec.toDraft(doc.data);
      setDraft(next);
      setBaseline(JSON.stringify(spec.toData(next)));
      setLoad({ status: "ready", revision: doc.revision, updatedAt: doc.updatedAt, updatedBy: doc.updatedBy });
      setErrors({});
      clearConflict();
    },
    [spec, setErrors, clearConflict],
  );

  useEffect(() => {
    let live = true;
    setLoad({ status: "loading" });
    fetchDoc().then(
      (doc) => live && apply(doc),
      (err: unknown) => live && setLoad({ status: "error", message: serverReason(err) ?? "Check your connection and try again." }),
    );
    return () => {
      live = false;
    };
  }, [fetchDoc, apply, attempt]);

  async function reload(keepMine: boolean) {
    setReloading(true);
    try {
      const doc = await fetchDoc();
      if (keepMine) {
        setLoad({ status: "ready", revision: doc.revision, updatedAt: doc.updatedAt, updatedBy: doc.updatedBy });
        clearConflict();
      } else apply(doc);
    } catch (err) {
      notifyFailure(`Failed to load ${spec.label}`, err);
    } finally {
      setReloading(false);
    }
  }

  if (load.status === "loading" || draft === null) {
    return load.status === "error" ? (
      <div role="alert" className="flex flex-col items-center gap-3 rounded-2xl bg-white px-4 py-14 text-center shadow-sm ring-1 ring-slate-200">
        <AlertIcon className="h-8 w-8 text-red-500" />
        <p className="font-semibold text-slate-900">Could not load {spec.label}.</p>
        <p className="text-sm text-slate-600">{load.message}</p>
        <Button variant="primary" onClick={() => setAttempt((n) => n + 1)}>
          Retry
        </Button>
      </div>
    ) : (
      <div role="status" className="flex items-center justify-center gap-3 rounded-2xl bg-white px-4 py-16 text-slate-600 shadow-sm ring-1 ring-slate-200">
        <Spinner />
        Loading {spec.label}…
      </div>
    );
  }
  if (load.status === "error") return null;

  const revision = load.revision;
  function onSubmit(e: React.FormEvent) {
    e.preventDefault();
    if (draft === null) return;
    const data = editor.check(spec.schema, spec.toData(draft));
    if (data === null) return;
    void editor.save({
      send: () => api(`/content/documents/${spec.key}`, { method: "PUT", body: { data, revision }, auth: true }),
      success: `${spec.label} saved. The site shows the change within a few seconds.`,
      failure: `Failed to save ${spec.label}`,
      onSaved: (next) => {
        setBaseline(JSON.stringify(spec.toData(draft)));
        setLoad({ status: "ready", revision: next ?? revision + 1, updatedAt: new Date().toISOString(), updatedBy: currentUser()?.username ?? null });
      },
    });
  }

  function onPreview() {
    if (draft === null) return;
    const data = editor.check(spec.schema, spec.toData(draft));
    if (data !== null) void editor.preview({ kind: "document", key: spec.key, data });
  }

  const Fields = spec.Fields;
  return (
    <div className="space-y-5">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-slate-600">{spec.description}</p>
        <a
          href={spec.page}
          target="_blank"
          rel="noopener"
          className="inline-flex shrink-0 items-center justify-center gap-2 self-start rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-700 shadow-sm hover:bg-slate-50 sm:self-auto"
        >
          View page on site
          <span className="sr-only">(opens in a new tab)</span>
        </a>
      </div>
      {editor.conflict && <ConflictBanner message={editor.conflict} busy={reloading} onReload={() => void reload(false)} onKeepMine={() => void reload(true)} />}
      <form ref={editor.formRef} onSubmit={onSubmit} noValidate aria-label={spec.label} className="space-y-5">
        <Fields
          draft={draft}
          update={(fn, path) => {
            setDraft((d) => (d === null ? d : fn(d)));
            if (path !== undefined) clearError(path);
          }}
          errors={errors}
          clearError={clearError}
          onUploadBusy={editor.onUploadBusy}
        />
        <EditorBar
          dirty={dirty}
          saving={editor.saving}
          previewing={editor.previewing}
          uploading={editor.uploading}
          saveLabel="Save changes"
          onPreview={onPreview}
          status={lastSaved(load.updatedAt, load.updatedBy)}
        >
          <RevisionHistoryButton recordKey={spec.key} subject={spec.label} onRestored={() => void reload(false)} />
        </EditorBar>
      </form>
    </div>
  );
}
