// The form of one upcoming batch (course, start, schedule, timing, fee, seats) staff add or edit.

import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useId } from "react";
import { BATCH_MODES, BATCH_SCHEDULES, type Batch, batchSchema } from "#contracts/content";
import { FieldError, errorIdOf } from "#web/lib/forms/field-error";
import { notify } from "#web/lib/notify";
import { useForm } from "#web/lib/forms/use-form";
import { keys } from "../queries/keys";
import { FormActions } from "../kit/form-actions";
import { FormField, inputClass } from "../kit/form-field";
import { notifyFailure } from "../kit/notify";
import { saveBatch } from "./api";
import { batchKeys, fetchTrainers } from "../batches/api";
import { MODE_LABELS, SCHEDULE_LABELS } from "./batch-format";

export interface CourseOption {
  id: string;
  name: string;
  hidden: boolean;
  duration: string;
}

interface BatchFormProps {
  /** The batch to edit; null adds a new one. */
  record: Batch | null;
  courses: CourseOption[];
  onSaved: () => void;
  onCancel: () => void;
}

type Values = Record<"courseId" | "startDate" | "schedule" | "timing" | "mode" | "duration" | "feeInr" | "capacity" | "trainerId" | "classLink", string>;

const initialValues = (b: Batch | null): Values => ({
  courseId: b?.courseId ?? "",
  startDate: b?.startDate ?? "",
  schedule: b?.schedule ?? "weekday",
  timing: b?.timing ?? "",
  mode: b?.mode ?? "classroom",
  duration: b?.duration ?? "",
  feeInr: b?.feeInr === undefined ? "" : String(b.feeInr),
  capacity: b?.capacity === undefined ? "" : String(b.capacity),
  trainerId: b?.trainerId ?? "",
  classLink: b?.classLink ?? "",
});

export function BatchForm({ record, courses, onSaved, onCancel }: BatchFormProps) {
  const client = useQueryClient();
  const form = useForm<Values>(() => initialValues(record));
  const { values, setValues, errors, clearError, bind, busy } = form;
  const scheduleId = useId();
  const editing = record !== null;
  const trainers = useQuery({ queryKey: batchKeys.trainers, queryFn: ({ signal }) => fetchTrainers(signal) });

  function chooseCourse(id: string) {
    setValues((v) => {
      // A new batch usually runs as long as its course: offer that until the editor types their own.
      const previous = courses.find((c) => c.id === v.courseId)?.duration ?? "";
      const next = courses.find((c) => c.id === id)?.duration ?? "";
      const duration = v.duration === "" || v.duration === previous ? next : v.duration;
      return { ...v, courseId: id, duration };
    });
    clearError("courseId");
  }

  // "18,000" and "₹ 18000" mean what they say.
  const count = (v: string) => v.replace(/[\s,₹]/g, "");
  const onSubmit = form.handleSubmit({
    schema: batchSchema,
    // A classroom batch has no class link: one typed before switching the mode is left out, not refused.
    input: (v) => ({ ...v, feeInr: count(v.feeInr), capacity: count(v.capacity), classLink: v.mode === "classroom" ? "" : v.classLink }),
    send: async (data) => {
      // An edit names the revision it was made on: a colleague's save in between is a 409, shown in the toast.
      await saveBatch(data, editing ? { id: record.id, revision: record.revision } : undefined);
      if (editing) client.removeQueries({ queryKey: keys.revisions(`batch:${record.id}`) });
      // onSaved closes the modal: the toast waits for that and shows on the page.
      onSaved();
      notify.success(editing ? "Batch saved. The course page shows it within a few seconds." : "Batch added. The course page shows it within a few seconds.", {
        afterClose: true,
      });
    },
    onError: (err) => notifyFailure(editing ? "Failed to save the batch" : "Failed to add the batch", err),
  });

  return (
    <form ref={form.formRef} onSubmit={onSubmit} className="space-y-4" noValidate>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Course" error={errors.courseId}>
          {(c) => (
            <select {...c} {...bind("courseId")} onChange={(e) => chooseCourse(e.target.value)} required className={inputClass}>
              <option value="">Select a course</option>
              {courses.map((course) => (
                <option key={course.id} value={course.id}>
                  {course.name}
                  {course.hidden ? " (hidden)" : ""}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField label="Start date" error={errors.startDate}>
          {(c) => <input {...c} {...bind("startDate")} type="date" required className={inputClass} />}
        </FormField>
      </div>
      <fieldset aria-describedby={errors.schedule ? errorIdOf(scheduleId) : undefined}>
        <legend className="mb-1 block text-sm font-semibold text-slate-700">Schedule</legend>
        <div className="flex flex-wrap gap-3">
          {BATCH_SCHEDULES.map((s) => (
            <label
              key={s}
              className="inline-flex cursor-pointer items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-800 shadow-sm has-[:checked]:border-brand-600 has-[:checked]:ring-2 has-[:checked]:ring-brand-600/30"
            >
              <input
                type="radio"
                name="schedule"
                value={s}
                checked={values.schedule === s}
                onChange={() => form.set("schedule", s)}
                className="h-4 w-4 accent-brand-700"
              />
              {SCHEDULE_LABELS[s]} batch
            </label>
          ))}
        </div>
        <FieldError id={scheduleId} error={errors.schedule} />
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Timing" error={errors.timing} hint="e.g. 7:00 – 9:00 am">
          {(c) => <input {...c} {...bind("timing")} required autoComplete="off" className={inputClass} />}
        </FormField>
        <FormField label="Mode" error={errors.mode}>
          {(c) => (
            <select {...c} {...bind("mode")} required className={inputClass}>
              {BATCH_MODES.map((m) => (
                <option key={m} value={m}>
                  {MODE_LABELS[m]}
                </option>
              ))}
            </select>
          )}
        </FormField>
      </div>
      {values.mode !== "classroom" && (
        <FormField
          label="Online class link"
          optional
          error={errors.classLink}
          hint="The Meet, Zoom or Teams link (https://…). Only this batch's students see it, on their student page."
        >
          {(c) => <input {...c} {...bind("classLink")} type="url" inputMode="url" autoComplete="off" placeholder="https://" className={inputClass} />}
        </FormField>
      )}
      <FormField label="Duration" error={errors.duration} hint="e.g. 3 months">
        {(c) => <input {...c} {...bind("duration")} required autoComplete="off" className={inputClass} />}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Fee (₹)" optional error={errors.feeInr} hint="Whole rupees. Leave empty to show no fee.">
          {(c) => <input {...c} {...bind("feeInr")} inputMode="numeric" autoComplete="off" className={inputClass} />}
        </FormField>
        <FormField
          label="Seats (capacity)"
          optional
          error={errors.capacity}
          hint={`Seats left are counted from the students enrolled${record?.seatsLeft === undefined ? "" : `: ${record.seatsLeft} left now`}. Leave empty to show no seat count.`}
        >
          {(c) => <input {...c} {...bind("capacity")} inputMode="numeric" autoComplete="off" className={inputClass} />}
        </FormField>
      </div>
      <FormField label="Trainer" optional error={errors.trainerId} hint="They take attendance for this batch. Give an account the Trainer role under Users.">
        {(c) => (
          <select {...c} {...bind("trainerId")} className={inputClass}>
            <option value="">No trainer yet</option>
            {(trainers.data ?? []).map((t) => (
              <option key={t.id} value={t.id}>
                {t.name}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormActions
        busy={busy}
        progress={null}
        showProgress={false}
        submitLabel={editing ? "Save changes" : "Add batch"}
        busyLabel={editing ? "Saving..." : "Adding..."}
        onCancel={onCancel}
      />
    </form>
  );
}
