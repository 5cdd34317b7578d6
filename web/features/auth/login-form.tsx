import { useEffect, useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { type SigninInput, signinSchema } from "../../../contracts/user";
import { api } from "../../lib/api";
import { saveSession } from "../../lib/auth-storage";
import { notify } from "../../lib/notify";
import { AuthField } from "./auth-field";
import { fieldErrors } from "./field-errors";
import { FormMessageBox } from "./form-message";
import { type FormMessage, SESSION_EXPIRED_TEXT, loginFailureMessage } from "./login-message";
import { SubmitButton } from "./submit-button";
import { useSite } from "../../lib/site-content";

interface SigninAnswer {
  success: boolean;
  token: string;
  message?: string;
  user?: unknown;
}

export function LoginForm() {
  const site = useSite();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [values, setValues] = useState<SigninInput>({ username: "", password: "" });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<FormMessage | null>(null);
  const [busy, setBusy] = useState(false);

  // Read after hydration: the pre-rendered page was built without a query string.
  const expired = searchParams.get("expired") === "1";
  useEffect(() => {
    if (expired) setMessage({ tone: "warning", text: SESSION_EXPIRED_TEXT });
  }, [expired]);

  const set = (key: keyof SigninInput) => (value: string) => setValues((v) => ({ ...v, [key]: value }));

  async function onSubmit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const parsed = signinSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const answer = await api<SigninAnswer>("/auth/signin", { method: "POST", body: parsed.data });
      saveSession(answer.token, answer.user);
      const text = answer.message || "Logged in successfully";
      setMessage({ tone: "success", text });
      notify.success(text);
      navigate("/dashboard", { replace: true });
    } catch (err) {
      const failure = loginFailureMessage(err, site.name);
      setMessage(failure);
      notify[failure.tone](failure.text);
      setBusy(false);
    }
  }

  return (
    <form onSubmit={onSubmit} className="space-y-5" aria-label="Staff login">
      <FormMessageBox message={message} />
      <AuthField label="Username" name="username" value={values.username} onChange={set("username")} autoComplete="username" error={errors.username} />
      <AuthField
        label="Password"
        name="password"
        type="password"
        value={values.password}
        onChange={set("password")}
        autoComplete="current-password"
        error={errors.password}
      />
      <SubmitButton busy={busy} busyText="Logging in...">
        Log in
      </SubmitButton>
    </form>
  );
}
