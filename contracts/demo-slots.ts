import { chennaiWeekdayTime } from "./en-in-format";
import { addDays, dayStartUtc, instituteDay } from "./institute-time";

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
