import { type ExternalToast, toast } from "sonner";
import { TOAST_MS } from "../../../contracts/limits";

/** Enquiry toasts close after 3 s (SPEC.md sections 2 and 9). */
export const notify = {
  success: (message: string, options?: ExternalToast) => toast.success(message, { duration: TOAST_MS, ...options }),
  error: (message: string, options?: ExternalToast) => toast.error(message, { duration: TOAST_MS, ...options }),
};
