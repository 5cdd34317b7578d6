import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { createPortal } from "react-dom";
import { formatDate } from "#contracts/date-format";
import type { PrintableCertificate } from "#contracts/certificates";
import { Button } from "../kit/button";
import { Spinner } from "../kit/spinner";
import { fetchPrintable } from "./api";

// A4 landscape, nothing of the dashboard on paper: while this view is open the
// page prints only the certificate.
const PRINT_CSS = `@page{size:A4 landscape;margin:0}
@media print{body>*:not(#certificate-print){display:none!important}#certificate-print{position:static!important;overflow:visible!important;background:#fff!important;padding:0!important}#certificate-print .sheet{box-shadow:none!important;margin:0!important}#certificate-print .fit{zoom:1!important}}`;
/** The sheet's width on screen: 297 mm at 96 px per inch. */
const SHEET_PX = 1123;

/** The certificate as printed, over the dashboard, with Print and Close. */
export function PrintView({ id, onClose }: { id: string; onClose: () => void }) {
  const answer = useQuery({ queryKey: ["certificate", id], queryFn: ({ signal }) => fetchPrintable(id, signal) });
  // On a phone the whole sheet is shown shrunk to the screen's width; paper always gets it at full size.
  const [scale, setScale] = useState(1);
  useEffect(() => {
    const fit = () => setScale(Math.min(1, (window.innerWidth - 32) / SHEET_PX));
    fit();
    window.addEventListener("resize", fit);
    return () => window.removeEventListener("resize", fit);
  }, []);
  useEffect(() => {
    const close = (e: KeyboardEvent) => e.key === "Escape" && onClose();
    window.addEventListener("keydown", close);
    return () => window.removeEventListener("keydown", close);
  }, [onClose]);
  return createPortal(
    <div
      id="certificate-print"
      role="dialog"
      aria-modal="true"
      aria-label="Printable certificate"
      className="fixed inset-0 z-50 overflow-auto bg-slate-200 p-4"
    >
      <style>{PRINT_CSS}</style>
      <div className="mx-auto mb-4 flex max-w-[297mm] justify-end gap-2 print:hidden">
        <Button variant="primary" onClick={() => window.print()} disabled={!answer.data}>
          Print
        </Button>
        <Button onClick={onClose}>Close</Button>
      </div>
      {answer.data ? (
        <div className="fit" style={{ zoom: scale }}>
          <Sheet c={answer.data} />
        </div>
      ) : answer.isError ? (
        <p role="alert" className="text-center text-red-700">
          Could not load the certificate.
        </p>
      ) : (
        <p role="status" className="flex items-center justify-center gap-2 text-slate-700">
          <Spinner /> Loading…
        </p>
      )}
    </div>,
    document.body,
  );
}

function Sheet({ c }: { c: PrintableCertificate }) {
  const qr = `data:image/svg+xml;base64,${btoa(c.qrSvg)}`;
  return (
    // Fixed A4 landscape size: a phone shows it shrunk (zoom above) rather than reflowing what gets printed.
    <article className="sheet mx-auto box-border flex h-[210mm] w-[297mm] flex-col bg-white p-[12mm] text-slate-900 shadow-xl">
      <div className="flex flex-1 flex-col border-[3px] border-double border-brand-800 px-[16mm] py-[10mm] text-center">
        <p className="text-2xl font-extrabold tracking-wide text-brand-900">{c.institute}</p>
        <p className="mt-[8mm] text-4xl font-bold uppercase tracking-[0.2em] text-brand-800">Certificate of Completion</p>
        <p className="mt-[8mm] text-lg text-slate-600">This is to certify that</p>
        <p className="mt-[3mm] border-b border-slate-300 pb-[2mm] text-4xl font-bold italic">{c.studentName}</p>
        <p className="mt-[5mm] text-lg text-slate-600">has successfully completed the course</p>
        <p className="mt-[2mm] text-3xl font-bold text-brand-900">{c.course}</p>
        <p className="mt-[3mm] text-lg text-slate-700">
          {c.batch ? `${c.batch}, ` : ""}
          {formatDate(c.startDate)} to {formatDate(c.endDate)}
          {c.grade ? ` · Grade ${c.grade}` : ""}
        </p>
        <div className="mt-auto flex items-end justify-between gap-6 text-left">
          <div className="text-sm text-slate-600">
            <p>Issued on {formatDate(c.issuedAt.slice(0, 10))}</p>
            <p className="mt-[10mm] w-56 border-t border-slate-400 pt-1">Director</p>
          </div>
          <div className="flex items-end gap-3">
            <div className="text-right text-xs text-slate-600">
              <p>Certificate ID</p>
              <p className="font-mono text-base font-bold tracking-wider text-slate-900" data-testid="certificate-id">
                {c.certificateId}
              </p>
              <p className="mt-1">Scan or visit to verify:</p>
              <p className="break-all font-mono">{c.verifyUrl}</p>
            </div>
            <img src={qr} alt={`QR code linking to ${c.verifyUrl}`} className="h-[32mm] w-[32mm]" />
          </div>
        </div>
      </div>
    </article>
  );
}
