// The lead view: what the visitor sent, the pipeline, actions, payments and timeline; admins also see
// deliveries, merge and delete.

import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { type EnquiryDetail, type EnquirySummary, formatInstituteTime } from "#contracts/enquiry-inbox";
import { Modal } from "#web/components/modal";
import { notify } from "#web/lib/notify";
import { Button } from "../kit/button";
import { ConfirmDialog } from "../kit/confirm-dialog";
import { currentUser } from "../shell/current-user";
import { TrashIcon } from "../kit/dashboard-icons";
import { keys } from "../queries/keys";
import { notifyFailure } from "../kit/notify";
import { DialogLoadFailed, DialogLoading } from "../kit/load-states";
import { Spinner } from "../kit/spinner";
import { DetailActions } from "./detail-actions";
import { DetailPipeline } from "./detail-pipeline";
import { DetailSource, DetailTimeline } from "./detail-timeline";
import { type Counsellor, mergeEnquiry, removeEnquiry, retryDelivery } from "./api";
import { useEnquiry, useInboxChanged } from "./inbox-queries";
import { DELIVERY_LABELS, FIELD_LABELS, formLabel, orderedFields } from "./labels";
import { MergeDialog } from "./merge-dialog";
import { LeadPaymentsPanel } from "../payments/lead-payments";
import { LeadBatchPanel } from "../batches/lead-batch";
import { ReceiptModal } from "../payments/receipt-modal";
import { StatusPill } from "./status-pill";
import { WideDot } from "../kit/wide-dot";
import { WhatsAppPanel } from "./whatsapp-panel";

interface EnquiryDetailModalProps {
  /** The enquiry to show; null closes the modal. */
  id: string | null;
  onClose: () => void;
  isAdmin: boolean;
  userId: string;
  counsellors: Counsellor[];
  /** The lead after this one in the inbox as listed, for working down the list; null at the end of the page. */
  next?: Pick<EnquirySummary, "id" | "name"> | null;
  onOpen?: (id: string) => void;
}

/**
 * One lead: what the visitor sent, its status, owner and next follow-up, the
 * actions that move it on (call, WhatsApp, note), its timeline and where it came
 * from; admins also see deliveries, merge and delete.
 */
export function EnquiryDetailModal({ id, onClose, isAdmin, userId, counsellors, next, onOpen }: EnquiryDetailModalProps) {
  const client = useQueryClient();
  const { detail, error: loadFailure, show } = useEnquiry(id);
  // A failed look-again while a delivery is pending keeps the lead on screen.
  const error = detail ? undefined : loadFailure;
  /** A lead deleted here: forgotten once the modal has moved on from it (not while it still shows it). */
  const deleted = useRef<string | null>(null);
  const inboxChanged = useInboxChanged();
  const [retrying, setRetrying] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [merging, setMerging] = useState(false);
  const [mergeBusy, setMergeBusy] = useState(false);
  /** A receipt shown (and printable) in place of the lead, which comes back when it closes. */
  const [receipt, setReceipt] = useState<string | null>(null);
  // Who signs the messages: the name they chose for students, else their login name.
  const [username] = useState(() => currentUser()?.displayName ?? currentUser()?.username ?? "");

  useEffect(() => {
    if (deleted.current && deleted.current !== id) {
      client.removeQueries({ queryKey: keys.enquiry(deleted.current) });
      deleted.current = null;
    }
    setConfirming(false);
    setDeleting(false);
    setMerging(false);
    setReceipt(null);
  }, [id, client]);

  /** A change saved on the server: show it, and let the list and badges catch up. */
  const changed = (next: EnquiryDetail) => {
    show(next);
    inboxChanged();
  };

  async function retry() {
    if (!detail) return;
    setRetrying(true);
    try {
      show(await retryDelivery(detail.id));
      notify.success("Retrying now");
    } catch (err) {
      notifyFailure("Failed to retry", err);
    } finally {
      setRetrying(false);
    }
  }

  async function remove() {
    if (!detail) return;
    setDeleting(true);
    try {
      await removeEnquiry(detail.id);
      deleted.current = detail.id;
      inboxChanged();
      // The confirmation stays until `id` has gone (the effect above), so the
      // detail does not flash back; the toast shows on the page after it.
      onClose();
      notify.success("Enquiry deleted successfully", { afterClose: true });
    } catch (err) {
      // The confirmation closes and the detail comes back: the toast shows in it.
      setDeleting(false);
      setConfirming(false);
      notifyFailure("Failed to delete enquiry", err, { afterClose: true });
    }
  }

  async function merge(other: EnquirySummary) {
    if (!detail) return;
    setMergeBusy(true);
    try {
      changed(await mergeEnquiry(detail.id, other.id));
      client.removeQueries({ queryKey: keys.enquiry(other.id) });
      setMerging(false);
      notify.success(`${other.name}'s lead merged into this one`, { afterClose: true });
    } catch (err) {
      setMerging(false);
      notifyFailure("Failed to merge the leads", err, { afterClose: true });
    } finally {
      setMergeBusy(false);
    }
  }

  const fields = detail ? orderedFields(detail.data) : [];
  const undelivered = detail?.outbox?.some((o) => o.status !== "sent");

  return (
    <>
      <Modal open={id !== null && !confirming && !merging && receipt === null} onClose={onClose} title={detail ? detail.name : "Enquiry"} size="max-w-5xl">
        {error ? (
          <DialogLoadFailed>Could not load this enquiry. {error}</DialogLoadFailed>
        ) : !detail ? (
          <DialogLoading>Loading enquiry…</DialogLoading>
        ) : (
          <div className="space-y-6">
            <p className="-mt-3 flex flex-wrap items-center gap-2 text-sm text-slate-600">
              <span className="font-semibold text-brand-700">{formLabel(detail.form)}</span>
              {/* Each dot goes with the text after it, and a phone (where these wrap) shows none: no line starts or ends on one. */}
              <span>
                <WideDot />
                Received {formatInstituteTime(detail.createdAt)}
              </span>
              {detail.lastSubmittedAt !== detail.createdAt && (
                <span>
                  <WideDot />
                  Latest {formatInstituteTime(detail.lastSubmittedAt)}
                </span>
              )}
              <StatusPill status={detail.status} fee={detail.feeState} />
            </p>

            <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
              <div className="min-w-0 space-y-6">
                <dl className="grid gap-x-6 gap-y-3 rounded-xl bg-slate-50 p-4 text-sm ring-1 ring-slate-200 sm:grid-cols-[9rem_minmax(0,1fr)]">
                  {fields.map(([key, value]) => (
                    <div key={key} className="contents">
                      <dt className="font-semibold text-slate-500">{FIELD_LABELS[key] ?? key}</dt>
                      <dd className="-mt-2 whitespace-pre-wrap break-words text-slate-900 sm:mt-0">
                        {key === "phone" || key === "mobile" ? (
                          <a className="font-semibold text-brand-700 underline-offset-2 hover:underline" href={`tel:+91${value}`}>
                            {value}
                          </a>
                        ) : key === "email" ? (
                          <a className="break-all font-semibold text-brand-700 underline-offset-2 hover:underline" href={`mailto:${value}`}>
                            {value}
                          </a>
                        ) : (
                          value
                        )}
                      </dd>
                    </div>
                  ))}
                </dl>

                <DetailPipeline key={detail.id} detail={detail} onChange={changed} isAdmin={isAdmin} userId={userId} counsellors={counsellors} />
                <DetailActions detail={detail} onChange={changed} username={username} />
                <WhatsAppPanel
                  detail={detail}
                  onSent={(whatsapp) => {
                    // The message shows at once; the timeline and the counts catch up on the next read.
                    show({ ...detail, whatsapp });
                    inboxChanged();
                    void client.invalidateQueries({ queryKey: keys.enquiry(detail.id) });
                  }}
                />
                <LeadPaymentsPanel detail={detail} onChange={changed} onOpenReceipt={setReceipt} />
                <LeadBatchPanel detail={detail} />
                <DetailSource detail={detail} />

                {detail.outbox && (
                  <section aria-labelledby="deliveries-title">
                    <div className="mb-2 flex items-center justify-between gap-3">
                      <h3 id="deliveries-title" className="text-sm font-bold text-brand-900">
                        Deliveries
                      </h3>
                      {undelivered && (
                        <Button size="sm" onClick={retry} disabled={retrying}>
                          {retrying && <Spinner className="h-3.5 w-3.5" />}
                          Retry now
                        </Button>
                      )}
                    </div>
                    {detail.outbox.length === 0 ? (
                      <p className="text-sm text-slate-600">
                        Nothing to deliver: forwarding and email notifications were not configured when this enquiry arrived.
                      </p>
                    ) : (
                      <ul className="divide-y divide-slate-100 rounded-xl ring-1 ring-slate-200">
                        {detail.outbox.map((o) => (
                          <li key={o.id} className="flex flex-col gap-1 px-4 py-3 text-sm sm:flex-row sm:items-center sm:justify-between">
                            <div className="min-w-0">
                              <p className="font-semibold text-slate-900">{DELIVERY_LABELS[o.kind] ?? o.kind}</p>
                              <p className="text-xs text-slate-500">
                                {o.attempts === 1 ? "1 attempt" : `${o.attempts} attempts`}
                                {o.status === "sent" && ` · sent ${formatInstituteTime(o.updatedAt)}`}
                                {o.status === "pending" && o.attempts > 0 && ` · next try ${formatInstituteTime(o.nextAttemptAt)}`}
                              </p>
                              {o.lastError && o.status !== "sent" && <p className="mt-1 break-words text-xs text-red-700">Last error: {o.lastError}</p>}
                            </div>
                            <StatusPill status={o.status} />
                          </li>
                        ))}
                      </ul>
                    )}
                  </section>
                )}
              </div>
              <div className="min-w-0 lg:border-l lg:border-slate-200 lg:pl-6">
                <DetailTimeline detail={detail} />
              </div>
            </div>

            <div className="flex flex-col-reverse gap-2 border-t border-slate-200 pt-4 sm:flex-row sm:justify-between">
              <div className="flex flex-col-reverse gap-2 sm:flex-row">
                {isAdmin && (
                  <>
                    <Button onClick={() => setConfirming(true)} className="hover:border-red-300 hover:text-red-700">
                      <TrashIcon className="h-4 w-4" />
                      Delete enquiry
                    </Button>
                    <Button onClick={() => setMerging(true)}>Merge with another lead</Button>
                  </>
                )}
              </div>
              <div className="flex flex-col-reverse gap-2 sm:flex-row">
                <Button variant={next ? "secondary" : "primary"} onClick={onClose}>
                  Close
                </Button>
                {next && onOpen && (
                  <Button variant="primary" onClick={() => onOpen(next.id)} aria-label={`Next lead: ${next.name}`}>
                    Next lead <span aria-hidden="true">→</span>
                  </Button>
                )}
              </div>
            </div>
          </div>
        )}
      </Modal>
      {/* The detail steps aside while the confirmation is open: one dialog at a time. */}
      <ConfirmDialog title="Delete enquiry?" open={confirming} busy={deleting} onConfirm={remove} onCancel={() => setConfirming(false)}>
        <p>
          The enquiry from <strong className="text-slate-900">{detail?.name}</strong> will be removed for good, with its timeline and delivery history. This
          cannot be undone.
        </p>
      </ConfirmDialog>
      <ReceiptModal id={receipt} onClose={() => setReceipt(null)} />
      {detail && isAdmin && <MergeDialog open={merging} detail={detail} busy={mergeBusy} onMerge={merge} onCancel={() => setMerging(false)} />}
    </>
  );
}
