import { useId } from "react";
import { formatInstituteTime } from "#contracts/enquiry-inbox";
import { type IconProps, outlineIcon } from "#web/components/icons";
import { Button } from "../kit/button";
import { FormField, inputClass } from "../kit/form-field";
import type { FieldErrors } from "#web/lib/forms/form-errors";

// Building blocks of the content editors: text fields with a character count and
// the move buttons of a row (the list editor itself is in list-editor.tsx).

interface TextFieldProps {
  label: string;
  /** Data path of the value: where its error is found. */
  path: string;
  value: string;
  onChange: (value: string) => void;
  errors: FieldErrors;
  /** The schema's limit: shown as a count under the field. */
  max?: number;
  hint?: string;
  optional?: boolean;
  /** Lines of a textarea; a one-line input without it. */
  rows?: number;
  placeholder?: string;
  readOnly?: boolean;
  className?: string;
  /** The phone keyboard to offer, e.g. "numeric" for amounts. */
  inputMode?: React.HTMLAttributes<HTMLInputElement>["inputMode"];
}

export function TextField({ label, path, value, onChange, errors, max, hint, optional, rows, placeholder, readOnly, className, inputMode }: TextFieldProps) {
  const count = max === undefined ? undefined : `${value.length} / ${max} characters`;
  const over = max !== undefined && value.trim().length > max;
  const fullHint = [hint, count].filter(Boolean).join(" · ") || undefined;
  return (
    <FormField label={label} error={errors[path]} hint={fullHint} optional={optional} className={className}>
      {(control) =>
        rows ? (
          <textarea
            {...control}
            name={path}
            value={value}
            rows={rows}
            placeholder={placeholder}
            onChange={(e) => onChange(e.target.value)}
            className={`${inputClass} ${over ? "border-red-400" : ""} resize-y`}
          />
        ) : (
          <input
            {...control}
            name={path}
            value={value}
            placeholder={placeholder}
            readOnly={readOnly}
            inputMode={inputMode}
            autoComplete="off"
            onChange={(e) => onChange(e.target.value)}
            className={`${inputClass} ${over ? "border-red-400" : ""} ${readOnly ? "bg-slate-100 text-slate-600" : ""}`}
          />
        )
      }
    </FormField>
  );
}

export const ArrowUpIcon = ({ className }: IconProps) => (
  <svg {...outlineIcon(className)}>
    <path d="M12 19V5M5 12l7-7 7 7" />
  </svg>
);

export const ArrowDownIcon = ({ className }: IconProps) => (
  <svg {...outlineIcon(className)}>
    <path d="M12 5v14M19 12l-7 7-7-7" />
  </svg>
);

/** Move up / Move down of one row, named after it for screen readers. */
export function MoveButtons({ subject, index, count, onMove }: { subject: string; index: number; count: number; onMove: (to: number) => void }) {
  return (
    <>
      <Button size="sm" variant="ghost" onClick={() => onMove(index - 1)} disabled={index === 0} aria-label={`Move ${subject} up`} title="Move up">
        <ArrowUpIcon className="h-4 w-4" />
      </Button>
      <Button size="sm" variant="ghost" onClick={() => onMove(index + 1)} disabled={index === count - 1} aria-label={`Move ${subject} down`} title="Move down">
        <ArrowDownIcon className="h-4 w-4" />
      </Button>
    </>
  );
}

/** A labelled group of fields inside an editor card. */
export function EditorCard({ title, description, children }: { title: string; description?: string; children: React.ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6">
      <h2 id={id} className="text-lg font-bold text-brand-900">
        {title}
      </h2>
      {description && <p className="mt-0.5 text-sm text-slate-600">{description}</p>}
      <div className="mt-4 space-y-4">{children}</div>
    </section>
  );
}

/** "Saved 3 May 2026, 10:04 am by priya"; the seed has no author. */
export const lastSaved = (at: string, by: string | null) => (by ? `Saved ${formatInstituteTime(at)} by ${by}` : "Initial content, not edited yet");

type Seo = { title: string; description: string; keywords: string };

/** Title, description and keywords for search engines; used by the About page editor too. */
export function SeoCard({
  seo,
  onChange,
  errors,
  prefix = "seo",
}: {
  seo: Seo;
  onChange: (seo: Seo, path: string) => void;
  errors: Record<string, string>;
  prefix?: string;
}) {
  const field = (key: keyof Seo) => (value: string) => onChange({ ...seo, [key]: value }, `${prefix}.${key}`);
  return (
    <EditorCard
      title="Search engines"
      description="What Google shows for this page. Keep the title under about 60 characters and the description under about 160 to avoid cut-offs."
    >
      <TextField
        label="Search title"
        path={`${prefix}.title`}
        value={seo.title}
        onChange={field("title")}
        errors={errors}
        max={120}
        hint="{institute} stands for the institute's name from Site facts."
      />
      <TextField
        label="Search description"
        path={`${prefix}.description`}
        value={seo.description}
        onChange={field("description")}
        errors={errors}
        max={300}
        rows={3}
      />
      <TextField
        label="Keywords"
        path={`${prefix}.keywords`}
        value={seo.keywords}
        onChange={field("keywords")}
        errors={errors}
        max={400}
        rows={2}
        hint="Separated by commas."
      />
    </EditorCard>
  );
}
