import { describe, expect, it } from "vitest";
import type { PlacementStudent } from "#contracts/api-table/placement-outcomes";
import { addDays } from "#contracts/institute-time";
import { bandsWithoutOutcome, claimedOnly, graduatesOf } from "./graduates";

// The desk's graduates (docs/decisions/098): one row per student by their latest
// batch, only once it has ended, and the bands' edges at 30, 90 and 180 days.

const today = "2027-06-30";
const enrolment = (leadId: string, endedDaysAgo: number, extra: Partial<PlacementStudent> = {}): PlacementStudent => ({
  leadId,
  name: leadId,
  courseId: "java",
  courseTitle: "Java",
  batchId: `b-${leadId}-${endedDaysAgo}`,
  batchStartDate: addDays(today, -endedDaysAgo - 13),
  batchEndDate: addDays(today, -endedDaysAgo),
  graduated: endedDaysAgo > 0,
  attendance: { attended: 0, held: 0 },
  certificates: [],
  intent: null,
  outcome: null,
  ...extra,
});

describe("graduates with no outcome", () => {
  it("band at exactly 30, 90 and 180 days; a day less is the band below", () => {
    const list = [179, 180, 89, 90, 29, 30, 1].map((days) => enrolment(`s${days}`, days));
    const bands = bandsWithoutOutcome(graduatesOf(list, today));
    expect(bands.map((b) => [b.label, b.graduates.map((g) => g.days)])).toEqual([
      ["180+ days", [180]],
      ["90+ days", [179, 90]],
      ["30+ days", [89, 30]],
      ["Under 30 days", [29, 1]],
    ]);
  });

  it("read a student by their latest batch: on a batch still running, or ending today, they are not a graduate", () => {
    const list = [enrolment("twice", 200), enrolment("twice", -30), enrolment("today", 0), enrolment("moved", 200), enrolment("moved", 40)];
    expect(graduatesOf(list, today).map((g) => [g.leadId, g.days])).toEqual([["moved", 40]]);
  });

  it("leave out a graduate with any outcome; list a claimed one (not 'still looking') apart", () => {
    const list = [
      enrolment("none", 100, { intent: { seeking: false, reason: null, answeredAt: "2027-01-01T00:00:00.000Z" } }),
      enrolment("claimed", 100, { outcome: { code: "in_field_full_time", status: "claimed", counts: false } }),
      enrolment("looking", 100, { outcome: { code: "seeking", status: "claimed", counts: true } }),
      enrolment("proven", 100, { outcome: { code: "further_study", status: "documented", counts: true } }),
    ];
    const graduates = graduatesOf(list, today);
    expect(bandsWithoutOutcome(graduates).flatMap((b) => b.graduates.map((g) => [g.leadId, g.notSeeking]))).toEqual([["none", true]]);
    expect(claimedOnly(graduates).map((g) => g.leadId)).toEqual(["claimed"]);
  });
});
