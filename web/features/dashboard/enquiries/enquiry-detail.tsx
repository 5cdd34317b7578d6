import { useEffect, useState } from "react";
import { ENQUIRY_STATUSES, ENQUIRY_STATUS_LABELS, type EnquiryDetail, type EnquiryStatus, formatInstituteTime } from "../../../../contracts/enquiry-inbox";
import { Modal } from "../../../components/modal";
import { notify } from "../../../lib/notify";
import { Button } from "../button";
import { ConfirmDialog } from "../confirm-dialog";
import { AlertIcon, TrashIcon } from "../dashboard-icons";
import { notifyFailure, serverReason } from "../notify";
import { Spinner } from "../spinner";
import { announceInboxChange, changeStatus, fetchEnquiry, removeEnquiry, retryDelivery } from "./inbox-api";
import { DELIVERY_LABELS, FIELD_LABELS, formLabel } from "./labels";
import { StatusPill } from "./status-pill";

interface EnquiryDetailModalProps {
  /** The enquiry to show; null closes the modal. */
  id: string | null;
  onClose: () => void;
}

/** Every field of one enquiry, its deliveries, status change, retry and delete. */
export function EnquiryDetailModal({ id, onClose }: EnquiryDetailModalProps) {
  const [detail, setDetail] = useState<EnquiryDetail | null>(null);
  const [error, setError] = useState<string>();
  const [saving, setSaving] = useState<EnquiryStatus | null>(null);
  const [retrying, setRetrying] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);

  useEffect(() => {
    setDetail(null);
    setError(undefined);
    setConfirming(false);
    setDeleting(false);
    if (!id) return;
    const controller = new AbortController();
    fetchEnquiry(id, controller.signal).then(setDetail, (err: unknown) => {
      if (!controller.signal.aborted) setError(serverReason(err) ?? "Check your connection and try again.");
    });
    return () => controller.abort();
  }, [id]);

  // While a delivery is under way, look again every few seconds.
  const pending = detail?.outbox.some((o) => o.status === "pending");
  useEffect(() => {
    if (!id || !pending) return;
    const timer = setInterval(() => fetchEnquiry(id).then(setDetail, () => undefined), 5000);
    return () => clearInterval(timer);
  }, [id, pending]);

  async function setStatus(status: EnquiryStatus) {
    if (!detail || status === detail.status) return;
    setSaving(status);
    try {
      setDetail(await changeStatus(detail.id, status));
      notify.success(`Marked as ${ENQUIRY_STATUS_LABELS[status].toLowerCase()}`);
      announceInboxChange();
    } catch (err) {
      notifyFailure("Failed to update the status", err);
    } finally {
      setSaving(null);
    }
  }

  async function retry() {
    if (!detail) return;
    setRetrying(true);
    try {
      setDetail(await retryDelivery(detail.id));
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
      announceInboxChange();
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

  const fields = detail ? orderedFields(detail.data) : [];
  const undelivered = detail?.outbox.some((o) => o.status !== "sent");

  return (
    <>
      <Modal open={id !== null && !confirming} onClose={onClose} title={detail ? detail.name : "Enquiry"} size="max-w-2xl">
        {error ? (
          <div role="alert" className="flex items-center gap-3 rounded-lg bg-red-50 p-4 text-sm text-red-800">
            <AlertIcon className="h-5 w-5 shrink-0" />
            Could not load this enquiry. {error}
          </div>
        ) : !detail ? (
          <div role="status" className="flex items-center gap-3 py-10 text-slate-600">
            <Spinner />
            Loading enquiry…
          </div>
        ) : (
          <div className="space-y-6">
            <p className="-mt-3 flex flex-wrap items-center gap-2 text-sm text-slate-600">
              <span className="font-semibold text-brand-700">{formLabel(detail.form)}</span>
              <span aria-hidden="true">·</span>
              <span>Received {formatInstituteTime(detail.createdAt)}</span>
              <StatusPill status={detail.status} />
            </p>

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

            <fieldset>
              <legend className="mb-2 text-sm font-bold text-brand-900">Status</legend>
              <div className="inline-flex rounded-lg bg-slate-100 p-1 ring-1 ring-slate-200">
                {ENQUIRY_STATUSES.map((s) => (
                  <button
                    key={s}
                    type="button"
                    aria-pressed={detail.status === s}
                    disabled={saving !== null}
                    onClick={() => setStatus(s)}
                    className={`inline-flex items-center gap-1.5 rounded-md px-4 py-1.5 text-sm font-semibold transition ${
                      detail.status === s ? "bg-white text-brand-900 shadow-sm ring-1 ring-slate-200" : "text-slate-600 hover:text-slate-900"
                    }`}
                  >
                    {saving === s && <Spinner className="h-3.5 w-3.5" />}
                    {ENQUIRY_STATUS_LABELS[s]}
                  </button>
                ))}
              </div>
            </fieldset>

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
                <p className="text-sm text-slate-600">Nothing to deliver: forwarding and email notifications were not configured when this enquiry arrived.</p>
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

            <div className="flex flex-col-reverse gap-2 border-t border-slate-200 pt-4 sm:flex-row sm:justify-between">
              <Button onClick={() => setConfirming(true)} className="hover:border-red-300 hover:text-red-700">
                <TrashIcon className="h-4 w-4" />
                Delete enquiry
              </Button>
              <Button variant="primary" onClick={onClose}>
                Close
              </Button>
            </div>
          </div>
        )}
      </Modal>
      {/* The detail steps aside while the confirmation is open: one dialog at a time. */}
      <ConfirmDialog title="Delete enquiry?" open={confirming} busy={deleting} onConfirm={remove} onCancel={() => setConfirming(false)}>
        <p>
          The enquiry from <strong className="text-slate-900">{detail?.name}</strong> will be removed for good, with its delivery history. This cannot be undone.
        </p>
      </ConfirmDialog>
    </>
  );
}

/** The submitted fields in a sensible order, empty ones left out. */
function orderedFields(data: Record<string, unknown>): [string, string][] {
  const order = Object.keys(FIELD_LABELS);
  return Object.entries(data)
    .filter(([key, value]) => key !== "form" && value !== undefined && value !== null && String(value).trim() !== "")
    .sort(([a], [b]) => (order.indexOf(a) + 1 || 99) - (order.indexOf(b) + 1 || 99))
    .map(([key, value]) => [key, String(value)]);
}
