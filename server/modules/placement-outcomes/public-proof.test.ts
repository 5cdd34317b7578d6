import { beforeAll, describe, expect, it } from "vitest";
import type { CourseOutcomes, PlacementProof } from "#contracts/placement-proof";
import { useTestApp } from "#server/test/app";
import { testDatabases } from "#server/test/databases";
import { PLACEMENT_ENV, chennai, placementKit } from "#server/test/placement-kit";
import { bearer, randomAddress, sendForm } from "#server/test/staff-api";
import { readSnapshot } from "../site-pages";
import { STUDENT_COOKIE } from "../student";

// What the public sees of the ledger (docs/decisions/097), on both databases: the
// student's consent (theirs alone to give), each course's numbers in the pages'
// snapshot (a graduate who never reports stays in the denominator; a course under
// five graduates has counts and no percentage; no median from fewer than three
// salaries), and the public page of a shown placement, which never has a salary
// and is 404 for a placement not shown or not proven.

const PDF = Buffer.from("%PDF-1.4\n%%EOF\n");

describe.each(testDatabases)("placements you can see on $name", (database) => {
  const clock = { now: chennai("2027-01-10T11:00:00") };
  const t = useTestApp(database, PLACEMENT_ENV, false, { now: () => clock.now });
  const kit = placementKit(t, clock);
  const leads = {} as Record<"shown" | "confirmed" | "third" | "silent" | "notLooking" | "claimed" | "python" | "pythonSilent", string>;
  const tokens = {} as Record<string, string>;
  const consent = (lead: string, payload: unknown, token = tokens[lead]!) =>
    t.app.inject({ method: "PUT", url: "/api/student/placement-consent", headers: bearer(token), payload: payload as object });
  const page = (id: string) => t.app.inject({ method: "GET", url: `/verify/placement/${id}`, remoteAddress: randomAddress() });
  const outcomes = async (): Promise<PlacementProof> => (await readSnapshot(t.app.db, clock.now)).proof!.outcomes;
  const publicIdOf = async (lead: string) =>
    (await t.app.db.selectFrom("placement_consents").select("public_id").where("enquiry_id", "=", lead).executeTakeFirstOrThrow()).public_id;

  beforeAll(async () => {
    await kit.setUp();
    const java = (await kit.newBatch({ startDate: "2027-01-04", duration: "2 weeks" })).id;
    const python = (await kit.newBatch({ courseId: "python", startDate: "2027-01-04", duration: "2 weeks" })).id;
    const zoho = await kit.employer("Zoho");
    const job = (baseSalaryMonthly: number) => ({
      code: "in_field_full_time",
      employerId: zoho,
      role: "Java developer",
      startDate: "2027-02-01",
      baseSalaryMonthly,
      ctcAnnual: 480000,
    });
    const prove = async (lead: string, how: "letter" | "employer") => {
      const res =
        how === "letter"
          ? await sendForm(t.app, "POST", `/api/students/${lead}/outcome/evidence`, kit.tokens.placement, { file: { data: PDF, filename: "offer.pdf" } })
          : await kit.send("POST", `/api/students/${lead}/outcome/confirmation`, "placement", { confirmedBy: "HR desk", how: "email" });
      expect(res.statusCode, res.body).toBe(201);
    };
    const claim = async (lead: string, salary: number, how?: "letter" | "employer") => {
      expect((await kit.send("PUT", `/api/students/${lead}/outcome`, "placement", job(salary))).statusCode).toBe(200);
      if (how) await prove(lead, how);
    };
    leads.shown = await kit.student(java, "Asha Verified");
    leads.confirmed = await kit.student(java, "Bala Confirmed");
    leads.third = await kit.student(java, "Chitra Third");
    leads.silent = await kit.student(java, "Dev Silent");
    leads.notLooking = await kit.student(java, "Esha NotLooking");
    leads.claimed = await kit.student(java, "Farid Claimed");
    leads.python = await kit.student(python, "Gita Python");
    leads.pythonSilent = await kit.student(python, "Hari Python");
    const intent = await t.app.inject({
      method: "PUT",
      url: "/api/student/intent",
      headers: bearer(await kit.studentToken(leads.notLooking)),
      payload: { seeking: false },
    });
    expect(intent.statusCode, intent.body).toBe(200);
    await claim(leads.shown, 20000, "letter");
    await claim(leads.confirmed, 30000, "employer");
    await claim(leads.third, 40000, "employer");
    await claim(leads.claimed, 90000);
    await claim(leads.python, 35000, "employer");
    clock.now = chennai("2027-02-10T10:00:00");
    for (const id of Object.values(leads)) tokens[id] = await kit.studentToken(id);
  });

  it("takes the choice from the student's own session only, and checks it", async () => {
    expect((await consent(leads.shown, { show: true }, "")).statusCode).toBe(401);
    expect((await consent(leads.shown, { show: true }, kit.tokens.admin)).statusCode).toBe(401);
    const bad = await consent(leads.shown, { show: "yes" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain("Say whether to show your placement");
    const before = await t.app.inject({ method: "GET", url: "/api/student/placement-consent", headers: bearer(tokens[leads.shown]!) });
    expect(before.json().data).toEqual({ show: false, verifyPath: null, hasProvenJob: true });
  });

  it("shows a proven placement once the student agrees, on a public page without the salary", async () => {
    const res = await consent(leads.shown, { show: true });
    expect(res.statusCode, res.body).toBe(200);
    const { data } = res.json();
    expect(data.show).toBe(true);
    expect(data.verifyPath).toMatch(/^\/verify\/placement\/[\w-]{12}$/);
    const html = await page(data.verifyPath.split("/").at(-1));
    expect(html.statusCode).toBe(200);
    expect(html.headers["x-robots-tag"]).toBe("noindex");
    expect(html.headers["cache-control"]).toBe("no-store");
    for (const shown of [
      "Verified placement",
      "Asha Verified",
      "Java",
      "Batch of Jan 2027",
      "Zoho",
      "Java developer",
      "Feb 2027",
      "offer or joining letter is on file",
    ])
      expect(html.body).toContain(shown);
    for (const secret of ["20000", "20,000", "480000", "4,80,000", "₹", "HR desk", leads.shown]) expect(html.body).not.toContain(secret);
    const proof = await outcomes();
    expect(proof.verified.map((v) => v.name)).toEqual(["Asha Verified"]);
    expect(JSON.stringify(proof.verified)).not.toMatch(/20000|Salary|salary/);
  });

  it("never shows a placement only claimed, or one the student did not agree to show", async () => {
    const agreed = await consent(leads.claimed, { show: true });
    expect(agreed.json().data).toEqual({ show: true, verifyPath: null, hasProvenJob: false });
    expect((await page(await publicIdOf(leads.claimed))).statusCode).toBe(404);
    expect((await page("no-such-page")).statusCode).toBe(404);
    expect((await outcomes()).verified.map((v) => v.name)).toEqual(["Asha Verified"]);
  });

  it("counts every graduate: one who never reports stays in the denominator; a small course has counts, no percentage", async () => {
    const { asOf, courses } = await outcomes();
    expect(asOf).toBe("2027-02-10");
    const java = courses.find((c) => c.courseId === "java")!;
    expect(java).toMatchObject<Partial<CourseOutcomes>>({
      graduates: 6,
      notSeeking: 1,
      inField: 3,
      otherOutcomes: 0,
      // The silent graduate and the claimed-only one.
      nonReporting: 2,
      // 3 ÷ (6 − 1), not 3 ÷ 4.
      placedRate: 0.6,
      medianBaseSalaryMonthly: 30000,
      salariesReported: 3,
      batches: 1,
    });
    expect(java.batchesEndFrom).toBe(java.batchesEndTo);
    const python = courses.find((c) => c.courseId === "python")!;
    expect(python).toMatchObject({ graduates: 2, inField: 1, nonReporting: 1, placedRate: null, medianBaseSalaryMonthly: null, salariesReported: 1 });
  });

  it("hides it again at once, from the pages and the public page", async () => {
    const id = await publicIdOf(leads.shown);
    const version = async () => (await t.app.db.selectFrom("content_state").select("version").executeTakeFirstOrThrow()).version;
    const before = await version();
    const res = await consent(leads.shown, { show: false });
    expect(res.json()).toMatchObject({ message: "Saved: your placement is not shown on the website.", data: { show: false, verifyPath: null } });
    expect(Number(await version())).toBeGreaterThan(Number(before));
    expect((await page(id)).statusCode).toBe(404);
    expect((await outcomes()).verified).toEqual([]);
  });

  it("offers the choice on /my as a plain form, which works without JavaScript", async () => {
    const cookie = `${STUDENT_COOKIE}=${tokens[leads.confirmed]}`;
    const my = await t.app.inject({ method: "GET", url: "/my", headers: { cookie } });
    expect(my.body).toContain("Your placement on our website");
    expect(my.body).toContain('action="/my/placement-consent"');
    const posted = await t.app.inject({
      method: "POST",
      url: "/my/placement-consent",
      payload: "show=1",
      headers: { cookie, "content-type": "application/x-www-form-urlencoded", "sec-fetch-site": "same-origin" },
    });
    expect(posted.statusCode).toBe(303);
    expect(posted.headers.location).toBe("/my#show-placement");
    const after = await t.app.inject({ method: "GET", url: "/my", headers: { cookie } });
    expect(after.body).toContain("Open its public page");
    expect((await outcomes()).verified.map((v) => [v.name, v.verifiedBy])).toEqual([["Bala Confirmed", "employer"]]);
    const forged = await t.app.inject({
      method: "POST",
      url: "/my/placement-consent",
      payload: "show=0",
      headers: { cookie, "content-type": "application/x-www-form-urlencoded", origin: "https://evil.example", "sec-fetch-site": "cross-site" },
    });
    expect(forged.statusCode).toBe(403);
    expect((await outcomes()).verified).toHaveLength(1);
  });
});
