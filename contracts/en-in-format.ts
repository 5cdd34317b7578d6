// Dates, times and numbers as Indian English writes them, by hand. The same text
// as the browser's Intl with the "en-IN" locale (en-in-format.test.ts compares
// them over many values), without calling it: on a slow phone Intl's locale data
// and first calls cost main-thread time while a page starts (docs/decisions/041).
// No dependencies, so any page can use it.

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sept", "Oct", "Nov", "Dec"] as const;
const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"] as const;

/** What Intl writes for a date it cannot read. */
export const INVALID_DATE = "Invalid Date";

/** India Standard Time, UTC+05:30, since 1946 (before that Chennai's clocks followed other offsets). */
const IST_OFFSET_MS = 330 * 60_000;
const IST_SINCE = Date.UTC(1946, 0, 1);
/** The last instant a Date can hold whose Chennai wall clock a Date can hold too. */
const IST_UNTIL = 8.64e15 - IST_OFFSET_MS;

interface Fields {
  year: number;
  month: number;
  day: number;
  weekday: number;
  hour: number;
  minute: number;
}

function utcFields(ms: number): Fields {
  const d = new Date(ms);
  return { year: d.getUTCFullYear(), month: d.getUTCMonth(), day: d.getUTCDate(), weekday: d.getUTCDay(), hour: d.getUTCHours(), minute: d.getUTCMinutes() };
}

/** The Gregorian calendar's year as written without an era: 1 BC (year 0) is "1", 2 BC "2". */
const yearText = (year: number) => String(year > 0 ? year : 1 - year);

/** "10:05 am", "12:00 pm": a 12-hour clock, hours without a leading zero. */
const clock = ({ hour, minute }: Fields) => `${hour % 12 || 12}:${String(minute).padStart(2, "0")} ${hour < 12 ? "am" : "pm"}`;

/** "5 Jan 2026" */
const dayMonthYear = (f: Fields) => `${f.day} ${MONTHS[f.month]} ${yearText(f.year)}`;

// ---- Calendar dates (UTC: a date without a time of day) ----

/** A UTC date as "5 Jan 2026" (Intl: day numeric, month short, year numeric, time zone UTC). */
export function utcDayMonthYear(date: Date): string {
  const ms = date.getTime();
  return Number.isNaN(ms) ? INVALID_DATE : dayMonthYear(utcFields(ms));
}

/** A UTC date as "Jan 2026" (Intl: month short, year numeric, time zone UTC). */
export function utcMonthYear(date: Date): string {
  const ms = date.getTime();
  if (Number.isNaN(ms)) return INVALID_DATE;
  const f = utcFields(ms);
  return `${MONTHS[f.month]} ${yearText(f.year)}`;
}

// ---- Instants in Chennai (time zone Asia/Kolkata) ----

const IST_DATE: Intl.DateTimeFormatOptions = { day: "numeric", month: "short", year: "numeric", timeZone: "Asia/Kolkata" };
const IST_DATE_TIME: Intl.DateTimeFormatOptions = { ...IST_DATE, hour: "numeric", minute: "2-digit" };
const IST_WEEKDAY_TIME: Intl.DateTimeFormatOptions = {
  weekday: "short",
  day: "numeric",
  month: "short",
  hour: "numeric",
  minute: "2-digit",
  timeZone: "Asia/Kolkata",
};

/**
 * The Chennai wall clock of an instant, or null for an instant before 1946 or in
 * the last hours of the year 275760 (or none), which Intl itself formats: the
 * offsets of the 1940s and earlier are not worth writing down for dates no page
 * shows.
 */
function chennai(date: Date): Fields | null {
  const ms = date.getTime();
  return ms >= IST_SINCE && ms <= IST_UNTIL ? utcFields(ms + IST_OFFSET_MS) : null;
}

/** "4 Mar 2025" in Chennai. */
export function chennaiDayMonthYear(date: Date): string {
  const f = chennai(date);
  return f ? dayMonthYear(f) : date.toLocaleDateString("en-IN", IST_DATE);
}

/** "21 Nov 2026, 2:05 pm" in Chennai. */
export function chennaiDateTime(date: Date): string {
  const f = chennai(date);
  return f ? `${dayMonthYear(f)}, ${clock(f)}` : date.toLocaleString("en-IN", IST_DATE_TIME);
}

/** "Mon, 5 Jan, 10:00 am" in Chennai. */
export function chennaiWeekdayTime(date: Date): string {
  const f = chennai(date);
  return f ? `${WEEKDAYS[f.weekday]}, ${f.day} ${MONTHS[f.month]}, ${clock(f)}` : date.toLocaleString("en-IN", IST_WEEKDAY_TIME);
}

// ---- Numbers ----

/** The whole number nearest to a finite, non-negative value, halves away from zero, as decimal digits. */
function wholeDigits(value: number): string {
  if (!Number.isInteger(value)) return value.toFixed(0); // below 2^53: exact, halves rounded up
  // An integer: its shortest decimal form, as Intl writes it ("1e+21" spelled out).
  const text = String(value);
  const exp = /^(\d)(?:\.(\d+))?e\+(\d+)$/.exec(text);
  if (!exp) return text;
  const fraction = exp[2] ?? "";
  return exp[1]! + fraction + "0".repeat(Number(exp[3]) - fraction.length);
}

/**
 * 150000 → "1,50,000": rounded to whole units, grouped the Indian way (the last
 * three digits, then pairs: thousand, lakh, crore…), as Intl.NumberFormat("en-IN",
 * { maximumFractionDigits: 0 }) writes it, "-" and "∞" included.
 */
export function indianWhole(value: number): string {
  if (Number.isNaN(value)) return "NaN";
  const sign = value < 0 || Object.is(value, -0) ? "-" : "";
  const size = Math.abs(value);
  if (size === Number.POSITIVE_INFINITY) return `${sign}∞`;
  const digits = wholeDigits(size);
  if (digits.length <= 3) return sign + digits;
  const head = digits.slice(0, -3);
  const pairs = head.length % 2 ? [head.slice(0, 1)] : [];
  for (let i = head.length % 2; i < head.length; i += 2) pairs.push(head.slice(i, i + 2));
  return `${sign}${pairs.join(",")},${digits.slice(-3)}`;
}
