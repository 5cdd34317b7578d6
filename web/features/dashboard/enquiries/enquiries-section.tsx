import { useState } from "react";
import { useSearchParams } from "react-router";
import { Button } from "../button";
import { notify } from "../../../lib/notify";
import { notifyFailure } from "../notify";
import { SectionFrame } from "../section-frame";
import { Spinner } from "../spinner";
import { EnquiryDetailModal } from "./enquiry-detail";
import { downloadCsv } from "./inbox-api";
import { InboxFilters } from "./inbox-filters";
import { InboxTable } from "./inbox-table";
import { useInbox } from "./use-inbox";

const DownloadIcon = ({ className }: { className?: string }) => (
  <svg className={className} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
    <path d="M21 15v4a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-4M7 10l5 5 5-5M12 15V3" />
  </svg>
);

/**
 * docs/decisions/011: every enquiry of the four public forms, newest first, with
 * filters, search, a detail view and CSV export. `?id=` opens one enquiry (the
 * link in the staff email points there).
 */
export function EnquiriesSection() {
  const inbox = useInbox();
  const [params, setParams] = useSearchParams();
  const openId = params.get("id");
  const [exporting, setExporting] = useState(false);

  const open = (id: string | null) =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        if (id) next.set("id", id);
        else next.delete("id");
        return next;
      },
      { preventScrollReset: true },
    );

  async function exportCsv() {
    setExporting(true);
    try {
      const name = await downloadCsv(inbox.filter);
      notify.success(`Exported ${name}`);
    } catch (err) {
      notifyFailure("Failed to export enquiries", err);
    } finally {
      setExporting(false);
    }
  }

  const newCount = inbox.answer?.newCount;
  return (
    <SectionFrame
      title="Enquiries"
      description={
        newCount === undefined
          ? "Every enquiry from the website's forms, newest first."
          : `Every enquiry from the website's forms, newest first. ${newCount === 0 ? "No new ones waiting." : `${newCount} new waiting for a reply.`}`
      }
      action={
        <Button onClick={exportCsv} disabled={exporting} aria-busy={exporting || undefined}>
          {exporting ? <Spinner className="h-4 w-4" /> : <DownloadIcon className="h-4 w-4" />}
          Export CSV
        </Button>
      }
    >
      <InboxFilters inbox={inbox} />
      <InboxTable inbox={inbox} onOpen={(row) => open(row.id)} />
      <EnquiryDetailModal id={openId} onClose={() => open(null)} />
    </SectionFrame>
  );
}
