// A lead's or a delivery's status as a coloured pill with its word, never colour alone.

import { FEE_STATE_LABELS, type FeeState } from "#contracts/batches";
import { ENQUIRY_STATUS_LABELS, type EnquiryStatus, type OutboxStatus } from "#contracts/enquiry-inbox";

const tones: Record<EnquiryStatus | OutboxStatus, string> = {
  new: "bg-sky-50 text-sky-800 ring-sky-200 [--dot:var(--color-sky-500)]",
  contacted: "bg-amber-50 text-amber-800 ring-amber-200 [--dot:var(--color-amber-500)]",
  demo_scheduled: "bg-violet-50 text-violet-800 ring-violet-200 [--dot:var(--color-violet-500)]",
  enrolled: "bg-emerald-50 text-emerald-800 ring-emerald-200 [--dot:var(--color-emerald-500)]",
  lost: "bg-slate-100 text-slate-700 ring-slate-200 [--dot:var(--color-slate-400)]",
  pending: "bg-amber-50 text-amber-800 ring-amber-200 [--dot:var(--color-amber-500)]",
  sent: "bg-emerald-50 text-emerald-700 ring-emerald-200 [--dot:var(--color-emerald-500)]",
  failed: "bg-red-50 text-red-700 ring-red-200 [--dot:var(--color-red-500)]",
};

const labels: Record<OutboxStatus, string> = { pending: "Pending", sent: "Sent", failed: "Failed" };

/**
 * An enquiry's pipeline step (new … enrolled, not interested) or a delivery's
 * (pending, sent, failed), in words; an enrolled lead's fee state beside it
 * ("Enrolled · Part-paid", docs/decisions/067).
 */
export function StatusPill({ status, fee }: { status: EnquiryStatus | OutboxStatus; fee?: FeeState }) {
  const label = status in ENQUIRY_STATUS_LABELS ? ENQUIRY_STATUS_LABELS[status as EnquiryStatus] : labels[status as OutboxStatus];
  return (
    <span className={`inline-flex items-center gap-1.5 whitespace-nowrap rounded-full px-2.5 py-1 text-xs font-semibold ring-1 ${tones[status] ?? tones.lost}`}>
      <span aria-hidden="true" className="h-1.5 w-1.5 rounded-full bg-(--dot)" />
      {label ?? status}
      {fee && fee !== "none" && <span className={fee === "overdue" ? "text-red-700" : undefined}>· {FEE_STATE_LABELS[fee]}</span>}
    </span>
  );
}
