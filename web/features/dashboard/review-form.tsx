import { z } from "../../../contracts/zod";
import { generateStudentId, toIsoDate, todayIso } from "../../../contracts/dates";
import { type Review, reviewSchema } from "../../../contracts/review";
import { assetUrl } from "../../lib/api";
import { FormActions } from "./form-actions";
import { FormField, inputClass, readOnlyClass } from "./form-field";
import { ImageField } from "./image-field";
import { useRecordForm } from "./use-record-form";

interface ReviewFormProps {
  /** The review to edit; null adds a new one. */
  record: Review | null;
  onSaved: () => void;
  onCancel: () => void;
}

// An empty number box must read as missing, not as a rating of 0.
// (coercion would turn "" into 0; undefined becomes NaN, which reads "Rating is required").
const formSchema = z.preprocess((input) => {
  const values = input as Record<string, unknown>;
  return typeof values.rating === "string" && values.rating.trim() === "" ? { ...values, rating: undefined } : input;
}, reviewSchema);

function initialValues(record: Review | null) {
  return {
    id: record?.id || generateStudentId(),
    name: record?.name ?? "",
    rating: record ? String(record.rating) : "",
    date: record ? toIsoDate(record.date) : todayIso(),
    review: record?.review ?? "",
  };
}

export function ReviewForm({ record, onSaved, onCancel }: ReviewFormProps) {
  const form = useRecordForm(initialValues(record));
  const { errors, bind } = form;
  const editing = record !== null;

  const onSubmit = form.submit({
    schema: formSchema,
    path: editing ? `/reviews/update/${encodeURIComponent(record._id)}` : "/reviews/add",
    method: editing ? "PUT" : "POST",
    success: editing ? "Review updated successfully" : "Review added successfully",
    failure: editing ? "Failed to update review" : "Failed to add review",
    onSaved,
  });

  return (
    <form ref={form.formRef} onSubmit={onSubmit} className="space-y-4" noValidate>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Student ID" hint="Generated automatically.">
          {(c) => <input {...c} {...bind("id")} readOnly className={readOnlyClass} />}
        </FormField>
        <FormField label="Date" error={errors.date}>
          {(c) => <input {...c} {...bind("date")} type="date" required className={inputClass} />}
        </FormField>
      </div>
      <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_9rem]">
        <FormField label="Name" error={errors.name}>
          {(c) => <input {...c} {...bind("name")} required autoComplete="off" className={inputClass} />}
        </FormField>
        <FormField label="Rating" error={errors.rating} hint="0 to 5, e.g. 4.5">
          {(c) => <input {...c} {...bind("rating")} type="number" inputMode="decimal" step={0.1} min={0} max={5} required className={inputClass} />}
        </FormField>
      </div>
      <FormField label="Review" error={errors.review}>
        {(c) => <textarea {...c} {...bind("review")} required rows={4} className={inputClass} />}
      </FormField>
      <ImageField
        label="Photo"
        currentUrl={record?.image ? assetUrl(record.image) : null}
        file={form.file}
        onFile={form.setFile}
        serverError={form.errors.image}
      />
      <FormActions
        busy={form.busy}
        progress={form.progress}
        showProgress={form.file !== null}
        submitLabel={editing ? "Save changes" : "Add review"}
        busyLabel={editing ? "Saving..." : "Adding..."}
        onCancel={onCancel}
      />
    </form>
  );
}
