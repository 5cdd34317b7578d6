import { useCallback, useEffect, useRef, useState } from "react";
import { type SiteFacts, siteFactsSchema } from "../../../../contracts/content";
import { formatInstituteTime } from "../../../../contracts/enquiry-inbox";
import { STALE_EDIT_MESSAGE } from "../../../../contracts/revision";
import { type IconProps, outlineIcon } from "../../../components/icons";
import { ApiError, api } from "../../../lib/api";
import { notify } from "../../../lib/notify";
import { Button } from "../button";
import { currentUser } from "../current-user";
import { AlertIcon, PlusIcon, TrashIcon } from "../dashboard-icons";
import { serverFieldErrors } from "../field-errors";
import { FormField, inputClass } from "../form-field";
import { notifyFailure, serverReason } from "../notify";
import { SectionFrame } from "../section-frame";
import { Spinner } from "../spinner";
import { RevisionHistoryButton } from "./revision-history";
import { announceSiteFactsChange, useSampleFacts } from "./sample-facts";
import { type FactField, type FactsForm, errorsByPath, fromForm, newCompanyRow, toForm } from "./site-facts-form";

export const SiteFactsIcon = ({ className }: IconProps) => (
  <svg {...outlineIcon(className)}>
    <path d="M3 21h18M5 21V7l7-4 7 4v14" />
    <path d="M9 21v-6h6v6M9 10h.01M15 10h.01" />
  </svg>
);

const ExternalIcon = ({ className }: IconProps) => (
  <svg {...outlineIcon(className)}>
    <path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />
  </svg>
);

const MAX_COMPANIES = 12;

/** What a save refused as stale says (the server's 409 message). */
export const STALE_MESSAGE = STALE_EDIT_MESSAGE;

interface FieldSpec {
  field: FactField;
  /** The same words the server uses for a fact that is still a sample. */
  label: string;
  hint?: string;
  optional?: boolean;
  type?: "text" | "email" | "tel" | "url" | "number";
  multiline?: boolean;
  autoComplete?: string;
  wide?: boolean;
}

interface Group {
  id: string;
  title: string;
  description: string;
  fields: FieldSpec[];
}

const GROUPS: Group[] = [
  {
    id: "institute",
    title: "Institute",
    description: "How the site names the institute: page titles, the header and search results.",
    fields: [
      { field: "name", label: "Institute name" },
      { field: "shortName", label: "Short name", hint: "Where space is short, e.g. CTA." },
      { field: "tagline", label: "Tagline", wide: true },
      {
        field: "url",
        label: "Site address",
        type: "url",
        wide: true,
        hint: "The site's public web address, e.g. https://www.example.in: used in search results and shared links.",
      },
    ],
  },
  {
    id: "contact",
    title: "Contact",
    description: "Shown in the header, the footer, the Contact page and the WhatsApp button.",
    fields: [
      { field: "phone", label: "Phone", type: "tel", hint: "10 digits, e.g. 98765 43210. The site shows +91 in front." },
      { field: "whatsappNumber", label: "WhatsApp number", type: "tel", hint: "10 digits; often the same as the phone." },
      {
        field: "whatsappGreeting",
        label: "WhatsApp greeting",
        multiline: true,
        wide: true,
        hint: "Filled in for the visitor when they open WhatsApp from the site.",
      },
      { field: "email", label: "Email", type: "email" },
      { field: "hours", label: "Opening hours", hint: "e.g. Mon–Sat, 9:00 am – 8:00 pm" },
    ],
  },
  {
    id: "address",
    title: "Address",
    description: "The institute's address on the Contact page and in the footer, and the map link beside it.",
    fields: [
      { field: "address.street", label: "Street", wide: true, hint: "Door number, floor and road." },
      { field: "address.locality", label: "Area" },
      { field: "address.city", label: "City" },
      { field: "address.region", label: "State" },
      { field: "address.postalCode", label: "PIN code", hint: "6 digits." },
      { field: "mapUrl", label: "Map link", type: "url", wide: true, hint: "A Google Maps link to the institute." },
    ],
  },
  {
    id: "social",
    title: "Social links",
    description: "Links in the footer and on the Blog page. Leave a box empty to hide that link.",
    fields: [
      { field: "youtubeChannel", label: "YouTube channel", type: "url", optional: true, wide: true },
      { field: "social.facebook", label: "Facebook page", type: "url", optional: true, wide: true },
      { field: "social.instagram", label: "Instagram page", type: "url", optional: true, wide: true },
      { field: "social.linkedin", label: "LinkedIn page", type: "url", optional: true, wide: true },
    ],
  },
];

const FOOTER_GROUP: Group = {
  id: "footer",
  title: "Footer",
  description: "The year in the copyright line at the foot of every page.",
  fields: [{ field: "copyrightYear", label: "Copyright year", type: "number" }],
};

interface Loaded {
  revision: number;
  updatedAt: string;
  updatedBy: string | null;
  /** The form as last loaded or saved: tells whether there is anything unsaved. */
  saved: string;
}

interface StoredSite {
  data: SiteFacts;
  revision: number;
  updatedAt: string;
  updatedBy: string | null;
}

const loadSite = (signal?: AbortSignal) => api<{ data: StoredSite }>("/content/documents/site", { auth: true, signal }).then((a) => a.data);

function SampleBadge() {
  return (
    <span className="ml-2 inline-flex items-center rounded-full bg-amber-50 px-2 py-0.5 text-xs font-semibold text-amber-800 ring-1 ring-amber-200">
      Sample value
    </span>
  );
}

/** Every fact about the institute the site shows: one form, saved as one document. */
export function SiteFactsSection() {
  const [status, setStatus] = useState<"loading" | "error" | "ready">("loading");
  const [loadError, setLoadError] = useState<string>();
  const [version, setVersion] = useState(0);
  const [form, setForm] = useState<FactsForm | null>(null);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const [stale, setStale] = useState(false);
  const [reloading, setReloading] = useState(false);
  /** Where the keyboard goes after a company row is added (its name) or removed (Add company). */
  const [focusNext, setFocusNext] = useState<number | "add" | null>(null);
  const sample = useSampleFacts();
  const formRef = useRef<HTMLFormElement>(null);
  const addCompany = useRef<HTMLButtonElement>(null);

  const take = useCallback((site: StoredSite) => {
    const next = toForm(site.data);
    setForm(next);
    setLoaded({ revision: site.revision, updatedAt: site.updatedAt, updatedBy: site.updatedBy, saved: JSON.stringify(fromForm(next)) });
    setErrors({});
    setStale(false);
  }, []);

  useEffect(() => {
    const controller = new AbortController();
    setStatus("loading");
    loadSite(controller.signal).then(
      (site) => {
        if (controller.signal.aborted) return;
        take(site);
        setStatus("ready");
      },
      (err: unknown) => {
        if (controller.signal.aborted) return;
        setLoadError(serverReason(err) ?? "Check your connection and try again.");
        setStatus("error");
      },
    );
    return () => controller.abort();
  }, [take, version]);

  // Take the keyboard to the first field that needs fixing.
  useEffect(() => {
    if (Object.keys(errors).length === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errors]);

  useEffect(() => {
    if (focusNext === null) return;
    if (focusNext === "add") addCompany.current?.focus();
    else formRef.current?.querySelector<HTMLElement>(`[data-company-row="${focusNext}"] input`)?.focus();
    setFocusNext(null);
  }, [focusNext]);

  /** The saved version, replacing what is on screen (after a conflict or a restore). */
  async function reload() {
    setReloading(true);
    try {
      take(await loadSite());
    } catch (err) {
      notifyFailure("Failed to load the site facts", err);
    } finally {
      setReloading(false);
    }
  }

  async function onSubmit(e: React.FormEvent) {
    e.preventDefault();
    if (!form || !loaded) return;
    const parsed = siteFactsSchema.safeParse(fromForm(form));
    if (!parsed.success) {
      setErrors(errorsByPath(parsed.error));
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      const answer = await api<{ message?: string; data: { revision: number } }>("/content/documents/site", {
        method: "PUT",
        auth: true,
        body: { data: parsed.data, revision: loaded.revision },
      });
      // Show what was stored: the schema trims and normalises (the phone's 10 digits).
      const next = toForm(parsed.data);
      setForm(next);
      setLoaded({ revision: answer.data.revision, updatedAt: new Date().toISOString(), updatedBy: currentUser()?.username ?? null, saved: JSON.stringify(fromForm(next)) });
      setStale(false);
      notify.success(answer.message ?? "Saved. The site shows the change within a few seconds.");
      announceSiteFactsChange();
    } catch (err) {
      if (err instanceof ApiError && err.status === 409) {
        // Keep what was typed: the editor may want to copy it before reloading.
        setStale(true);
      } else {
        setErrors(serverFieldErrors(err));
        notifyFailure("Failed to save the site facts", err);
      }
    } finally {
      setSaving(false);
    }
  }

  const setValue = (field: FactField, value: string) => setForm((f) => f && { ...f, values: { ...f.values, [field]: value } });
  const setCompany = (rowId: number, patch: { name?: string; description?: string }) =>
    setForm((f) => f && { ...f, companies: f.companies.map((c) => (c.rowId === rowId ? { ...c, ...patch } : c)) });

  const dirty = !!form && !!loaded && JSON.stringify(fromForm(form)) !== loaded.saved;
  const isSample = (label: string) => !!sample?.includes(label);

  const renderField = (spec: FieldSpec) => {
    if (!form) return null;
    const common = {
      name: spec.field,
      value: form.values[spec.field],
      onChange: (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => setValue(spec.field, e.target.value),
      className: inputClass,
    };
    return (
      <FormField
        key={spec.field}
        label={
          <>
            {spec.label}
            {/* The space keeps "Phone Sample value" two words for screen readers. */}
            {isSample(spec.label) && (
              <>
                {" "}
                <SampleBadge />
              </>
            )}
          </>
        }
        optional={spec.optional}
        hint={spec.hint}
        error={errors[spec.field]}
        className={spec.wide ? "sm:col-span-2" : undefined}
      >
        {(c) =>
          spec.multiline ? (
            <textarea {...c} {...common} rows={2} />
          ) : (
            <input
              {...c}
              {...common}
              type={spec.type ?? "text"}
              inputMode={spec.type === "tel" ? "tel" : spec.type === "number" ? "numeric" : undefined}
              autoComplete={spec.autoComplete ?? "off"}
              required={!spec.optional}
            />
          )
        }
      </FormField>
    );
  };

  const renderGroup = (group: Group, children?: React.ReactNode) => (
    <section key={group.id} aria-labelledby={`facts-${group.id}`} className="grid gap-4 px-4 py-6 sm:px-6 lg:grid-cols-[14rem_minmax(0,1fr)] lg:gap-8">
      <div>
        <h2 id={`facts-${group.id}`} className="text-base font-bold text-brand-900">
          {group.title}
        </h2>
        <p className="mt-1 text-sm text-slate-600">{group.description}</p>
      </div>
      {children ?? <div className="grid gap-4 sm:grid-cols-2">{group.fields.map(renderField)}</div>}
    </section>
  );

  return (
    <SectionFrame
      title="Site facts"
      description="The institute's name, contact details, address and links, as every page of the site shows them."
      action={
        <div className="flex flex-wrap gap-2">
          <a
            href="/"
            target="_blank"
            rel="noopener"
            className="inline-flex items-center justify-center gap-2 rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-700 shadow-sm transition hover:bg-slate-50"
          >
            <ExternalIcon className="h-4 w-4" />
            View site
            <span className="sr-only">(opens in a new tab)</span>
          </a>
          <RevisionHistoryButton
            recordKey="site"
            subject="site facts"
            onRestored={() => {
              void reload();
              announceSiteFactsChange();
            }}
          />
        </div>
      }
    >
      {status === "loading" ? (
        <div role="status" className="flex items-center justify-center gap-3 px-4 py-16 text-slate-600">
          <Spinner />
          Loading site facts…
        </div>
      ) : status === "error" || !form ? (
        <div role="alert" className="flex flex-col items-center gap-3 px-4 py-14 text-center">
          <AlertIcon className="h-8 w-8 text-red-500" />
          <p className="font-semibold text-slate-900">Could not load the site facts.</p>
          <p className="text-sm text-slate-600">{loadError}</p>
          <Button variant="primary" onClick={() => setVersion((v) => v + 1)}>
            Retry
          </Button>
        </div>
      ) : (
        <form ref={formRef} onSubmit={onSubmit} noValidate aria-label="Site facts" className="divide-y divide-slate-200">
          {GROUPS.map((g) => renderGroup(g))}
          {renderGroup(
            {
              id: "companies",
              title: "Group companies",
              description: "The sister companies listed in the footer's Group Companies panel.",
              fields: [],
            },
            <div className="space-y-3">
              {isSample("Group companies") && (
                <p className="text-sm text-amber-800">
                  <SampleBadge /> These are still the sample companies.
                </p>
              )}
              {form.companies.length === 0 && <p className="text-sm text-slate-600">No group companies: the footer leaves the panel out.</p>}
              <ol className="space-y-3">
                {form.companies.map((c, i) => (
                  <li key={c.rowId} data-company-row={c.rowId} className="rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200">
                    <div className="mb-3 flex items-center justify-between gap-3">
                      <h3 className="text-sm font-semibold text-slate-700">Company {i + 1}</h3>
                      <Button
                        size="sm"
                        onClick={() => {
                          setForm((f) => f && { ...f, companies: f.companies.filter((x) => x.rowId !== c.rowId) });
                          setFocusNext("add");
                        }}
                        aria-label={`Remove company ${i + 1}${c.name ? ` (${c.name})` : ""}`}
                        className="hover:border-red-300 hover:text-red-700"
                      >
                        <TrashIcon className="h-3.5 w-3.5" />
                        Remove
                      </Button>
                    </div>
                    <div className="grid gap-4 sm:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
                      <FormField label="Company name" error={errors[`groupCompanies.${i}.name`]}>
                        {(ctl) => (
                          <input {...ctl} value={c.name} onChange={(e) => setCompany(c.rowId, { name: e.target.value })} required autoComplete="off" className={inputClass} />
                        )}
                      </FormField>
                      <FormField label="What it does" error={errors[`groupCompanies.${i}.description`]}>
                        {(ctl) => (
                          <input
                            {...ctl}
                            value={c.description}
                            onChange={(e) => setCompany(c.rowId, { description: e.target.value })}
                            required
                            autoComplete="off"
                            className={inputClass}
                          />
                        )}
                      </FormField>
                    </div>
                  </li>
                ))}
              </ol>
              {errors.groupCompanies && <p className="text-sm text-red-700">{errors.groupCompanies}</p>}
              <Button
                ref={addCompany}
                disabled={form.companies.length >= MAX_COMPANIES}
                onClick={() => {
                  const row = newCompanyRow();
                  setForm((f) => f && { ...f, companies: [...f.companies, row] });
                  setFocusNext(row.rowId);
                }}
              >
                <PlusIcon className="h-4 w-4" />
                Add company
              </Button>
              {form.companies.length >= MAX_COMPANIES && <p className="text-xs text-slate-500">At most {MAX_COMPANIES} group companies.</p>}
            </div>,
          )}
          {renderGroup(FOOTER_GROUP, <div className="grid gap-4 sm:grid-cols-2">{FOOTER_GROUP.fields.map(renderField)}</div>)}

          <div className="space-y-4 bg-slate-50 px-4 py-4 sm:px-6">
            {stale && (
              <div role="alert" className="flex flex-col gap-3 rounded-xl bg-amber-50 p-4 text-sm text-amber-900 ring-1 ring-amber-200 sm:flex-row sm:items-center sm:justify-between">
                <p className="flex gap-3">
                  <AlertIcon className="mt-0.5 h-5 w-5 shrink-0 text-amber-600" />
                  <span>{STALE_MESSAGE} Your typing is still in the form until you reload.</span>
                </p>
                <Button onClick={reload} disabled={reloading} className="shrink-0">
                  {reloading && <Spinner className="h-4 w-4" />}
                  Reload
                </Button>
              </div>
            )}
            <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
              <p className="text-sm text-slate-600" aria-live="polite">
                {dirty
                  ? "You have unsaved changes."
                  : loaded && `Last saved ${formatInstituteTime(loaded.updatedAt)}${loaded.updatedBy ? ` by ${loaded.updatedBy}` : ""}.`}
              </p>
              <Button type="submit" variant="primary" disabled={saving} aria-busy={saving || undefined}>
                {saving && <Spinner className="h-4 w-4" />}
                {saving ? "Saving..." : "Save changes"}
              </Button>
            </div>
          </div>
        </form>
      )}
    </SectionFrame>
  );
}
