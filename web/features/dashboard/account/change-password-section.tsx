// The staff member's own password change: current and new password, checked by the server's rules
// (docs/decisions/036).

import { useState } from "react";
import { PASSWORD_MIN_LENGTH, changePasswordSchema } from "#contracts/user";
import { ApiError } from "#web/lib/api";
import { changePassword } from "./api";
import type { FieldErrors } from "#web/lib/forms/form-errors";
import { serverReason } from "#web/lib/forms/form-errors";
import { notify } from "#web/lib/notify";
import { useForm } from "#web/lib/forms/use-form";
import { Button } from "../kit/button";
import { currentUser } from "../shell/current-user";
import { FormField, inputClass } from "../kit/form-field";
import { notifyFailure } from "../kit/notify";
import { Spinner } from "../kit/spinner";

const EMPTY = { currentPassword: "", newPassword: "", confirmPassword: "" };
type Values = typeof EMPTY;

const MISMATCH = "The new passwords do not match.";

/** The inline twin of the toast, above the fields. */
interface Outcome {
  tone: "success" | "error";
  text: string;
}

/** What the shared rules cannot tell: the new password typed the same twice. */
function confirmation(values: Values): FieldErrors {
  if (!values.confirmPassword) return { confirmPassword: "Type the new password again" };
  return values.confirmPassword !== values.newPassword ? { confirmPassword: MISMATCH } : {};
}

/** The signed-in staff member's own password: current one, new one twice. */
export function ChangePasswordSection() {
  const form = useForm<Values>(EMPTY);
  const { errors, bind, busy } = form;
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [username] = useState(() => currentUser()?.username ?? "");

  const submit = form.handleSubmit({
    schema: changePasswordSchema,
    also: confirmation,
    send: async ({ currentPassword, newPassword }) => {
      const answer = await changePassword(currentPassword, newPassword);
      const text = answer.message || "Password changed.";
      form.reset(EMPTY);
      setOutcome({ tone: "success", text: `${text} You are still logged in here; other devices have been logged out.` });
      notify.success(text);
    },
    onError: (err, byField) => {
      // A 401 is the session handler's: it takes the user to the login page.
      if (err instanceof ApiError && err.status === 401) return;
      // A reason tied to a field is shown under it; any other one above the form.
      if (Object.keys(byField).length === 0) setOutcome({ tone: "error", text: serverReason(err) ?? "Something went wrong. Please try again." });
      notifyFailure("Failed to change password", err);
    },
  });
  const onSubmit = (e: React.FormEvent) => {
    setOutcome(null);
    void submit(e);
  };

  return (
    <section aria-labelledby="section-title" className="space-y-5">
      <div>
        <h1 id="section-title" className="text-2xl font-bold text-brand-900">
          Change password
        </h1>
        <p className="mt-1 text-sm text-slate-600">Choose a new password for your own account. Other devices signed in as you will be logged out.</p>
      </div>
      <div className="max-w-xl rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6">
        <form ref={form.formRef} onSubmit={onSubmit} noValidate aria-label="Change password">
          {/* Stays mounted (and takes no room while empty) so each new outcome is announced. */}
          <div role="alert" aria-live="assertive">
            {outcome && (
              <p
                className={`mb-4 rounded-lg border px-4 py-3 text-sm font-medium ${
                  outcome.tone === "success" ? "border-emerald-200 bg-emerald-50 text-emerald-800" : "border-red-200 bg-red-50 text-red-800"
                }`}
              >
                {outcome.text}
              </p>
            )}
          </div>
          {/* Tells password managers which account the new password belongs to. */}
          <input type="text" name="username" autoComplete="username" value={username} readOnly hidden />
          <div className="space-y-4">
            <FormField label="Current password" error={errors.currentPassword}>
              {(c) => <input {...c} {...bind("currentPassword")} type="password" autoComplete="current-password" required className={inputClass} />}
            </FormField>
            <FormField
              label="New password"
              error={errors.newPassword}
              hint={`At least ${PASSWORD_MIN_LENGTH} characters, not a common password, different from the current one. A few unrelated words work well.`}
            >
              {(c) => (
                <input
                  {...c}
                  {...bind("newPassword")}
                  type="password"
                  autoComplete="new-password"
                  required
                  minLength={PASSWORD_MIN_LENGTH}
                  className={inputClass}
                />
              )}
            </FormField>
            <FormField label="Confirm new password" error={errors.confirmPassword}>
              {(c) => <input {...c} {...bind("confirmPassword")} type="password" autoComplete="new-password" required className={inputClass} />}
            </FormField>
            <div className="flex justify-end border-t border-slate-200 pt-4">
              <Button type="submit" variant="primary" disabled={busy} aria-busy={busy || undefined} className="w-full sm:w-auto">
                {busy && <Spinner className="h-4 w-4" />}
                {busy ? "Changing password..." : "Change password"}
              </Button>
            </div>
          </div>
        </form>
      </div>
    </section>
  );
}
