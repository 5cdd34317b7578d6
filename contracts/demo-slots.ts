import { chennaiWeekdayTime } from "./en-in-format";
import { INSTITUTE_UTC_OFFSET_MINUTES, addDays, dayStartUtc, instituteDay } from "./institute-time";

// Free demo classes (docs/decisions/022). A course page offers two kinds of slot:
// the first class of each upcoming batch (a visitor can sit in on day one), and
// general demo slots on the next working days. The course page and the server
// compute the same list from the same batches and clock, so the server can
// check that a booked time was really offered.

export interface DemoSlot {
  /** UTC ISO time-stamp of the demo. */
  at: string;
  /** The batch whose first class this is, if any. */
  batchId: string | null;
  label: string;
}

interface BatchLike {
  id: string;
  startDate: string;
  timing: string;
  schedule: string;
  /** 0: the batch is full and takes no demo bookings (docs/decisions/067). */
  seatsLeft?: number;
}

/** General demo times, Chennai clock (hours, minutes), Monday to Saturday. */
export const DEMO_TIMES: readonly [number, number][] = [
  [11, 0],
  [17, 0],
];
/** How many working days ahead general slots are offered. */
export const DEMO_DAYS_AHEAD = 5;
/** A slot must be at least this far away to be booked: a counsellor needs time to prepare. */
export const DEMO_LEAD_MS = 2 * 3600_000;

/** The first time in a batch's timing text ("7:00 am – 9:00 am", "18:30-20:30"), as [hour, minute]. */
export function startTime(timing: string): [number, number] | null {
  const m = /(\d{1,2})(?:[:.](\d{2}))?\s*(am|pm|a\.m\.|p\.m\.)?/i.exec(timing);
  if (!m) return null;
  let hour = Number(m[1]);
  const minute = Number(m[2] ?? 0);
  const half = (m[3] ?? "").toLowerCase();
  if (half.startsWith("p") && hour < 12) hour += 12;
  if (half.startsWith("a") && hour === 12) hour = 0;
  if (hour > 23 || minute > 59) return null;
  return [hour, minute];
}

/** A Chennai wall-clock time on a day, as a UTC instant. */
const at = (day: string, [hour, minute]: [number, number]) => new Date(dayStartUtc(day).getTime() + (hour * 60 + minute) * 60_000);

/** "Mon, 5 Jan, 10:00 am", Chennai time. */
const label = (instant: Date) => chennaiWeekdayTime(instant);

/** The demo slots a course offers now, soonest first. */
export function demoSlots(batches: readonly BatchLike[], now = Date.now()): DemoSlot[] {
  const earliest = now + DEMO_LEAD_MS;
  const slots: DemoSlot[] = [];
  for (const b of batches) {
    if (b.seatsLeft === 0) continue;
    const time = startTime(b.timing);
    if (!time) continue;
    const instant = at(b.startDate, time);
    if (instant.getTime() < earliest) continue;
    slots.push({ at: instant.toISOString(), batchId: b.id, label: `${label(instant)} · first class of the ${b.schedule} batch` });
  }
  let day = instituteDay(now);
  let working = 0;
  while (working < DEMO_DAYS_AHEAD) {
    day = addDays(day, 1);
    const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
    if (weekday === 0) continue; // Sunday: the institute is closed.
    working++;
    for (const time of DEMO_TIMES) {
      const instant = at(day, time);
      if (instant.getTime() >= earliest) slots.push({ at: instant.toISOString(), batchId: null, label: `${label(instant)} · demo class` });
    }
  }
  // ISO time-stamps of one length sort as text in time order.
  return slots.sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0));
}

/** How many of the next slots a course page lists as choices (the server accepts any offered slot). */
export const PAGE_DEMO_SLOTS = 6;
/** At most this many of them are batches' first classes. */
const PAGE_BATCH_SLOTS = 2;

/**
 * The slots a course page lists in its HTML, rendered once per content version
 * and Chennai day (docs/decisions/061): the offered slots from the next day on,
 * so the list holds all day long without a render per request. Every one of them
 * is also in `demoSlots(batches, now)` at any time of that day, so the server
 * accepts what the page offered.
 */
export function pageDemoSlots(batches: readonly BatchLike[], day: string, limit = PAGE_DEMO_SLOTS): DemoSlot[] {
  // "Now" late enough in the day that the lead time ends at the next midnight.
  const lateToday = dayStartUtc(addDays(day, 1)).getTime() - DEMO_LEAD_MS;
  const all = demoSlots(batches, lateToday);
  // A batch's first class is worth a place of its own (a student may join that batch), then the soonest demo times.
  const firstClasses = all.filter((slot) => slot.batchId).slice(0, PAGE_BATCH_SLOTS);
  const general = all.filter((slot) => !slot.batchId).slice(0, Math.max(0, limit - firstClasses.length));
  return [...firstClasses, ...general].sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0)).map((slot) => ({ ...slot, label: demoChoiceText(slot) }));
}

const LONG_WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
const LONG_MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];

/** "Tuesday, 1 December, 11:00 am (Chennai time) · demo class": a radio choice's words, worked out without Intl. */
export function demoChoiceText(slot: Pick<DemoSlot, "at" | "batchId" | "label">): string {
  const wall = new Date(Date.parse(slot.at) + INSTITUTE_UTC_OFFSET_MINUTES * 60_000);
  const hour = wall.getUTCHours();
  const clock = `${hour % 12 || 12}:${String(wall.getUTCMinutes()).padStart(2, "0")} ${hour < 12 ? "am" : "pm"}`;
  const when = `${LONG_WEEKDAYS[wall.getUTCDay()]}, ${wall.getUTCDate()} ${LONG_MONTHS[wall.getUTCMonth()]}, ${clock}`;
  const kind = slot.label.split(" · ")[1] ?? "demo class";
  return `${when} · ${kind}`;
}
