// One labelled field of the staff login and signup forms, with its message beside it.

import { useId, useState } from "react";
import { FieldNotes, describedControl } from "#web/lib/forms/field-error";

interface AuthFieldProps {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  type?: "text" | "email" | "tel" | "password";
  autoComplete: string;
  error?: string;
  hint?: string;
  inputMode?: "text" | "email" | "tel" | "numeric";
}

const inputClass =
  "block w-full rounded-lg border bg-white px-3.5 py-2.5 text-slate-900 shadow-sm outline-none transition placeholder:text-slate-400 focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30";

/** What a login or signup form (useForm) gives one AuthField: its name, value, change and message. */
export function authBind<K extends string>(
  form: { values: Record<K, string>; errors: Partial<Record<string, string>>; set: (key: K, value: string) => void },
  key: K,
) {
  return { name: key, value: form.values[key], onChange: (value: string) => form.set(key, value), error: form.errors[key] };
}

/** A labelled, required input with its error and hint wired up for assistive tech. */
export function AuthField({ label, name, value, onChange, type = "text", autoComplete, error, hint, inputMode }: AuthFieldProps) {
  const id = useId();
  const [reveal, setReveal] = useState(false);
  const isPassword = type === "password";

  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-slate-700">
        {label}
      </label>
      <div className="relative">
        <input
          {...describedControl(id, error, hint)}
          name={name}
          type={isPassword && reveal ? "text" : type}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          autoComplete={autoComplete}
          inputMode={inputMode}
          required
          className={`${inputClass} ${error ? "border-red-400" : "border-slate-300"} ${isPassword ? "pr-20" : ""}`}
        />
        {isPassword && (
          <button
            type="button"
            onClick={() => setReveal((r) => !r)}
            className="absolute inset-y-1 right-1 rounded-md px-3 text-xs font-semibold text-brand-700 hover:bg-brand-50"
          >
            {reveal ? "Hide" : "Show"}
            <span className="sr-only"> password</span>
          </button>
        )}
      </div>
      <FieldNotes id={id} hint={hint} error={error} />
    </div>
  );
}
