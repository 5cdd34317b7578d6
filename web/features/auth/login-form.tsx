import { useEffect, useRef, useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { DASHBOARD_PATH, sectionPath } from "#contracts/dashboard-paths";
import { type FormReply, SIGNUP_SENT } from "#contracts/form-reply";
import { SIGNUP_DONE_MESSAGE, type SigninInput, signinSchema } from "#contracts/user";
import { ApiError, call } from "#web/lib/api";
import { saveSession } from "#web/lib/auth-storage";
import { notify } from "#web/lib/notify";
import { useForm } from "#web/lib/forms/use-form";
import { AuthField, authBind } from "./auth-field";
import { FormMessageBox } from "./form-message";
import { type FormMessage, SESSION_EXPIRED_TEXT, loginFailureMessage, twoFactorAsk } from "./login-message";
import { SubmitButton } from "./submit-button";
import { useSite } from "#web/lib/site-content";

/** What the page says first: the server's answer to a plain post (docs/decisions/055), in the same words as the hydrated form's. */
function replyMessage(reply: FormReply | null, siteName: string): FormMessage | null {
  if (reply?.sent && reply.key === SIGNUP_SENT) return { tone: "success", text: SIGNUP_DONE_MESSAGE };
  if (!reply?.notice) return null;
  return loginFailureMessage(new ApiError(reply.status ?? 400, reply.notice, { twoFactor: reply.ask }), siteName);
}

export function LoginForm({ reply }: { reply: FormReply | null }) {
  const site = useSite();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  // A plain post's answer keeps the username, never the password or a code.
  const form = useForm<Required<SigninInput>>({ username: reply?.values?.username ?? "", password: "", code: "" }, { errors: reply?.errors });
  const { busy } = form;
  // Shown once the server asks for it: the password was right and the account uses two-factor authentication.
  const [askCode, setAskCode] = useState(Boolean(reply?.ask));
  /** Counts the server's asks: each one takes the keyboard to the code field once it is on screen. */
  const [codeAsks, setCodeAsks] = useState(0);
  const codeField = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (codeAsks > 0) codeField.current?.querySelector("input")?.focus();
  }, [codeAsks]);
  const [message, setMessage] = useState<FormMessage | null>(() => replyMessage(reply, site.name));

  // Read after hydration: the pre-rendered page was built without a query string.
  const expired = searchParams.get("expired") === "1";
  useEffect(() => {
    if (expired) setMessage({ tone: "warning", text: SESSION_EXPIRED_TEXT });
  }, [expired]);

  const onSubmit = form.handleSubmit({
    schema: signinSchema,
    input: (v) => (askCode ? v : { username: v.username, password: v.password }),
    send: async (data) => {
      const answer = await call("POST /api/auth/signin", { body: data });
      const setupRequired = answer.twoFactor?.setupRequired === true;
      saveSession(answer.token, answer.user && { ...answer.user, twoFactorSetupRequired: setupRequired });
      const text = answer.message || "Logged in successfully";
      setMessage({ tone: "success", text });
      notify.success(text);
      navigate(setupRequired ? sectionPath("two-factor") : DASHBOARD_PATH, { replace: true });
    },
    onError: (err) => {
      const failure = loginFailureMessage(err, site.name);
      setMessage(failure);
      notify[failure.tone](failure.text);
      if (twoFactorAsk(err)) {
        setAskCode(true);
        form.set("code", "");
        // The next thing to type is the code.
        setCodeAsks((n) => n + 1);
      }
    },
  });

  return (
    // A real post from the first byte: a click before the script runs, or without
    // JavaScript, sends the password in the body, never in an address (docs/decisions/055).
    <form ref={form.formRef} method="post" action="/login" onSubmit={onSubmit} className="space-y-5" aria-label="Staff login">
      <FormMessageBox message={message} />
      <AuthField label="Username" autoComplete="username" {...authBind(form, "username")} />
      <AuthField label="Password" type="password" autoComplete="current-password" {...authBind(form, "password")} />
      {askCode && (
        <div ref={codeField}>
          <AuthField
            label="Authentication code"
            autoComplete="one-time-code"
            inputMode="text"
            {...authBind(form, "code")}
            hint="The 6-digit code from your authenticator app, or one of your recovery codes."
          />
        </div>
      )}
      <SubmitButton busy={busy} busyText="Logging in...">
        Log in
      </SubmitButton>
    </form>
  );
}
