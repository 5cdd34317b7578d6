// Reads the saved visit counts for a period: which pages and sources bring visitors (docs/decisions/053).

import { addDays, dayStartUtc, instituteDay } from "#contracts/institute-time";
import type { VisitCount, VisitPage, VisitReport, VisitSource, VisitsQuery } from "#contracts/visits";
import type { Db } from "#server/db/types";
import { enquirySource } from "./source";

const n = (v: string | number | bigint) => Number(v);

/** The Chennai days a query covers: `days` up to and including today, or from–to. */
export function periodOf(query: VisitsQuery, now: number): { from: string; to: string } {
  if (query.from && query.to) return { from: query.from, to: query.to };
  const to = instituteDay(now);
  return { from: addDays(to, -((query.days ?? 30) - 1)), to };
}

const byVisits =
  <T extends VisitCount>(key: (row: T) => string) =>
  (a: T, b: T) =>
    b.visits - a.visits || b.enquiries - a.enquiries || key(a).localeCompare(key(b));

/**
 * Visits (counted page loads) and enquiries (new leads, docs/decisions/022) per
 * day, page and source over a period. An enquiry is put on the page it was sent
 * from and under its source in the visits' words (source.ts), so each row's
 * enquiries divided by its visits is that page's or source's conversion.
 * Enquiries are few (tens a day); they are grouped here, as the overview's other
 * numbers are, rather than in SQL that differs between the engines.
 */
export async function visitReport(
  db: Db,
  query: VisitsQuery,
  opts: { now: number; counting: boolean; courseNames: Map<string, string> },
): Promise<VisitReport> {
  const { from, to } = periodOf(query, opts.now);
  const [views, enquiries] = await Promise.all([
    db
      .selectFrom("page_views")
      .select((eb) => ["day", "page", "source", eb.fn.sum<string | number>("views").as("views")])
      .where("day", ">=", from)
      .where("day", "<=", to)
      .groupBy(["day", "page", "source"])
      .execute(),
    db
      .selectFrom("enquiries")
      .select(["created_at", "source_page", "utm_source", "referrer_host"])
      .where("created_at", ">=", dayStartUtc(from).toISOString())
      .where("created_at", "<", dayStartUtc(addDays(to, 1)).toISOString())
      .execute(),
  ]);

  const days = new Map<string, VisitCount>();
  for (let day = from; day <= to; day = addDays(day, 1)) days.set(day, { visits: 0, enquiries: 0 });
  const pages = new Map<string, VisitCount>();
  const sources = new Map<string, VisitCount>();
  const total: VisitCount = { visits: 0, enquiries: 0 };
  const row = (map: Map<string, VisitCount>, key: string) => {
    let found = map.get(key);
    if (!found) map.set(key, (found = { visits: 0, enquiries: 0 }));
    return found;
  };

  for (const v of views) {
    const count = n(v.views);
    total.visits += count;
    row(days, v.day).visits += count;
    row(pages, v.page).visits += count;
    row(sources, v.source).visits += count;
  }
  for (const e of enquiries) {
    total.enquiries++;
    row(days, instituteDay(e.created_at)).enquiries++;
    if (e.source_page) row(pages, e.source_page).enquiries++;
    row(sources, enquirySource(e)).enquiries++;
  }

  const courseOf = (page: string) => {
    const id = /^\/courses\/([^/]+)$/.exec(page)?.[1];
    return id ? opts.courseNames.get(id) : undefined;
  };
  return {
    from,
    to,
    counting: opts.counting,
    total,
    days: [...days].map(([day, c]) => ({ day, ...c })),
    pages: [...pages]
      .map(([page, c]): VisitPage => {
        const course = courseOf(page);
        return course ? { page, course, ...c } : { page, ...c };
      })
      .sort(byVisits((r) => r.page)),
    sources: [...sources].map(([source, c]): VisitSource => ({ source, ...c })).sort(byVisits((r) => r.source)),
  };
}
