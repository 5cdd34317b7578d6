// Toasts for the outcome of an action, shown after a closing modal so they outlive it.

import type { ExternalToast } from "sonner";
import { TOAST_MS } from "#contracts/limits";
import { PAGE_TOASTER, loadSonner, whenToasterMounted } from "../components/lazy-toaster";

export type Tone = "success" | "warning" | "error";

export interface NotifyOptions extends Omit<ExternalToast, "toasterId"> {
  /**
   * This outcome closes the open modal (a record saved, an enquiry sent, a delete
   * confirmed): the toast waits until the dialog has closed, then shows on what
   * is then on top, so it outlives the modal instead of vanishing with it.
   */
  afterClose?: boolean;
}

// The Modal component (components/modal.tsx) is the only <dialog>; it always opens
// it with showModal() and names the toaster it holds in data-toaster.
const openDialog = () => document.querySelector<HTMLDialogElement>("dialog[open]");

function show(tone: Tone, message: string, { afterClose, ...options }: NotifyOptions = {}) {
  // A modal dialog sits in the top layer and makes the rest of the page inert: the
  // page's toaster would be hidden behind its backdrop and not announced, so while
  // one is open its own toaster takes the toast.
  // The toast library loads on first use (components/lazy-toaster.tsx); the toast
  // waits until the toaster it goes to is mounted, or it would not show.
  const raise = async () => {
    const { toast } = await loadSonner();
    const toasterId = openDialog()?.dataset.toaster;
    await whenToasterMounted(toasterId ?? PAGE_TOASTER);
    toast[tone](message, { duration: TOAST_MS, ...options, toasterId });
  };
  const closing = afterClose && openDialog();
  if (closing) closing.addEventListener("close", () => void raise(), { once: true });
  else void raise();
}

const tone = (t: Tone) => (message: string, options?: NotifyOptions) => show(t, message, options);

/** Every toast of the site and dashboard: closes after 3 s (docs/decisions/008). */
export const notify = { success: tone("success"), warning: tone("warning"), error: tone("error") };
