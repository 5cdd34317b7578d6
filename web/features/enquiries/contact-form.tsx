// The contact enquiry form (the contact page's, and the call-back request's), on the shared enquiry form hook
// (docs/decisions/011, 042).

import { EnquiryConfirmation } from "./enquiry-confirmation";
import { FormNotice, HiddenFields, Honeypot, PhoneField, SubmitButton, TextAreaField, TextField } from "./fields";
import { type EnquiryValues, useEnquiryForm } from "./use-enquiry-form";

export const emptyContact: EnquiryValues<"contact"> = { name: "", phone: "", email: "", company: "", message: "" };

interface ContactFormProps {
  /** Which form of the page: the contact page's own, or a 'Request call back'. */
  formKey?: "contact" | "callback";
  /** Starting values (the call-back form suggests a message). */
  initial?: EnquiryValues<"contact">;
  source?: string;
  submitLabel?: string;
  messageLabel?: string;
  /** Ask for the company too (optional): the call-back form on /corporate-training. */
  withCompany?: boolean;
  onSubmitted?: () => void;
}

/** Contact form: name, phone, email, message; posts form 'contact'. */
export function ContactForm({
  formKey = "contact",
  initial = emptyContact,
  source,
  submitLabel = "Send Message",
  messageLabel = "Message",
  withCompany,
  onSubmitted,
}: ContactFormProps) {
  const f = useEnquiryForm({ form: "contact", formKey, initial, source, onSuccess: onSubmitted });
  if (f.sent) return <EnquiryConfirmation form="contact" sent={f.sent} onSendAnother={f.sendAnother} />;
  return (
    <form {...f.formProps} className="relative space-y-4">
      <TextField field={f.bind("name")} label="Name" autoComplete="name" />
      <div className="grid gap-4 sm:grid-cols-2">
        <PhoneField field={f.bind("phone")} label="Phone" />
        <TextField field={f.bind("email")} label="Email" type="email" inputMode="email" autoComplete="email" placeholder="you@example.com" />
      </div>
      {withCompany && <TextField field={f.bind("company")} label="Company" autoComplete="organization" optional />}
      <TextAreaField field={f.bind("message")} label={messageLabel} placeholder="Which course are you interested in? Any questions about batches or fees?" />
      <Honeypot {...f.honeypotProps} />
      <HiddenFields fields={f.hiddenFields} />
      <FormNotice notice={f.notice} />
      <SubmitButton busy={f.busy}>{submitLabel}</SubmitButton>
    </form>
  );
}
