import { isoDate } from "./dates";
import { addDays } from "./institute-time";
import { z } from "./zod";

// The period the owner's numbers cover (docs/decisions/072): this month, last
// month, the last 90 days, this year, a range of Chennai dates, or all time.
// Leads, enrolments, conversion, money received and first replies count what
// happened in it; seats, attendance and what is still owed are as of today.
// Resolved here, beside the query's rules, so the server and the card name the
// same days.

export const OWNER_PERIODS = ["this-month", "last-month", "last-90-days", "this-year", "custom", "all"] as const;
export type OwnerPeriodKey = (typeof OWNER_PERIODS)[number];
/** What an owner asks first: how this month is going. */
export const DEFAULT_OWNER_PERIOD: OwnerPeriodKey = "this-month";

export const OWNER_PERIOD_LABELS: Record<OwnerPeriodKey, string> = {
  "this-month": "This month",
  "last-month": "Last month",
  "last-90-days": "Last 90 days",
  "this-year": "This year",
  custom: "Choose dates",
  all: "All time",
};

export const OWNER_PERIOD_MESSAGES = {
  period: `period must be one of ${OWNER_PERIODS.join(", ")}`,
  from: "from must be a date (yyyy-mm-dd)",
  to: "to must be a date (yyyy-mm-dd)",
  bothDates: "A custom period needs both from and to",
  onlyCustom: "from and to go with period=custom only",
  order: "from must not be after to",
} as const;

const blankToUndefined = (v: unknown) => (typeof v === "string" && v.trim() === "" ? undefined : v);

/** `?period=last-month`, or `?from=yyyy-mm-dd&to=yyyy-mm-dd` (Chennai days, both included; `period=custom` may be said or left out). */
export const ownerNumbersQuerySchema = z
  .object({
    period: z.preprocess(blankToUndefined, z.enum(OWNER_PERIODS, { error: OWNER_PERIOD_MESSAGES.period }).optional()),
    from: z.preprocess(blankToUndefined, isoDate(OWNER_PERIOD_MESSAGES.from).optional()),
    to: z.preprocess(blankToUndefined, isoDate(OWNER_PERIOD_MESSAGES.to).optional()),
  })
  .superRefine((q, ctx) => {
    const dated = q.from !== undefined || q.to !== undefined;
    if (dated && q.period !== undefined && q.period !== "custom") ctx.addIssue({ code: "custom", message: OWNER_PERIOD_MESSAGES.onlyCustom, path: ["period"] });
    else if ((dated || q.period === "custom") && (q.from === undefined || q.to === undefined))
      ctx.addIssue({ code: "custom", message: OWNER_PERIOD_MESSAGES.bothDates, path: [q.from === undefined ? "from" : "to"] });
    else if (q.from && q.to && q.from > q.to) ctx.addIssue({ code: "custom", message: OWNER_PERIOD_MESSAGES.order, path: ["to"] });
  });
export type OwnerNumbersQuery = z.infer<typeof ownerNumbersQuerySchema>;

export const ownerPeriodSchema = z.object({
  key: z.enum(OWNER_PERIODS),
  /** First Chennai day counted; null: all time. */
  from: z.string().nullable(),
  /** Last Chennai day counted (included); null: all time. */
  to: z.string().nullable(),
});
export type OwnerPeriod = z.infer<typeof ownerPeriodSchema>;

const monthStart = (day: string) => `${day.slice(0, 7)}-01`;

/** The days a (checked) query covers, seen from `today` (a Chennai date). */
export function resolveOwnerPeriod(query: OwnerNumbersQuery, today: string): OwnerPeriod {
  const key: OwnerPeriodKey = query.period ?? (query.from ? "custom" : DEFAULT_OWNER_PERIOD);
  switch (key) {
    case "this-month":
      return { key, from: monthStart(today), to: today };
    case "last-month": {
      const lastDay = addDays(monthStart(today), -1);
      return { key, from: monthStart(lastDay), to: lastDay };
    }
    case "last-90-days":
      return { key, from: addDays(today, -89), to: today };
    case "this-year":
      return { key, from: `${today.slice(0, 4)}-01-01`, to: today };
    case "custom":
      return { key, from: query.from!, to: query.to! };
    case "all":
      return { key, from: null, to: null };
  }
}

/** The custom period's form in the card: the same rules, said to a person. */
export const ownerRangeSchema = z
  .object({ from: isoDate("Choose the first day"), to: isoDate("Choose the last day") })
  .refine((r) => r.from <= r.to, { message: "The last day must not be before the first", path: ["to"] });
