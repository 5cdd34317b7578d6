import { useState } from "react";
import { useNavigate } from "react-router";
import { type SignupInput, signupFieldsSchema } from "../../../contracts/user";
import { api } from "../../lib/api";
import { serverReason } from "../../lib/forms/form-errors";
import { notify } from "../../lib/notify";
import { useForm } from "../../lib/forms/use-form";
import { AuthField, authBind } from "./auth-field";
import { FormMessageBox } from "./form-message";
import type { FormMessage } from "./login-message";
import { SubmitButton } from "./submit-button";

const EMPTY: SignupInput = { username: "", email: "", mobile: "", password: "" };

export function SignupForm() {
  const navigate = useNavigate();
  const form = useForm<SignupInput>(EMPTY);
  const { busy } = form;
  const [message, setMessage] = useState<FormMessage | null>(null);

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
      <AuthField label="Username" autoComplete="username" {...authBind(form, "username")} />
      <AuthField label="Email" type="email" autoComplete="email" {...authBind(form, "email")} />
      <AuthField label="Mobile" type="tel" inputMode="tel" autoComplete="tel" {...authBind(form, "mobile")} />
      <AuthField label="Password" type="password" autoComplete="new-password" {...authBind(form, "password")} />
      <SubmitButton busy={busy} busyText="Signing up...">
        Sign up
      </SubmitButton>
    </form>
  );
}
