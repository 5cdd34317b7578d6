// How every form, staff and visitor, shows a field's message: under the control,
// named by id so the control's aria-describedby reads it with its label.

/** The id of a field's message, and of its hint, from the control's id. */
export const errorIdOf = (id: string) => `${id}-error`;
export const hintIdOf = (id: string) => `${id}-hint`;

/** aria-invalid and aria-describedby of a control with an optional hint and message. */
export function describedControl(id: string, error?: string | null, hint?: unknown) {
  const describedBy = [hint ? hintIdOf(id) : null, error ? errorIdOf(id) : null].filter(Boolean).join(" ") || undefined;
  return { id, "aria-invalid": error ? (true as const) : undefined, "aria-describedby": describedBy };
}

interface FieldErrorProps {
  id: string;
  error?: string | null;
  className?: string;
  /** A visitor form's warning sign before the message (not read out). */
  warning?: boolean;
}

/** The message of one field (or a group of fields: give the group's id); nothing without one. */
export function FieldError({ id, error, className = "mt-1", warning = false }: FieldErrorProps) {
  if (!error) return null;
  return (
    <p id={errorIdOf(id)} className={`${className} text-sm text-red-700`}>
      {warning && <span aria-hidden="true">⚠ </span>}
      {error}
    </p>
  );
}

/** A field's hint (when it has one) and then its message: what every labelled field shows under its control. */
export function FieldNotes({ id, hint, error }: { id: string; hint?: string; error?: string | null }) {
  return (
    <>
      {hint && (
        <p id={hintIdOf(id)} className="mt-1 text-xs text-slate-500">
          {hint}
        </p>
      )}
      <FieldError id={id} error={error} />
    </>
  );
}
