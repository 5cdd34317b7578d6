// The overview's numbers of leads: per week, course, form and status, and conversion by course and source;
// weeks are bucketed in code so both engines agree (docs/decisions/022).

import { type EnquiryForm, ENQUIRY_FORMS } from "#contracts/enquiry";
import { type RawBuilder, sql } from "kysely";
import { type Conversion, type EnquiryStatus, type InboxStats, addDays, dayStartUtc, instituteDay, weekStart } from "#contracts/enquiry-inbox";
import type { Db } from "#server/db/types";
import { nowIso } from "../common/clock";
import { countNew, endOfToday, toSummary, withOwner } from "./inbox";

export const STATS_WEEKS = 12;

const n = (v: string | number | bigint) => Number(v);

/**
 * The overview numbers. Weeks are bucketed here rather than in SQL: date
 * arithmetic differs between SQLite and PostgreSQL, and twelve weeks of
 * time-stamps are few.
 */
export async function enquiryStats(db: Db, now = Date.now()): Promise<InboxStats> {
  const today = instituteDay(now);
  const thisWeek = weekStart(now);
  const firstWeek = addDays(thisWeek, -7 * (STATS_WEEKS - 1));

  const [recent, total, newCount, byCourse, byForm, latest, byStatus, courseConversion, sourceConversion, due] = await Promise.all([
    db.selectFrom("enquiries").select("created_at").where("created_at", ">=", dayStartUtc(firstWeek).toISOString()).execute(),
    db
      .selectFrom("enquiries")
      .select((eb) => eb.fn.countAll<string | number>().as("n"))
      .executeTakeFirstOrThrow(),
    countNew(db),
    db
      .selectFrom("enquiries")
      .select((eb) => ["course", eb.fn.countAll<string | number>().as("n")])
      .where("course", "is not", null)
      .groupBy("course")
      .execute(),
    db
      .selectFrom("enquiries")
      .select((eb) => ["form", eb.fn.countAll<string | number>().as("n")])
      .groupBy("form")
      .execute(),
    withOwner(db).orderBy("enquiries.last_submitted_at", "desc").orderBy("enquiries.id", "desc").limit(5).execute(),
    db
      .selectFrom("enquiries")
      .select((eb) => ["status", eb.fn.countAll<string | number>().as("n")])
      .groupBy("status")
      .execute(),
    conversion(db, sql<string>`coalesce(course, 'No course given')`),
    conversion(db, sql<string>`coalesce(nullif(utm_source, ''), nullif(referrer_host, ''), 'Direct')`),
    db
      .selectFrom("enquiries")
      .select((eb) => [
        eb.fn.countAll<string | number>().as("due"),
        eb.fn.sum<string | number | null>(eb.case().when("due_at", "<", nowIso(now)).then(1).else(0).end()).as("overdue"),
      ])
      .where("due_at", "<", endOfToday(now))
      .executeTakeFirstOrThrow(),
  ]);

  const weeks = Array.from({ length: STATS_WEEKS }, (_, i) => ({ start: addDays(firstWeek, 7 * i), count: 0 }));
  const weekIndex = new Map(weeks.map((w, i) => [w.start, i]));
  let todayCount = 0;
  for (const { created_at } of recent) {
    const i = weekIndex.get(weekStart(created_at));
    if (i !== undefined) weeks[i]!.count++;
    if (instituteDay(created_at) === today) todayCount++;
  }

  const formCounts = new Map(byForm.map((r) => [r.form, n(r.n)]));
  return {
    today: todayCount,
    thisWeek: weeks.at(-1)!.count,
    newCount,
    total: n(total.n),
    weeks,
    byCourse: byCourse.map((r) => ({ course: r.course!, count: n(r.n) })).sort((a, b) => b.count - a.count || a.course.localeCompare(b.course)),
    byForm: ENQUIRY_FORMS.map((form: EnquiryForm) => ({ form, count: formCounts.get(form) ?? 0 })),
    latest: latest.map((r) => toSummary(r, now)),
    funnel: funnel(new Map(byStatus.map((r) => [r.status, n(r.n)]))),
    conversionByCourse: courseConversion,
    conversionBySource: sourceConversion,
    dueCount: n(due.due),
    overdueCount: n(due.overdue ?? 0),
  };
}

/**
 * The funnel by where leads are now: every lead started as new; one that is at
 * "demo scheduled" has also been contacted, and so on. Lost leads leave the
 * funnel and are counted on their own.
 */
function funnel(byStatus: Map<string, number>) {
  const steps: EnquiryStatus[] = ["new", "contacted", "demo_scheduled", "enrolled"];
  const at = (s: EnquiryStatus) => byStatus.get(s) ?? 0;
  const reached = steps.map((status, i) => ({ status, count: steps.slice(i).reduce((sum, s) => sum + at(s), 0) + (i === 0 ? at("lost") : 0) }));
  return [...reached, { status: "lost" as const, count: at("lost") }];
}

/** Leads and enrolments grouped by an expression, most leads first. */
async function conversion(db: Db, label: RawBuilder<string>): Promise<Conversion[]> {
  const rows = await db
    .selectFrom("enquiries")
    .select((eb) => [
      label.as("label"),
      eb.fn.countAll<string | number>().as("leads"),
      eb.fn.sum<string | number | null>(eb.case().when("status", "=", "enrolled").then(1).else(0).end()).as("enrolled"),
    ])
    .groupBy(label)
    .execute();
  return rows
    .map((r) => ({ label: r.label, leads: n(r.leads), enrolled: n(r.enrolled ?? 0) }))
    .sort((a, b) => b.leads - a.leads || a.label.localeCompare(b.label));
}
