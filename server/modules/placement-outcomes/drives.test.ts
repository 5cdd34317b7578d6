import crypto from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import type { Drive } from "#contracts/api-table/placement-outcomes";
import { PLACEMENT_MESSAGES } from "#contracts/placement-outcomes";
import { useTestApp } from "#server/test/app";
import { testDatabases } from "#server/test/databases";
import { PLACEMENT_ENV, chennai, placementKit } from "#server/test/placement-kit";

// Placement drives (docs/decisions/089) through the real API on both databases:
// base pay a month and CTC a year are two fields, a drive names an employer on
// the list and the site's courses, and it takes applications until it is closed
// or its last date has passed.

describe.each(testDatabases)("placement drives on $name", (database) => {
  const clock = { now: chennai("2027-03-01T11:00:00") };
  const t = useTestApp(database, PLACEMENT_ENV, false, { now: () => clock.now });
  const kit = placementKit(t, clock);
  let zoho: string;
  beforeAll(async () => {
    await kit.setUp();
    zoho = await kit.employer("Zoho");
  });
  const drives = async () => (await kit.send("GET", "/api/placement-drives")).json().data as Drive[];
  const body = (fields: Record<string, unknown> = {}) => ({
    employerId: zoho,
    title: "Java freshers 2027",
    role: "Member of technical staff",
    courses: ["java", "python"],
    location: "Chennai",
    baseSalaryMonthly: 30000,
    ctcAnnual: 540000,
    lastDate: "2027-03-15",
    eligibility: { minAttendance: 75, certificateRequired: true },
    ...fields,
  });

  it("adds a drive (201) with base pay and CTC apart, lists it with a count per stage, and saves an edit", async () => {
    const res = await kit.send("POST", "/api/placement-drives", "placement", body());
    expect(res.statusCode, res.body).toBe(201);
    const drive = res.json().data as Drive;
    expect(drive).toMatchObject({
      employerId: zoho,
      employerName: "Zoho",
      courses: ["java", "python"],
      baseSalaryMonthly: 30000,
      ctcAnnual: 540000,
      lastDate: "2027-03-15",
      eligibility: { minAttendance: 75, certificateRequired: true },
      status: "open",
      takingApplications: true,
      counts: { applied: 0, shortlisted: 0, interview: 0, offer: 0, rejected: 0, withdrawn: 0, joined: 0 },
    });
    expect((await drives()).find((d) => d._id === drive._id)).toEqual(drive);

    const edited = await kit.send("PUT", `/api/placement-drives/${drive._id}`, "placement", body({ courses: ["java"], ctcAnnual: undefined, eligibility: {} }));
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data).toMatchObject({
      courses: ["java"],
      baseSalaryMonthly: 30000,
      ctcAnnual: null,
      eligibility: { minAttendance: null, certificateRequired: false },
    });
  });

  it("stops taking applications when closed, and after its last date", async () => {
    const id = await kit.drive(zoho, { lastDate: "2027-03-01" });
    expect((await drives()).find((d) => d._id === id)?.takingApplications).toBe(true);
    clock.now = chennai("2027-03-02T09:00:00");
    expect((await drives()).find((d) => d._id === id)).toMatchObject({ status: "open", takingApplications: false });
    clock.now = chennai("2027-03-01T11:00:00");
    const closed = await kit.send("POST", `/api/placement-drives/${id}/close`, "placement");
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json().data).toMatchObject({ status: "closed", takingApplications: false, closedAt: expect.any(String) });
    // Closing again changes nothing.
    expect((await kit.send("POST", `/api/placement-drives/${id}/close`, "placement")).json().data.closedAt).toBe(closed.json().data.closedAt);
  });

  it("refuses an unknown employer or course, a bad date or pay with 400 naming the field, and stores nothing", async () => {
    const before = (await drives()).length;
    const cases: [Record<string, unknown>, string, unknown][] = [
      [{ employerId: crypto.randomUUID() }, "employerId", PLACEMENT_MESSAGES.chooseEmployer],
      [{ courses: ["java", "basket-weaving"] }, "courses", PLACEMENT_MESSAGES.unknownCourse("basket-weaving")],
      [{ courses: [] }, "courses", "Choose at least one course"],
      [{ lastDate: "2027-02-30" }, "lastDate", "Enter the last date to apply"],
      [{ baseSalaryMonthly: -5 }, "baseSalaryMonthly", "Base pay a month cannot be negative"],
      [{ ctcAnnual: 4.5 }, "ctcAnnual", "CTC a year must be whole rupees"],
      [{ eligibility: { minAttendance: 120 } }, "eligibility.minAttendance", expect.any(String)],
    ];
    for (const [fields, field, message] of cases) {
      const res = await kit.send("POST", "/api/placement-drives", "placement", body(fields));
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().errors?.[field], res.body).toEqual(message);
    }
    expect((await drives()).length).toBe(before);
  });

  it("answers 404 for an unknown drive", async () => {
    const id = crypto.randomUUID();
    expect((await kit.send("PUT", `/api/placement-drives/${id}`, "placement", body())).statusCode).toBe(404);
    const close = await kit.send("POST", `/api/placement-drives/${id}/close`, "placement");
    expect(close.statusCode).toBe(404);
    expect(close.json()).toEqual({ success: false, message: PLACEMENT_MESSAGES.driveNotFound });
  });
});
