// The message box under a staff form that stays on the page for people who missed the toast.

import type { FormMessage } from "./login-message";

const styles = {
  success: "border-emerald-200 bg-emerald-50 text-emerald-800",
  warning: "border-amber-300 bg-amber-50 text-amber-900",
  error: "border-red-200 bg-red-50 text-red-800",
} as const;

/** The inline twin of a toast: stays on the page for people who missed the toast. */
export function FormMessageBox({ message }: { message: FormMessage | null }) {
  // The live region stays mounted so screen readers announce each new message.
  return (
    <div role="alert" aria-live="assertive">
      {message && (
        <p className={`rounded-lg border px-4 py-3 text-sm font-medium ${styles[message.tone]}`} data-tone={message.tone}>
          {message.text}
        </p>
      )}
    </div>
  );
}
