import { type ExternalToast, toast } from "sonner";
import { TOAST_MS } from "../../contracts/limits";

/** The toaster that an open Modal (components/modal.tsx) renders inside its <dialog>. */
export const MODAL_TOASTER = "modal";

export type Tone = "success" | "warning" | "error";

export interface NotifyOptions extends Omit<ExternalToast, "toasterId"> {
  /**
   * This outcome closes the open modal (a record saved, an enquiry sent, a delete
   * confirmed): the toast waits until the dialog has closed, then shows on what
   * is then on top, so it outlives the modal instead of vanishing with it.
   */
  afterClose?: boolean;
}

// The Modal component is the only <dialog> and always opens it with showModal().
const openDialog = () => document.querySelector<HTMLDialogElement>("dialog[open]");

function show(tone: Tone, message: string, { afterClose, ...options }: NotifyOptions = {}) {
  // A modal dialog sits in the top layer and makes the rest of the page inert: the
  // page's toaster would be hidden behind its backdrop and not announced, so while
  // one is open its own toaster takes the toast.
  const raise = () => toast[tone](message, { duration: TOAST_MS, ...options, toasterId: openDialog() ? MODAL_TOASTER : undefined });
  const closing = afterClose ? openDialog() : null;
  if (closing) closing.addEventListener("close", raise, { once: true });
  else raise();
}

/** Every toast of the site and dashboard: closes after 3 s (SPEC.md sections 2 and 9). */
export const notify = {
  success: (message: string, options?: NotifyOptions) => show("success", message, options),
  warning: (message: string, options?: NotifyOptions) => show("warning", message, options),
  error: (message: string, options?: NotifyOptions) => show("error", message, options),
};

/**
 * Called by a Modal as it closes. Its toaster goes with it; sonner would keep the
 * toasts it was showing as active and replay them in the next modal that opens.
 */
export function dismissModalToasts() {
  for (const t of toast.getToasts()) if ("toasterId" in t && t.toasterId === MODAL_TOASTER) toast.dismiss(t.id);
}
