import { useState } from "react";
import { useNavigate } from "react-router";
import { type SignupInput, signupFieldsSchema } from "../../../contracts/user";
import { ApiError, api } from "../../lib/api";
import { notify } from "../../lib/notify";
import { AuthField } from "./auth-field";
import { fieldErrors } from "./field-errors";
import { FormMessageBox } from "./form-message";
import type { FormMessage } from "./login-message";
import { SubmitButton } from "./submit-button";

const EMPTY: SignupInput = { username: "", email: "", mobile: "", password: "" };

export function SignupForm() {
  const navigate = useNavigate();
  const [values, setValues] = useState<SignupInput>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<FormMessage | null>(null);
  const [busy, setBusy] = useState(false);

  const set = (key: keyof SignupInput) => (value: string) => setValues((v) => ({ ...v, [key]: value }));

  async function onSubmit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    // Every field filled in; the rest (email, password rules) is the server's to say.
    const parsed = signupFieldsSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const answer = await api<{ success: boolean; message?: string }>("/auth/signup", { method: "POST", body: parsed.data });
      notify.success(answer.message || "Signup successful");
      navigate("/login");
    } catch (err) {
      // The server's message, or 'Something went wrong' (docs/decisions/008).
      const body = err instanceof ApiError ? (err.body as { message?: string; errors?: Record<string, string> } | null) : null;
      const text = body?.message || "Something went wrong";
      if (body?.errors) setErrors(body.errors);
      setMessage({ tone: "error", text });
      notify.error(text);
      setBusy(false);
    }
  }

  return (
    <form onSubmit={onSubmit} className="space-y-5" aria-label="Staff signup">
      <FormMessageBox message={message} />
      <AuthField label="Username" name="username" value={values.username} onChange={set("username")} autoComplete="username" error={errors.username} />
      <AuthField label="Email" name="email" type="email" value={values.email} onChange={set("email")} autoComplete="email" error={errors.email} />
      <AuthField
        label="Mobile"
        name="mobile"
        type="tel"
        inputMode="tel"
        value={values.mobile}
        onChange={set("mobile")}
        autoComplete="tel"
        error={errors.mobile}
      />
      <AuthField
        label="Password"
        name="password"
        type="password"
        value={values.password}
        onChange={set("password")}
        autoComplete="new-password"
        error={errors.password}
      />
      <SubmitButton busy={busy} busyText="Signing up...">
        Sign up
      </SubmitButton>
    </form>
  );
}
