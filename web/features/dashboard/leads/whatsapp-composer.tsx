import { useId } from "react";
import { type EnquiryDetail, formatInstituteTime } from "#contracts/enquiry-inbox";
import { type LeadWhatsApp, whatsAppReplySchema } from "#contracts/whatsapp";
import { notify } from "#web/lib/notify";
import { FieldError, describedControl, hintIdOf } from "#web/lib/forms/field-error";
import { useForm } from "#web/lib/forms/use-form";
import { Button } from "../kit/button";
import { notifyFailure } from "../kit/notify";
import { Spinner } from "../kit/spinner";
import { sendWhatsApp } from "./whatsapp-api";

// What a counsellor sends from the lead view through WhatsApp (docs/decisions/064,
// 065). WhatsApp lets a business write freely only within 24 hours of the
// student's last message; after that, only a template Meta approved. The composer
// says which applies and why before anything is typed, and offers only that.

const control =
  "w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-800 outline-none focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 aria-[invalid=true]:border-red-400";
const labelClass = "mb-1 block text-sm font-semibold text-slate-700";

const [textReply, templateReply] = whatsAppReplySchema.options;

interface ComposerProps {
  detail: EnquiryDetail;
  onSent: (conversation: LeadWhatsApp) => void;
}

export function WhatsAppComposer({ detail, onSent }: ComposerProps) {
  if (!detail.phone) return <p className="text-sm text-slate-600">This lead has no mobile number, so there is no one to write to on WhatsApp.</p>;
  const until = detail.whatsapp.freeTextUntil;
  return until ? <FreeText detail={detail} until={until} onSent={onSent} /> : <TemplateOnly detail={detail} onSent={onSent} />;
}

async function send(detail: EnquiryDetail, body: Parameters<typeof sendWhatsApp>[1], onSent: ComposerProps["onSent"]) {
  try {
    onSent(await sendWhatsApp(detail.id, body));
    notify.success("WhatsApp message on its way");
    return true;
  } catch (err) {
    notifyFailure("The WhatsApp message was not sent", err);
    throw err;
  }
}

/** Inside the window: any text, up to WhatsApp's 4,096 characters. */
function FreeText({ detail, until, onSent }: ComposerProps & { until: string }) {
  const id = useId();
  const form = useForm({ text: "" });
  const onSubmit = form.handleSubmit({
    schema: textReply,
    send: async (data) => {
      if (await send(detail, data, onSent)) form.reset({ text: "" });
    },
  });
  return (
    <form
      aria-label="Reply on WhatsApp"
      onSubmit={onSubmit}
      noValidate
      ref={form.formRef}
      className="space-y-2 rounded-xl bg-slate-50 p-3 ring-1 ring-slate-200"
    >
      <p id={hintIdOf(id)} className="text-xs text-slate-600">
        <strong className="text-emerald-800">You can write freely</strong> until {formatInstituteTime(until)}: the student wrote to us within the last 24 hours.
      </p>
      <label htmlFor={id} className={labelClass}>
        Your reply to {detail.name}
      </label>
      <textarea {...describedControl(id, form.errors.text, true)} rows={3} maxLength={4096} {...form.bind("text")} className={control} />
      <FieldError id={id} error={form.errors.text} className="" />
      <div className="flex justify-end">
        <Button type="submit" variant="primary" disabled={form.busy} className="bg-emerald-700 hover:bg-emerald-800">
          {form.busy && <Spinner className="h-4 w-4" />}
          Send on WhatsApp
        </Button>
      </div>
    </form>
  );
}

const paramsOf = (text: string) =>
  text
    .split("\n")
    .map((p) => p.trim())
    .filter(Boolean);

/** Outside the window: only an approved template, its name, language and parameters as in Meta's WhatsApp Manager. */
function TemplateOnly({ detail, onSent }: ComposerProps) {
  const id = useId();
  const form = useForm({ template: "", language: "en", params: "" });
  const onSubmit = form.handleSubmit({
    schema: templateReply,
    input: (v) => ({ template: v.template, language: v.language, params: paramsOf(v.params) }),
    send: async (data) => {
      if (await send(detail, data, onSent)) form.reset({ template: "", language: form.values.language, params: "" });
    },
  });
  const messages = detail.whatsapp.messages;
  const wrote = messages.some((m) => m.direction === "in");
  // Meta refused a message since the student last wrote, by its own clock (docs/decisions/086).
  const refused = messages.slice(messages.map((m) => m.direction).lastIndexOf("in") + 1).some((m) => m.refusal === "needs_template");
  const paramsError = Object.entries(form.errors).find(([key]) => key.startsWith("params"))?.[1];
  return (
    <form
      aria-label="Send a WhatsApp template"
      onSubmit={onSubmit}
      noValidate
      ref={form.formRef}
      className="space-y-3 rounded-xl bg-slate-50 p-3 ring-1 ring-slate-200"
    >
      <p className="text-xs text-slate-600">
        <strong className="text-amber-800">Only an approved template can go now.</strong>{" "}
        {refused
          ? "WhatsApp refused our last message: by its clock the student's last message is more than 24 hours old"
          : wrote
            ? "The student's last message is more than 24 hours old"
            : "The student has not written to us on WhatsApp"}
        , and WhatsApp allows free text only within 24 hours of their message. When they reply, you can write freely.
      </p>
      <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_6rem]">
        <div>
          <label htmlFor={`${id}-template`} className={labelClass}>
            Template name
          </label>
          <input
            {...describedControl(`${id}-template`, form.errors.template)}
            {...form.bind("template")}
            autoComplete="off"
            spellCheck={false}
            placeholder="follow_up_after_enquiry"
            className={control}
          />
          <FieldError id={`${id}-template`} error={form.errors.template} />
        </div>
        <div>
          <label htmlFor={`${id}-language`} className={labelClass}>
            Language
          </label>
          <input
            {...describedControl(`${id}-language`, form.errors.language)}
            {...form.bind("language")}
            autoComplete="off"
            spellCheck={false}
            className={control}
          />
          <FieldError id={`${id}-language`} error={form.errors.language} />
        </div>
      </div>
      <div>
        <label htmlFor={`${id}-params`} className={labelClass}>
          Parameters <span className="font-normal text-slate-500">(one per line, in the template's order)</span>
        </label>
        <textarea {...describedControl(`${id}-params`, paramsError)} rows={3} {...form.bind("params")} className={control} />
        <FieldError id={`${id}-params`} error={paramsError} />
      </div>
      <div className="flex justify-end">
        <Button type="submit" variant="primary" disabled={form.busy} className="bg-emerald-700 hover:bg-emerald-800">
          {form.busy && <Spinner className="h-4 w-4" />}
          Send template
        </Button>
      </div>
    </form>
  );
}
