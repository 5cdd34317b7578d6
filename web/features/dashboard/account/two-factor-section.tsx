import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { z } from "#contracts/zod";
import { ApiError } from "#web/lib/api";
import { type FieldErrors, serverReason } from "#web/lib/forms/form-errors";
import { notify } from "#web/lib/notify";
import { useForm } from "#web/lib/forms/use-form";
import { Button } from "../kit/button";
import { markTwoFactorSetUp } from "../shell/current-user";
import { FormField, inputClass } from "../kit/form-field";
import { notifyFailure } from "../kit/notify";
import { Spinner } from "../kit/spinner";
import { loadError } from "../queries/list-state";
import { confirmTwoFactor, disableTwoFactor, newRecoveryCodes, startTwoFactor, twoFactorQuery } from "./api";

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

const EMPTY = { currentPassword: "", code: "" };
const passwordStep = z.object({ currentPassword: z.string().min(1, "Current password is required") });
const codeStep = z.object({ code: z.string().refine((code) => code.trim() !== "", "Enter the code from your app") });
/** Turning it off: both go to the server, which says what is wrong. */
const disableStep = z.object({ currentPassword: z.string(), code: z.string() });

/** "ABCD EFGH …": the secret in groups of four, for typing into an app by hand. */
const grouped = (secret: string) => secret.replace(/(.{4})/g, "$1 ").trim();

export function TwoFactorSection() {
  const query = useQuery(twoFactorQuery);
  const status = { data: query.data, error: query.isError ? loadError(query.error) : undefined, reload: () => void query.refetch() };
  const [step, setStep] = useState<Step>({ kind: "status" });
  const form = useForm(EMPTY);
  const { errors, busy, bind } = form;

  const go = (next: Step) => {
    form.reset(EMPTY);
    setStep(next);
  };

  /** A failed call of the flow: the server's reasons under the fields, or above them. */
  const failed = (failure: string) => (err: unknown, byField: FieldErrors) => {
    if (err instanceof ApiError && err.status === 401) return;
    if (Object.keys(byField).length === 0) form.setErrors({ form: serverReason(err) ?? "Something went wrong. Please try again." });
    notifyFailure(failure, err);
  };

  const submitPassword = (purpose: "setup" | "codes") =>
    form.handleSubmit({
      schema: passwordStep,
      send: async (body) => {
        if (purpose === "setup") go({ kind: "scan", setup: await startTwoFactor(body) });
        else
          go({
            kind: "codes",
            codes: await newRecoveryCodes(body),
            afterSetup: false,
          });
      },
      onError: failed(purpose === "setup" ? "Could not start the setup" : "Could not make new codes"),
    });

  const confirm = form.handleSubmit({
    schema: codeStep,
    send: async (body) => {
      const answer = await confirmTwoFactor(body);
      notify.success("Two-factor login is on.");
      markTwoFactorSetUp();
      go({ kind: "codes", codes: answer.data.recoveryCodes, afterSetup: true });
    },
    onError: failed("Could not turn on two-factor login"),
  });

  const disable = form.handleSubmit({
    schema: disableStep,
    send: async (body) => {
      const answer = await disableTwoFactor(body);
      notify.success(answer.message ?? "Two-factor authentication is off.");
      go({ kind: "status" });
      status.reload();
    },
    onError: failed("Could not turn off two-factor login"),
  });

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
      {(c) => <input {...c} {...bind("currentPassword")} type="password" autoComplete="current-password" required className={inputClass} />}
    </FormField>
  );
  const codeField = (hint: string) => (
    <FormField label="Code" error={errors.code} hint={hint}>
      {(c) => (
        <input
          {...c}
          {...bind("code")}
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
          required
          className={`${inputClass} max-w-xs tracking-widest`}
        />
      )}
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
      <form
        ref={form.formRef}
        onSubmit={submitPassword(step.purpose)}
        noValidate
        className="space-y-4"
        aria-label={step.purpose === "setup" ? "Start two-factor setup" : "New recovery codes"}
      >
        <p className="text-sm text-slate-600">
          {step.purpose === "setup"
            ? "Enter your password to start. You will need your phone with an authenticator app (Google Authenticator, Microsoft Authenticator, Authy or similar)."
            : "Enter your password to make ten new recovery codes. The old ones stop working."}
        </p>
        {formError}
        {passwordField}
        {submit("Continue", "Checking...")}
      </form>
    );
  } else if (step.kind === "scan") {
    body = (
      <form ref={form.formRef} onSubmit={confirm} noValidate className="space-y-4" aria-label="Confirm two-factor setup">
        <ol className="list-decimal space-y-2 pl-5 text-sm text-slate-700">
          <li>Open your authenticator app and add an account by scanning this QR code.</li>
          <li>Enter the 6-digit code the app shows for it.</li>
        </ol>
        <div className="flex flex-col items-start gap-4 sm:flex-row sm:items-center">
          <img
            src={step.setup.qrCode}
            alt="QR code to scan with your authenticator app"
            width={200}
            height={200}
            className="rounded-lg bg-white p-2 ring-1 ring-slate-200"
          />
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
          <strong>Save these recovery codes now</strong> (print them or keep them in a password manager). Each one logs you in once if you lose your phone. They
          are not shown again.
        </p>
        <ul
          aria-label="Recovery codes"
          className="grid max-w-md grid-cols-2 gap-2 rounded-xl bg-slate-50 p-4 font-mono text-base text-slate-900 ring-1 ring-slate-200"
        >
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
      <form ref={form.formRef} onSubmit={disable} noValidate className="space-y-4" aria-label="Turn off two-factor login">
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
