import { Suspense, lazy, useEffect, useState } from "react";
import { INBOX_VIEWS, type InboxView } from "#contracts/enquiry-inbox";
import { currentRole, currentUser } from "../shell/current-user";
import { CounsellorsPanel, MyAvailability } from "./availability";
import { useCounsellors } from "./inbox-queries";
import { useLocation, useNavigate, useParams, useSearchParams } from "react-router";
import { leadPath, sectionPath } from "#contracts/dashboard-paths";
import { Button } from "../kit/button";
import { DownloadIcon } from "../kit/dashboard-icons";
import { notify } from "#web/lib/notify";
import { notifyFailure } from "../kit/notify";
import { SectionFrame } from "../kit/section-frame";
import { Spinner } from "../kit/spinner";
import { downloadCsv } from "./api";
import { InboxFilters } from "./inbox-filters";
import { InboxTable } from "./inbox-table";
import { useInbox } from "./use-inbox";
import { LoadingBar } from "../shell/loading-bar";
import { reloadForNewVersion } from "../shell/reload-for-new-version";

// A lead's screen (its actions, timeline, payments, WhatsApp) loads when a lead is
// first opened, not with the inbox (docs/decisions/088).
const EnquiryDetailModal = lazy(() => import("./enquiry-detail").then((m) => ({ default: m.EnquiryDetailModal }), reloadForNewVersion));

/**
 * docs/decisions/011 and 022: every enquiry of the four public forms, latest first,
 * in views (all, mine, unassigned, due), with filters, search, a detail view and
 * CSV export. /dashboard/enquiries/:id opens one lead over it (the staff emails link there;
 * Back closes it).
 * Admins see every counsellor's availability; a counsellor switches their own.
 */
export function EnquiriesSection() {
  const inbox = useInbox();
  const [role] = useState(currentRole);
  const [userId] = useState(() => currentUser()?._id ?? "");
  const counsellors = useCounsellors();
  const isAdmin = role === "admin";
  const [params, setParams] = useSearchParams();
  const openId = useParams().id ?? null;
  // Once opened, the lead's modal stays mounted, so closing it returns focus to the row.
  const [detailWanted, setDetailWanted] = useState(openId !== null);
  if (openId !== null && !detailWanted) setDetailWanted(true);
  const navigate = useNavigate();
  const { search } = useLocation();
  const [exporting, setExporting] = useState(false);

  // ?view=due (the overview's Due tiles) opens that view; the inbox remembers it from then on.
  const linkedView = params.get("view");
  useEffect(() => {
    if (!linkedView) return;
    if ((INBOX_VIEWS as readonly string[]).includes(linkedView)) inbox.setFilter({ view: linkedView === "all" ? undefined : (linkedView as InboxView) });
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        next.delete("view");
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the link's view changes
  }, [linkedView]);

  const open = (id: string | null) => navigate({ pathname: id ? leadPath(id) : sectionPath("enquiries"), search }, { preventScrollReset: true });

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
  const rows = inbox.answer?.data ?? [];
  const shown = rows.findIndex((r) => r.id === openId);
  const next = shown >= 0 ? (rows[shown + 1] ?? null) : null;
  return (
    <SectionFrame
      title="Enquiries"
      description={
        newCount === undefined
          ? "Every enquiry from the website's forms, latest first."
          : `Every enquiry from the website's forms, latest first. ${newCount === 0 ? "No new ones waiting." : `${newCount} new waiting for a reply.`}`
      }
      action={
        <Button onClick={exportCsv} disabled={exporting} aria-busy={exporting || undefined}>
          {exporting ? <Spinner className="h-4 w-4" /> : <DownloadIcon className="h-4 w-4" />}
          Export CSV
        </Button>
      }
      aside={
        isAdmin ? <CounsellorsPanel counsellors={counsellors} /> : role === "counsellor" ? <MyAvailability counsellors={counsellors} userId={userId} /> : null
      }
    >
      <InboxFilters inbox={inbox} counsellors={isAdmin ? (counsellors.list ?? []) : null} dueCount={inbox.answer?.dueCount} />
      <InboxTable inbox={inbox} onOpen={(row) => open(row.id)} />
      {detailWanted && (
        <Suspense fallback={<LoadingBar label="Opening the enquiry" />}>
          <EnquiryDetailModal
            id={openId}
            onClose={() => open(null)}
            isAdmin={isAdmin}
            userId={userId}
            counsellors={counsellors.list ?? []}
            next={next}
            onOpen={open}
          />
        </Suspense>
      )}
    </SectionFrame>
  );
}
