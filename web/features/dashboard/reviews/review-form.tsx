import { z } from "#contracts/zod";
import { generateStudentId, toIsoDate, todayIso } from "#contracts/dates";
import { type Review, reviewSchema } from "#contracts/review";
import { FormField, inputClass } from "../kit/form-field";
import { RecordForm, type RecordFormProps } from "../records/record-form";
import { reviewKind } from "../records/record-kinds";
import { useCourseNav } from "#web/lib/site-content";
import { CourseOptions } from "../kit/course-options";

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
    course: record?.course ?? "",
  };
}

export function ReviewForm(props: RecordFormProps<Review>) {
  const { record } = props;
  // As on the placement form: a review saved before the course list changed keeps its course selectable.
  const names = useCourseNav().map((c) => c.name);
  const courses: string[] = record?.course && !names.includes(record.course) ? [record.course, ...names] : names;
  return (
    <RecordForm kind={reviewKind} schema={formSchema} initial={initialValues(props.record)} {...props}>
      {({ errors, bind }) => (
        <>
          <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_9rem]">
            <FormField label="Name" error={errors.name}>
              {(c) => <input {...c} {...bind("name")} required autoComplete="off" className={inputClass} />}
            </FormField>
            <FormField label="Rating" error={errors.rating} hint="0 to 5, e.g. 4.5">
              {(c) => <input {...c} {...bind("rating")} type="number" inputMode="decimal" step={0.1} min={0} max={5} required className={inputClass} />}
            </FormField>
          </div>
          <FormField label="Course" optional error={errors.course} hint="The review is also shown on this course's page.">
            {(c) => (
              <select {...c} {...bind("course")} className={inputClass}>
                <CourseOptions courses={courses} blank="No particular course" />
              </select>
            )}
          </FormField>
          <FormField label="Review" error={errors.review}>
            {(c) => <textarea {...c} {...bind("review")} required rows={4} className={inputClass} />}
          </FormField>
        </>
      )}
    </RecordForm>
  );
}
