import { useState } from "react";
import { useNavigate } from "react-router";
import { type SignupInput, signupFieldsSchema } from "../../../contracts/user";
import { api } from "../../lib/api";
import { serverReason } from "../../lib/forms/form-errors";
import { notify } from "../../lib/notify";
import { useForm } from "../../lib/forms/use-form";
import { AuthField } from "./auth-field";
import { FormMessageBox } from "./form-message";
import type { FormMessage } from "./login-message";
import { SubmitButton } from "./submit-button";

const EMPTY: SignupInput = { username: "", email: "", mobile: "", password: "" };

export function SignupForm() {
  const navigate = useNavigate();
  const form = useForm<SignupInput>(EMPTY);
  const { values, errors, busy } = form;
  const [message, setMessage] = useState<FormMessage | null>(null);

  const set = (key: keyof SignupInput) => (value: string) => form.set(key, value);

  // Every field filled in; the rest (email, password rules) is the server's to say, beside its field.
  const onSubmit = form.handleSubmit({
    schema: signupFieldsSchema,
    send: async (data) => {
      const answer = await api<{ success: boolean; message?: string }>("/auth/signup", { method: "POST", body: data });
      notify.success(answer.message || "Signup successful");
      navigate("/login");
    },
    onError: (err) => {
      // The server's message, or 'Something went wrong' (docs/decisions/008).
      const text = serverReason(err) || "Something went wrong";
      setMessage({ tone: "error", text });
      notify.error(text);
    },
  });

  return (
    <form ref={form.formRef} onSubmit={onSubmit} className="space-y-5" aria-label="Staff signup">
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
