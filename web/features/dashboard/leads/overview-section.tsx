import { Link } from "react-router";
import { enquiryHref, LeadLinks } from "./lead-links";
import { DUE_VIEW_PATH } from "#contracts/dashboard-paths";
import { formatInstituteTime } from "#contracts/enquiry-inbox";
import { FeesOverview } from "../payments/fees-overview";
import { IntegrationsNotice } from "../payments/integrations-notice";
import { EditorLoadFailed, EditorLoading } from "../content/editor-states";
import { SectionHeading } from "../kit/section-frame";
import { FirstResponseCard } from "./first-response";
import { OwnerNumbersCard } from "../reports/owner-numbers";
import { SetAsideCard } from "./set-aside-card";
import { ConversionTable, Funnel } from "./funnel";
import { useInboxStats } from "./inbox-queries";
import { formLabel } from "./labels";
import { StatusPill } from "./status-pill";
import { VisitsPanel } from "./visits-panel";
import { WeekChart } from "./week-chart";
import { WhatsAppHealthCard } from "./whatsapp-health";

/** The Due view is remembered per user by the inbox itself; this link opens the inbox on it. */
const dueHref = DUE_VIEW_PATH;

function Tile({ label, value, hint, tone = "bg-white", href }: { label: string; value: number; hint: string; tone?: string; href?: string }) {
  const body = (
    <>
      <p className="text-xs font-semibold uppercase tracking-wide text-slate-600">{label}</p>
      <p className="mt-1 text-3xl font-extrabold tabular-nums text-brand-900">{value}</p>
      <p className="mt-1 text-xs text-slate-600">{hint}</p>
    </>
  );
  const frame = `block rounded-2xl p-4 shadow-sm ring-1 ring-slate-200 sm:p-5 ${tone}`;
  return href ? (
    <Link to={href} className={`${frame} transition hover:ring-brand-300`}>
      {body}
    </Link>
  ) : (
    <div className={frame}>{body}</div>
  );
}

function Card({ title, children, className = "" }: { title: string; children: React.ReactNode; className?: string }) {
  return (
    <section className={`rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5 ${className}`} aria-label={title}>
      <h2 className="mb-3 text-base font-bold text-brand-900">{title}</h2>
      {children}
    </section>
  );
}

/** Horizontal bars: a label, its count, and a bar as long as its share of the largest. */
function Bars({ rows, empty }: { rows: { label: string; count: number }[]; empty: string }) {
  const max = Math.max(1, ...rows.map((r) => r.count));
  if (rows.every((r) => r.count === 0)) return <p className="text-sm text-slate-600">{empty}</p>;
  return (
    <ul className="space-y-2.5">
      {rows.map((r) => (
        <li key={r.label} className="text-sm">
          <div className="flex justify-between gap-3">
            <span className="truncate text-slate-700">{r.label}</span>
            <span className="font-semibold tabular-nums text-slate-900">{r.count}</span>
          </div>
          <div className="mt-1 h-2 rounded-full bg-slate-100" aria-hidden="true">
            <div className="h-2 rounded-full bg-brand-600" style={{ width: `${(r.count / max) * 100}%` }} />
          </div>
        </li>
      ))}
    </ul>
  );
}

/** The dashboard's landing view: how many leads came in, where from (docs/decisions/033), what is due and how they convert (022), which pages bring them (053). */
export function OverviewSection() {
  const { stats, error, reload } = useInboxStats();

  return (
    <section aria-labelledby="section-title" className="space-y-5">
      <SectionHeading
        title="Overview"
        description="Enquiries from the website and how they turn into admissions. Days and weeks are in Chennai time, weeks start on Monday."
      />
      <IntegrationsNotice />
      <WhatsAppHealthCard />
      <SetAsideCard />

      {error ? (
        <EditorLoadFailed title="Could not load the overview." error={error} message={error} action="Retry" onAction={reload} />
      ) : !stats ? (
        <EditorLoading>Loading overview…</EditorLoading>
      ) : (
        <>
          <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3 xl:grid-cols-6">
            <Tile label="New today" value={stats.today} hint="received since midnight" tone="bg-amber-50" />
            <Tile label="This week" value={stats.thisWeek} hint="since Monday" />
            <Tile label="Awaiting reply" value={stats.newCount} hint="still marked new" />
            <Tile label="All enquiries" value={stats.total} hint="since the start" />
            <Tile label="Due today" value={stats.dueCount} hint="today or already overdue" tone="bg-sky-50" href={dueHref} />
            <Tile
              label="Overdue"
              value={stats.overdueCount}
              hint="past their reply or follow-up time"
              tone={stats.overdueCount > 0 ? "bg-red-50" : "bg-white"}
              href={dueHref}
            />
          </div>

          <FeesOverview />

          {/* Three abreast only where each table has room for its four columns (not on a 1366 px laptop). */}
          <div className="grid grid-cols-1 gap-4 lg:grid-cols-2 2xl:grid-cols-3">
            <Card title="Admissions funnel">
              <Funnel funnel={stats.funnel} />
            </Card>
            <Card title="Conversion by course">
              <ConversionTable rows={stats.conversionByCourse} label="Course" empty="No course leads yet." />
            </Card>
            <Card title="Conversion by source">
              <ConversionTable rows={stats.conversionBySource} label="Source" empty="No leads yet." />
            </Card>
          </div>

          <FirstResponseCard />

          <OwnerNumbersCard />

          <VisitsPanel />

          <div className="grid grid-cols-1 gap-4 lg:grid-cols-3">
            <Card title="Enquiries per week" className="lg:col-span-2">
              <WeekChart weeks={stats.weeks} />
            </Card>
            <Card title="By form">
              <Bars rows={stats.byForm.map((f) => ({ label: formLabel(f.form), count: f.count }))} empty="No enquiries yet." />
            </Card>
          </div>

          <div className="grid grid-cols-1 gap-4 lg:grid-cols-3">
            <Card title="By course">
              <Bars rows={stats.byCourse.slice(0, 8).map((c) => ({ label: c.course, count: c.count }))} empty="No course enquiries yet." />
            </Card>
            <Card title="Latest enquiries" className="lg:col-span-2">
              {stats.latest.length === 0 ? (
                <p className="text-sm text-slate-600">No enquiries yet.</p>
              ) : (
                <LeadLinks
                  className="-mx-2"
                  rows={stats.latest.map((e) => ({
                    key: e.id,
                    enquiryId: e.id,
                    name: e.name,
                    detail: `${formLabel(e.form)}${(e.course ?? e.company) ? ` · ${e.course ?? e.company}` : ""} · ${formatInstituteTime(e.createdAt)}`,
                    end: <StatusPill status={e.status} />,
                  }))}
                />
              )}
              <Link to={enquiryHref()} className="mt-3 inline-block text-sm font-semibold text-brand-700 hover:underline">
                Open the inbox →
              </Link>
            </Card>
          </div>
        </>
      )}
    </section>
  );
}
