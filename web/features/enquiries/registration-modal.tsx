import { ENQUIRY_MESSAGES } from "../../../contracts/enquiry-forms";
import { Modal } from "../../components/modal";
import { CourseSelect, Honeypot, PhoneField, SubmitButton, TextField } from "./fields";
import { type EnquiryValues, useEnquiryForm } from "./use-enquiry-form";

const empty: EnquiryValues<"registration"> = { name: "", mobile: "", email: "", course: "" };

/**
 * The Course Registration modal. The form state
 * lives here, outside the dialog, so closing with × keeps what was typed; a
 * successful submit resets the form and closes the modal.
 */
export function RegistrationModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const f = useEnquiryForm({
    form: "registration",
    initial: empty,
    failureMessage: ENQUIRY_MESSAGES.registrationFailure,
    onSuccess: onClose,
  });
  const close = () => {
    f.clearError();
    onClose();
  };
  return (
    <Modal open={open} onClose={close} title="Course Registration">
      <p className="-mt-2 mb-4 text-sm text-slate-600">Register your interest and our admissions team will call you with batch timings and fees.</p>
      <form {...f.formProps} className="relative space-y-4">
        <TextField field={f.bind("name")} label="Name" autoComplete="name" />
        <PhoneField field={f.bind("mobile")} label="Mobile" />
        <TextField field={f.bind("email")} label="Email" type="email" inputMode="email" autoComplete="email" placeholder="you@example.com" />
        <CourseSelect field={f.bind("course")} />
        <Honeypot {...f.honeypotProps} />
        <SubmitButton busy={f.busy} busyText="Submitting…">
          Submit
        </SubmitButton>
      </form>
    </Modal>
  );
}
