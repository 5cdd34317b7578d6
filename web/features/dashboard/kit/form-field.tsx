// The dashboard's labelled field with its message beside it, and the input classes every form shares.

import { useId } from "react";
import { FieldNotes, describedControl } from "#web/lib/forms/field-error";

const fieldBase =
  "block w-full rounded-lg border border-slate-300 px-3 py-2 text-sm shadow-sm outline-none transition placeholder:text-slate-400 focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 aria-[invalid=true]:border-red-400";

export const inputClass = `${fieldBase} bg-white text-slate-900`;

/** A generated, read-only value (the STU id). */
export const readOnlyClass = `${fieldBase} bg-slate-100 text-slate-600`;

export interface ControlProps {
  id: string;
  "aria-invalid"?: true;
  "aria-describedby"?: string;
}

interface FormFieldProps {
  /** Usually plain text; may carry a small badge after it (e.g. "Sample value"). */
  label: React.ReactNode;
  error?: string;
  hint?: string;
  optional?: boolean;
  className?: string;
  children: (control: ControlProps) => React.ReactNode;
}

/** A label, a control, a hint and an error, wired together by id. */
export function FormField({ label, error, hint, optional, className = "", children }: FormFieldProps) {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-sm font-semibold text-slate-700">
        {label}
        {optional && <span className="ml-1 font-normal text-slate-500">(optional)</span>}
      </label>
      {children(describedControl(id, error, hint))}
      <FieldNotes id={id} hint={hint} error={error} />
    </div>
  );
}
