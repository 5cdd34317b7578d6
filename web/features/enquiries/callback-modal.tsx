import { Modal } from "#web/components/modal";
import { CallbackForm } from "./callback-form";

/**
 * 'Request call back': a short contact form in a modal, stored as a contact
 * enquiry. After sending, the modal shows the confirmation until it is closed.
 * The form is part of the page's HTML (its buttons link to the dialog), so it
 * works from the first paint and without JavaScript.
 */
export function CallbackModal({ id, open, onClose, withCompany }: { id: string; open: boolean; onClose: () => void; withCompany?: boolean }) {
  return (
    <Modal id={id} open={open} onClose={onClose} title="Request call back">
      <p className="-mt-2 mb-4 text-sm text-slate-600">Leave your number and a counsellor will call you, usually within one working day.</p>
      <CallbackForm withCompany={withCompany} />
    </Modal>
  );
}
