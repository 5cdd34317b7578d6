// The fields of the site facts form (name, phones, addresses, hiring companies…), each with the server's
// label and hint.

import { useEffect, useId, useRef, useState } from "react";
import { FieldError, errorIdOf } from "#web/lib/forms/field-error";
import type { FieldErrors } from "#web/lib/forms/form-errors";
import { Button } from "../kit/button";
import { PlusIcon, TrashIcon } from "../kit/dashboard-icons";
import { FormField, inputClass } from "../kit/form-field";
import { type FactField, type FactsForm, newCompanyRow } from "./site-facts-form";

const MAX_COMPANIES = 12;

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
        hint: "Filled in for the visitor when they open WhatsApp from any page but a course's. {page} becomes the page's name, e.g. Placements.",
      },
      {
        field: "whatsappCourseGreeting",
        label: "WhatsApp greeting on course pages",
        multiline: true,
        wide: true,
        hint: "Filled in on a course's page. {course} becomes the course's name, e.g. Python.",
      },
      { field: "email", label: "Email", type: "email" },
      { field: "hours", label: "Opening hours", hint: "e.g. Mon–Sat, 9:00 am – 8:00 pm" },
    ],
  },
  {
    id: "trust",
    title: "Trust facts",
    description: "Shown on the home page, About us and every course page, each only once filled in. Leave empty what you cannot back up.",
    fields: [
      { field: "foundedYear", label: "Founding year", type: "number", optional: true, hint: "e.g. 2009: shown as “Since 2009”." },
      {
        field: "studentsTrained",
        label: "Students trained",
        type: "number",
        optional: true,
        hint: "A count you can back up, e.g. 12000: shown as “12,000+ students trained”.",
      },
      { field: "hiringPartners", label: "Hiring partners", type: "number", optional: true, hint: "Companies that have hired our students." },
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

/** Fee receipts (docs/decisions/054): the GST facts printed on each, from the day it is issued. */
const GST_GROUP: Group = {
  id: "gst",
  title: "GST on fee receipts",
  description:
    "With a GSTIN, every new fee receipt shows it and the GST included in the fee (CGST and SGST, half each). Leave it empty for receipts without GST.",
  fields: [
    { field: "gstin", label: "GSTIN", optional: true, hint: "15 characters, e.g. 33ABCDE1234F1Z5." },
    { field: "gstRate", label: "GST rate (%)", type: "number", optional: true, hint: "Included in the fee; 18 when left empty." },
  ],
};

const FOOTER_GROUP: Group = {
  id: "footer",
  title: "Footer",
  description: "The year in the copyright line at the foot of every page.",
  fields: [{ field: "copyrightYear", label: "Copyright year", type: "number" }],
};

function SampleBadge() {
  return (
    <span className="ml-2 inline-flex items-center rounded-full bg-amber-50 px-2 py-0.5 text-xs font-semibold text-amber-800 ring-1 ring-amber-200">
      Sample value
    </span>
  );
}

interface SiteFactsFieldsProps {
  form: FactsForm;
  /** Changes the form; `path` names the field whose message goes. */
  update: (fn: (form: FactsForm) => FactsForm, path?: string) => void;
  errors: FieldErrors;
  /** The labels of the facts still holding sample values, once known. */
  sample: string[] | null;
}

/** The site facts in their groups, one text box per fact, and the group companies as rows. */
export function SiteFactsFields({ form, update, errors, sample }: SiteFactsFieldsProps) {
  const isSample = (label: string) => !!sample?.includes(label);

  const renderField = (spec: FieldSpec) => {
    const common = {
      name: spec.field,
      value: form.values[spec.field],
      onChange: (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
        update((f) => ({ ...f, values: { ...f.values, [spec.field]: e.target.value } }), spec.field),
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
    <div className="divide-y divide-slate-200">
      {GROUPS.map((g) => renderGroup(g))}
      {renderGroup(
        { id: "companies", title: "Group companies", description: "The sister companies listed in the footer's Group Companies panel.", fields: [] },
        <Companies form={form} update={update} errors={errors} sample={isSample("Group companies")} />,
      )}
      {renderGroup(GST_GROUP)}
      {renderGroup(FOOTER_GROUP)}
    </div>
  );
}

/** The group companies: add, remove, with the keyboard following the rows. */
function Companies({ form, update, errors, sample }: Omit<SiteFactsFieldsProps, "sample"> & { sample: boolean }) {
  const listId = useId();
  const rows = useRef<HTMLDivElement>(null);
  const addCompany = useRef<HTMLButtonElement>(null);
  /** Where the keyboard goes after a company row is added (its name) or removed (Add company). */
  const [focusNext, setFocusNext] = useState<number | "add" | null>(null);

  useEffect(() => {
    if (focusNext === null) return;
    if (focusNext === "add") addCompany.current?.focus();
    else rows.current?.querySelector<HTMLElement>(`[data-company-row="${focusNext}"] input`)?.focus();
    setFocusNext(null);
  }, [focusNext]);

  const setCompany = (rowId: number, index: number, patch: { name?: string; description?: string }) =>
    update(
      (f) => ({ ...f, companies: f.companies.map((c) => (c.rowId === rowId ? { ...c, ...patch } : c)) }),
      `groupCompanies.${index}.${Object.keys(patch)[0]}`,
    );

  return (
    <div ref={rows} className="space-y-3">
      {sample && (
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
                  update((f) => ({ ...f, companies: f.companies.filter((x) => x.rowId !== c.rowId) }), "groupCompanies");
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
                  <input
                    {...ctl}
                    value={c.name}
                    onChange={(e) => setCompany(c.rowId, i, { name: e.target.value })}
                    required
                    autoComplete="off"
                    className={inputClass}
                  />
                )}
              </FormField>
              <FormField label="What it does" error={errors[`groupCompanies.${i}.description`]}>
                {(ctl) => (
                  <input
                    {...ctl}
                    value={c.description}
                    onChange={(e) => setCompany(c.rowId, i, { description: e.target.value })}
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
      <FieldError id={listId} error={errors.groupCompanies} className="" />
      <Button
        ref={addCompany}
        disabled={form.companies.length >= MAX_COMPANIES}
        data-invalid={errors.groupCompanies ? "true" : undefined}
        aria-describedby={errors.groupCompanies ? errorIdOf(listId) : undefined}
        onClick={() => {
          const row = newCompanyRow();
          update((f) => ({ ...f, companies: [...f.companies, row] }), "groupCompanies");
          setFocusNext(row.rowId);
        }}
      >
        <PlusIcon className="h-4 w-4" />
        Add company
      </Button>
      {form.companies.length >= MAX_COMPANIES && <p className="text-xs text-slate-500">At most {MAX_COMPANIES} group companies.</p>}
    </div>
  );
}
