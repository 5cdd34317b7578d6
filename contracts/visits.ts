import { isoDate } from "./dates";
import { z } from "./zod";

// Which pages bring students (docs/decisions/053): page loads counted by the
// server per Chennai day, page and source, beside the enquiries of the same
// days. The admin overview asks for a period; the answer has the numbers per
// day, per page and per source.

/** The periods the overview offers, in days up to and including today. */
export const VISIT_PERIODS = [7, 30, 90] as const;
/** The longest period one request may ask for. */
export const VISIT_MAX_DAYS = 366;

const blankToUndefined = (v: unknown) => (typeof v === "string" && v.trim() === "" ? undefined : v);

const DAYS_MESSAGE = `days must be a whole number from 1 to ${VISIT_MAX_DAYS}`;

/** `?days=30` (the last 30 days, today included) or `?from=yyyy-mm-dd&to=yyyy-mm-dd` (Chennai days, both included). */
export const visitsQuerySchema = z
  .object({
    days: z.preprocess(
      blankToUndefined,
      z.coerce.number({ error: DAYS_MESSAGE }).int(DAYS_MESSAGE).min(1, DAYS_MESSAGE).max(VISIT_MAX_DAYS, DAYS_MESSAGE).optional(),
    ),
    from: z.preprocess(blankToUndefined, isoDate("from must be a date (yyyy-mm-dd)").optional()),
    to: z.preprocess(blankToUndefined, isoDate("to must be a date (yyyy-mm-dd)").optional()),
  })
  .refine((q) => !(q.days !== undefined && (q.from || q.to)), { message: "Give either days or from and to, not both", path: ["days"] })
  .refine((q) => Boolean(q.from) === Boolean(q.to), { message: "Give both from and to", path: ["to"] })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: "from must not be after to", path: ["to"] })
  .refine((q) => !q.from || !q.to || Date.parse(q.to) - Date.parse(q.from) < VISIT_MAX_DAYS * 86_400_000, {
    message: `The period may be at most ${VISIT_MAX_DAYS} days`,
    path: ["to"],
  });
export type VisitsQuery = z.infer<typeof visitsQuerySchema>;

/** The overview's "From … To …" form: the same rules as the query, said to a person. */
export const visitRangeSchema = z
  .object({ from: isoDate("Choose the first day"), to: isoDate("Choose the last day") })
  .refine((r) => r.from <= r.to, { message: "The last day must not be before the first", path: ["to"] })
  .refine((r) => Date.parse(r.to) - Date.parse(r.from) < VISIT_MAX_DAYS * 86_400_000, {
    message: `Choose at most ${VISIT_MAX_DAYS} days`,
    path: ["to"],
  });

/** Visits and the enquiries that came in, for one day, page or source. */
export interface VisitCount {
  visits: number;
  enquiries: number;
}

export interface VisitDay extends VisitCount {
  /** yyyy-mm-dd, Chennai time. */
  day: string;
}

export interface VisitPage extends VisitCount {
  /** The page's address, e.g. /courses/python. */
  page: string;
  /** The course's name when the page is a course's. */
  course?: string;
}

export interface VisitSource extends VisitCount {
  /** A utm_source (lower-cased), a referring site ("google"), "internal" (from another of our pages) or "direct". */
  source: string;
}

export interface VisitReport {
  from: string;
  to: string;
  /** False when the server is set not to count (PAGE_VIEWS=off): the numbers are what was counted before. */
  counting: boolean;
  total: VisitCount;
  /** Every day of the period, oldest first. */
  days: VisitDay[];
  /** Pages with visits or enquiries, most visits first. */
  pages: VisitPage[];
  /** Sources with visits or enquiries, most visits first. */
  sources: VisitSource[];
}

/** Enquiries per 100 visits, as the overview shows it ("2.5%"); a dash without visits. */
export function conversionRate({ visits, enquiries }: VisitCount): string {
  if (visits === 0) return "—";
  const rate = (enquiries / visits) * 100;
  return `${rate >= 10 || rate === 0 ? Math.round(rate) : rate.toFixed(1)}%`;
}
