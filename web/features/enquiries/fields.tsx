// The enquiry forms' fields: label, control and message beside it, bound to the form hook, working before
// hydration too.

import { HONEYPOT_FIELD } from "#contracts/enquiry-forms";
import { normalisePhone } from "./phone";
import type { BoundField } from "./use-enquiry-form";
import { useCourseNav } from "#web/lib/site-content";
import { FieldError, errorIdOf } from "#web/lib/forms/field-error";

const control =
  "block w-full rounded-lg border border-slate-300 bg-white px-3.5 py-2.5 text-base text-slate-900 shadow-sm transition placeholder:text-slate-400 hover:border-slate-400 focus:border-brand-600 aria-invalid:border-red-500 aria-invalid:bg-red-50/40";

interface FieldShellProps {
  field: BoundField;
  label: string;
  optional?: boolean;
  children: React.ReactNode;
}

function FieldShell({ field, label, optional, children }: FieldShellProps) {
  return (
    <div className="min-w-0">
      <label htmlFor={field.id} className="mb-1.5 block text-sm font-semibold text-slate-700">
        {label}
        {optional && <span className="font-normal text-slate-500"> (optional)</span>}
      </label>
      {children}
      <FieldError id={field.id} error={field.error} warning className="mt-1.5 font-medium" />
    </div>
  );
}

const a11y = (field: BoundField) => ({
  id: field.id,
  name: field.name,
  "aria-invalid": field.error ? true : undefined,
  "aria-describedby": field.error ? errorIdOf(field.id) : undefined,
});

interface TextFieldProps {
  field: BoundField;
  label: string;
  type?: "text" | "email";
  autoComplete?: string;
  placeholder?: string;
  optional?: boolean;
  inputMode?: "text" | "email" | "numeric";
  maxLength?: number;
}

export function TextField({ field, label, type = "text", autoComplete, placeholder, optional, inputMode, maxLength }: TextFieldProps) {
  return (
    <FieldShell field={field} label={label} optional={optional}>
      <input
        {...a11y(field)}
        type={type}
        value={field.value}
        onChange={(e) => field.onChange(e.target.value)}
        autoComplete={autoComplete}
        placeholder={placeholder}
        inputMode={inputMode}
        maxLength={maxLength}
        className={control}
      />
    </FieldShell>
  );
}

/**
 * Room for a number written in full, "+91 (98400) 12345": the browser cuts
 * typed, pasted and autofilled text at maxlength before the input sees it, so a
 * limit of 10 would turn "+91 98400 12345" into "9198400". The input itself
 * keeps only the digits and drops the prefix once the number is complete.
 */
const PHONE_INPUT_MAX = 20;

export function PhoneField({ field, label }: { field: BoundField; label: string }) {
  return (
    <FieldShell field={field} label={label}>
      <input
        {...a11y(field)}
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        maxLength={PHONE_INPUT_MAX}
        placeholder="10-digit number"
        value={field.value}
        onChange={(e) => field.onChange(normalisePhone(e.target.value))}
        onPaste={(e) => {
          e.preventDefault();
          field.onChange(normalisePhone(e.clipboardData.getData("text")));
        }}
        className={control}
      />
    </FieldShell>
  );
}

export function CourseSelect({ field, label = "Course" }: { field: BoundField; label?: string }) {
  const courses = useCourseNav();
  return (
    <FieldShell field={field} label={label}>
      <select {...a11y(field)} value={field.value} onChange={(e) => field.onChange(e.target.value)} className={`${control} pr-10`}>
        <option value="">Select a course</option>
        {courses.map(({ name }) => (
          <option key={name} value={name}>
            {name}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}

export function TextAreaField({
  field,
  label,
  placeholder,
  optional,
  rows = 4,
}: {
  field: BoundField;
  label: string;
  placeholder?: string;
  optional?: boolean;
  rows?: number;
}) {
  return (
    <FieldShell field={field} label={label} optional={optional}>
      <textarea
        {...a11y(field)}
        rows={rows}
        value={field.value}
        onChange={(e) => field.onChange(e.target.value)}
        placeholder={placeholder}
        className={`${control} resize-y`}
      />
    </FieldShell>
  );
}

/**
 * The honeypot (docs/decisions/011): off-screen, hidden from assistive tech and
 * out of the tab order, so only a bot filling every input puts text in it.
 */
export function Honeypot({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] top-auto h-px w-px overflow-hidden">
      <label>
        Website
        <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" value={value} onChange={(e) => onChange(e.target.value)} />
      </label>
    </div>
  );
}

export function SubmitButton({
  busy,
  children,
  busyText = "Sending…",
  className = "",
}: {
  busy: boolean;
  children: React.ReactNode;
  busyText?: string;
  className?: string;
}) {
  return (
    <button
      type="submit"
      disabled={busy}
      aria-busy={busy || undefined}
      className={`inline-flex w-full items-center justify-center gap-2 rounded-lg bg-accent-500 px-5 py-3 text-base font-bold text-brand-900 shadow-sm transition hover:bg-accent-400 disabled:cursor-wait disabled:opacity-75 ${className}`}
    >
      {busy && <span aria-hidden="true" className="h-4 w-4 animate-spin rounded-full border-2 border-brand-900/30 border-t-brand-900" />}
      {busy ? busyText : children}
    </button>
  );
}

/** The hidden fields of a plain post (use-enquiry-form.ts: which form, of which kind, from where). */
export function HiddenFields({ fields }: { fields: [string, string][] }) {
  return (
    <>
      {fields.map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
    </>
  );
}

/** A message about the whole form from the server's answer to a plain post (too many enquiries, not stored). */
export function FormNotice({ notice }: { notice?: string }) {
  if (!notice) return null;
  return (
    <p role="alert" className="rounded-lg bg-red-50 px-3.5 py-3 text-sm font-medium text-red-800 ring-1 ring-red-200">
      {notice}
    </p>
  );
}
