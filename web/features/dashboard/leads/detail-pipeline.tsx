// The lead view's pipeline controls: status (with the reason a lead is lost), owner and next follow-up
// (docs/decisions/022, 051).

import { useEffect, useId, useState } from "react";
import { z } from "zod";
import {
  ENQUIRY_STATUSES,
  ENQUIRY_STATUS_LABELS,
  type EnquiryDetail,
  type EnquiryStatus,
  type EnquiryUpdate,
  formatInstituteTime,
  lostReasonSchema,
} from "#contracts/enquiry-inbox";
import { ApiError } from "#web/lib/api";
import { FieldError, errorIdOf } from "#web/lib/forms/field-error";
import { useForm } from "#web/lib/forms/use-form";
import { notify } from "#web/lib/notify";
import { Button } from "../kit/button";
import { notifyFailure } from "../kit/notify";
import { Spinner } from "../kit/spinner";
import { dueLabel } from "./due-cell";
import { fromChennaiInput, quickFollowUps, toChennaiInput } from "./follow-up-time";
import { type Counsellor, fetchEnquiry, updateEnquiry } from "./api";

const control =
  "w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-800 outline-none focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 disabled:opacity-60 aria-[invalid=true]:border-red-400";
const labelClass = "mb-1 block text-sm font-bold text-brand-900";

/** Reasons counsellors often give; any other text is fine. */
const LOST_REASONS = ["Joined another institute", "Fees are too high", "Batch timings do not suit", "Stopped answering", "Only wanted information"];

interface PipelineProps {
  detail: EnquiryDetail;
  onChange: (next: EnquiryDetail) => void;
  isAdmin: boolean;
  userId: string;
  counsellors: Counsellor[];
}

type Busy = "status" | "followUp" | "owner" | null;

/** The follow-up field as typed (a Chennai date and time), checked before it is turned into an instant. */
const followUpSchema = z.object({
  followUp: z.string().refine((typed) => fromChennaiInput(typed) !== null, "Choose a date and a time"),
});

const followUpInput = (detail: EnquiryDetail) => ({ followUp: detail.followUpAt ? toChennaiInput(detail.followUpAt) : "" });

/** Status (not interested asks why), the next follow-up on the Chennai clock, and the owner. */
export function DetailPipeline({ detail, onChange, isAdmin, userId, counsellors }: PipelineProps) {
  const id = useId();
  const [busy, setBusy] = useState<Busy>(null);
  const [asking, setAsking] = useState(false);
  const lost = useForm({ lostReason: "" });
  const follow = useForm(() => followUpInput(detail));
  const resetFollow = follow.reset;

  // The saved follow-up (set here, by a quick time or by someone else) replaces what the field shows.
  useEffect(() => resetFollow(followUpInput(detail)), [detail.followUpAt]); // eslint-disable-line react-hooks/exhaustive-deps

  async function save(kind: Exclude<Busy, null>, change: Partial<EnquiryUpdate>, done: (next: EnquiryDetail) => string, failure: string) {
    setBusy(kind);
    try {
      const next = await updateEnquiry(detail, change);
      onChange(next);
      notify.success(done(next));
      return true;
    } catch (err) {
      notifyFailure(failure, err);
      // Someone changed the lead since it was shown (409): the toast says so, and the lead as it is now replaces it.
      if (err instanceof ApiError && err.status === 409) await fetchEnquiry(detail.id).then(onChange, () => undefined);
      return false;
    } finally {
      setBusy(null);
    }
  }

  const setStatus = (status: EnquiryStatus, lostReason?: string) =>
    save("status", { status, lostReason }, () => `Marked as ${ENQUIRY_STATUS_LABELS[status].toLowerCase()}`, "Failed to update the status");

  function chooseStatus(status: EnquiryStatus) {
    if (status === detail.status) return;
    if (status === "lost") {
      setAsking(true);
      lost.reset({ lostReason: "" });
      return;
    }
    setAsking(false);
    void setStatus(status);
  }

  const confirmLost = lost.handleSubmit({
    schema: lostReasonSchema,
    send: async ({ lostReason }) => {
      if (await setStatus("lost", lostReason)) setAsking(false);
    },
  });

  const saveFollowUp = (iso: string | null) =>
    save(
      "followUp",
      { followUpAt: iso },
      (next) => (next.followUpAt ? `Follow-up set for ${formatInstituteTime(next.followUpAt)}` : "Follow-up cleared"),
      "Failed to set the follow-up",
    );

  const submitFollowUp = follow.handleSubmit({
    schema: followUpSchema,
    send: async ({ followUp }) => void (await saveFollowUp(fromChennaiInput(followUp))),
  });

  const setOwner = (ownerId: string | null) =>
    save(
      "owner",
      { ownerId },
      (next) => (next.owner ? (next.owner.id === userId ? "Assigned to you" : `Assigned to ${next.owner.username}`) : "Now unassigned"),
      "Failed to change the owner",
    );

  // A student (enrolled) owes no first reply but their follow-ups come due (docs/decisions/072); a lost lead has nothing due.
  const nothingDue = detail.status === "lost";
  const due = dueLabel(detail);
  const owners =
    detail.owner && !counsellors.some((c) => c.id === detail.owner!.id) ? [...counsellors, { ...detail.owner, available: false, openLeads: 0 }] : counsellors;

  return (
    <div className="grid gap-5 rounded-xl p-4 ring-1 ring-slate-200 sm:grid-cols-2">
      <div>
        <label htmlFor={`${id}-status`} className={labelClass}>
          Status
        </label>
        <div className="flex items-center gap-2">
          <select
            id={`${id}-status`}
            value={asking ? "lost" : detail.status}
            disabled={busy === "status"}
            onChange={(e) => chooseStatus(e.target.value as EnquiryStatus)}
            className={control}
          >
            {ENQUIRY_STATUSES.map((s) => (
              <option key={s} value={s}>
                {ENQUIRY_STATUS_LABELS[s]}
              </option>
            ))}
          </select>
          {busy === "status" && <Spinner className="h-4 w-4" />}
        </div>
        {detail.status === "lost" && detail.lostReason && !asking && <p className="mt-1 text-sm text-slate-600">Reason: {detail.lostReason}</p>}
        {asking && (
          <form ref={lost.formRef} onSubmit={confirmLost} className="mt-3 space-y-2 rounded-lg bg-slate-50 p-3 ring-1 ring-slate-200" noValidate>
            <label htmlFor={`${id}-reason`} className="block text-sm font-semibold text-slate-700">
              Why is {detail.name.split(" ")[0]} not interested?
            </label>
            <input
              id={`${id}-reason`}
              list={`${id}-reasons`}
              {...lost.bind("lostReason")}
              maxLength={200}
              autoFocus
              aria-invalid={lost.errors.lostReason ? true : undefined}
              aria-describedby={lost.errors.lostReason ? errorIdOf(`${id}-reason`) : undefined}
              className={control}
            />
            <datalist id={`${id}-reasons`}>
              {LOST_REASONS.map((r) => (
                <option key={r} value={r} />
              ))}
            </datalist>
            <FieldError id={`${id}-reason`} error={lost.errors.lostReason} className="" />
            <div className="flex justify-end gap-2">
              <Button size="sm" onClick={() => setAsking(false)} disabled={busy === "status"}>
                Cancel
              </Button>
              <Button size="sm" type="submit" variant="primary" disabled={busy === "status"}>
                Mark not interested
              </Button>
            </div>
          </form>
        )}
      </div>

      <div>
        <p className={labelClass} id={`${id}-owner-label`}>
          Owner
        </p>
        {isAdmin ? (
          <div className="flex items-center gap-2">
            <select
              aria-labelledby={`${id}-owner-label`}
              value={detail.owner?.id ?? ""}
              disabled={busy === "owner"}
              onChange={(e) => void setOwner(e.target.value || null)}
              className={control}
            >
              <option value="">Unassigned</option>
              {owners.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.username}
                  {c.available ? "" : " (away)"}
                </option>
              ))}
            </select>
            {busy === "owner" && <Spinner className="h-4 w-4" />}
          </div>
        ) : detail.owner ? (
          <p className="py-2 text-sm text-slate-900">{detail.owner.id === userId ? `You (${detail.owner.username})` : detail.owner.username}</p>
        ) : (
          <Button variant="primary" onClick={() => void setOwner(userId)} disabled={busy === "owner"}>
            {busy === "owner" && <Spinner className="h-4 w-4" />}
            Assign to me
          </Button>
        )}
      </div>

      <form ref={follow.formRef} onSubmit={submitFollowUp} className="sm:col-span-2" noValidate>
        <label htmlFor={`${id}-follow`} className={labelClass}>
          Next follow-up <span className="font-normal text-slate-500">(Chennai time)</span>
        </label>
        <p className="mb-2 text-sm text-slate-600">
          {nothingDue
            ? "Nothing is due on a not interested lead."
            : detail.dueAt && due
              ? `${due}: ${formatInstituteTime(detail.dueAt)}${detail.followUpAt === detail.dueAt ? "" : " (first reply)"}`
              : "No follow-up set."}
          {detail.followUpReason && <span className="block font-medium text-slate-800">{detail.followUpReason}</span>}
        </p>
        <div className="flex flex-wrap items-start gap-2">
          <input
            id={`${id}-follow`}
            type="datetime-local"
            {...follow.bind("followUp")}
            aria-invalid={follow.errors.followUp ? true : undefined}
            aria-describedby={follow.errors.followUp ? errorIdOf(`${id}-follow`) : undefined}
            className={`${control} w-auto min-w-[14rem] flex-1 sm:flex-none`}
          />
          <Button type="submit" variant="primary" disabled={busy === "followUp"}>
            {busy === "followUp" && <Spinner className="h-4 w-4" />}
            Set follow-up
          </Button>
          {detail.followUpAt && (
            <Button onClick={() => void saveFollowUp(null)} disabled={busy === "followUp"}>
              Clear
            </Button>
          )}
        </div>
        <FieldError id={`${id}-follow`} error={follow.errors.followUp} />
        {/* Each saves at once: 44 px tall on a phone, so a thumb picks the one it meant. */}
        <div className="mt-2 flex flex-wrap gap-2" role="group" aria-label="Quick follow-up times">
          {quickFollowUps().map((q) => (
            <Button
              key={q.label}
              size="sm"
              variant="ghost"
              className="min-h-11 ring-1 ring-slate-200 sm:min-h-0"
              disabled={busy === "followUp"}
              onClick={() => void saveFollowUp(q.at)}
            >
              {q.label}
            </Button>
          ))}
        </div>
      </form>
    </div>
  );
}
