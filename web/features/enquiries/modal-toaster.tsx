import { Toaster } from "sonner";
import { TOAST_MS } from "../../../contracts/limits";

/** Toasts raised while an enquiry modal is open go to the toaster inside it. */
export const MODAL_TOASTER = "enquiry-modal";

/**
 * A modal <dialog> sits in the browser's top layer and makes the rest of the page
 * inert: the page's own toaster would show behind the backdrop and its live
 * region would not be announced. Rendered inside the dialog, this one shows the
 * modal's validation and failure toasts above it, in the same top-right spot.
 */
export function ModalToaster() {
  return <Toaster id={MODAL_TOASTER} position="top-right" richColors closeButton duration={TOAST_MS} />;
}
