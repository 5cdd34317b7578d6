import { useEffect, useId, useState } from "react";
import { type DemoSlot, demoSlots } from "../../../contracts/demo-slots";
import type { FieldError as ServerFieldError } from "../../../contracts/enquiry-forms";
import { FieldError, errorIdOf } from "../../lib/forms/field-error";

interface BatchLike {
  id: string;
  startDate: string;
  timing: string;
  schedule: string;
}

/**
 * "Free demo class (optional)": the course's offered demo times. They depend on
 * the clock, so they are worked out in the browser after the pre-rendered page
 * has hydrated (the HTML cannot know when it will be read); until then, and for
 * a visitor without JavaScript, only "No demo" is offered and the form still works.
 */
export function DemoSlotSelect({
  batches,
  value,
  onChange,
  error,
}: {
  batches: BatchLike[];
  value: string;
  onChange: (value: string) => void;
  error?: ServerFieldError | null;
}) {
  const id = useId();
  const [slots, setSlots] = useState<DemoSlot[]>([]);
  useEffect(() => setSlots(demoSlots(batches)), [batches]);
  const message = error?.field === "demoAt" ? error.message : undefined;
  return (
    <div className="min-w-0">
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-slate-700">
        Free demo class <span className="font-normal text-slate-500">(optional)</span>
      </label>
      <select
        id={id}
        name="demoAt"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={message ? true : undefined}
        aria-describedby={message ? errorIdOf(id) : undefined}
        className="block w-full rounded-lg border border-slate-300 bg-white px-3.5 py-2.5 pr-10 text-base text-slate-900 shadow-sm hover:border-slate-400 focus:border-brand-600 aria-invalid:border-red-500"
      >
        <option value="">No demo, just call me</option>
        {slots.map((slot) => (
          <option key={slot.at} value={slot.at}>
            {slot.label}
          </option>
        ))}
      </select>
      <FieldError id={id} error={message} warning className="mt-1.5 font-medium" />
    </div>
  );
}
