// Graduates with no outcome on record, banded by days since their batch ended
// (docs/decisions/098): pure, so the bands are tested without a server.
import type { PlacementStudent } from "#contracts/api-table/placement-outcomes";
import { OUTCOME_MARK_DAYS } from "#contracts/placement-outcomes";

/** One student as the desk lists them: their latest batch, and what is on record. */
export interface Graduate {
  leadId: string;
  name: string;
  courseTitle: string;
  batchEndDate: string;
  /** Whole days from the last class day to today (Chennai days). */
  days: number;
  /** Said early they are not looking for a job: out of the numbers' denominator, nothing to chase. */
  notSeeking: boolean;
  outcome: PlacementStudent["outcome"];
}

export interface Band {
  /** The lowest day count in the band: 180, 90, 30, or 0 for under 30 days. */
  from: number;
  label: string;
  graduates: Graduate[];
}

const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/**
 * Each student whose latest batch has ended (a student on a later batch is still
 * studying, as the nudges read it), by that batch: one row per student, however
 * many batches they were on.
 */
export function graduatesOf(students: readonly PlacementStudent[], today: string): Graduate[] {
  const latest = new Map<string, PlacementStudent>();
  for (const s of students) if (s.batchEndDate >= (latest.get(s.leadId)?.batchEndDate ?? "")) latest.set(s.leadId, s);
  return [...latest.values()]
    .filter((s) => s.batchEndDate < today)
    .map((s) => ({
      leadId: s.leadId,
      name: s.name,
      courseTitle: s.courseTitle,
      batchEndDate: s.batchEndDate,
      days: daysBetween(s.batchEndDate, today),
      notSeeking: s.intent?.seeking === false,
      outcome: s.outcome,
    }));
}

const BAND_FROM = [...OUTCOME_MARK_DAYS].reverse();

/** "180+ days", "90+ days", "30+ days" or "Under 30 days". */
export const bandLabel = (from: number) => (from === 0 ? `Under ${OUTCOME_MARK_DAYS[0]} days` : `${from}+ days`);

/** The band a graduate waiting `days` is in: 180, 90, 30, or 0 (under 30). */
export const bandOf = (days: number) => BAND_FROM.find((from) => days >= from) ?? 0;

/** The graduates with nothing on record, longest waiting first, in bands: 180+, 90+, 30+ days and under 30 (empty bands left out). */
export function bandsWithoutOutcome(graduates: readonly Graduate[]): Band[] {
  const waiting = graduates.filter((g) => g.outcome === null).sort((a, b) => b.days - a.days || a.name.localeCompare(b.name));
  const bands: Band[] = [...BAND_FROM, 0].map((from) => ({
    from,
    label: bandLabel(from),
    graduates: [],
  }));
  for (const g of waiting) bands.find((b) => b.from === bandOf(g.days))!.graduates.push(g);
  return bands.filter((b) => b.graduates.length > 0);
}

/** Graduates whose outcome is only claimed (a job or study said, not proven): they count as not reporting until a letter or the employer's word comes. */
export const claimedOnly = (graduates: readonly Graduate[]) =>
  graduates.filter((g) => g.outcome?.status === "claimed" && g.outcome.code !== "seeking").sort((a, b) => b.days - a.days || a.name.localeCompare(b.name));
