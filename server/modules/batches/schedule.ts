import { addDays } from "#contracts/institute-time";

// A batch's classes from its schedule (docs/decisions/067): weekday batches meet
// Monday to Friday, weekend batches Saturday and Sunday, from the start date for
// the batch's duration ("3 months", "8 weeks", "45 days"). Pure, so the rules are
// tested without a database.

/** Used when the duration is not written as a number of days, weeks or months. */
export const DEFAULT_WEEKS = 12;

/** The day after the batch's last possible class (yyyy-mm-dd): start + duration. */
export function batchEndExclusive(startDate: string, duration: string): string {
  const match = /(\d+(?:\.\d+)?)\s*(day|week|month|year)/i.exec(duration);
  if (!match) return addDays(startDate, DEFAULT_WEEKS * 7);
  const amount = Number(match[1]);
  const unit = match[2]!.toLowerCase();
  if (unit === "day") return addDays(startDate, Math.ceil(amount));
  if (unit === "week") return addDays(startDate, Math.ceil(amount * 7));
  const months = unit === "year" ? amount * 12 : amount;
  const whole = Math.floor(months);
  const [y, m, d] = startDate.split("-").map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1 + whole, d));
  // 31 Jan + 1 month is 28 Feb, not 3 March.
  if (date.getUTCDate() !== d) date.setUTCDate(0);
  return addDays(date.toISOString().slice(0, 10), Math.round((months - whole) * 30));
}

/** The batch's last class day (yyyy-mm-dd), for certificates and the roster. */
export const batchEndDate = (startDate: string, duration: string) => addDays(batchEndExclusive(startDate, duration), -1);

const weekdayOf = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay(); // 0 = Sunday

/** Whether a batch with this schedule meets on a day. */
export const meetsOn = (schedule: string, day: string) => {
  const weekday = weekdayOf(day);
  return schedule === "weekend" ? weekday === 0 || weekday === 6 : weekday >= 1 && weekday <= 5;
};

/** Every class day of the batch, in order. */
export function sessionDates(startDate: string, schedule: string, duration: string): string[] {
  const end = batchEndExclusive(startDate, duration);
  const days: string[] = [];
  for (let day = startDate; day < end && days.length < 1000; day = addDays(day, 1)) if (meetsOn(schedule, day)) days.push(day);
  return days;
}

/**
 * When a class starts, 24-hour "HH:MM", read from the batch's timing as staff
 * typed it ("7:00 AM – 9:00 AM", "7-9 am", "18:30 to 20:30"); the timing itself
 * when it names no time.
 */
export function startsAt(timing: string): string {
  const match = /(\d{1,2})(?:[:.](\d{2}))?\s*(am|pm|a\.m\.|p\.m\.)?/i.exec(timing);
  if (!match) return timing;
  let hour = Number(match[1]);
  const minutes = match[2] ?? "00";
  // "7-9 pm": the period written once, after the end time, is the start's too.
  const period = (match[3] ?? /(am|pm|a\.m\.|p\.m\.)/i.exec(timing.slice(match.index + match[0].length))?.[1] ?? "").toLowerCase().replace(/\./g, "");
  if (hour > 23 || Number(minutes) > 59) return timing;
  if (period === "pm" && hour < 12) hour += 12;
  if (period === "am" && hour === 12) hour = 0;
  return `${String(hour).padStart(2, "0")}:${minutes}`;
}

/** Where the class is, in words for a student. */
export function placeOf(mode: string, address: string | null): string {
  if (mode === "online") return "Online class";
  const room = address ? `At the institute, ${address}` : "At the institute";
  return mode === "both" ? `${room}, or online` : room;
}

/** How a certificate and the roster name a batch's days. */
export const SCHEDULE_WORDS: Record<string, string> = { weekday: "Weekday batch", weekend: "Weekend batch" };
