import { beforeAll, describe, expect, it } from "vitest";
import type { PlacementStudent } from "#contracts/api-table/placement-outcomes";
import { roleRefusedMessage } from "#contracts/user";
import { useTestApp } from "#server/test/app";
import { testDatabases } from "#server/test/databases";
import { PLACEMENT_ENV, chennai, placementKit } from "#server/test/placement-kit";

// The placement officer's role (docs/decisions/089), on both databases: they read
// students' names, courses, batches, attendance and certificates, and nothing of
// fees or enquiry notes; counsellors, editors and trainers cannot use the
// officer's routes. (server/authz-matrix.test.ts calls every route with every role.)

/** The officer's routes, each with a body an officer could send. */
const OFFICER_ROUTES: [method: "GET" | "POST" | "PUT" | "PATCH", url: string, body?: object][] = [
  ["GET", "/api/employers"],
  ["POST", "/api/employers", { name: "Refused Employer" }],
  ["GET", "/api/placement-students"],
  ["GET", "/api/placement-drives"],
  ["PATCH", "/api/applications/x", { stage: "shortlisted" }],
  ["GET", "/api/students/x/outcome"],
  ["PUT", "/api/students/x/outcome", { code: "seeking" }],
  ["POST", "/api/students/x/outcome/confirmation", { confirmedBy: "HR", how: "email" }],
  ["GET", "/api/placement-stats"],
  ["GET", "/api/placement-stats.csv"],
  ["POST", "/api/placement-drives", { employerId: "x", title: "Refused", role: "Refused", courses: ["java"], lastDate: "2027-12-31" }],
];

describe.each(testDatabases)("the placement officer's role on $name", (database) => {
  const clock = { now: chennai("2027-02-01T11:00:00") };
  const t = useTestApp(database, PLACEMENT_ENV, false, { now: () => clock.now });
  const kit = placementKit(t, clock);
  let batchId: string;
  let meena: string;
  beforeAll(async () => {
    await kit.setUp();
    batchId = (await kit.newBatch({ startDate: "2027-01-04", duration: "2 weeks" })).id;
    meena = await kit.student(batchId, "Meena Officer");
    await kit.absent(batchId, { [meena]: 2 });
    await kit.certify(batchId, 75);
    const note = await kit.send("POST", `/api/enquiries/${meena}/activities`, "admin", { kind: "note", text: "Family asked about a fee waiver" });
    expect(note.statusCode, note.body).toBe(201);
  });

  it("shows the officer the students' names, courses, batches, attendance and certificates", async () => {
    const res = await kit.send("GET", `/api/placement-students?batch=${batchId}`);
    expect(res.statusCode, res.body).toBe(200);
    const [row] = res.json().data as PlacementStudent[];
    expect(row).toMatchObject({
      leadId: meena,
      name: "Meena Officer",
      courseId: "java",
      batchId,
      batchStartDate: "2027-01-04",
      batchEndDate: "2027-01-17",
      graduated: true,
      attendance: { attended: 8, held: 10 },
      certificates: [{ certificateId: expect.stringMatching(/^CTA-/), revoked: false }],
      intent: null,
      outcome: null,
    });
    // Nothing of the enquiry: no phone, email, note or fee.
    expect(Object.keys(row!).sort()).toEqual(
      [
        "attendance",
        "batchEndDate",
        "batchId",
        "batchStartDate",
        "certificates",
        "courseId",
        "courseTitle",
        "graduated",
        "intent",
        "leadId",
        "name",
        "outcome",
      ].sort(),
    );
    expect(res.body).not.toContain("fee waiver");
  });

  it("refuses the officer the lead, its notes, its fees and the roster with fee states (403)", async () => {
    for (const url of [`/api/enquiries/${meena}`, "/api/enquiries", `/api/enquiries/${meena}/payments`, `/api/batches/${batchId}/students`]) {
      const res = await kit.send("GET", url, "placement");
      expect(res.statusCode, `${url}: ${res.body}`).toBe(403);
      expect(res.json()).toEqual({ success: false, message: roleRefusedMessage("placement") });
    }
  });

  it("refuses counsellors, editors and trainers every officer route (403)", async () => {
    for (const role of ["counsellor", "editor", "trainer"] as const)
      for (const [method, url, body] of OFFICER_ROUTES) {
        const res = await kit.send(method, url, role, body);
        expect(res.statusCode, `${role} ${method} ${url}: ${res.body}`).toBe(403);
      }
    expect((await kit.send("GET", "/api/employers")).json().data).toEqual([]);
  });
});
