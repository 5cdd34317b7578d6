// The desk's employers (docs/decisions/089, 098): the list, and adding or editing one in a modal.

import { useState } from "react";
import type { Employer } from "#contracts/api-table/placement-outcomes";
import { employerSchema } from "#contracts/placement-outcomes";
import { ApiError } from "#web/lib/api";
import { useForm } from "#web/lib/forms/use-form";
import { notify } from "#web/lib/notify";
import { Button } from "../kit/button";
import { PencilIcon, PlusIcon } from "../kit/dashboard-icons";
import { CancelAndSubmit } from "../kit/form-actions";
import { FormField, inputClass } from "../kit/form-field";
import { FormModal } from "../kit/form-modal";
import { notifyFailure } from "../kit/notify";
import { type Column, ResourceTable } from "../kit/resource-table";
import { actionsColumn } from "../kit/row-actions";
import { useListQuery } from "../queries/list-state";
import { deskKeys, loadEmployers, saveEmployer } from "./api";
import { DeskPanel } from "./desk-panel";

const matches = (e: Employer, q: string) => [e.name, e.contactName, e.contactEmail].some((v) => v?.toLowerCase().includes(q));

export function EmployersPanel() {
  const list = useListQuery(deskKeys.employers, loadEmployers);
  /** "add", the employer being edited, or null when the form is closed. */
  const [editing, setEditing] = useState<"add" | Employer | null>(null);
  const employer = editing === "add" ? null : editing;

  const columns: Column<Employer>[] = [
    { header: "Employer", lead: true, cell: (e) => <span className="font-semibold text-slate-900">{e.name}</span> },
    {
      header: "Contact",
      cell: (e) =>
        e.contactName || e.contactEmail || e.contactPhone ? (
          <span className="block break-words">
            {e.contactName && <span className="block">{e.contactName}</span>}
            {e.contactEmail && <span className="block text-slate-600">{e.contactEmail}</span>}
            {e.contactPhone && <span className="block text-slate-600">{e.contactPhone}</span>}
          </span>
        ) : (
          <span className="text-slate-500">No contact yet</span>
        ),
    },
    {
      header: "Website",
      cell: (e) =>
        e.website ? (
          <a href={e.website} target="_blank" rel="noopener noreferrer" className="break-all text-brand-700 underline-offset-2 hover:underline">
            {e.website.replace(/^https?:\/\//, "")}
          </a>
        ) : (
          "—"
        ),
    },
    actionsColumn((e) => (
      <Button size="sm" onClick={() => setEditing(e)} aria-label={`Edit ${e.name}`}>
        <PencilIcon className="h-3.5 w-3.5" />
        Edit
      </Button>
    )),
  ];

  return (
    <DeskPanel
      id="employers-title"
      title="Employers"
      description="Who hires our students. A contact email lets you ask them to confirm a placement by a link."
      action={
        <Button variant="primary" onClick={() => setEditing("add")}>
          <PlusIcon className="h-4 w-4" />
          Add employer
        </Button>
      }
    >
      <ResourceTable
        noun="employers"
        caption="Employers"
        columns={columns}
        list={list}
        rowKey={(e) => e._id}
        emptyText="No employers yet. Add the first one, then its drives."
        matches={matches}
      />
      <FormModal open={editing !== null} title={employer ? `Edit ${employer.name}` : "Add employer"} onClose={() => setEditing(null)}>
        {(close) => (
          <EmployerForm
            employer={employer}
            onCancel={close}
            onSaved={(saved) => {
              setEditing(null);
              list.update((items) => [...items.filter((i) => i._id !== saved._id), saved].sort((a, b) => a.name.localeCompare(b.name)));
              list.refresh();
            }}
          />
        )}
      </FormModal>
    </DeskPanel>
  );
}

function EmployerForm({ employer, onSaved, onCancel }: { employer: Employer | null; onSaved: (e: Employer) => void; onCancel: () => void }) {
  const form = useForm({
    name: employer?.name ?? "",
    website: employer?.website ?? "",
    contactName: employer?.contactName ?? "",
    contactEmail: employer?.contactEmail ?? "",
    contactPhone: employer?.contactPhone ?? "",
  });
  const { errors, bind } = form;
  const onSubmit = form.handleSubmit({
    schema: employerSchema,
    send: async (body) => {
      const answer = await saveEmployer(employer?._id ?? null, body);
      notify.success(answer.message, { afterClose: true });
      onSaved(answer.data);
    },
    onError: (err) => {
      // A name already on the list (case and spacing folded) is the name's to fix: said beside it.
      if (err instanceof ApiError && err.status === 409 && err.answer.message) form.showErrors({ name: err.answer.message });
      else notifyFailure(employer ? "Failed to save the employer" : "Failed to add the employer", err);
    },
  });

  return (
    <form ref={form.formRef} onSubmit={onSubmit} noValidate className="space-y-4">
      <FormField label="Name" error={errors.name}>
        {(c) => <input {...c} {...bind("name")} required autoComplete="off" className={inputClass} />}
      </FormField>
      <FormField label="Website" optional error={errors.website}>
        {(c) => <input {...c} {...bind("website")} type="url" inputMode="url" placeholder="https://…" className={inputClass} />}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Contact name" optional error={errors.contactName}>
          {(c) => <input {...c} {...bind("contactName")} autoComplete="off" className={inputClass} />}
        </FormField>
        <FormField label="Contact phone" optional error={errors.contactPhone}>
          {(c) => <input {...c} {...bind("contactPhone")} type="tel" autoComplete="off" className={inputClass} />}
        </FormField>
      </div>
      <FormField label="Contact email" optional error={errors.contactEmail} hint="Where a request to confirm a placement is sent.">
        {(c) => <input {...c} {...bind("contactEmail")} type="email" autoComplete="off" className={inputClass} />}
      </FormField>
      <CancelAndSubmit busy={form.busy} submitLabel={employer ? "Save changes" : "Add employer"} busyLabel="Saving..." onCancel={onCancel} />
    </form>
  );
}
