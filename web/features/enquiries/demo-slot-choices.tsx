import { useId } from "react";
import type { DemoSlot } from "#contracts/demo-slots";
import type { FieldError as ServerFieldError } from "#contracts/enquiry-forms";
import { FieldError, errorIdOf } from "#web/lib/forms/field-error";

/**
 * "Free demo class": the next slots the server listed in the page (radio choices,
 * docs/decisions/061), so a visitor books with or without JavaScript, before or
 * after hydration. The first slot is chosen to start with; the last choice is a
 * call back instead. The form's button says which will happen (app.css).
 */
export function DemoSlotChoices({
  slots,
  value,
  onChange,
  error,
}: {
  slots: DemoSlot[];
  value: string;
  onChange: (value: string) => void;
  error?: ServerFieldError | null;
}) {
  const id = useId();
  const message = error?.field === "demoAt" ? error.message : undefined;
  const choice = (at: string, label: string) => (
    <label
      key={at || "call"}
      className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-3 py-2 ring-1 ring-slate-200 has-[:checked]:bg-brand-50 has-[:checked]:ring-brand-600"
    >
      <input
        type="radio"
        name="demoAt"
        value={at}
        checked={value === at}
        onChange={() => onChange(at)}
        className="h-4 w-4 shrink-0 accent-brand-700"
        aria-describedby={message ? errorIdOf(id) : undefined}
      />
      <span className="text-sm text-slate-800">{label}</span>
    </label>
  );
  return (
    <fieldset className="min-w-0" data-demo-choices="">
      <legend className="mb-1.5 text-sm font-semibold text-slate-700">
        Free demo class <span className="font-normal text-slate-500">(Chennai time)</span>
      </legend>
      <div className="grid gap-2">
        {slots.map((slot) => choice(slot.at, slot.label))}
        {choice("", "No demo now: please call me back")}
      </div>
      <FieldError id={id} error={message} warning className="mt-1.5 font-medium" />
    </fieldset>
  );
}
