import { useId } from "react";
import type { z } from "zod";
import { describedControl, FieldError } from "#web/lib/forms/field-error";
import type { useForm } from "#web/lib/forms/use-form";
import { Button } from "./button";

// Two dates and Show: the reports' "chosen dates" (visits, the owner's numbers).
// Nothing is read until Show, so a half-typed date never asks the server; the
// schema's messages stand beside their field.

/** The look of the reports' small period controls (a select, a date). */
export const periodControl =
  "rounded-lg border border-slate-300 bg-white px-2 py-1.5 text-sm text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600";

export type DateRange = { from: string; to: string };

interface DateRangeFormProps {
  /** The form's state, kept by the caller (which may reset it to the dates on screen). */
  range: ReturnType<typeof useForm<DateRange>>;
  schema: z.ZodType<DateRange>;
  /** The form's accessible name. */
  label: string;
  /** Show is the primary button while the chosen dates are what is on screen. */
  primary: boolean;
  onChosen: (range: DateRange) => void;
}

export function DateRangeForm({ range, schema, label, primary, onChosen }: DateRangeFormProps) {
  const id = useId();
  const field = (key: keyof DateRange, text: string, bounds: { min?: string; max?: string }) => (
    <div>
      <label htmlFor={`${id}-${key}`} className="text-xs font-semibold text-slate-600">
        {text}
        <input
          type="date"
          {...range.bind(key)}
          {...describedControl(`${id}-${key}`, range.errors[key])}
          {...bounds}
          className={`${periodControl} mt-0.5 block`}
        />
      </label>
      <FieldError id={`${id}-${key}`} error={range.errors[key]} />
    </div>
  );
  return (
    <form
      ref={range.formRef}
      noValidate
      className="flex flex-wrap items-end gap-2"
      aria-label={label}
      onSubmit={range.handleSubmit({ schema, send: async (chosen) => onChosen(chosen) })}
    >
      {field("from", "From", { max: range.values.to || undefined })}
      {field("to", "To", { min: range.values.from || undefined })}
      <Button type="submit" variant={primary ? "primary" : "secondary"} size="sm" className="mb-0.5">
        Show
      </Button>
    </form>
  );
}
