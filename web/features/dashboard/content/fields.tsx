import { useEffect, useId, useRef, useState } from "react";
import { formatInstituteTime } from "../../../../contracts/enquiry-inbox";
import { type IconProps, outlineIcon } from "../../../components/icons";
import { Button } from "../button";
import { PlusIcon, TrashIcon } from "../dashboard-icons";
import { FormField, inputClass } from "../form-field";
import { FieldError, errorIdOf } from "../../../lib/forms/field-error";
import type { FieldErrors } from "../../../lib/forms/form-errors";
import { move, rowKey } from "./draft";

// Building blocks of the content editors: text fields with a character count and
// lists of rows staff add, remove and reorder.

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

interface ListEditorProps<T extends object> {
  /** The group's heading, e.g. "Features". */
  legend: string;
  /** One row's noun, e.g. "feature": "Add feature", "Remove feature 2". */
  noun: string;
  /** Data path of the list; "" when the whole record is the list. */
  path: string;
  items: T[];
  onChange: (items: T[]) => void;
  /** A new, empty row. */
  create: () => T;
  errors: FieldErrors;
  hint?: string;
  max?: number;
  /** The fields of one row; `at(field)` is the data path of one of its fields. */
  renderRow: (item: T, update: (next: T) => void, index: number, at: (field?: string) => string) => React.ReactNode;
  /** Rows of one line: the row's field and its buttons side by side. */
  compact?: boolean;
}

/**
 * A list of rows in a fieldset: add, remove, move up and down. The list's own
 * error (too few, too many) shows under it and marks the Add button, so the
 * form's "focus the first invalid field" lands there.
 */
export function ListEditor<T extends object>({ legend, noun, path, items, onChange, create, errors, hint, max, renderRow, compact }: ListEditorProps<T>) {
  const id = useId();
  const listRef = useRef<HTMLOListElement>(null);
  const addRef = useRef<HTMLButtonElement>(null);
  /** Where the keyboard goes after a row is added (its first field) or removed (Add). */
  const [focusNext, setFocusNext] = useState<number | "add" | null>(null);
  useEffect(() => {
    if (focusNext === null) return;
    if (focusNext === "add") addRef.current?.focus();
    else listRef.current?.children[focusNext]?.querySelector<HTMLElement>("input, textarea")?.focus();
    setFocusNext(null);
  }, [focusNext]);
  const listError = errors[path];
  const full = max !== undefined && items.length >= max;
  const set = (index: number, next: T) => onChange(items.map((item, i) => (i === index ? next : item)));
  const moveTo = (from: number, to: number) => onChange(move(items, from, to));
  return (
    <fieldset className="min-w-0 rounded-xl border border-slate-200 bg-slate-50/60 p-2 sm:p-4" aria-describedby={listError ? errorIdOf(id) : undefined}>
      <legend className="px-1 text-sm font-semibold text-slate-700">{legend}</legend>
      {hint && <p className="-mt-1 mb-3 text-xs text-slate-500">{hint}</p>}
      {items.length === 0 ? (
        <p className="mb-3 text-sm text-slate-500">None yet.</p>
      ) : (
        <ol ref={listRef} className="mb-3 space-y-3">
          {items.map((item, index) => {
            const subject = `${noun} ${index + 1}`;
            const title = subject.charAt(0).toUpperCase() + subject.slice(1);
            const at = (field?: string) => [path, index, field].filter((part) => part !== undefined && part !== "").join(".");
            const buttons = (
              <div className="flex shrink-0 items-center gap-0.5">
                <MoveButtons subject={subject} index={index} count={items.length} onMove={(to) => moveTo(index, to)} />
                <Button
                  size="sm"
                  variant="ghost"
                  onClick={() => {
                    onChange(items.filter((_, i) => i !== index));
                    setFocusNext("add");
                  }}
                  aria-label={`Remove ${subject}`}
                  title="Remove"
                  className="hover:bg-red-50 hover:text-red-700"
                >
                  <TrashIcon className="h-4 w-4" />
                </Button>
              </div>
            );
            return (
              <li key={rowKey(item)} className="rounded-lg bg-white p-2.5 shadow-sm ring-1 ring-slate-200 sm:p-3">
                {compact ? (
                  <div className="flex items-start gap-2">
                    <div className="min-w-0 flex-1">{renderRow(item, (next) => set(index, next), index, at)}</div>
                    <div className="pt-6">{buttons}</div>
                  </div>
                ) : (
                  // A group named "Point 2": its fields' labels ("Title") are then heard with the row they belong to.
                  <div role="group" aria-labelledby={`${id}-row-${index}`}>
                    <div className="mb-2 flex items-center justify-between gap-2">
                      <p id={`${id}-row-${index}`} className="text-xs font-semibold uppercase tracking-wide text-slate-500">
                        {title}
                      </p>
                      {buttons}
                    </div>
                    <div className="space-y-3">{renderRow(item, (next) => set(index, next), index, at)}</div>
                  </div>
                )}
              </li>
            );
          })}
        </ol>
      )}
      <Button
        ref={addRef}
        size="sm"
        onClick={() => {
          onChange([...items, create()]);
          setFocusNext(items.length);
        }}
        disabled={full}
        data-invalid={listError ? "true" : undefined}
        aria-describedby={listError ? errorIdOf(id) : undefined}
      >
        <PlusIcon className="h-3.5 w-3.5" />
        Add {noun}
      </Button>
      {full && <span className="ml-2 text-xs text-slate-500">At most {max}.</span>}
      <FieldError id={id} error={listError} className="mt-2" />
    </fieldset>
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
