// A graduate's outcome on the desk (docs/decisions/089, 098): what is on record, the form that records
// it, and its proof: the offer or joining letter, and a request to the employer to confirm it by a link.

import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useId, useRef, useState } from "react";
import type { Employer, PlacementOutcome } from "#contracts/api-table/placement-outcomes";
import { formatDate } from "#contracts/date-format";
import { CONFIRMATION_LINK_DAYS, OUTCOME_CODES, OUTCOME_LABELS, type OutcomeStatus, isJob, outcomeSchema } from "#contracts/placement-outcomes";
import { useForm } from "#web/lib/forms/use-form";
import { notify } from "#web/lib/notify";
import { Button } from "../kit/button";
import { CancelAndSubmit } from "../kit/form-actions";
import { FormField, inputClass } from "../kit/form-field";
import { DialogLoadFailed, DialogLoading } from "../kit/load-states";
import { notifyFailure } from "../kit/notify";
import { Spinner } from "../kit/spinner";
import { DotBadge } from "../kit/status-badge";
import { loadError } from "../queries/list-state";
import { askEmployer, deskKeys, loadEmployers, loadOutcome, saveOutcome, uploadLetter } from "./api";
import { amountOf } from "./drive-form";
import { EmployerOptions } from "./drive-parts";

const STATUS: Record<OutcomeStatus, { label: string; tone: "good" | "waiting" }> = {
  claimed: { label: "Claimed, not proven", tone: "waiting" },
  documented: { label: "Letter on file", tone: "good" },
  employer_confirmed: { label: "Employer confirmed", tone: "good" },
};

/** What the desk's lists read again after a change to an outcome: the graduates, the confirmations. */
const refreshLists = (client: ReturnType<typeof useQueryClient>, leadId: string) =>
  Promise.all([
    client.invalidateQueries({ queryKey: deskKeys.outcome(leadId) }),
    client.invalidateQueries({ queryKey: deskKeys.students }),
    client.invalidateQueries({ queryKey: deskKeys.confirmations }),
  ]);

export function OutcomeEditor({ leadId, onClose }: { leadId: string; onClose: () => void }) {
  const outcome = useQuery({ queryKey: deskKeys.outcome(leadId), queryFn: ({ signal }) => loadOutcome(leadId, signal) });
  // The form starts with its employer chosen: the list of employers is there first.
  const employers = useQuery({ queryKey: deskKeys.employers, queryFn: ({ signal }) => loadEmployers(signal) });
  if (outcome.isPending || employers.isPending) return <DialogLoading>Loading the outcome…</DialogLoading>;
  if (outcome.isError || employers.isError)
    return <DialogLoadFailed>Could not load the outcome. {loadError(outcome.error ?? employers.error)}</DialogLoadFailed>;
  return (
    <div className="space-y-5">
      <OnRecord outcome={outcome.data} />
      <OutcomeForm key={outcome.data.updatedAt ?? "none"} outcome={outcome.data} employers={employers.data} onClose={onClose} />
      {outcome.data.code !== null && outcome.data.code !== "seeking" && <Proof outcome={outcome.data} />}
    </div>
  );
}

function OnRecord({ outcome }: { outcome: PlacementOutcome }) {
  if (outcome.code === null || outcome.status === null) {
    return (
      <p className="rounded-lg bg-slate-50 p-3 text-sm text-slate-700 ring-1 ring-slate-200">
        Nothing on record yet{outcome.intent?.seeking === false ? ": they said early that they are not looking for a job" : ""}.
      </p>
    );
  }
  const status = STATUS[outcome.status];
  return (
    <div className="space-y-2 rounded-lg bg-slate-50 p-3 text-sm text-slate-700 ring-1 ring-slate-200">
      <p className="flex flex-wrap items-center gap-2">
        <span className="font-semibold text-slate-900">{OUTCOME_LABELS[outcome.code]}</span>
        <DotBadge tone={status.tone}>{status.label}</DotBadge>
      </p>
      {outcome.employerName && (
        <p>
          {outcome.role ? `${outcome.role} at ` : ""}
          {outcome.employerName}
          {outcome.startDate ? `, from ${formatDate(outcome.startDate)}` : ""}
        </p>
      )}
      {outcome.employerDisputed && (
        <p role="status" className="rounded bg-amber-50 p-2 text-amber-900">
          {outcome.employerDisputed.by} answered the link “This is not right”
          {outcome.employerDisputed.note ? `: “${outcome.employerDisputed.note}”` : ""}. Check the claim with the employer.
        </p>
      )}
    </div>
  );
}

const valuesOf = (o: PlacementOutcome) => ({
  code: o.code ?? "",
  employerId: o.employerId ?? "",
  role: o.role ?? "",
  startDate: o.startDate ?? "",
  baseSalaryMonthly: o.baseSalaryMonthly?.toString() ?? "",
  ctcAnnual: o.ctcAnnual?.toString() ?? "",
});

interface OutcomeFormProps {
  outcome: PlacementOutcome;
  employers: Employer[];
  onClose: () => void;
}

function OutcomeForm({ outcome, employers, onClose }: OutcomeFormProps) {
  const client = useQueryClient();
  const form = useForm(valuesOf(outcome));
  const { errors, bind, values } = form;
  const job = isJob(values.code);
  const onSubmit = form.handleSubmit({
    schema: outcomeSchema,
    // Only a job names an employer, a role, a date and pay.
    input: (v) =>
      isJob(v.code)
        ? {
            code: v.code,
            employerId: v.employerId || undefined,
            role: v.role,
            startDate: v.startDate || undefined,
            baseSalaryMonthly: amountOf(v.baseSalaryMonthly),
            ctcAnnual: amountOf(v.ctcAnnual),
          }
        : { code: v.code },
    send: async (body) => {
      const answer = await saveOutcome(outcome.leadId, body);
      notify.success(answer.message);
      client.setQueryData(deskKeys.outcome(outcome.leadId), answer.data);
      await refreshLists(client, outcome.leadId);
    },
    onError: (err) => notifyFailure("Failed to save the outcome", err),
  });

  return (
    <form ref={form.formRef} onSubmit={onSubmit} noValidate className="space-y-4">
      <FormField label="Outcome" error={errors.code}>
        {(c) => (
          <select {...c} {...bind("code")} required className={inputClass}>
            <option value="">Choose the outcome</option>
            {OUTCOME_CODES.map((code) => (
              <option key={code} value={code}>
                {OUTCOME_LABELS[code]}
              </option>
            ))}
          </select>
        )}
      </FormField>
      {job && (
        <>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField label="Employer" error={errors.employerId}>
              {(c) => (
                <select {...c} {...bind("employerId")} required className={inputClass}>
                  <EmployerOptions employers={employers} />
                </select>
              )}
            </FormField>
            <FormField label="Role" optional error={errors.role}>
              {(c) => <input {...c} {...bind("role")} autoComplete="off" className={inputClass} />}
            </FormField>
          </div>
          <FormField label="Start date" optional error={errors.startDate}>
            {(c) => <input {...c} {...bind("startDate")} type="date" className={inputClass} />}
          </FormField>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField label="Base pay a month (₹)" optional error={errors.baseSalaryMonthly}>
              {(c) => <input {...c} {...bind("baseSalaryMonthly")} inputMode="numeric" autoComplete="off" className={inputClass} />}
            </FormField>
            <FormField label="CTC a year (₹)" optional error={errors.ctcAnnual}>
              {(c) => <input {...c} {...bind("ctcAnnual")} inputMode="numeric" autoComplete="off" className={inputClass} />}
            </FormField>
          </div>
        </>
      )}
      <CancelAndSubmit busy={form.busy} submitLabel="Save outcome" busyLabel="Saving..." onCancel={onClose} />
    </form>
  );
}

/** The letter on file for the claim as it stands, and the employer's confirmation by an emailed link. */
function Proof({ outcome }: { outcome: PlacementOutcome }) {
  const client = useQueryClient();
  const fileId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState<"letter" | "ask" | null>(null);
  const letters = outcome.evidence.filter((e) => e.kind === "letter" && e.current);

  async function upload() {
    if (!file) return;
    setBusy("letter");
    try {
      const answer = await uploadLetter(outcome.leadId, file);
      notify.success(answer.message);
      client.setQueryData(deskKeys.outcome(outcome.leadId), answer.data);
      setFile(null);
      if (fileInput.current) fileInput.current.value = "";
      await refreshLists(client, outcome.leadId);
    } catch (err) {
      notifyFailure("Failed to add the letter", err);
    } finally {
      setBusy(null);
    }
  }

  async function ask() {
    setBusy("ask");
    try {
      const answer = await askEmployer(outcome.leadId);
      notify.success(answer.message);
      await refreshLists(client, outcome.leadId);
    } catch (err) {
      notifyFailure("Could not send the request", err);
    } finally {
      setBusy(null);
    }
  }

  return (
    <div className="space-y-4 border-t border-slate-200 pt-4">
      <h3 className="text-sm font-bold text-brand-900">Proof</h3>
      <div className="space-y-2">
        <label htmlFor={fileId} className="block text-sm font-semibold text-slate-700">
          Offer or joining letter
        </label>
        {letters.length > 0 && <p className="text-sm text-slate-600">On file: {letters.map((l) => l.filename ?? "letter").join(", ")}</p>}
        <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
          <input
            id={fileId}
            ref={fileInput}
            type="file"
            accept="application/pdf,image/jpeg,image/png,image/webp"
            onChange={(e) => setFile(e.target.files?.[0] ?? null)}
            className="min-w-0 flex-1 text-sm text-slate-700"
          />
          <Button onClick={upload} disabled={!file || busy !== null}>
            {busy === "letter" && <Spinner className="h-4 w-4" />}
            Upload letter
          </Button>
        </div>
        <p className="text-xs text-slate-500">A PDF or a photo (JPEG, PNG or WebP).</p>
      </div>
      {outcome.code !== null && isJob(outcome.code) && outcome.status !== "employer_confirmed" && (
        <div className="space-y-2">
          <p className="text-sm text-slate-700">
            Ask {outcome.employerName ?? "the employer"} to confirm it: their contact gets an email with a link that works once, for {CONFIRMATION_LINK_DAYS}{" "}
            days.
          </p>
          <Button onClick={ask} disabled={busy !== null}>
            {busy === "ask" && <Spinner className="h-4 w-4" />}
            Ask the employer to confirm
          </Button>
        </div>
      )}
    </div>
  );
}
