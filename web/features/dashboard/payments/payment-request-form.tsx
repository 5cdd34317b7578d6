// The form that asks for a fee: description, instalments with amounts and due dates, and the batch it is for.

import { useId, useState } from "react";
import { addDays, instituteDay } from "#contracts/institute-time";
import { type LeadPayments, MAX_INSTALMENTS, type PaymentRequestInput, paymentRequestSchema, splitFee } from "#contracts/payments";
import { FieldError, describedControl } from "#web/lib/forms/field-error";
import { useForm } from "#web/lib/forms/use-form";
import { Button } from "../kit/button";
import { Spinner } from "../kit/spinner";

const control =
  "w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-800 outline-none focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 aria-[invalid=true]:border-red-400";
const label = "mb-1 block text-sm font-semibold text-slate-700";

const SLOTS = Array.from({ length: MAX_INSTALMENTS }, (_, i) => i);
type Values = Record<string, string>;

/** The plan's amounts (whole rupees, the remainder on the first) and due dates a month apart from today. */
function planValues(total: string, parts: number, today: string): Values {
  const amounts = Number(total) > 0 ? splitFee(Math.round(Number(total)), parts) : [];
  const values: Values = {};
  for (const i of SLOTS) {
    values[`amount${i}`] = amounts[i] !== undefined ? String(amounts[i]) : "";
    values[`due${i}`] = addDays(today, 30 * i);
  }
  return values;
}

interface Props {
  payments: LeadPayments;
  course: string | null;
  onSend: (input: PaymentRequestInput) => Promise<void>;
  onCancel: () => void;
}

/** Amount (from the course or a batch), how many parts and when each is due, and what it is for. */
export function PaymentRequestForm({ payments, course, onSend, onCancel }: Props) {
  const id = useId();
  const today = instituteDay(Date.now());
  const start = payments.suggestedInr ? String(payments.suggestedInr) : "";
  const form = useForm<Values>(() => ({ description: `${course ?? "Course"} fee`, total: start, parts: "1", ...planValues(start, 1, today) }));
  const parts = Number(form.values.parts);
  // The batch the fee is for: the lead is enrolled in it when a payment is received (docs/decisions/067).
  const [batchId, setBatchId] = useState("");
  const replan = (total: string, n: number) => form.setValues((v) => ({ ...v, total, parts: String(n), ...planValues(total, n, today) }));

  const onSubmit = form.handleSubmit({
    schema: paymentRequestSchema,
    input: (v) => ({
      description: v.description,
      instalments: SLOTS.slice(0, Number(v.parts)).map((i) => ({ amountInr: v[`amount${i}`] || undefined, dueDate: v[`due${i}`] })),
      ...(batchId && { batchId }),
    }),
    send: onSend,
  });

  return (
    <form
      ref={form.formRef}
      aria-label="Ask for a payment"
      onSubmit={onSubmit}
      noValidate
      className="space-y-3 rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200"
    >
      <div>
        <label htmlFor={`${id}-description`} className={label}>
          What it is for
        </label>
        <input {...describedControl(`${id}-description`, form.errors.description)} maxLength={120} {...form.bind("description")} className={control} />
        <FieldError id={`${id}-description`} error={form.errors.description} />
      </div>
      <div className="grid gap-3 sm:grid-cols-3">
        {payments.batches.length > 0 && (
          <div>
            <label htmlFor={`${id}-batch`} className={label}>
              Batch
            </label>
            <select
              id={`${id}-batch`}
              className={control}
              value={batchId}
              onChange={(e) => {
                const chosen = payments.batches.find((b) => b.id === e.target.value);
                setBatchId(chosen?.id ?? "");
                if (chosen) replan(String(chosen.feeInr), parts);
              }}
            >
              <option value="">Course fee</option>
              {payments.batches.map((b) => (
                <option key={b.id} value={b.id}>
                  Starts {b.startDate}: ₹{b.feeInr.toLocaleString("en-IN")}
                </option>
              ))}
            </select>
          </div>
        )}
        <div>
          <label htmlFor={`${id}-total`} className={label}>
            Total fee (₹)
          </label>
          <input id={`${id}-total`} inputMode="numeric" value={form.values.total} onChange={(e) => replan(e.target.value, parts)} className={control} />
        </div>
        <div>
          <label htmlFor={`${id}-parts`} className={label}>
            Instalments
          </label>
          <select id={`${id}-parts`} value={form.values.parts} onChange={(e) => replan(form.values.total, Number(e.target.value))} className={control}>
            {SLOTS.map((i) => (
              <option key={i} value={String(i + 1)}>
                {i === 0 ? "Pay in full" : `${i + 1} parts`}
              </option>
            ))}
          </select>
        </div>
      </div>
      <FieldError id={`${id}-instalments`} error={form.errors.instalments} />
      <ol className="space-y-2">
        {SLOTS.slice(0, parts).map((i) => {
          const amountError = form.errors[`instalments.${i}.amountInr`];
          const dueError = form.errors[`instalments.${i}.dueDate`];
          return (
            <li key={i} className="grid gap-2 sm:grid-cols-[6rem_1fr_1fr] sm:items-start">
              <span className="pt-2 text-sm font-semibold text-slate-600">{parts > 1 ? `Part ${i + 1}` : "Amount"}</span>
              <div>
                <label htmlFor={`${id}-amount${i}`} className="sr-only">
                  Amount of part {i + 1} (₹)
                </label>
                <input
                  {...describedControl(`${id}-amount${i}`, amountError)}
                  inputMode="decimal"
                  placeholder="₹"
                  {...form.bind(`amount${i}`)}
                  className={control}
                />
                <FieldError id={`${id}-amount${i}`} error={amountError} />
              </div>
              <div>
                <label htmlFor={`${id}-due${i}`} className="sr-only">
                  Due date of part {i + 1}
                </label>
                <input {...describedControl(`${id}-due${i}`, dueError)} type="date" min={today} {...form.bind(`due${i}`)} className={control} />
                <FieldError id={`${id}-due${i}`} error={dueError} />
              </div>
            </li>
          );
        })}
      </ol>
      <p className="text-xs text-slate-600">Each part gets its own Razorpay payment link, emailed to the student; send it on WhatsApp from the list below.</p>
      <div className="flex justify-end gap-2">
        <Button onClick={onCancel} disabled={form.busy}>
          Cancel
        </Button>
        <Button type="submit" variant="primary" disabled={form.busy}>
          {form.busy && <Spinner className="h-4 w-4" />}
          Create payment link{parts > 1 ? "s" : ""}
        </Button>
      </div>
    </form>
  );
}
