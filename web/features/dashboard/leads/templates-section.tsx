// The Message templates section: the texts counsellors send on WhatsApp, with the placeholders they may use.

import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { type MessageTemplate, TEMPLATE_PLACEHOLDERS, fillTemplate, messageTemplateSchema } from "#contracts/message-templates";
import { notify } from "#web/lib/notify";
import { useSite } from "#web/lib/site-content";
import { Button } from "../kit/button";
import { ConfirmDialog } from "../kit/confirm-dialog";
import { currentUser } from "../shell/current-user";
import { AlertIcon, PencilIcon, PlusIcon, TrashIcon } from "../kit/dashboard-icons";
import { useForm } from "#web/lib/forms/use-form";
import { FormField, inputClass } from "../kit/form-field";
import { FormModal } from "../kit/form-modal";
import { notifyFailure } from "../kit/notify";
import { SignatureForm } from "./signature-form";
import { WhatsAppAutomations } from "./whatsapp-automations";
import { SectionFrame } from "../kit/section-frame";
import { Spinner } from "../kit/spinner";
import { keys } from "../queries/keys";
import { loadError } from "../queries/list-state";
import { removeTemplate, saveTemplate } from "./api";
import { useTemplates } from "./inbox-queries";
import { CancelAndSubmit } from "../kit/form-actions";

const PLACEHOLDER_HELP: Record<(typeof TEMPLATE_PLACEHOLDERS)[number], string> = {
  name: "the visitor's first name",
  course: 'the course they asked about ("your course" when none)',
  institute: "the institute's name from Site facts",
  counsellor: "the name of the staff member sending it",
  payment_link: "the lead's latest unpaid fee link (Fees, in the lead)",
};

/** Sample values for the live preview. */
const sample = (institute: string, counsellor: string) => ({
  name: "Priya Raman",
  course: "Full Stack",
  institute,
  counsellor,
  paymentLink: "https://rzp.io/i/sample",
});

/** WhatsApp texts counsellors choose from in an enquiry, with placeholders filled in for each lead. */
export function TemplatesSection() {
  const client = useQueryClient();
  const templates = useTemplates();
  const list = templates.data;
  const error = templates.isError ? loadError(templates.error) : undefined;
  /** After a write: the list here and in every enquiry's composer. */
  const reload = () => void client.invalidateQueries({ queryKey: keys.templates });
  const [editing, setEditing] = useState<MessageTemplate | "new" | null>(null);
  const [deleting, setDeleting] = useState<MessageTemplate | null>(null);
  const [busyDelete, setBusyDelete] = useState(false);
  // The automatic messages are an admin's setting (the server answers no one else).
  const [isAdmin] = useState(() => currentUser()?.role === "admin");

  async function remove() {
    if (!deleting) return;
    setBusyDelete(true);
    try {
      await removeTemplate(deleting.id);
      notify.success("Template deleted successfully", { afterClose: true });
      setDeleting(null);
      reload();
    } catch (err) {
      setDeleting(null);
      notifyFailure("Failed to delete template", err, { afterClose: true });
    } finally {
      setBusyDelete(false);
    }
  }

  return (
    <SectionFrame
      title="Message templates"
      description="Ready WhatsApp messages for following up enquiries. Counsellors pick one in an enquiry and can change it before sending."
      action={
        <Button variant="primary" className="shrink-0 whitespace-nowrap" onClick={() => setEditing("new")}>
          <PlusIcon className="h-4 w-4" />
          Add template
        </Button>
      }
    >
      {/* The templates first; the settings below them (on a phone they are three screens long). */}
      <div className="border-b border-slate-200">
        {error ? (
          <div role="alert" className="flex flex-col items-center gap-3 px-4 py-14 text-center">
            <AlertIcon className="h-8 w-8 text-red-500" />
            <p className="font-semibold text-slate-900">Could not load the templates.</p>
            <p className="text-sm text-slate-600">{error}</p>
            <Button variant="primary" onClick={() => void templates.refetch()}>
              Retry
            </Button>
          </div>
        ) : !list ? (
          <div role="status" className="flex items-center justify-center gap-3 px-4 py-16 text-slate-600">
            <Spinner />
            Loading templates…
          </div>
        ) : list.length === 0 ? (
          <p className="px-4 py-16 text-center text-slate-600">
            No templates yet. Add one, e.g. a first reply that introduces you and asks for a good time to call.
          </p>
        ) : (
          <ul className="divide-y divide-slate-100" aria-label="Message templates">
            {list.map((t) => (
              <li key={t.id} className="flex flex-col gap-3 px-4 py-4 sm:flex-row sm:items-start sm:justify-between">
                <div className="min-w-0">
                  <p className="font-semibold text-slate-900">{t.name}</p>
                  <p className="mt-1 whitespace-pre-wrap break-words text-sm text-slate-600">{t.body}</p>
                </div>
                <div className="flex shrink-0 gap-2">
                  <Button size="sm" onClick={() => setEditing(t)} aria-label={`Edit ${t.name}`}>
                    <PencilIcon className="h-3.5 w-3.5" />
                    Edit
                  </Button>
                  <Button size="sm" onClick={() => setDeleting(t)} aria-label={`Delete ${t.name}`} className="hover:border-red-300 hover:text-red-700">
                    <TrashIcon className="h-3.5 w-3.5" />
                    Delete
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </div>
      <SignatureForm />
      {isAdmin && <WhatsAppAutomations />}
      <FormModal open={editing !== null} onClose={() => setEditing(null)} title={editing === "new" ? "Add template" : "Edit template"}>
        {(close) =>
          editing !== null && (
            <TemplateForm
              key={editing === "new" ? "new" : editing.id}
              template={editing === "new" ? null : editing}
              onCancel={close}
              onSaved={(added) => {
                setEditing(null);
                notify.success(added ? "Template added successfully" : "Template updated successfully", { afterClose: true });
                reload();
              }}
            />
          )
        }
      </FormModal>
      <ConfirmDialog title="Delete template?" open={deleting !== null} busy={busyDelete} onConfirm={remove} onCancel={() => setDeleting(null)}>
        <p>
          The template <strong className="text-slate-900">{deleting?.name}</strong> will no longer be offered. Messages already sent with it stay on their
          leads' timelines.
        </p>
      </ConfirmDialog>
    </SectionFrame>
  );
}

function TemplateForm({ template, onCancel, onSaved }: { template: MessageTemplate | null; onCancel: () => void; onSaved: (added: boolean) => void }) {
  const site = useSite();
  const [counsellor] = useState(() => currentUser()?.username ?? "Anitha");
  const form = useForm({ name: template?.name ?? "", body: template?.body ?? "" });
  const { errors, busy } = form;
  const body = form.values.body;

  const submit = form.handleSubmit({
    schema: messageTemplateSchema,
    send: async (data) => {
      await saveTemplate(data, template ?? undefined);
      onSaved(!template);
    },
    onError: (err) => notifyFailure(template ? "Failed to update template" : "Failed to add template", err),
  });

  const unknown = [...body.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!).filter((k) => !(TEMPLATE_PLACEHOLDERS as readonly string[]).includes(k));
  return (
    <form ref={form.formRef} onSubmit={submit} noValidate className="space-y-4">
      <FormField label="Template name" error={errors.name} hint="Shown in the template list, e.g. First reply.">
        {(p) => <input {...p} {...form.bind("name")} maxLength={60} className={inputClass} />}
      </FormField>
      <FormField label="Message" error={errors.body} hint="Placeholders in curly brackets are filled in for each enquiry (see below).">
        {(p) => <textarea {...p} {...form.bind("body")} rows={5} maxLength={1000} className={inputClass} />}
      </FormField>
      <div className="rounded-xl bg-slate-50 p-4 text-sm ring-1 ring-slate-200">
        <p className="font-semibold text-slate-800">Placeholders</p>
        <dl className="mt-2 grid grid-cols-[7rem_minmax(0,1fr)] gap-x-3 gap-y-1">
          {TEMPLATE_PLACEHOLDERS.map((k) => (
            <div key={k} className="contents">
              <dt>
                <code className="rounded bg-white px-1.5 py-0.5 font-mono text-xs text-brand-800 ring-1 ring-slate-200">{`{${k}}`}</code>
              </dt>
              <dd className="text-slate-600">{PLACEHOLDER_HELP[k]}</dd>
            </div>
          ))}
        </dl>
        {unknown.length > 0 && (
          <p className="mt-2 text-amber-800" role="status">
            Not a placeholder, sent as written: {unknown.map((k) => `{${k}}`).join(", ")}
          </p>
        )}
      </div>
      <section aria-label="Preview" className="rounded-xl bg-emerald-50 p-4 text-sm ring-1 ring-emerald-200">
        <p className="text-xs font-semibold uppercase tracking-wide text-emerald-800">Preview for Priya Raman, Full Stack</p>
        <p className="mt-1 whitespace-pre-wrap break-words text-slate-900" aria-live="polite">
          {body.trim() ? fillTemplate(body, sample(site.name, counsellor)) : "The message appears here as you write it."}
        </p>
      </section>
      <CancelAndSubmit
        busy={busy}
        submitLabel={template ? "Save template" : "Add template"}
        busyLabel={template ? "Saving..." : "Adding..."}
        onCancel={onCancel}
      />
    </form>
  );
}
