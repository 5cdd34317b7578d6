// The staff signup form: works as a plain post before hydration and as a JSON call after
// (docs/decisions/055).

import { useState } from "react";
import { useNavigate } from "react-router";
import type { FormReply } from "#contracts/form-reply";
import { type SignupInput, signupFieldsSchema } from "#contracts/user";
import { call } from "#web/lib/api";
import { serverReason } from "#web/lib/forms/form-errors";
import { notify } from "#web/lib/notify";
import { useForm } from "#web/lib/forms/use-form";
import { AuthField, authBind } from "./auth-field";
import { FormMessageBox } from "./form-message";
import type { FormMessage } from "./login-message";
import { SubmitButton } from "./submit-button";

const EMPTY: SignupInput = { username: "", email: "", mobile: "", password: "" };

export function SignupForm({ reply }: { reply: FormReply | null }) {
  const navigate = useNavigate();
  // A plain post's answer (docs/decisions/055): everything typed but the password, each message beside its field.
  const form = useForm<SignupInput>({ ...EMPTY, ...reply?.values, password: "" }, { errors: reply?.errors });
  const { busy } = form;
  const [message, setMessage] = useState<FormMessage | null>(reply?.notice ? { tone: "error", text: reply.notice } : null);

  // Every field filled in; the rest (email, password rules) is the server's to say, beside its field.
  const onSubmit = form.handleSubmit({
    schema: signupFieldsSchema,
    send: async (data) => {
      const answer = await call("POST /api/auth/signup", { body: data });
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
    // A real post from the first byte (docs/decisions/055): never the password in an address.
    <form ref={form.formRef} method="post" action="/signup" onSubmit={onSubmit} className="space-y-5" aria-label="Staff signup">
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
