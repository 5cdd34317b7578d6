import { useQuery } from "@tanstack/react-query";
import { chennaiDateTime } from "#contracts/en-in-format";
import { type Receipt, formatPaise } from "#contracts/payments";
import { Modal } from "#web/components/modal";
import { Button } from "../kit/button";
import { keys } from "../queries/keys";
import { loadError } from "../queries/list-state";
import { DialogLoadFailed, DialogLoading } from "../kit/load-states";
import { fetchReceipt } from "./api";

/** The receipt as printed: only the sheet goes on paper (app.css, @media print). */
function ReceiptSheet({ r }: { r: Receipt }) {
  const row = "flex justify-between gap-4 py-1.5";
  return (
    <article className="receipt-sheet space-y-5 text-sm text-slate-900" aria-label={`Receipt ${r.number}`}>
      <header className="flex flex-col gap-2 border-b border-slate-300 pb-4 sm:flex-row sm:justify-between">
        <div>
          <p className="text-lg font-extrabold text-brand-900">{r.institute.name}</p>
          <p className="text-slate-700">{r.institute.address}</p>
          <p className="text-slate-700">
            +91 {r.institute.phone} · {r.institute.email}
          </p>
          {r.gst && <p className="font-semibold text-slate-800">GSTIN {r.gst.gstin}</p>}
        </div>
        <div className="shrink-0 whitespace-nowrap sm:text-right">
          <p className="text-xs font-semibold uppercase tracking-wide text-slate-600">Fee receipt</p>
          <p className="text-xl font-extrabold tabular-nums">{r.number}</p>
          <p className="text-slate-700">{chennaiDateTime(new Date(r.paidAt))}</p>
        </div>
      </header>
      <dl className="grid gap-x-6 gap-y-1 sm:grid-cols-[9rem_1fr]">
        <dt className="font-semibold text-slate-600">Received from</dt>
        <dd>
          {r.studentName}
          {r.studentEmail && <span className="text-slate-600"> · {r.studentEmail}</span>}
        </dd>
        <dt className="font-semibold text-slate-600">For</dt>
        <dd>{r.description}</dd>
        <dt className="font-semibold text-slate-600">Paid by</dt>
        <dd>
          {r.method ? r.method.toUpperCase() : "Online"} through Razorpay · <span className="break-all">{r.paymentId}</span>
        </dd>
      </dl>
      <div className="rounded-xl ring-1 ring-slate-300">
        <div className="divide-y divide-slate-200 px-4 py-2 tabular-nums">
          {r.gst && (
            <>
              <p className={row}>
                <span>Taxable value</span>
                <span>{formatPaise(r.gst.taxablePaise)}</span>
              </p>
              <p className={row}>
                <span>CGST {r.gst.ratePercent / 2} %</span>
                <span>{formatPaise(r.gst.cgstPaise)}</span>
              </p>
              <p className={row}>
                <span>SGST {r.gst.ratePercent / 2} %</span>
                <span>{formatPaise(r.gst.sgstPaise)}</span>
              </p>
            </>
          )}
          <p className={`${row} text-base font-extrabold`}>
            <span>Amount received{r.gst ? ` (GST ${r.gst.ratePercent} % included)` : ""}</span>
            <span>{formatPaise(r.amountPaise)}</span>
          </p>
        </div>
      </div>
      <p className="text-xs text-slate-600">A computer-made receipt; no signature needed.</p>
    </article>
  );
}

/** One receipt, ready to print, over the lead it belongs to. */
export function ReceiptModal({ id, onClose }: { id: string | null; onClose: () => void }) {
  const query = useQuery({ queryKey: keys.receipt(id ?? ""), queryFn: ({ signal }) => fetchReceipt(id!, signal), enabled: id !== null });
  const r = query.data;
  return (
    <Modal open={id !== null} onClose={onClose} title={r ? `Receipt ${r.number}` : "Receipt"} size="max-w-2xl">
      {query.isError ? (
        <DialogLoadFailed>Could not load the receipt. {loadError(query.error)}</DialogLoadFailed>
      ) : !r ? (
        <DialogLoading>Loading receipt…</DialogLoading>
      ) : (
        <div className="space-y-5">
          <ReceiptSheet r={r} />
          <div className="flex justify-end gap-2 border-t border-slate-200 pt-4 print:hidden">
            <Button onClick={onClose}>Close</Button>
            <Button variant="primary" onClick={() => window.print()}>
              Print
            </Button>
          </div>
        </div>
      )}
    </Modal>
  );
}
