import { useState } from "react";
import { instituteDay } from "#contracts/institute-time";
import { type Instalment, type LeadPayments, formatPaise } from "#contracts/payments";
import { notify } from "#web/lib/notify";
import { Button } from "../kit/button";
import { ConfirmDialog } from "../kit/confirm-dialog";
import { notifyFailure } from "../kit/notify";
import { cancelLink, reissueLink } from "./api";

/** A link staff may cancel (still payable, nothing paid) or re-issue (also once expired or cancelled). */
export const cancellable = (i: Instalment) => i.status === "created" && i.amountPaidPaise === 0 && !i.replacedBy;
export const reissuable = (i: Instalment) => ["created", "expired", "cancelled"].includes(i.status) && i.amountPaidPaise === 0 && !i.replacedBy;

/**
 * Cancel or re-issue one link (docs/decisions/056): both cancel the old link at
 * Razorpay first; re-issuing asks for the new due date (the old one while it has
 * not passed).
 */
export function LinkActions({ instalment: i, onDone }: { instalment: Instalment; onDone: (next: LeadPayments) => Promise<void> }) {
  const today = instituteDay(Date.now());
  const [dueDate, setDueDate] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const what = `${formatPaise(i.amountPaise)}${i.parts > 1 ? ` (${i.position} of ${i.parts})` : ""}`;

  async function run(action: () => Promise<LeadPayments>, done: string, failure: string) {
    setBusy(true);
    try {
      await onDone(await action());
      setDueDate(null);
      setConfirming(false);
      notify.success(done);
    } catch (err) {
      notifyFailure(failure, err);
    } finally {
      setBusy(false);
    }
  }

  if (dueDate !== null)
    return (
      <form
        className="flex flex-wrap items-center gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          void run(() => reissueLink(i.id, { dueDate }), "New payment link sent", "Failed to re-issue the link");
        }}
      >
        <label className="text-xs font-semibold text-slate-700">
          New due date{" "}
          <input
            type="date"
            required
            min={today}
            value={dueDate}
            onChange={(e) => setDueDate(e.target.value)}
            className="rounded-md border border-slate-300 px-2 py-1 text-xs"
          />
        </label>
        <Button size="sm" variant="primary" type="submit" disabled={busy}>
          Send new link
        </Button>
        <Button size="sm" onClick={() => setDueDate(null)} disabled={busy}>
          Keep
        </Button>
      </form>
    );
  return (
    <>
      {reissuable(i) && (
        <Button size="sm" disabled={busy} onClick={() => setDueDate(i.dueDate >= today ? i.dueDate : today)} aria-label={`Re-issue the link for ${what}`}>
          Re-issue
        </Button>
      )}
      {cancellable(i) && (
        <Button
          size="sm"
          disabled={busy}
          className="hover:border-red-300 hover:text-red-700"
          aria-label={`Cancel the link for ${what}`}
          onClick={() => setConfirming(true)}
        >
          Cancel link
        </Button>
      )}
      <ConfirmDialog
        open={confirming}
        title="Cancel this payment link?"
        busy={busy}
        confirmLabel="Cancel link"
        variant="danger"
        onCancel={() => setConfirming(false)}
        onConfirm={() => void run(() => cancelLink(i.id), "Payment link cancelled", "Failed to cancel the link")}
      >
        <p>
          The link for {what} ({i.description}) stops working at Razorpay: the student can no longer pay with it. You can re-issue it afterwards.
        </p>
      </ConfirmDialog>
    </>
  );
}
