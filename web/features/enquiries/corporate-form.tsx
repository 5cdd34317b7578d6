// The corporate training enquiry form: the company and the person to contact (docs/decisions/011).

import { EnquiryConfirmation } from "./enquiry-confirmation";
import { FormNotice, HiddenFields, Honeypot, PhoneField, SubmitButton, TextAreaField, TextField } from "./fields";
import { type EnquiryValues, useEnquiryForm } from "./use-enquiry-form";

const empty: EnquiryValues<"corporate"> = {
  firstName: "",
  lastName: "",
  email: "",
  phone: "",
  company: "",
  peopleCount: "",
  jobTitle: "",
  message: "",
};

/** Corporate form; job title and message are optional. */
export function CorporateForm() {
  const f = useEnquiryForm({ form: "corporate", formKey: "corporate", initial: empty });
  if (f.sent) return <EnquiryConfirmation form="corporate" sent={f.sent} onSendAnother={f.sendAnother} />;
  return (
    <form {...f.formProps} className="relative space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField field={f.bind("firstName")} label="First name" autoComplete="given-name" />
        <TextField field={f.bind("lastName")} label="Last name" autoComplete="family-name" />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField field={f.bind("email")} label="Work email" type="email" inputMode="email" autoComplete="email" placeholder="you@company.com" />
        <PhoneField field={f.bind("phone")} label="Phone" />
      </div>
      <TextField field={f.bind("company")} label="Company name" autoComplete="organization" />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField field={f.bind("peopleCount")} label="People to train" inputMode="numeric" maxLength={6} placeholder="e.g. 20" />
        <TextField field={f.bind("jobTitle")} label="Job title" autoComplete="organization-title" optional />
      </div>
      <TextAreaField field={f.bind("message")} label="Training needs" optional rows={3} placeholder="Topics, tools, preferred schedule or location" />
      <Honeypot {...f.honeypotProps} />
      <HiddenFields fields={f.hiddenFields} />
      <FormNotice notice={f.notice} />
      <SubmitButton busy={f.busy} busyText="Submitting…">
        Send Enquiry
      </SubmitButton>
    </form>
  );
}
