import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { formatDate } from "#contracts/date-format";
import { formatDuration } from "#contracts/first-response";
import type { OwnerNumbers, Rate } from "#contracts/owner-numbers";
import { DEFAULT_OWNER_PERIOD, OWNER_PERIOD_LABELS, type OwnerNumbersQuery } from "#contracts/owner-period";
import { formatPaise } from "#contracts/payments";
import { ColumnHeads, figureHeadClass } from "../kit/column-heads";
import { keys } from "../queries/keys";
import { fetchOwnerNumbers } from "./api";
import { FigureCard } from "../kit/figure-card";
import { WideDot } from "../kit/wide-dot";
import { OwnerPeriodPicker, periodText } from "./owner-period-picker";

// "The owner's numbers" on the admin's Overview
// (docs/decisions/070): per batch how full, how well attended and what is paid;
// per course and source the money, not only the enquiries; per counsellor leads,
// enrolments, conversion and the median first reply. A share above 100 % is
// marked and its reason printed under the table. For a period (072): this month
// unless the owner chooses another; seats, attendance and money owed are today's.
// Read under the inbox's key, so a change to a lead (an enrolment, a payment on
// it) reads it again.

const ownerNumbersKey = [...keys.inbox, "owner-numbers"] as const;
const cell = "whitespace-nowrap py-2 pr-2 text-right tabular-nums sm:pr-3";
const lastCell = "whitespace-nowrap py-2 text-right tabular-nums";
const rupees = (paise: number) => formatPaise(paise);

/** "75 %", "—" with nothing to divide by, "150 % *" when above 100 % (the note is printed below). */
function Percent({ rate }: { rate: Rate }) {
  if (rate.percent === null) return <span title={rate.note ?? undefined}>{rate.note ? "— *" : "—"}</span>;
  return (
    <span title={rate.note ?? undefined} className={rate.note ? "font-semibold text-amber-800" : undefined}>
      {rate.percent} %{rate.note ? " *" : ""}
    </span>
  );
}

function Notes({ rates }: { rates: Rate[] }) {
  const notes = [...new Set(rates.map((r) => r.note).filter((n): n is string => Boolean(n)))];
  if (notes.length === 0) return null;
  return (
    <ul className="mt-2 space-y-1 text-xs text-amber-900">
      {notes.map((n) => (
        <li key={n}>* {n}</li>
      ))}
    </ul>
  );
}

/** A table that scrolls sideways on a narrow phone rather than squeezing its numbers; reachable by keyboard. */
function Scroll({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div
      className="-mx-1 overflow-x-auto px-1 focus-visible:outline focus-visible:outline-2 focus-visible:outline-brand-600"
      tabIndex={0}
      role="region"
      aria-label={label}
    >
      {children}
    </div>
  );
}

function Block({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div>
      <h3 className="mb-1 text-sm font-bold text-slate-800">{title}</h3>
      {children}
    </div>
  );
}

const Empty = ({ children }: { children: React.ReactNode }) => <p className="py-2 text-sm text-slate-600">{children}</p>;

interface FigureTableProps<T> {
  /** The scrolling region's name, e.g. "Batches". */
  name: string;
  caption: string;
  heads: string[];
  rows: T[];
  rowKey: (row: T) => string;
  /** The row's cells: its heading cell, then the figures. */
  cells: (row: T) => React.ReactNode;
  /** The shares in the table whose notes print under it. */
  rates: Rate[];
}

/** One of the card's tables: the name on the left, figures on the right, the notes of any share above 100 % under it. */
function FigureTable<T>({ name, caption, heads, rows, rowKey, cells, rates }: FigureTableProps<T>) {
  return (
    <>
      <Scroll label={`${name}, scrolls sideways`}>
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead className="text-xs font-semibold uppercase tracking-normal text-slate-500 sm:tracking-wide">
            <ColumnHeads labels={heads} classOf={figureHeadClass} />
          </thead>
          <tbody className="divide-y divide-slate-100">
            {rows.map((row) => (
              <tr key={rowKey(row)}>{cells(row)}</tr>
            ))}
          </tbody>
        </table>
      </Scroll>
      <Notes rates={rates} />
    </>
  );
}

/** A count with its share under it (enrolled, and the conversion). */
function CountWithRate({ count, rate }: { count: number; rate: Rate }) {
  return (
    <td className={cell}>
      {count}
      <span className="block text-xs text-slate-600">
        <Percent rate={rate} />
      </span>
    </td>
  );
}

function Batches({ rows }: { rows: OwnerNumbers["batches"] }) {
  if (rows.length === 0) return <Empty>No batches yet. Add them under Batches; their students, classes and fees show here.</Empty>;
  return (
    <FigureTable
      name="Batches"
      caption="Per batch: seats filled, attendance, fees collected, due and overdue"
      heads={["Batch", "Filled", "Attended", "Fees paid"]}
      rows={rows}
      rowKey={(b) => b.id}
      rates={rows.flatMap((b) => [b.fill, b.attendance.rate])}
      cells={(b) => (
        <>
          <th scope="row" className="py-2 pr-3 font-medium text-slate-800">
            {b.courseTitle}
            {/* On a phone one line each, so no line ends on a dot; the dots show from 640 px. */}
            <span className="block text-xs font-normal text-slate-600">
              <span className="block sm:inline">{formatDate(b.startDate)}</span>
              <WideDot />
              <span className="block sm:inline">{b.schedule === "weekend" ? "Weekend" : "Weekday"}</span>
              <WideDot />
              <span className="block sm:inline">{b.timing}</span>
            </span>
          </th>
          <td className={cell}>
            {b.capacity === null ? `${b.enrolled}` : `${b.enrolled} of ${b.capacity}`}
            {b.capacity !== null && (
              <span className="block text-xs text-slate-600">
                <Percent rate={b.fill} />
              </span>
            )}
          </td>
          <td className={cell}>{b.attendance.held === 0 ? <span className="text-slate-600">No classes yet</span> : <Percent rate={b.attendance.rate} />}</td>
          <td className={`${lastCell} font-semibold text-slate-900`}>
            {rupees(b.collectedPaise)}
            <span className="block text-xs font-normal text-slate-600">{rupees(b.duePaise)} due</span>
            {b.overduePaise > 0 && <span className="block text-xs font-semibold text-red-700">{rupees(b.overduePaise)} overdue</span>}
          </td>
        </>
      )}
    />
  );
}

function Courses({ rows }: { rows: OwnerNumbers["courses"] }) {
  if (rows.length === 0) return <Empty>No leads yet.</Empty>;
  return (
    <FigureTable
      name="Money by course"
      caption="Per course: leads, enrolled, fees collected"
      heads={["Course", "Leads", "Enrolled", "Collected"]}
      rows={rows}
      rowKey={(c) => c.course}
      rates={rows.map((c) => c.conversion)}
      cells={(c) => (
        <>
          {/* On a phone a long name wraps, so the Collected column still fits beside it. */}
          <th scope="row" className="max-w-[10rem] py-2 pr-2 font-medium text-slate-800 sm:truncate sm:pr-3" title={c.course}>
            {c.course}
          </th>
          <td className={cell}>{c.leads}</td>
          <CountWithRate count={c.enrolled} rate={c.conversion} />
          <td className={`${lastCell} font-semibold text-slate-900`}>{rupees(c.collectedPaise)}</td>
        </>
      )}
    />
  );
}

function Sources({ rows }: { rows: OwnerNumbers["sources"] }) {
  if (rows.length === 0) return <Empty>No visits or leads yet.</Empty>;
  return (
    <FigureTable
      name="Money by source"
      caption="Per source: visits, leads and leads per visit, fees collected and students enrolled"
      heads={["Source", "Visits", "Leads", "Collected"]}
      rows={rows}
      rowKey={(s) => s.source}
      rates={rows.flatMap((s) => [s.enquiryRate, s.conversion])}
      cells={(s) => (
        <>
          <th scope="row" className="max-w-[6rem] truncate py-2 pr-2 sm:max-w-[10rem] sm:pr-3 font-medium text-slate-800" title={s.source}>
            {s.source}
          </th>
          <td className={cell}>{s.visits}</td>
          <td className={cell}>
            {s.leads}
            <span className="block text-xs text-slate-600">
              <Percent rate={s.enquiryRate} />
              <span className="sr-only"> of visits</span>
            </span>
          </td>
          <td className={`${lastCell} font-semibold text-slate-900`}>
            {rupees(s.collectedPaise)}
            <span className="block text-xs font-normal text-slate-600">
              {s.enrolled} enrolled (<Percent rate={s.conversion} />)
            </span>
          </td>
        </>
      )}
    />
  );
}

function Counsellors({ rows }: { rows: OwnerNumbers["counsellors"] }) {
  if (rows.length === 0) return <Empty>No leads yet.</Empty>;
  return (
    <FigureTable
      name="Counsellors"
      caption="Per counsellor: leads, enrolled and conversion, median first reply"
      heads={["Counsellor", "Leads", "Enrolled", "First reply"]}
      rows={rows}
      rowKey={(c) => c.id ?? "unassigned"}
      rates={rows.map((c) => c.conversion)}
      cells={(c) => (
        <>
          <th scope="row" className="max-w-[10rem] truncate py-2 pr-3 font-medium text-slate-800" title={c.name}>
            {c.name}
          </th>
          <td className={cell}>{c.leads}</td>
          <CountWithRate count={c.enrolled} rate={c.conversion} />
          <td className={`${lastCell} font-semibold text-slate-900`}>
            {c.medianFirstResponseSeconds === null ? "—" : formatDuration(c.medianFirstResponseSeconds)}
          </td>
        </>
      )}
    />
  );
}

const strong = "tabular-nums text-slate-900";

function Figures({ data }: { data: OwnerNumbers }) {
  const t = data.totals;
  return (
    <div className="space-y-5">
      <div className="space-y-1 text-sm text-slate-700">
        <p>
          {data.period.key === "custom" ? periodText(data.period) : OWNER_PERIOD_LABELS[data.period.key]}:{" "}
          <strong className={strong}>{rupees(t.collectedPaise)}</strong> collected, <strong className={strong}>{t.enrolments}</strong>{" "}
          {t.enrolments === 1 ? "student" : "students"} enrolled; <strong className={strong}>{t.leads}</strong> new {t.leads === 1 ? "lead" : "leads"},{" "}
          <strong className={strong}>{t.enrolled}</strong> of them enrolled by now.
        </p>
        <p>
          Today: <strong className={strong}>{rupees(t.duePaise)}</strong> still due
          {t.overduePaise > 0 && (
            <>
              {" "}
              (<strong className="tabular-nums text-red-700">{rupees(t.overduePaise)}</strong> overdue)
            </>
          )}
          .
        </p>
      </div>
      <Block title="Batches (seats and attendance as of today)">
        <Batches rows={data.batches} />
      </Block>
      <div className="grid grid-cols-1 items-start gap-5 xl:grid-cols-2 xl:gap-8">
        <Block title="Money by course">
          <Courses rows={data.courses} />
        </Block>
        <Block title="Money by source">
          <Sources rows={data.sources} />
        </Block>
      </div>
      <Block title="Counsellors">
        <Counsellors rows={data.counsellors} />
      </Block>
      <p className="text-xs text-slate-600">
        Leads, enrolled, money collected, visits and first replies count the period; seats filled, attendance and fees still due are as of today. A lead counts
        in the period it arrived; enrolled: of those leads, enrolled by now. Under a source&apos;s leads: leads per counted visit; enrolled: out of the leads. A
        lead counts under the course of the batch they joined, else the course they asked about; its owner now; its source as the visits count it. Attendance:
        classes attended out of classes held, for the students on the batch now. First reply: the median wait for a first message or call.
      </p>
    </div>
  );
}

export function OwnerNumbersCard() {
  const [period, setPeriod] = useState<OwnerNumbersQuery>({ period: DEFAULT_OWNER_PERIOD });
  const query = useQuery({
    queryKey: [...ownerNumbersKey, period],
    queryFn: ({ signal }) => fetchOwnerNumbers(period, signal),
    // The last period's numbers stay on screen while the next load.
    placeholderData: keepPreviousData,
  });
  return (
    <FigureCard
      id="owner-numbers-title"
      title="The owner's numbers"
      what="the owner's numbers"
      query={query}
      controls={<OwnerPeriodPicker shown={query.data?.period} loading={query.isFetching} onChange={setPeriod} />}
    >
      {(data) => <Figures data={data} />}
    </FigureCard>
  );
}
