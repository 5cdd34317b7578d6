// The "Register Now" dialog: a short registration enquiry for a chosen course.

import { useEffect } from "react";
import { ENQUIRY_MESSAGES } from "#contracts/enquiry-forms";
import { Modal } from "#web/components/modal";
import { EnquiryConfirmation } from "./enquiry-confirmation";
import { CourseSelect, FormNotice, HiddenFields, Honeypot, PhoneField, SubmitButton, TextField } from "./fields";
import { type EnquiryValues, useEnquiryForm } from "./use-enquiry-form";

const empty: EnquiryValues<"registration"> = { name: "", mobile: "", email: "", course: "" };

interface RegistrationModalProps {
  /** The dialog's id, which the page's 'Register Now' links point to. */
  id: string;
  open: boolean;
  onClose: () => void;
  /** Opens the modal again ("Send another enquiry" from the confirmation). */
  onReopen: () => void;
}

/**
 * The Course Registration modal. The form state lives here, outside the dialog,
 * so closing with × keeps what was typed. A successful submit resets the form and
 * closes the modal (a rule of the product, recorded in docs/decisions/026); the confirmation
 * then stands on the page, not only as a toast, until the visitor closes it or
 * opens the modal again (docs/decisions/026).
 */
export function RegistrationModal({ id, open, onClose, onReopen }: RegistrationModalProps) {
  const f = useEnquiryForm({
    form: "registration",
    formKey: "register",
    initial: empty,
    failureMessage: ENQUIRY_MESSAGES.registrationFailure,
    onSuccess: onClose,
    closesOnSuccess: true,
  });
  const { clearSent } = f;
  // Opening the modal again leaves the last confirmation behind.
  useEffect(() => {
    if (open) clearSent();
  }, [open, clearSent]);
  const close = () => {
    f.clearError();
    onClose();
  };
  return (
    <>
      <Modal id={id} open={open} onClose={close} title="Course Registration">
        <p className="-mt-2 mb-4 text-sm text-slate-600">Register your interest and our admissions team will call you with batch timings and fees.</p>
        <form {...f.formProps} className="relative space-y-4">
          <TextField field={f.bind("name")} label="Name" autoComplete="name" />
          <PhoneField field={f.bind("mobile")} label="Mobile" />
          <TextField field={f.bind("email")} label="Email" type="email" inputMode="email" autoComplete="email" placeholder="you@example.com" />
          <CourseSelect field={f.bind("course")} />
          <Honeypot {...f.honeypotProps} />
          <HiddenFields fields={f.hiddenFields} />
          <FormNotice notice={f.notice} />
          <SubmitButton busy={f.busy} busyText="Submitting…">
            Submit
          </SubmitButton>
        </form>
      </Modal>
      {f.sent && !open && (
        <aside
          aria-label="Your enquiry"
          className="fixed inset-x-3 bottom-20 z-40 mx-auto max-w-md rounded-2xl bg-white shadow-2xl ring-1 ring-slate-200 sm:bottom-6"
        >
          <button
            type="button"
            onClick={clearSent}
            aria-label="Close"
            className="absolute top-2 right-2 grid h-9 w-9 place-items-center rounded-full text-slate-500 hover:bg-slate-100 hover:text-slate-800"
          >
            <span aria-hidden="true">×</span>
          </button>
          <EnquiryConfirmation
            form="registration"
            sent={f.sent}
            onSendAnother={() => {
              clearSent();
              onReopen();
            }}
          />
        </aside>
      )}
    </>
  );
}
