import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useId, useState } from "react";
import { AUTOMATIONS, AUTOMATION_INFO, type AutomationKind, type AutomationSettings, automationsUpdateSchema } from "#contracts/whatsapp";
import { ApiError } from "#web/lib/api";
import { serverReason } from "#web/lib/forms/form-errors";
import { FieldError, describedControl } from "#web/lib/forms/field-error";
import { useForm } from "#web/lib/forms/use-form";
import { notify } from "#web/lib/notify";
import { Button } from "../kit/button";
import { inputClass } from "../kit/form-field";
import { notifyFailure } from "../kit/notify";
import { Spinner } from "../kit/spinner";
import { loadError } from "../queries/list-state";
import { fetchAutomations, saveAutomations } from "./whatsapp-api";

// The automatic WhatsApp messages (docs/decisions/064, 065), for admins: for each,
// the template Meta approved, its language, and on or off. Saved on the revision
// they were loaded with, as every editor (docs/decisions/035): a colleague's save
// in between is refused, and nothing typed here is lost until Reload is chosen.

const QUERY_KEY = ["whatsapp", "automations"] as const;

type Values = Record<string, string>;

/** Each value under the path the schema reports it by, so a message clears when its field is edited. */
const field = (kind: AutomationKind, name: "enabled" | "template" | "language") => `automations.${AUTOMATIONS.indexOf(kind)}.${name}`;

function valuesOf(settings: AutomationSettings): Values {
  const values: Values = {};
  for (const a of settings.automations) {
    values[field(a.kind, "enabled")] = a.enabled ? "on" : "";
    values[field(a.kind, "template")] = a.template ?? "";
    values[field(a.kind, "language")] = a.language;
  }
  return values;
}

/** The card on the Message templates section; admins only (the server answers no one else). */
export function WhatsAppAutomations() {
  const query = useQuery({ queryKey: QUERY_KEY, queryFn: ({ signal }) => fetchAutomations(signal) });
  return (
    <section aria-labelledby="automations-title" className="border-b border-slate-200 p-4 last:border-b-0">
      <h3 id="automations-title" className="text-base font-bold text-brand-900">
        Automatic WhatsApp messages
      </h3>
      <p className="mt-1 text-sm text-slate-600">
        Each one is a template approved in Meta's WhatsApp Manager; write its name exactly as it is there. Nothing automatic goes between{" "}
        {query.data ? `${query.data.quietHours.from} and ${query.data.quietHours.to}` : "21:00 and 08:00"} Chennai time, except the acknowledgement of a fresh
        enquiry.
      </p>
      {query.isError ? (
        <p role="alert" className="mt-3 text-sm text-red-700">
          Could not load the automatic messages. {loadError(query.error)}{" "}
          <Button size="sm" onClick={() => void query.refetch()}>
            Retry
          </Button>
        </p>
      ) : !query.data ? (
        <p role="status" className="mt-3 flex items-center gap-2 text-sm text-slate-600">
          <Spinner className="h-4 w-4" /> Loading…
        </p>
      ) : (
        <AutomationsForm settings={query.data} />
      )}
    </section>
  );
}

function AutomationsForm({ settings }: { settings: AutomationSettings }) {
  const id = useId();
  const client = useQueryClient();
  const form = useForm<Values>(() => valuesOf(settings));
  const [revision, setRevision] = useState(settings.revision);
  const [conflict, setConflict] = useState<string | null>(null);
  const { reset } = form;

  // A newer copy read after Reload replaces the form.
  useEffect(() => {
    if (settings.revision !== revision && !conflict) {
      reset(valuesOf(settings));
      setRevision(settings.revision);
    }
  }, [settings, revision, conflict, reset]);

  const onSubmit = form.handleSubmit({
    schema: automationsUpdateSchema,
    input: (v) => ({
      revision,
      automations: AUTOMATIONS.map((kind) => ({
        kind,
        enabled: v[field(kind, "enabled")] === "on",
        template: v[field(kind, "template")]?.trim() || null,
        language: v[field(kind, "language")] ?? "",
      })),
    }),
    send: async (data) => {
      const saved = await saveAutomations(data);
      client.setQueryData(QUERY_KEY, saved);
      setRevision(saved.revision);
      reset(valuesOf(saved));
      notify.success("Automatic messages saved");
    },
    onError: (err) => {
      if (err instanceof ApiError && err.status === 409) setConflict(serverReason(err) ?? "Someone else saved these since you opened them.");
      notifyFailure("Failed to save the automatic messages", err);
    },
  });

  const errorOf = (kind: AutomationKind, name: "template" | "language") => form.errors[field(kind, name)];

  return (
    <form ref={form.formRef} onSubmit={onSubmit} noValidate aria-label="Automatic WhatsApp messages" className="mt-3 space-y-3">
      {conflict && (
        <div role="alert" className="flex flex-col gap-2 rounded-lg bg-amber-50 p-3 text-sm text-amber-950 ring-1 ring-amber-300 sm:flex-row sm:items-center">
          <p className="flex-1">{conflict} Reload shows their settings; what you changed here is then lost.</p>
          <Button
            size="sm"
            onClick={() => {
              setConflict(null);
              void client.invalidateQueries({ queryKey: QUERY_KEY });
            }}
          >
            Reload
          </Button>
        </div>
      )}
      <ul className="divide-y divide-slate-100 rounded-xl ring-1 ring-slate-200">
        {AUTOMATIONS.map((kind) => {
          const info = AUTOMATION_INFO[kind];
          const base = `${id}-${kind}`;
          return (
            <li key={kind} className="grid gap-3 p-3 sm:grid-cols-[minmax(0,1.4fr)_minmax(0,1fr)_5.5rem] sm:items-start">
              <div className="min-w-0">
                <label className="flex items-center gap-2 text-sm font-semibold text-slate-900">
                  <input
                    type="checkbox"
                    className="h-4 w-4 accent-brand-700"
                    checked={form.values[field(kind, "enabled")] === "on"}
                    onChange={(e) => form.set(field(kind, "enabled"), e.target.checked ? "on" : "")}
                  />
                  {info.title}
                </label>
                <p className="mt-1 text-xs text-slate-600">
                  {info.when}. Parameters: {info.params.map((p, i) => `{{${i + 1}}} ${p}`).join(", ")}.
                </p>
              </div>
              <div>
                <label htmlFor={`${base}-template`} className="mb-1 block text-xs font-semibold text-slate-700">
                  Template name
                </label>
                <input
                  {...describedControl(`${base}-template`, errorOf(kind, "template"))}
                  {...form.bind(field(kind, "template"))}
                  autoComplete="off"
                  spellCheck={false}
                  className={inputClass}
                />
                <FieldError id={`${base}-template`} error={errorOf(kind, "template")} />
              </div>
              <div>
                <label htmlFor={`${base}-language`} className="mb-1 block text-xs font-semibold text-slate-700">
                  Language
                </label>
                <input
                  {...describedControl(`${base}-language`, errorOf(kind, "language"))}
                  {...form.bind(field(kind, "language"))}
                  autoComplete="off"
                  spellCheck={false}
                  className={inputClass}
                />
                <FieldError id={`${base}-language`} error={errorOf(kind, "language")} />
              </div>
            </li>
          );
        })}
      </ul>
      <div className="flex justify-end">
        <Button type="submit" variant="primary" disabled={form.busy || !form.dirty || conflict !== null} aria-busy={form.busy || undefined}>
          {form.busy && <Spinner className="h-4 w-4" />}
          Save automatic messages
        </Button>
      </div>
    </form>
  );
}
