import { generateStudentId, toIsoDate, todayIso } from "../../../contracts/dates";
import { type Placement, placementSchema } from "../../../contracts/placement";
import { assetUrl } from "../../lib/api";
import { FormActions } from "./form-actions";
import { FormField, inputClass, readOnlyClass } from "./form-field";
import { ImageField } from "./image-field";
import { useRecordForm } from "./use-record-form";
import { useCourseNav } from "../../lib/site-content";

interface PlacementFormProps {
  /** The record to edit; null adds a new one. */
  record: Placement | null;
  onSaved: () => void;
  onCancel: () => void;
}

function initialValues(record: Placement | null) {
  return {
    id: record?.stuId ?? generateStudentId(),
    name: record?.name ?? "",
    course: record?.course ?? "",
    degree: record?.degree ?? "",
    // Edit prefills the date as yyyy-mm-dd, the date input's format.
    date: record ? toIsoDate(record.date) : todayIso(),
    placement: record?.placement ?? "",
  };
}

export function PlacementForm({ record, onSaved, onCancel }: PlacementFormProps) {
  const form = useRecordForm(initialValues(record));
  const { errors, bind } = form;
  const editing = record !== null;
  // A record saved before the course list changed keeps its course selectable.
  const names = useCourseNav().map((c) => c.name);
  const courses: string[] = record && !names.includes(record.course) ? [record.course, ...names] : names;

  const onSubmit = form.submit({
    schema: placementSchema,
    path: editing ? `/placements/update/${encodeURIComponent(record._id)}` : "/placements/add",
    method: editing ? "PUT" : "POST",
    success: editing ? "Placement updated successfully" : "Placement added successfully",
    failure: editing ? "Failed to update placement" : "Failed to add placement",
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
      <FormField label="Name" error={errors.name}>
        {(c) => <input {...c} {...bind("name")} required autoComplete="off" className={inputClass} />}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Course" error={errors.course}>
          {(c) => (
            <select {...c} {...bind("course")} required className={inputClass}>
              <option value="">Select a course</option>
              {courses.map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField label="Degree" optional error={errors.degree}>
          {(c) => <input {...c} {...bind("degree")} placeholder="e.g. B.Sc Computer Science" className={inputClass} />}
        </FormField>
      </div>
      <FormField label="Placement status" error={errors.placement} hint='The company, e.g. "Placed at Zoho", or "disclaimer" to keep it confidential.'>
        {(c) => <input {...c} {...bind("placement")} required className={inputClass} />}
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
        submitLabel={editing ? "Save changes" : "Add placement"}
        busyLabel={editing ? "Saving..." : "Adding..."}
        onCancel={onCancel}
      />
    </form>
  );
}
