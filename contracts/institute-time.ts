// The institute's clock, without zod so public pages (demo slots) can use it.
import { chennaiDateTime } from "./en-in-format";

/**
 * The institute's days are Chennai days: India Standard Time, UTC+05:30 all year
 * (no daylight saving), so a fixed offset is exact. Date filters, "today", weeks
 * and the CSV's times use it whatever the server's or browser's zone.
 */
export const INSTITUTE_UTC_OFFSET_MINUTES = 330;

const DAY_MS = 86_400_000;
const OFFSET_MS = INSTITUTE_UTC_OFFSET_MINUTES * 60_000;

/** The UTC instant at which a Chennai day (yyyy-mm-dd) begins. */
export const dayStartUtc = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) - OFFSET_MS);

/** The Chennai day (yyyy-mm-dd) of an instant. */
export const instituteDay = (at: Date | string | number) => new Date(new Date(at).getTime() + OFFSET_MS).toISOString().slice(0, 10);

/** Adds whole days to a yyyy-mm-dd date. */
export const addDays = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** The Monday (yyyy-mm-dd) of the Chennai week holding an instant. */
export function weekStart(at: Date | string | number) {
  const day = instituteDay(at);
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay(); // 0 = Sunday
  return addDays(day, -((weekday + 6) % 7));
}

/** "21 Nov 2026, 2:05 pm" in Chennai time. */
export function formatInstituteTime(at: string) {
  return chennaiDateTime(new Date(at));
}

/** The institute's opening hours on a working day (Monday to Saturday), Chennai clock, minutes from midnight. */
export interface OfficeHours {
  open: number;
  close: number;
}

/** "09:30-18:30" → { open: 570, close: 1110 }, or null when malformed. */
export function parseOfficeHours(text: string): OfficeHours | null {
  const m = /^\s*(\d{1,2}):(\d{2})\s*-\s*(\d{1,2}):(\d{2})\s*$/.exec(text);
  if (!m) return null;
  const open = Number(m[1]) * 60 + Number(m[2]);
  const close = Number(m[3]) * 60 + Number(m[4]);
  return open < close && close <= 24 * 60 ? { open, close } : null;
}

/**
 * The instant `workingMinutes` of opening hours after `from`: an enquiry that
 * arrives at 6 pm on Saturday with two working hours to answer it is due at
 * 11:30 on Monday, not at 8 pm. Sundays are closed.
 */
export function addWorkingTime(from: number, workingMinutes: number, office: OfficeHours): Date {
  let left = workingMinutes;
  let day = instituteDay(from);
  let minute = Math.floor((from - dayStartUtc(day).getTime()) / 60_000);
  for (let guard = 0; guard < 400; guard++) {
    const sunday = new Date(`${day}T00:00:00Z`).getUTCDay() === 0;
    if (!sunday) {
      const start = Math.max(minute, office.open);
      const room = office.close - start;
      if (room >= left) return new Date(dayStartUtc(day).getTime() + (start + left) * 60_000);
      if (room > 0) left -= room;
    }
    day = addDays(day, 1);
    minute = 0;
  }
  return new Date(from + workingMinutes * 60_000);
}
