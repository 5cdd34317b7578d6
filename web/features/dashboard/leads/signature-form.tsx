import { displayNameSchema } from "#contracts/user";
import { saveDisplayName } from "../account/api";
import { useForm } from "#web/lib/forms/use-form";
import { notify } from "#web/lib/notify";
import { Button } from "../kit/button";
import { currentUser, rememberDisplayName } from "../shell/current-user";
import { FormField, inputClass } from "../kit/form-field";
import { notifyFailure } from "../kit/notify";
import { Spinner } from "../kit/spinner";

/**
 * The name this person signs messages to students with: what {counsellor}
 * becomes in a template (docs/decisions/051). Until it is set the login name is
 * used, which reads oddly to a student ("Regards, priya_k2").
 */
export function SignatureForm() {
  const user = currentUser();
  const form = useForm({ displayName: user?.displayName ?? "" });
  const onSubmit = form.handleSubmit({
    schema: displayNameSchema,
    send: async (data) => {
      const answer = await saveDisplayName(data);
      rememberDisplayName(answer.data.displayName);
      form.reset({ displayName: answer.data.displayName ?? "" });
      notify.success(answer.message);
    },
    onError: (err) => notifyFailure("Failed to save your name", err),
  });
  return (
    <form
      ref={form.formRef}
      onSubmit={onSubmit}
      noValidate
      aria-label="Your name in messages"
      className="flex flex-col gap-3 border-b border-slate-200 p-4 last:border-b-0 sm:flex-row sm:items-start"
    >
      <FormField
        label="Your name in messages"
        error={form.errors.displayName}
        hint={`Replaces {counsellor} in the templates. Until you set it, messages are signed "${user?.username ?? ""}".`}
        className="flex-1"
      >
        {(c) => <input {...c} {...form.bind("displayName")} maxLength={60} autoComplete="name" placeholder="e.g. Priya Raman" className={inputClass} />}
      </FormField>
      <Button type="submit" variant="primary" disabled={form.busy || !form.dirty} aria-busy={form.busy || undefined} className="sm:mt-6">
        {form.busy && <Spinner className="h-4 w-4" />}
        Save name
      </Button>
    </form>
  );
}
