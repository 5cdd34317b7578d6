import { type EnquiryForm, ENQUIRY_FORMS } from "../../../contracts/enquiry";
import { type InboxStats, addDays, dayStartUtc, instituteDay, weekStart } from "../../../contracts/enquiry-inbox";
import type { Db } from "../../db/types";
import { countNew, toSummary } from "./repository";

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

  const [recent, total, newCount, byCourse, byForm, latest] = await Promise.all([
    db.selectFrom("enquiries").select("created_at").where("created_at", ">=", dayStartUtc(firstWeek).toISOString()).execute(),
    db.selectFrom("enquiries").select((eb) => eb.fn.countAll<string | number>().as("n")).executeTakeFirstOrThrow(),
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
    db.selectFrom("enquiries").selectAll().orderBy("created_at", "desc").orderBy("id", "desc").limit(5).execute(),
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
    byCourse: byCourse
      .map((r) => ({ course: r.course!, count: n(r.n) }))
      .sort((a, b) => b.count - a.count || a.course.localeCompare(b.course)),
    byForm: ENQUIRY_FORMS.map((form: EnquiryForm) => ({ form, count: formCounts.get(form) ?? 0 })),
    latest: latest.map(toSummary),
  };
}
