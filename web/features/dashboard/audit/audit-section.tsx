import { AUDIT_PAGE_SIZE, type AuditEntry, auditActionLabel } from "#contracts/audit";
import { formatInstituteTime } from "#contracts/enquiry-inbox";
import { type Column, ResourceTable } from "../kit/resource-table";
import { SectionFrame } from "../kit/section-frame";
import { usePagedQuery } from "../queries/list-state";
import { auditList, readAudit } from "./api";

/** The extra facts of an entry in words, e.g. "counsellor → editor" or "status: contacted". */
function detailText(detail: AuditEntry["detail"]): string | null {
  if (!detail) return null;
  if ("from" in detail || "to" in detail) return `${String(detail.from ?? "none")} → ${String(detail.to ?? "none")}`;
  const parts = Object.entries(detail).map(([key, value]) => `${key}: ${typeof value === "object" ? JSON.stringify(value) : String(value)}`);
  return parts.length ? parts.join(", ") : null;
}

const columns: Column<AuditEntry>[] = [
  { header: "When", cell: (e) => <time dateTime={e.at}>{formatInstituteTime(e.at)}</time>, className: "whitespace-nowrap" },
  { header: "Who", cell: (e) => <span className="font-semibold text-slate-900">{e.username}</span> },
  {
    header: "Action",
    cell: (e) => (
      <>
        {auditActionLabel(e.action)}
        <span className="block font-mono text-xs text-slate-500">{e.action}</span>
      </>
    ),
  },
  {
    header: "Target",
    cell: (e) => {
      const detail = detailText(e.detail);
      return (
        <>
          {/* Words wrap whole; only a long link or id breaks where it must. */}
          <span className="wrap-anywhere">{e.target ?? "—"}</span>
          {detail && <span className="block text-xs text-slate-500">{detail}</span>}
        </>
      );
    },
  },
];

/** Who changed what and when: every staff write, newest first (admins only). */
export function AuditSection() {
  // Paged by the server: the log only grows.
  const { list, server } = usePagedQuery(auditList, readAudit, AUDIT_PAGE_SIZE);
  return (
    <SectionFrame title="Audit log" description="Every change staff made: who, what and when, newest first. Times are India time.">
      <ResourceTable
        noun="audit entries"
        caption="Audit log"
        columns={columns}
        list={list}
        rowKey={(e) => e._id}
        emptyText="No changes recorded yet."
        server={server}
      />
    </SectionFrame>
  );
}
