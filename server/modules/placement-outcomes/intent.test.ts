import { beforeAll, describe, expect, it } from "vitest";
import type { StudentPlacement } from "#contracts/api-table/placement-outcomes";
import type { EnquiryDetail } from "#contracts/enquiry-inbox";
import { PLACEMENT_MESSAGES } from "#contracts/placement-outcomes";
import { useTestApp } from "#server/test/app";
import { testDatabases } from "#server/test/databases";
import { bearer } from "#server/test/staff-api";
import { PLACEMENT_ENV, chennai, placementKit } from "#server/test/placement-kit";

// The student's intent to look for a job (docs/decisions/089), on both
// databases: asked on their own page while they study, the first answer stands
// (a second is 409), staff cannot give or change it, and once their batch has
// ended the question is closed.

describe.each(testDatabases)("the student's intent on $name", (database) => {
  const clock = { now: chennai("2027-01-12T11:00:00") };
  const t = useTestApp(database, PLACEMENT_ENV, false, { now: () => clock.now });
  const kit = placementKit(t, clock);
  let batch: string;
  beforeAll(async () => {
    await kit.setUp();
    batch = (await kit.newBatch({ startDate: "2027-01-04", duration: "2 weeks" })).id;
  });
  const asStudent = async (lead: string, method: "GET" | "PUT", payload?: object) =>
    t.app.inject({
      method,
      url: method === "GET" ? "/api/student/placement" : "/api/student/intent",
      headers: bearer(await kit.studentToken(lead)),
      ...(payload ? { payload } : {}),
    });
  const placementOf = async (lead: string) => (await asStudent(lead, "GET")).json().data as StudentPlacement;

  it("keeps the student's first answer; a second is refused with 409 and changes nothing", async () => {
    const lead = await kit.student(batch, "Gita Intent");
    expect(await placementOf(lead)).toEqual({ intent: null, intentOpen: true, applications: [] });
    const first = await asStudent(lead, "PUT", { seeking: false, reason: "Going for an M.Tech" });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toEqual({ seeking: false, reason: "Going for an M.Tech", answeredAt: new Date(clock.now).toISOString() });
    const second = await asStudent(lead, "PUT", { seeking: true });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({ success: false, message: PLACEMENT_MESSAGES.intentGiven });
    expect(await placementOf(lead)).toMatchObject({ intent: { seeking: false, reason: "Going for an M.Tech" }, intentOpen: false });
    const lead_ = (await kit.send("GET", `/api/enquiries/${lead}`, "admin")).json().data as EnquiryDetail;
    expect(lead_.timeline.map((e) => e.text)).toContain(
      "Placement: the student said they is not looking for a job after the course (Going for an M.Tech)".replace("they is", "they are"),
    );
  });

  it("lets no staff member give or change it: a staff token is 401 at the student's route, and the officer only reads it", async () => {
    const lead = await kit.student(batch, "Hari Intent");
    expect((await asStudent(lead, "PUT", { seeking: true })).statusCode).toBe(200);
    for (const role of ["admin", "placement"] as const) {
      const res = await t.app.inject({ method: "PUT", url: "/api/student/intent", headers: bearer(kit.tokens[role]), payload: { seeking: false } });
      expect(res.statusCode, res.body).toBe(401);
    }
    const listed = (await kit.send("GET", `/api/placement-students?batch=${batch}`)).json().data as { leadId: string; intent: unknown }[];
    expect(listed.find((s) => s.leadId === lead)?.intent).toMatchObject({ seeking: true });
  });

  it("closes the question once the student's batch has ended: they count as looking for a job", async () => {
    const lead = await kit.student(batch, "Indu Late");
    clock.now = chennai("2027-01-18T10:00:00");
    expect(await placementOf(lead)).toMatchObject({ intent: null, intentOpen: false });
    const late = await asStudent(lead, "PUT", { seeking: false });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(PLACEMENT_MESSAGES.intentClosed);
    clock.now = chennai("2027-01-12T11:00:00");
  });

  it("refuses an answer that is not yes or no with 400", async () => {
    const lead = await kit.student(batch, "Jaya Blank");
    const res = await asStudent(lead, "PUT", { seeking: "maybe" });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ seeking: "Say whether you are looking for a job" });
    expect((await placementOf(lead)).intent).toBeNull();
  });
});
