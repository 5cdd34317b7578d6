// The form of one placement record: student, course, company and photo.

import { generateStudentId, toIsoDate, todayIso } from "#contracts/dates";
import { type Placement, placementSchema } from "#contracts/placement";
import { FormField, inputClass } from "../kit/form-field";
import { RecordForm, type RecordFormProps } from "../records/record-form";
import { placementKind } from "../records/record-kinds";
import { useCourseNav } from "#web/lib/site-content";
import { CourseOptions } from "../kit/course-options";

function initialValues(record: Placement | null) {
  return {
    id: record?.stuId ?? generateStudentId(),
    name: record?.name ?? "",
    course: record?.course ?? "",
    degree: record?.degree ?? "",
    // Edit prefills the date as yyyy-mm-dd, the date input's format.
    date: record ? toIsoDate(record.date) : todayIso(),
    placement: record?.placement ?? "",
    company: record?.company ?? "",
    role: record?.role ?? "",
  };
}

export function PlacementForm(props: RecordFormProps<Placement>) {
  const { record } = props;
  // A record saved before the course list changed keeps its course selectable.
  const names = useCourseNav().map((c) => c.name);
  const courses: string[] = record && !names.includes(record.course) ? [record.course, ...names] : names;

  return (
    <RecordForm kind={placementKind} schema={placementSchema} initial={initialValues(record)} {...props}>
      {({ errors, bind }) => (
        <>
          <FormField label="Name" error={errors.name}>
            {(c) => <input {...c} {...bind("name")} required autoComplete="off" className={inputClass} />}
          </FormField>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField label="Course" error={errors.course}>
              {(c) => (
                <select {...c} {...bind("course")} required className={inputClass}>
                  <CourseOptions courses={courses} blank="Select a course" />
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
          {/* Shown on the public cards as "Role at Company" (docs/decisions/060). */}
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField label="Company" optional error={errors.company}>
              {(c) => <input {...c} {...bind("company")} placeholder="e.g. Zoho" autoComplete="off" className={inputClass} />}
            </FormField>
            <FormField label="Role" optional error={errors.role}>
              {(c) => <input {...c} {...bind("role")} placeholder="e.g. Junior Python Developer" autoComplete="off" className={inputClass} />}
            </FormField>
          </div>
        </>
      )}
    </RecordForm>
  );
}
