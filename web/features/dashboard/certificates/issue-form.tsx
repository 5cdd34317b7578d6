import { type Certificate, certificateInputSchema } from "#contracts/certificates";
import { useForm } from "#web/lib/forms/use-form";
import { FormField, inputClass } from "../kit/form-field";
import { notifyFailure } from "../kit/notify";
import { issueCertificate } from "./api";
import { CancelAndSubmit } from "../kit/form-actions";

/** One certificate: the student, the course, the batch and its dates, a grade if the course gives one. */
export function IssueForm({ onCancel, onIssued }: { onCancel: () => void; onIssued: (certificate: Certificate) => void }) {
  const form = useForm({ studentName: "", course: "", batch: "", startDate: "", endDate: "", grade: "" });
  const { errors, busy } = form;
  const submit = form.handleSubmit({
    schema: certificateInputSchema,
    send: async (data) => onIssued(await issueCertificate(data)),
    onError: (err) => notifyFailure("Failed to issue the certificate", err),
  });
  return (
    <form ref={form.formRef} onSubmit={submit} noValidate className="space-y-4">
      <FormField label="Student's name" error={errors.studentName} hint="As it should be printed.">
        {(p) => <input {...p} {...form.bind("studentName")} maxLength={120} autoComplete="off" className={inputClass} />}
      </FormField>
      <FormField label="Course" error={errors.course}>
        {(p) => <input {...p} {...form.bind("course")} maxLength={120} className={inputClass} />}
      </FormField>
      <FormField label="Batch" optional error={errors.batch} hint="e.g. Python weekday, Aug 2026">
        {(p) => <input {...p} {...form.bind("batch")} maxLength={120} className={inputClass} />}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Start date" error={errors.startDate}>
          {(p) => <input {...p} {...form.bind("startDate")} type="date" className={inputClass} />}
        </FormField>
        <FormField label="End date" error={errors.endDate}>
          {(p) => <input {...p} {...form.bind("endDate")} type="date" className={inputClass} />}
        </FormField>
      </div>
      <FormField label="Grade" optional error={errors.grade}>
        {(p) => <input {...p} {...form.bind("grade")} maxLength={40} className={inputClass} />}
      </FormField>
      <CancelAndSubmit busy={busy} submitLabel={"Issue certificate"} busyLabel={"Issuing..."} onCancel={onCancel} />
    </form>
  );
}
