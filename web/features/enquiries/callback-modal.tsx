import { Suspense, lazy } from "react";
import { Modal } from "../../components/modal";

// The dialog is part of the page, so it opens (and Escape closes it) the moment the
// button is pressed; the form and the enquiry code behind it download on first use.
const loadForm = () => import("./callback-form");
const CallbackForm = lazy(() => loadForm().then((m) => ({ default: m.CallbackForm })));

/** Starts the form's download early, e.g. when the pointer reaches a 'Request call back' button. */
export const preloadCallbackForm = () => void loadForm();

/**
 * 'Request call back': a short contact form in a modal, stored as a contact
 * enquiry. After sending, the modal shows the confirmation until it is closed.
 */
export function CallbackModal({ id, open, onClose, withCompany }: { id: string; open: boolean; onClose: () => void; withCompany?: boolean }) {
  return (
    <Modal id={id} open={open} onClose={onClose} title="Request call back">
      <p className="-mt-2 mb-4 text-sm text-slate-600">Leave your number and a counsellor will call you, usually within one working day.</p>
      <Suspense fallback={<p className="py-8 text-center text-sm text-slate-500">Loading the form…</p>}>
        <CallbackForm withCompany={withCompany} />
      </Suspense>
    </Modal>
  );
}
