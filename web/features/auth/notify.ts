import { toast } from "sonner";
import { TOAST_MS } from "../../../contracts/limits";

export type Tone = "success" | "warning" | "error";

/** Staff flows close their toasts after 3 s (SPEC.md section 9). */
export function notify(tone: Tone, message: string) {
  toast[tone](message, { duration: TOAST_MS });
}
