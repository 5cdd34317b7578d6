// Adding or editing a placement drive (docs/decisions/089): its employer, courses, base pay and CTC
// as two named fields, last date and eligibility.

import { useQuery } from "@tanstack/react-query";
import { useId } from "react";
import { Link } from "react-router";
import type { Drive, Employer } from "#contracts/api-table/placement-outcomes";
import { placementDeskPath } from "#contracts/dashboard-paths";
import { driveSchema } from "#contracts/placement-outcomes";
import { FieldError, errorIdOf } from "#web/lib/forms/field-error";
import { useForm } from "#web/lib/forms/use-form";
import { notify } from "#web/lib/notify";
import { useCourseNav } from "#web/lib/site-content";
import { CancelAndSubmit } from "../kit/form-actions";
import { FormField, inputClass } from "../kit/form-field";
import { DialogLoadFailed, DialogLoading } from "../kit/load-states";
import { notifyFailure } from "../kit/notify";
import { loadError } from "../queries/list-state";
import { deskKeys, loadEmployers, saveDrive } from "./api";
import { EmployerOptions } from "./drive-parts";

/** Rupees as typed ("25,000", "₹ 25000"); blank is not given. A typo stays a number the schema refuses (NaN). */
export const amountOf = (text: string) => {
  const digits = text.replace(/[\s,₹]/g, "");
  return digits === "" ? undefined : Number(digits);
};

const valuesOf = (drive: Drive | null) => ({
  employerId: drive?.employerId ?? "",
  title: drive?.title ?? "",
  role: drive?.role ?? "",
  /** The chosen course ids, comma-separated (the form's values are text). */
  courses: drive?.courses.join(",") ?? "",
  location: drive?.location ?? "",
  baseSalaryMonthly: drive?.baseSalaryMonthly?.toString() ?? "",
  ctcAnnual: drive?.ctcAnnual?.toString() ?? "",
  lastDate: drive?.lastDate ?? "",
  minAttendance: drive?.eligibility.minAttendance?.toString() ?? "",
  certificateRequired: drive?.eligibility.certificateRequired ? "yes" : "",
});

interface DriveFormProps {
  drive: Drive | null;
  onSaved: (drive: Drive) => void;
  onCancel: () => void;
}

/** The drive's form once the employers are read: it starts with its employer chosen. */
export function DriveForm(props: DriveFormProps) {
  const employers = useQuery({ queryKey: deskKeys.employers, queryFn: ({ signal }) => loadEmployers(signal) });
  if (employers.isPending) return <DialogLoading>Loading employers…</DialogLoading>;
  if (employers.isError) return <DialogLoadFailed>Could not load the employers. {loadError(employers.error)}</DialogLoadFailed>;
  return <DriveFields {...props} employers={employers.data} />;
}

function DriveFields({ drive, employers, onSaved, onCancel }: DriveFormProps & { employers: Employer[] }) {
  const nav = useCourseNav();
  // A course the drive names that the site no longer lists stays choosable, by its id.
  const courses = [...nav, ...(drive?.courses ?? []).filter((id) => !nav.some((c) => c.id === id)).map((id) => ({ id, name: id }))];
  const coursesId = useId();
  const form = useForm(valuesOf(drive));
  const { errors, bind, values } = form;
  const chosen = values.courses ? values.courses.split(",") : [];
  const toggle = (id: string, on: boolean) =>
    form.set(
      "courses",
      courses
        .map((c) => c.id)
        .filter((c) => (c === id ? on : chosen.includes(c)))
        .join(","),
    );

  const onSubmit = form.handleSubmit({
    schema: driveSchema,
    input: (v) => ({
      employerId: v.employerId,
      title: v.title,
      role: v.role,
      courses: v.courses ? v.courses.split(",") : [],
      location: v.location,
      baseSalaryMonthly: amountOf(v.baseSalaryMonthly),
      ctcAnnual: amountOf(v.ctcAnnual),
      lastDate: v.lastDate,
      eligibility: { minAttendance: amountOf(v.minAttendance), certificateRequired: v.certificateRequired === "yes" },
    }),
    send: async (body) => {
      const answer = await saveDrive(drive?._id ?? null, body);
      notify.success(answer.message, { afterClose: true });
      onSaved(answer.data);
    },
    onError: (err) => notifyFailure(drive ? "Failed to save the drive" : "Failed to add the drive", err),
  });

  return (
    <form ref={form.formRef} onSubmit={onSubmit} noValidate className="space-y-4">
      <FormField
        label="Employer"
        error={errors.employerId}
        hint={employers.length === 0 ? "No employers yet: add the employer first, under Employers." : undefined}
      >
        {(c) => (
          <select {...c} {...bind("employerId")} required className={inputClass}>
            <EmployerOptions employers={employers} />
          </select>
        )}
      </FormField>
      {employers.length === 0 && (
        <Link to={placementDeskPath("employers")} className="text-sm font-semibold text-brand-700 underline-offset-2 hover:underline">
          Go to Employers
        </Link>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Title" error={errors.title} hint="e.g. Campus hiring 2027">
          {(c) => <input {...c} {...bind("title")} required autoComplete="off" className={inputClass} />}
        </FormField>
        <FormField label="Role" error={errors.role} hint="e.g. Java developer">
          {(c) => <input {...c} {...bind("role")} required autoComplete="off" className={inputClass} />}
        </FormField>
      </div>
      <fieldset aria-describedby={errors.courses ? errorIdOf(coursesId) : undefined}>
        <legend className="mb-1 block text-sm font-semibold text-slate-700">Courses</legend>
        <div className="flex flex-wrap gap-2">
          {courses.map((course) => (
            <label
              key={course.id}
              className="inline-flex cursor-pointer items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-800 shadow-sm has-[:checked]:border-brand-600 has-[:checked]:ring-2 has-[:checked]:ring-brand-600/30"
            >
              <input
                type="checkbox"
                checked={chosen.includes(course.id)}
                onChange={(e) => toggle(course.id, e.target.checked)}
                className="h-4 w-4 accent-brand-700"
              />
              {course.name}
            </label>
          ))}
        </div>
        <FieldError id={coursesId} error={errors.courses} />
      </fieldset>
      <FormField label="Location" optional error={errors.location}>
        {(c) => <input {...c} {...bind("location")} autoComplete="off" className={inputClass} />}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Base pay a month (₹)" optional error={errors.baseSalaryMonthly} hint="The pay the student gets each month, before deductions.">
          {(c) => <input {...c} {...bind("baseSalaryMonthly")} inputMode="numeric" autoComplete="off" className={inputClass} />}
        </FormField>
        <FormField label="CTC a year (₹)" optional error={errors.ctcAnnual} hint="The cost to the company, as the employer states it.">
          {(c) => <input {...c} {...bind("ctcAnnual")} inputMode="numeric" autoComplete="off" className={inputClass} />}
        </FormField>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Last date to apply" error={errors.lastDate}>
          {(c) => <input {...c} {...bind("lastDate")} type="date" required className={inputClass} />}
        </FormField>
        <FormField label="Minimum attendance (%)" optional error={errors["eligibility.minAttendance"]}>
          {(c) => <input {...c} {...bind("minAttendance")} inputMode="numeric" autoComplete="off" className={inputClass} />}
        </FormField>
      </div>
      <label className="flex items-center gap-2 text-sm font-semibold text-slate-700">
        <input
          type="checkbox"
          checked={values.certificateRequired === "yes"}
          onChange={(e) => form.set("certificateRequired", e.target.checked ? "yes" : "")}
          className="h-4 w-4 accent-brand-700"
        />
        Certificate required to apply
      </label>
      <CancelAndSubmit busy={form.busy} submitLabel={drive ? "Save changes" : "Add drive"} busyLabel="Saving..." onCancel={onCancel} />
    </form>
  );
}
