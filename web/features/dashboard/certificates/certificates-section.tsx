// The Certificates section of the dashboard: issue one or many, print, revoke (docs/decisions/052).

import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { formatDate } from "#contracts/date-format";
import type { Certificate } from "#contracts/certificates";
import { notify } from "#web/lib/notify";
import { Button } from "../kit/button";
import { currentRole } from "../shell/current-user";
import { PlusIcon } from "../kit/dashboard-icons";
import { FormModal } from "../kit/form-modal";
import { usePagedQuery } from "../queries/list-state";
import { type Column, ResourceTable } from "../kit/resource-table";
import { SectionFrame } from "../kit/section-frame";
import { certificatesKey, certificatesList, readCertificates } from "./api";
import { BulkForm } from "./bulk-form";
import { IssueForm } from "./issue-form";
import { PrintView } from "./print-view";
import { RevokeForm } from "./revoke-form";

const PAGE_SIZE = 10;

/** Certificates issued to students: issue one or a batch's CSV, print, revoke (admins), docs/decisions/052. */
export function CertificatesSection() {
  const client = useQueryClient();
  const { list, server } = usePagedQuery(certificatesList, readCertificates, PAGE_SIZE);
  const [dialog, setDialog] = useState<"issue" | "bulk" | null>(null);
  const [printing, setPrinting] = useState<string | null>(null);
  const [revoking, setRevoking] = useState<Certificate | null>(null);
  // The server refuses a counsellor's revoke anyway; the button is not offered to them.
  const canRevoke = currentRole() === "admin";
  const reload = () => void client.invalidateQueries({ queryKey: certificatesKey });

  const columns: Column<Certificate>[] = [
    {
      header: "Student",
      lead: true,
      cell: (c) => (
        <>
          <span className="font-semibold text-slate-900">{c.studentName}</span>
          <span className="block font-mono text-xs text-slate-500">{c.certificateId}</span>
        </>
      ),
    },
    {
      header: "Course",
      cell: (c) => (
        <>
          {c.course}
          {c.batch && <span className="block text-xs text-slate-500">{c.batch}</span>}
        </>
      ),
    },
    { header: "Dates", cell: (c) => `${formatDate(c.startDate)} – ${formatDate(c.endDate)}`, className: "whitespace-nowrap" },
    {
      header: "Status",
      cell: (c) =>
        c.revokedAt ? (
          <span className="rounded-full bg-red-100 px-2 py-0.5 text-xs font-semibold text-red-800" title={c.revokedReason ?? undefined}>
            Revoked
          </span>
        ) : (
          <span className="rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-800">Valid</span>
        ),
    },
    {
      header: "Actions",
      hideHeader: true,
      cell: (c) => (
        <div className="flex gap-2">
          <Button size="sm" onClick={() => setPrinting(c._id)} aria-label={`Print ${c.studentName}'s certificate`}>
            Print
          </Button>
          {canRevoke && !c.revokedAt && (
            <Button
              size="sm"
              onClick={() => setRevoking(c)}
              aria-label={`Revoke ${c.studentName}'s certificate`}
              className="hover:border-red-300 hover:text-red-700"
            >
              Revoke
            </Button>
          )}
        </div>
      ),
    },
  ];

  return (
    <SectionFrame
      title="Certificates"
      description="Certificates with an ID and QR code anyone can check at /verify. Search by name, course or ID."
      action={
        <div className="flex shrink-0 gap-2">
          <Button onClick={() => setDialog("bulk")}>Issue from CSV</Button>
          <Button variant="primary" className="whitespace-nowrap" onClick={() => setDialog("issue")}>
            <PlusIcon className="h-4 w-4" />
            Issue certificate
          </Button>
        </div>
      }
    >
      <ResourceTable
        noun="certificates"
        caption="Certificates"
        columns={columns}
        list={list}
        rowKey={(c) => c._id}
        emptyText="No certificates issued yet."
        server={server}
      />
      <FormModal open={dialog === "issue"} onClose={() => setDialog(null)} title="Issue certificate">
        {(close) => (
          <IssueForm
            onCancel={close}
            onIssued={(c) => {
              setDialog(null);
              notify.success(`Certificate ${c.certificateId} issued`, { afterClose: true });
              reload();
              setPrinting(c._id);
            }}
          />
        )}
      </FormModal>
      <FormModal open={dialog === "bulk"} onClose={() => setDialog(null)} title="Issue a batch's certificates from a CSV">
        {(close) => (
          <BulkForm
            onCancel={close}
            onIssued={(message) => {
              setDialog(null);
              notify.success(message, { afterClose: true });
              reload();
            }}
          />
        )}
      </FormModal>
      <FormModal open={revoking !== null} onClose={() => setRevoking(null)} title="Revoke certificate?">
        {(close) =>
          revoking && (
            <RevokeForm
              certificate={revoking}
              onCancel={close}
              onRevoked={() => {
                setRevoking(null);
                notify.success("Certificate revoked", { afterClose: true });
                reload();
              }}
            />
          )
        }
      </FormModal>
      {printing && <PrintView id={printing} onClose={() => setPrinting(null)} />}
    </SectionFrame>
  );
}
