import { useState } from "react";
import type { TwoFactorStatus } from "../../../contracts/user";
import { ApiError, api } from "../../lib/api";
import { notify } from "../../lib/notify";
import { Button } from "./button";
import { markTwoFactorSetUp } from "./current-user";
import { serverFieldErrors } from "./field-errors";
import { FormField, inputClass } from "./form-field";
import { notifyFailure, serverReason } from "./notify";
import { Spinner } from "./spinner";
import { useFetched } from "./use-fetched";

// The signed-in staff member's own two-factor login (docs/decisions/036): set up
// with an authenticator app (a QR code drawn by our server), recovery codes
// shown once, new codes, and turning it off.

interface Setup {
  secret: string;
  otpauthUrl: string;
  qrCode: string;
}

type Step =
  | { kind: "status" }
  | { kind: "password"; purpose: "setup" | "codes" }
  | { kind: "scan"; setup: Setup }
  | { kind: "codes"; codes: string[]; afterSetup: boolean }
  | { kind: "disable" };

const loadStatus = (signal: AbortSignal) => api<{ data: TwoFactorStatus }>("/auth/2fa", { auth: true, signal }).then((a) => a.data);

/** "ABCD EFGH …": the secret in groups of four, for typing into an app by hand. */
const grouped = (secret: string) => secret.replace(/(.{4})/g, "$1 ").trim();

export function TwoFactorSection() {
  const status = useFetched(loadStatus);
  const [step, setStep] = useState<Step>({ kind: "status" });
  const [fields, setFields] = useState({ currentPassword: "", code: "" });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  const field = (key: keyof typeof fields) => ({
    name: key,
    value: fields[key],
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => setFields((f) => ({ ...f, [key]: e.target.value })),
  });
  const go = (next: Step) => {
    setFields({ currentPassword: "", code: "" });
    setErrors({});
    setStep(next);
  };

  /** One call of the flow: busy while it runs, the server's reasons under the fields on failure. */
  async function send<T>(path: string, body: object, failure: string): Promise<T | null> {
    setBusy(true);
    setErrors({});
    try {
      return await api<T>(path, { method: "POST", body, auth: true });
    } catch (err) {
      if (err instanceof ApiError && err.status === 401) return null;
      const byField = serverFieldErrors(err);
      setErrors(Object.keys(byField).length ? byField : { form: serverReason(err) ?? "Something went wrong. Please try again." });
      notifyFailure(failure, err);
      return null;
    } finally {
      setBusy(false);
    }
  }

  async function submitPassword(e: React.FormEvent, purpose: "setup" | "codes") {
    e.preventDefault();
    if (!fields.currentPassword) return setErrors({ currentPassword: "Current password is required" });
    if (purpose === "setup") {
      const answer = await send<{ data: Setup }>("/auth/2fa/setup", { currentPassword: fields.currentPassword }, "Could not start the setup");
      if (answer) go({ kind: "scan", setup: answer.data });
    } else {
      const answer = await send<{ data: { recoveryCodes: string[] } }>("/auth/2fa/recovery-codes", { currentPassword: fields.currentPassword }, "Could not make new codes");
      if (answer) go({ kind: "codes", codes: answer.data.recoveryCodes, afterSetup: false });
    }
  }

  async function confirm(e: React.FormEvent) {
    e.preventDefault();
    if (!fields.code.trim()) return setErrors({ code: "Enter the code from your app" });
    const answer = await send<{ message?: string; data: { recoveryCodes: string[] } }>("/auth/2fa/confirm", { code: fields.code }, "Could not turn on two-factor login");
    if (!answer) return;
    notify.success("Two-factor login is on.");
    markTwoFactorSetUp();
    go({ kind: "codes", codes: answer.data.recoveryCodes, afterSetup: true });
  }

  async function disable(e: React.FormEvent) {
    e.preventDefault();
    const answer = await send<{ message?: string }>("/auth/2fa/disable", fields, "Could not turn off two-factor login");
    if (!answer) return;
    notify.success(answer.message ?? "Two-factor authentication is off.");
    go({ kind: "status" });
    status.reload();
  }

  function finishCodes(afterSetup: boolean) {
    // After a required setup the whole dashboard opens: load it afresh.
    if (afterSetup && status.data?.required) {
      window.location.assign("/dashboard");
      return;
    }
    go({ kind: "status" });
    status.reload();
  }

  const formError = errors.form && (
    <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
      {errors.form}
    </p>
  );
  const passwordField = (
    <FormField label="Current password" error={errors.currentPassword}>
      {(c) => <input {...c} {...field("currentPassword")} type="password" autoComplete="current-password" required className={inputClass} />}
    </FormField>
  );
  const codeField = (hint: string) => (
    <FormField label="Code" error={errors.code} hint={hint}>
      {(c) => <input {...c} {...field("code")} type="text" inputMode="numeric" autoComplete="one-time-code" required className={`${inputClass} max-w-xs tracking-widest`} />}
    </FormField>
  );
  const submit = (label: string, busyLabel: string, variant: "primary" | "danger" = "primary") => (
    <div className="flex flex-wrap justify-end gap-3 border-t border-slate-200 pt-4">
      <Button onClick={() => go({ kind: "status" })} disabled={busy}>
        Cancel
      </Button>
      <Button type="submit" variant={variant} disabled={busy} aria-busy={busy || undefined}>
        {busy && <Spinner className="h-4 w-4" />}
        {busy ? busyLabel : label}
      </Button>
    </div>
  );

  let body: React.ReactNode;
  if (!status.data) {
    body = status.error ? (
      <div role="alert" className="space-y-3">
        <p className="text-slate-700">Could not load your two-factor settings. {status.error}</p>
        <Button onClick={status.reload}>Retry</Button>
      </div>
    ) : (
      <p role="status" className="flex items-center gap-3 text-slate-600">
        <Spinner /> Loading…
      </p>
    );
  } else if (step.kind === "password") {
    body = (
      <form onSubmit={(e) => submitPassword(e, step.purpose)} noValidate className="space-y-4" aria-label={step.purpose === "setup" ? "Start two-factor setup" : "New recovery codes"}>
        <p className="text-sm text-slate-600">
          {step.purpose === "setup" ? "Enter your password to start. You will need your phone with an authenticator app (Google Authenticator, Microsoft Authenticator, Authy or similar)." : "Enter your password to make ten new recovery codes. The old ones stop working."}
        </p>
        {formError}
        {passwordField}
        {submit("Continue", "Checking...")}
      </form>
    );
  } else if (step.kind === "scan") {
    body = (
      <form onSubmit={confirm} noValidate className="space-y-4" aria-label="Confirm two-factor setup">
        <ol className="list-decimal space-y-2 pl-5 text-sm text-slate-700">
          <li>Open your authenticator app and add an account by scanning this QR code.</li>
          <li>Enter the 6-digit code the app shows for it.</li>
        </ol>
        <div className="flex flex-col items-start gap-4 sm:flex-row sm:items-center">
          <img src={step.setup.qrCode} alt="QR code to scan with your authenticator app" width={200} height={200} className="rounded-lg bg-white p-2 ring-1 ring-slate-200" />
          <div className="text-sm text-slate-600">
            <p>Cannot scan? Type this key into the app instead (time-based):</p>
            <p className="mt-1 break-all font-mono text-base font-semibold text-slate-900" data-testid="totp-secret">
              {grouped(step.setup.secret)}
            </p>
          </div>
        </div>
        {formError}
        {codeField("Codes change every 30 seconds; enter the newest one.")}
        {submit("Turn on two-factor login", "Turning on...")}
      </form>
    );
  } else if (step.kind === "codes") {
    body = (
      <div className="space-y-4">
        <p className="text-sm text-slate-700">
          <strong>Save these recovery codes now</strong> (print them or keep them in a password manager). Each one logs you in once if you lose your phone. They are not shown again.
        </p>
        <ul aria-label="Recovery codes" className="grid max-w-md grid-cols-2 gap-2 rounded-xl bg-slate-50 p-4 font-mono text-base text-slate-900 ring-1 ring-slate-200">
          {step.codes.map((code) => (
            <li key={code}>{code}</li>
          ))}
        </ul>
        <div className="flex justify-end border-t border-slate-200 pt-4">
          <Button variant="primary" onClick={() => finishCodes(step.afterSetup)}>
            I have saved these codes
          </Button>
        </div>
      </div>
    );
  } else if (step.kind === "disable") {
    body = (
      <form onSubmit={disable} noValidate className="space-y-4" aria-label="Turn off two-factor login">
        <p className="text-sm text-slate-600">Your password and a code from your app (or a recovery code) turn it off.</p>
        {formError}
        {passwordField}
        {codeField("The 6-digit code from your app, or a recovery code.")}
        {submit("Turn off", "Turning off...", "danger")}
      </form>
    );
  } else {
    const { enabled, recoveryCodesLeft, required } = status.data;
    body = (
      <div className="space-y-4">
        {required && !enabled && (
          <p role="alert" className="rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm font-medium text-amber-900">
            Admins on this site must use two-factor login. Set it up to open the rest of the dashboard.
          </p>
        )}
        <p className="text-slate-800">
          Two-factor login is <strong>{enabled ? "on" : "off"}</strong>.{" "}
          {enabled
            ? `Each login asks for a code from your authenticator app. Recovery codes left: ${recoveryCodesLeft}.`
            : "With it on, a stolen password alone cannot open your account: each login also asks for a code from your phone."}
        </p>
        <div className="flex flex-wrap gap-3">
          <Button variant={enabled ? "secondary" : "primary"} onClick={() => go({ kind: "password", purpose: "setup" })}>
            {enabled ? "Move to a new phone" : "Set up two-factor login"}
          </Button>
          {enabled && <Button onClick={() => go({ kind: "password", purpose: "codes" })}>New recovery codes</Button>}
          {enabled && !required && (
            <Button variant="danger" onClick={() => go({ kind: "disable" })}>
              Turn off
            </Button>
          )}
        </div>
      </div>
    );
  }

  return (
    <section aria-labelledby="section-title" className="space-y-5">
      <div>
        <h1 id="section-title" className="text-2xl font-bold text-brand-900">
          Two-factor login
        </h1>
        <p className="mt-1 text-sm text-slate-600">A code from an app on your phone as well as your password.</p>
      </div>
      <div className="max-w-2xl rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6">{body}</div>
    </section>
  );
}
