import type { Batch } from "#contracts/content";
import { formatRupees } from "#contracts/fees";

// How the Batches table shows a batch: the same words as the course pages.

export const SCHEDULE_LABELS: Record<Batch["schedule"], string> = { weekday: "Weekday", weekend: "Weekend" };
export const MODE_LABELS: Record<Batch["mode"], string> = { classroom: "Classroom", online: "Online", both: "Classroom or online" };

/** ₹1,50,000: rupees with Indian digit grouping; a dash when no fee is given. */
export const formatFee = (fee: number | undefined) => (fee === undefined ? "—" : formatRupees(fee));

export const formatSeats = (seats: number | undefined) => (seats === undefined ? "—" : String(seats));

/**
 * A batch has started once its start date is before today (Chennai's day): the
 * course page lists a batch up to and including the day it starts.
 */
export const hasStarted = (batch: Pick<Batch, "startDate">, today: string) => batch.startDate < today;

/** Upcoming batches first, soonest first; then those that have started, latest first. */
export function orderBatches<T extends Pick<Batch, "startDate" | "timing">>(batches: T[], today: string): T[] {
  const byStart = (a: T, b: T) => a.startDate.localeCompare(b.startDate) || a.timing.localeCompare(b.timing);
  const upcoming = batches.filter((b) => !hasStarted(b, today)).sort(byStart);
  const started = batches.filter((b) => hasStarted(b, today)).sort((a, b) => byStart(b, a));
  return [...upcoming, ...started];
}
