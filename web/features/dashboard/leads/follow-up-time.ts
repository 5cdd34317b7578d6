import { INSTITUTE_UTC_OFFSET_MINUTES, addDays, dayStartUtc, instituteDay, weekStart } from "#contracts/enquiry-inbox";

// The follow-up picker speaks Chennai time whatever the computer's zone: a
// datetime-local value ("2026-11-21T11:00") is read as Chennai wall-clock time.

const OFFSET_MS = INSTITUTE_UTC_OFFSET_MINUTES * 60_000;
const HOUR_MS = 3_600_000;

/** ISO instant → the datetime-local value showing it on the Chennai clock. */
export const toChennaiInput = (iso: string) => new Date(new Date(iso).getTime() + OFFSET_MS).toISOString().slice(0, 16);

/** A datetime-local value on the Chennai clock → an ISO instant (null when it is not a date and time). */
export function fromChennaiInput(value: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value)) return null;
  const ms = Date.parse(`${value}:00Z`);
  return Number.isNaN(ms) ? null : new Date(ms - OFFSET_MS).toISOString();
}

const at = (day: string, hour: number) => new Date(dayStartUtc(day).getTime() + hour * HOUR_MS).toISOString();

/** The quick choices beside the picker, from `now`. */
export function quickFollowUps(now = Date.now()) {
  const today = instituteDay(now);
  const tomorrow = addDays(today, 1);
  const nextMonday = addDays(weekStart(now), 7);
  return [
    { label: "In 2 hours", at: new Date(now + 2 * HOUR_MS).toISOString() },
    { label: "Tomorrow 11 am", at: at(tomorrow, 11) },
    { label: "Tomorrow 5 pm", at: at(tomorrow, 17) },
    { label: "Next Monday 11 am", at: at(nextMonday, 11) },
  ];
}

/** Office hours on the Chennai clock in which a counsellor calls a student back. */
const CALL_HOURS = { from: 9, to: 19 };

/**
 * When to try again after a call nobody answered: in 2 hours if that falls within
 * office hours in Chennai; if it falls before them, 11 am that day; after them,
 * 11 am the day after. Never the middle of the night.
 */
export function retryFollowUp(now = Date.now()) {
  const inTwoHours = now + 2 * HOUR_MS;
  const day = instituteDay(inTwoHours);
  const hour = (inTwoHours - dayStartUtc(day).getTime()) / HOUR_MS;
  if (hour < CALL_HOURS.from) return at(day, 11);
  if (hour > CALL_HOURS.to) return at(addDays(day, 1), 11);
  return new Date(inTwoHours).toISOString();
}
