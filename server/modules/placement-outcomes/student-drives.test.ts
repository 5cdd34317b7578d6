import { beforeAll, describe, expect, it } from "vitest";
import type { StudentDrive } from "#contracts/api-table/placement-outcomes";
import type { EnquiryDetail } from "#contracts/enquiry-inbox";
import { NO_ATTENDANCE_REASON, NO_CERTIFICATE_REASON, PLACEMENT_MESSAGES, attendanceReason } from "#contracts/placement-outcomes";
import { useTestApp } from "#server/test/app";
import { testDatabases } from "#server/test/databases";
import { bearer } from "#server/test/staff-api";
import { reasonsAgainst } from "./eligibility";
import { PLACEMENT_ENV, chennai, placementKit } from "#server/test/placement-kit";

// A student's drives (docs/decisions/089), through the real API on both
// databases: the open drives of their course, whether they may apply and why not
// in plain words, worked out from their attendance and certificates; applying
// once; a drive of another course, a closed one or one past its last date is not
// theirs to apply to.

describe("the reasons a student cannot apply", () => {
  const rules = { minAttendance: 75, certificateRequired: true };
  it("compares attendance exactly and shows it rounded down", () => {
    expect(reasonsAgainst(rules, { attended: 3, held: 4 }, true)).toEqual([]);
    expect(reasonsAgainst(rules, { attended: 749, held: 1000 }, true)).toEqual([attendanceReason(74, 75)]);
    expect(reasonsAgainst(rules, { attended: 17, held: 25 }, false)).toEqual(["Attendance 68 % — this drive needs 75 %", "Certificate not yet issued"]);
    expect(reasonsAgainst(rules, { attended: 0, held: 0 }, true)).toEqual([NO_ATTENDANCE_REASON(75)]);
    expect(reasonsAgainst({ minAttendance: null, certificateRequired: false }, { attended: 0, held: 9 }, false)).toEqual([]);
  });
});

describe.each(testDatabases)("a student's drives on $name", (database) => {
  const clock = { now: chennai("2027-02-10T11:00:00") };
  const t = useTestApp(database, PLACEMENT_ENV, false, { now: () => clock.now });
  const kit = placementKit(t, clock);
  const ids = {} as Record<"asha" | "bala" | "chitra" | "strict" | "open" | "python" | "closed" | "past", string>;
  beforeAll(async () => {
    await kit.setUp();
    // 25 classes, 4 January to 5 February; a second Java batch that has not begun.
    const batch = (await kit.newBatch({ startDate: "2027-01-04", duration: "5 weeks" })).id;
    const later = (await kit.newBatch({ startDate: "2027-02-15", duration: "4 weeks" })).id;
    ids.asha = await kit.student(batch, "Asha Student");
    ids.bala = await kit.student(batch, "Bala Student");
    ids.chitra = await kit.student(later, "Chitra Student");
    await kit.absent(batch, { [ids.bala]: 8 });
    await kit.certify(batch, 75);
    const zoho = await kit.employer("Zoho");
    ids.strict = await kit.drive(zoho, { title: "Strict drive", eligibility: { minAttendance: 75, certificateRequired: true } });
    ids.open = await kit.drive(zoho, { title: "Open drive" });
    ids.python = await kit.drive(zoho, { title: "Python drive", courses: ["python"] });
    ids.closed = await kit.drive(zoho, { title: "Closed drive" });
    await kit.send("POST", `/api/placement-drives/${ids.closed}/close`);
    ids.past = await kit.drive(zoho, { title: "Past drive", lastDate: "2027-02-09" });
  });
  const drivesOf = async (lead: string) => {
    const res = await t.app.inject({ method: "GET", url: "/api/student/drives", headers: bearer(await kit.studentToken(lead)) });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as StudentDrive[];
  };
  const apply = async (lead: string, drive: string) =>
    t.app.inject({ method: "POST", url: `/api/student/drives/${drive}/apply`, headers: bearer(await kit.studentToken(lead)) });

  it("lists the open drives of the student's course with base pay and CTC apart, eligible with no reasons", async () => {
    const drives = await drivesOf(ids.asha);
    expect(drives.map((d) => d.title).sort()).toEqual(["Open drive", "Strict drive"]);
    expect(drives.find((d) => d._id === ids.strict)).toMatchObject({
      employerName: "Zoho",
      role: "Java developer",
      baseSalaryMonthly: 25000,
      ctcAnnual: 420000,
      eligibility: { minAttendance: 75, certificateRequired: true },
      eligible: true,
      reasons: [],
      application: null,
    });
  });

  it("says in plain words why a student may not apply, from their attendance and certificates, and the apply answers 409 with them", async () => {
    const strict = (await drivesOf(ids.bala)).find((d) => d._id === ids.strict)!;
    expect(strict).toMatchObject({ eligible: false, reasons: ["Attendance 68 % — this drive needs 75 %", NO_CERTIFICATE_REASON] });
    const refused = await apply(ids.bala, ids.strict);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ success: false, message: PLACEMENT_MESSAGES.notEligible, reasons: strict.reasons });
    // A batch not yet begun: no classes held, no certificate.
    const chitra = (await drivesOf(ids.chitra)).find((d) => d._id === ids.strict)!;
    expect(chitra.reasons).toEqual([NO_ATTENDANCE_REASON(75), NO_CERTIFICATE_REASON]);
  });

  it("applies once (201, a line on the lead's timeline, shown on the drive); a second apply is 409 'already applied'", async () => {
    const first = await apply(ids.bala, ids.open);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().data).toMatchObject({
      driveId: ids.open,
      title: "Open drive",
      employerName: "Zoho",
      stage: "applied",
      history: [{ stage: "applied" }],
    });
    const again = await apply(ids.bala, ids.open);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ success: false, message: PLACEMENT_MESSAGES.alreadyApplied });
    expect((await drivesOf(ids.bala)).find((d) => d._id === ids.open)?.application).toMatchObject({ stage: "applied" });
    const lead = (await kit.send("GET", `/api/enquiries/${ids.bala}`, "admin")).json().data as EnquiryDetail;
    expect(lead.timeline.filter((e) => e.text.startsWith('Applied to the placement drive "Open drive" of Zoho'))).toHaveLength(1);
    const drives = (await kit.send("GET", "/api/placement-drives")).json().data as { _id: string; counts: { applied: number } }[];
    expect(drives.find((d) => d._id === ids.open)?.counts.applied).toBe(1);
  });

  it("answers 404 for another course's drive, and 409 for a closed drive or one past its last date", async () => {
    const other = await apply(ids.asha, ids.python);
    expect(other.statusCode).toBe(404);
    for (const drive of [ids.closed, ids.past]) {
      const res = await apply(ids.asha, drive);
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json().message).toBe(PLACEMENT_MESSAGES.driveClosed);
    }
  });

  it("opens only to a student's token: none or a staff token is 401", async () => {
    expect((await t.app.inject({ method: "GET", url: "/api/student/drives" })).statusCode).toBe(401);
    expect((await t.app.inject({ method: "GET", url: "/api/student/drives", headers: bearer(kit.tokens.placement) })).statusCode).toBe(401);
    const staffApply = await t.app.inject({ method: "POST", url: `/api/student/drives/${ids.open}/apply`, headers: bearer(kit.tokens.admin) });
    expect(staffApply.statusCode).toBe(401);
  });
});
