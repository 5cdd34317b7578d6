import { type Certificate, revokeSchema } from "#contracts/certificates";
import { useForm } from "#web/lib/forms/use-form";
import { Button } from "../kit/button";
import { FormField, inputClass } from "../kit/form-field";
import { notifyFailure } from "../kit/notify";
import { revokeCertificate } from "./api";

/** Revoking asks why: the reason stays in the record and the audit log, never on the public page. */
export function RevokeForm({ certificate, onCancel, onRevoked }: { certificate: Certificate; onCancel: () => void; onRevoked: () => void }) {
  const form = useForm({ reason: "" });
  const submit = form.handleSubmit({
    schema: revokeSchema,
    send: async ({ reason }) => {
      await revokeCertificate(certificate._id, reason);
      onRevoked();
    },
    onError: (err) => notifyFailure("Failed to revoke the certificate", err),
  });
  return (
    <form ref={form.formRef} onSubmit={submit} noValidate className="space-y-4">
      <p className="text-sm text-slate-700">
        <strong className="text-slate-900">{certificate.certificateId}</strong> of {certificate.studentName} ({certificate.course}) will show as revoked to
        anyone who checks it. This cannot be undone.
      </p>
      <FormField label="Reason" error={form.errors.reason} hint="Kept for staff and the audit log; the public page never shows it.">
        {(p) => <textarea {...p} {...form.bind("reason")} rows={3} maxLength={300} className={inputClass} />}
      </FormField>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button onClick={onCancel} disabled={form.busy}>
          Cancel
        </Button>
        <Button type="submit" variant="danger" disabled={form.busy} aria-busy={form.busy || undefined}>
          {form.busy ? "Revoking..." : "Revoke certificate"}
        </Button>
      </div>
    </form>
  );
}
