import { Modal } from "../../components/modal";
import { ContactForm, emptyContact } from "./contact-form";

const callbackDefaults = { ...emptyContact, message: "Please call me back to discuss your courses." };

/**
 * 'Request call back' (SPEC.md sections 2 and 4): a short contact form in a modal.
 * It is stored as a contact enquiry marked with where it came from.
 */
export function CallbackModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Modal open={open} onClose={onClose} title="Request call back">
      <p className="-mt-2 mb-4 text-sm text-slate-600">Leave your number and a counsellor will call you, usually within one working day.</p>
      <ContactForm
        initial={callbackDefaults}
        source="Request call back"
        submitLabel="Request Call Back"
        messageLabel="What should we call you about?"
        onSubmitted={onClose}
      />
    </Modal>
  );
}
