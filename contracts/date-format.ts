// Date helpers with no dependencies, so pages can use them without shipping zod.
import { utcDayMonthYear, utcMonthYear } from "./en-in-format";

/** Today as yyyy-mm-dd in the visitor's own time zone. */
export function todayIso(now = new Date()) {
  const local = new Date(now.getTime() - now.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 10);
}

/** Any date-ish value (ISO time-stamp, yyyy-mm-dd) normalised to yyyy-mm-dd. */
export function toIsoDate(value: string) {
  const match = /^\d{4}-\d{2}-\d{2}/.exec(value);
  if (match) return match[0];
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? "" : d.toISOString().slice(0, 10);
}

/** Shown in Indian English, e.g. 21 Nov 2026. */
export function formatDate(value: string) {
  const iso = toIsoDate(value);
  if (!iso) return value;
  return utcDayMonthYear(new Date(`${iso}T00:00:00Z`));
}

/** A generated student id: STU plus the last six digits of the current time-stamp (docs/decisions/008). */
export const generateStudentId = (now = Date.now()) => `STU${String(now).slice(-6)}`;

/** Month and year in Indian English, e.g. Nov 2026 (placement dates). Unreadable input is returned as it is. */
export function formatMonthYear(value: string) {
  const iso = toIsoDate(value);
  if (!iso) return value;
  return utcMonthYear(new Date(`${iso}T00:00:00Z`));
}
