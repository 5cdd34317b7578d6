// The lead view's actions: log a call and how it went, a note, or a WhatsApp template; each lands on the
// timeline.

import { useEffect, useId, useState } from "react";
import {
  CALL_OUTCOMES,
  CALL_OUTCOME_LABELS,
  type ActivityInput,
  type CallOutcome,
  type EnquiryDetail,
  activitySchema,
  formatInstituteTime,
} from "#contracts/enquiry-inbox";
import { type MessageTemplate, fillTemplate, whatsappLink } from "#contracts/message-templates";
import { PhoneIcon, WhatsAppIcon } from "#web/components/icons";
import { notify } from "#web/lib/notify";
import { useSite } from "#web/lib/site-content";
import { Button } from "../kit/button";
import { PencilIcon } from "../kit/dashboard-icons";
import { FieldError, describedControl, errorIdOf } from "#web/lib/forms/field-error";
import { useForm } from "#web/lib/forms/use-form";
import { serverReason } from "#web/lib/forms/form-errors";
import { notifyFailure } from "../kit/notify";
import { Spinner } from "../kit/spinner";
import { retryFollowUp } from "./follow-up-time";
import { addActivity, updateEnquiry } from "./api";
import { useTemplates } from "./inbox-queries";
import { useOpenPaymentLink } from "../payments/lead-payments";

const control =
  "w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-800 outline-none focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 aria-[invalid=true]:border-red-400";
const actionLink =
  "inline-flex items-center justify-center gap-2 rounded-lg px-4 py-2 text-sm font-semibold shadow-sm transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600";

interface ActionsProps {
  detail: EnquiryDetail;
  onChange: (next: EnquiryDetail) => void;
  /** The signed-in user's name, for {counsellor} in a template. */
  username: string;
}

type Open = "note" | "call" | "whatsapp" | null;

/** Call (then say how it went), WhatsApp with a template, or a note: each lands on the timeline. */
export function DetailActions({ detail, onChange, username }: ActionsProps) {
  const [open, setOpen] = useState<Open>(null);
  const [busy, setBusy] = useState(false);

  /** Logs the activity; `retryAt` then sets the next follow-up on the lead as the log left it. */
  async function log(activity: ActivityInput, done: string, failure: string, retryAt?: string) {
    setBusy(true);
    try {
      const logged = await addActivity(detail.id, activity);
      onChange(retryAt ? await updateEnquiry(logged, { followUpAt: retryAt }) : logged);
      notify.success(retryAt ? `${done}. Next try ${formatInstituteTime(retryAt)}` : done);
      setOpen(null);
      return true;
    } catch (err) {
      notifyFailure(failure, err);
      return false;
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby="actions-title" className="space-y-3">
      <h3 id="actions-title" className="text-sm font-bold text-brand-900">
        Follow up
      </h3>
      <div className="flex flex-wrap gap-2">
        <a href={`tel:+91${detail.phone}`} onClick={() => setOpen("call")} className={`${actionLink} bg-brand-700 text-white hover:bg-brand-800`}>
          <PhoneIcon className="h-4 w-4" />
          Call {detail.phone}
        </a>
        <Button aria-expanded={open === "whatsapp"} onClick={() => setOpen(open === "whatsapp" ? null : "whatsapp")}>
          <WhatsAppIcon className="h-4 w-4 text-emerald-600" />
          WhatsApp
        </Button>
        <Button aria-expanded={open === "note"} onClick={() => setOpen(open === "note" ? null : "note")}>
          <PencilIcon className="h-4 w-4" />
          Add a note
        </Button>
      </div>
      {open === "call" && (
        <CallOutcomeForm
          busy={busy}
          onCancel={() => setOpen(null)}
          onLog={(outcome, text, retryAt) => log({ kind: "call", outcome, text }, "Call logged", "Failed to log the call", retryAt)}
        />
      )}
      {open === "note" && (
        <NoteForm busy={busy} onCancel={() => setOpen(null)} onLog={(text) => log({ kind: "note", text }, "Note added", "Failed to add the note")} />
      )}
      {open === "whatsapp" && (
        <WhatsAppComposer
          detail={detail}
          username={username}
          busy={busy}
          onCancel={() => setOpen(null)}
          onSent={(text, templateId) => log({ kind: "whatsapp", text, templateId }, "WhatsApp message logged", "Failed to log the WhatsApp message")}
        />
      )}
    </section>
  );
}

interface PanelProps {
  children: React.ReactNode;
  onSubmit?: (e: React.FormEvent) => void;
  label: string;
  formRef?: React.Ref<HTMLFormElement>;
}

function Panel({ children, onSubmit, label, formRef }: PanelProps) {
  return (
    <form ref={formRef} aria-label={label} onSubmit={onSubmit} noValidate className="space-y-3 rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200">
      {children}
    </form>
  );
}

/** Outcomes after which the counsellor will want to call again. */
const TRY_AGAIN: readonly string[] = ["no_answer", "busy"];

interface CallOutcomeFormProps {
  busy: boolean;
  onLog: (outcome: CallOutcome, text?: string, retryAt?: string) => Promise<unknown>;
  onCancel: () => void;
}

/** How the call went; after "No answer" or "Busy" it proposes the next try (on by default, can be unticked). */
function CallOutcomeForm({ busy, onLog, onCancel }: CallOutcomeFormProps) {
  const id = useId();
  const form = useForm({ outcome: "", text: "" });
  // Proposed when the outcome is chosen, so the time shown is the time saved.
  const [retryAt, setRetryAt] = useState<string | null>(null);
  const [retry, setRetry] = useState(true);
  const choose = (o: CallOutcome) => {
    form.set("outcome", o);
    setRetryAt(TRY_AGAIN.includes(o) ? retryFollowUp() : null);
  };
  const onSubmit = form.handleSubmit({
    schema: activitySchema,
    input: (v) => ({ kind: "call", outcome: v.outcome || undefined, text: v.text.trim() || undefined }),
    send: async (data) => {
      if (data.kind === "call") await onLog(data.outcome, data.text, retry && retryAt ? retryAt : undefined);
    },
  });
  const error = form.errors.outcome;
  return (
    <Panel label="Log the call" onSubmit={onSubmit} formRef={form.formRef}>
      <fieldset aria-describedby={error ? errorIdOf(id) : undefined}>
        <legend className="mb-2 text-sm font-semibold text-slate-700">How did the call go?</legend>
        <div className="flex flex-wrap gap-2">
          {CALL_OUTCOMES.map((o, i) => (
            <label
              key={o}
              className="inline-flex cursor-pointer items-center gap-2 rounded-lg bg-white px-3 py-1.5 text-sm ring-1 ring-slate-300 has-[:checked]:bg-brand-50 has-[:checked]:ring-brand-600"
            >
              <input
                type="radio"
                name={`${id}-outcome`}
                value={o}
                checked={form.values.outcome === o}
                onChange={() => choose(o)}
                aria-invalid={error && i === 0 ? true : undefined}
                className="accent-brand-700"
              />
              {CALL_OUTCOME_LABELS[o]}
            </label>
          ))}
        </div>
      </fieldset>
      <FieldError id={id} error={error} className="" />
      {retryAt && (
        <label className="flex items-center gap-2 text-sm text-slate-700">
          <input type="checkbox" checked={retry} onChange={(e) => setRetry(e.target.checked)} className="h-4 w-4 accent-brand-700" />
          Try again {formatInstituteTime(retryAt)} (next follow-up)
        </label>
      )}
      <div>
        <label htmlFor={`${id}-text`} className="mb-1 block text-sm font-semibold text-slate-700">
          What was said <span className="font-normal text-slate-500">(optional)</span>
        </label>
        <textarea id={`${id}-text`} rows={2} maxLength={2000} {...form.bind("text")} className={control} />
        <FieldError id={`${id}-text`} error={form.errors.text} />
      </div>
      <FormButtons busy={busy} onCancel={onCancel} label="Log call" />
    </Panel>
  );
}

function NoteForm({ busy, onLog, onCancel }: { busy: boolean; onLog: (text: string) => Promise<unknown>; onCancel: () => void }) {
  const id = useId();
  const form = useForm({ text: "" });
  const onSubmit = form.handleSubmit({
    schema: activitySchema,
    input: (v) => ({ kind: "note", text: v.text }),
    send: async (data) => {
      if (data.kind === "note") await onLog(data.text);
    },
  });
  return (
    <Panel label="Add a note" onSubmit={onSubmit} formRef={form.formRef}>
      <label htmlFor={id} className="block text-sm font-semibold text-slate-700">
        Note
      </label>
      <textarea {...describedControl(id, form.errors.text)} rows={3} autoFocus maxLength={2000} {...form.bind("text")} className={control} />
      <FieldError id={id} error={form.errors.text} className="" />
      <FormButtons busy={busy} onCancel={onCancel} label="Save note" />
    </Panel>
  );
}

/** Cancel and the form's submit button, busy while the activity is being saved. */
function FormButtons({ busy, onCancel, label }: { busy: boolean; onCancel: () => void; label: string }) {
  return (
    <div className="flex justify-end gap-2">
      <Button onClick={onCancel} disabled={busy}>
        Cancel
      </Button>
      <Button type="submit" variant="primary" disabled={busy}>
        {busy && <Spinner className="h-4 w-4" />}
        {label}
      </Button>
    </div>
  );
}

interface ComposerProps {
  detail: EnquiryDetail;
  username: string;
  busy: boolean;
  onSent: (text: string, templateId?: string) => void;
  onCancel: () => void;
}

/** Choose a template (filled with the visitor's name, course, the institute and you), adjust it, open WhatsApp. */
function WhatsAppComposer({ detail, username, busy, onSent, onCancel }: ComposerProps) {
  const id = useId();
  const site = useSite();
  const query = useTemplates();
  const templates = query.data ?? (query.isError ? [] : null);
  const loadError = query.isError ? (serverReason(query.error) ?? "Could not load the templates. Write the message yourself.") : undefined;
  // The one form hook (docs/decisions/045): the message is checked with the activity's contract schema, its message shown by FieldError.
  const form = useForm({ templateId: "", text: "" });
  const { setValues } = form;
  const [started, setStarted] = useState(false);

  const paymentLink = useOpenPaymentLink(detail.id);
  const fill = (t: MessageTemplate) =>
    fillTemplate(t.body, { name: detail.name, course: detail.course, institute: site.name, counsellor: username, paymentLink });

  // The first template fills the message once, when the list is there.
  useEffect(() => {
    if (started || !query.data) return;
    setStarted(true);
    const first = query.data[0];
    if (first) setValues({ templateId: first.id, text: fill(first) });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the composer has its templates
  }, [query.data, started]);

  function choose(idValue: string) {
    const t = templates?.find((x) => x.id === idValue);
    form.set("templateId", idValue);
    form.set("text", t ? fill(t) : "");
  }

  // Checked on the link's click: WhatsApp opens from that click or not at all (a popup opened later would be blocked).
  const checked = () => form.check(activitySchema, { kind: "whatsapp", text: form.values.text, templateId: form.values.templateId || undefined });
  const error = form.errors.text;
  const message = form.values.text.trim();
  return (
    <Panel label="Send a WhatsApp message" formRef={form.formRef}>
      {!templates ? (
        <p role="status" className="flex items-center gap-2 text-sm text-slate-600">
          <Spinner className="h-4 w-4" /> Loading templates…
        </p>
      ) : (
        <>
          {loadError && (
            <p role="alert" className="text-sm text-red-700">
              {loadError}
            </p>
          )}
          <div>
            <label htmlFor={`${id}-template`} className="mb-1 block text-sm font-semibold text-slate-700">
              Template
            </label>
            <select id={`${id}-template`} value={form.values.templateId} onChange={(e) => choose(e.target.value)} className={control}>
              {templates.map((t) => (
                <option key={t.id} value={t.id}>
                  {t.name}
                </option>
              ))}
              <option value="">No template: write my own</option>
            </select>
          </div>
          <div>
            <label htmlFor={`${id}-text`} className="mb-1 block text-sm font-semibold text-slate-700">
              Message to {detail.phone}
            </label>
            <textarea
              id={`${id}-text`}
              rows={5}
              maxLength={2000}
              {...form.bind("text")}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorIdOf(id) : `${id}-hint`}
              className={control}
            />
            {error ? (
              <FieldError id={id} error={error} />
            ) : (
              <p id={`${id}-hint`} className="mt-1 text-xs text-slate-500">
                WhatsApp opens in a new tab with this text; press send there. The message is added to the timeline.
              </p>
            )}
          </div>
          <div className="flex justify-end gap-2">
            <Button onClick={onCancel} disabled={busy}>
              Cancel
            </Button>
            <a
              href={whatsappLink(detail.phone, message)}
              target="_blank"
              rel="noopener noreferrer"
              aria-disabled={busy || undefined}
              onClick={(e) => {
                if (busy) return e.preventDefault();
                const data = checked();
                if (!data || data.kind !== "whatsapp") return e.preventDefault();
                onSent(data.text, data.templateId);
              }}
              className={`${actionLink} cursor-pointer bg-emerald-600 text-white hover:bg-emerald-700`}
            >
              <WhatsAppIcon className="h-4 w-4" />
              Open WhatsApp
            </a>
          </div>
        </>
      )}
    </Panel>
  );
}
