// The call-back request: a contact enquiry with its own form key and message (docs/decisions/011).

import { ContactForm, emptyContact } from "./contact-form";

const callbackDefaults = { ...emptyContact, message: "Please call me back to discuss your courses." };

/** The call-back request: a contact enquiry marked with where it came from. */
export function CallbackForm({ withCompany }: { withCompany?: boolean }) {
  return (
    <ContactForm
      formKey="callback"
      initial={callbackDefaults}
      source="Request call back"
      submitLabel="Request Call Back"
      messageLabel="What should we call you about?"
      withCompany={withCompany}
    />
  );
}
