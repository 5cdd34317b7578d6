import { beforeAll, describe, expect, it } from "vitest";
import type { PlacementOutcome, StudentOutcome } from "#contracts/api-table/placement-outcomes";
import { PLACEMENT_MESSAGES } from "#contracts/placement-outcomes";
import { STUDENT_MESSAGES } from "#contracts/student";
import { useTestApp } from "#server/test/app";
import { testDatabases } from "#server/test/databases";
import { bearer, sendForm } from "#server/test/staff-api";
import { PLACEMENT_ENV, chennai, placementKit } from "#server/test/placement-kit";

// A student reports their own job (docs/decisions/096), through the real API on
// both databases: it lands on the ledger as "claimed" for the officer to check,
// "documented" when a letter recognised by its bytes comes with it; a renamed
// text file is refused with nothing written; only a signed-in student on a batch
// reports, and only while nothing else is on their record.

const PDF = Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n");

describe.each(testDatabases)("a student's own report of their job on $name", (database) => {
  const clock = { now: chennai("2027-02-01T11:00:00") };
  const t = useTestApp(database, PLACEMENT_ENV, false, { now: () => clock.now });
  const kit = placementKit(t, clock);
  let batch: string;
  beforeAll(async () => {
    await kit.setUp();
    batch = (await kit.newBatch({ startDate: "2027-01-04", duration: "2 weeks" })).id;
  });
  const job = { employerName: "Freshworks  Chennai", role: "Support engineer", startDate: "2027-01-25", baseSalaryMonthly: "22,000" };
  const report = async (lead: string, fields: Record<string, string>, file?: { data: Buffer; filename: string; type: string }) =>
    sendForm(t.app, "POST", "/api/student/outcome", await kit.studentToken(lead), { ...fields, ...(file ? { file } : {}) });
  const ledger = async (lead: string) => (await kit.send("GET", `/api/students/${lead}/outcome`)).json().data as PlacementOutcome;

  it("puts a report with its letter on the ledger as documented, and one without as claimed, for the officer to check", async () => {
    const asha = await kit.student(batch, "Asha Reporter");
    const res = await report(asha, job, { data: PDF, filename: "offer.pdf", type: "application/pdf" });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data as StudentOutcome).toMatchObject({
      outcome: {
        code: "in_field_full_time",
        status: "documented",
        employerName: "Freshworks Chennai",
        role: "Support engineer",
        baseSalaryMonthly: 22000,
        letter: true,
      },
      batchEnded: true,
    });
    const staff = await ledger(asha);
    expect(staff).toMatchObject({ status: "documented", counts: true, startDate: "2027-01-25", ctcAnnual: null });
    expect(staff.evidence).toEqual([expect.objectContaining({ kind: "letter", mime: "application/pdf", by: null, current: true })]);
    expect(staff.history.map((h) => h.change)).toEqual([
      expect.stringMatching(/^Reported by the student: In field, full time — Freshworks Chennai, Support engineer, ₹22,000 a month/),
      expect.stringMatching(/^Letter added \(offer\.pdf, PDF, 1 kB\): documented$/),
    ]);

    const bala = await kit.student(batch, "Bala Reporter");
    const plain = await report(bala, { ...job, employerName: "freshworks chennai", code: "out_of_field", baseSalaryMonthly: "" });
    expect(plain.statusCode, plain.body).toBe(201);
    expect((plain.json().data as StudentOutcome).outcome).toMatchObject({ code: "out_of_field", status: "claimed", baseSalaryMonthly: null, letter: false });
    // One employer for both: the name is found folded, not added twice.
    const employers = await t.app.db.selectFrom("employers").select("id").where("name_key", "=", "freshworks chennai").execute();
    expect(employers).toHaveLength(1);
    expect((await ledger(bala)).counts).toBe(false);

    // A job on record is the officer's to change.
    const again = await report(bala, job);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(PLACEMENT_MESSAGES.outcomeRecorded);
  });

  it("refuses a renamed text file or a missing field with a 400 and writes nothing", async () => {
    const chitra = await kit.student(batch, "Chitra Reporter");
    const renamed = await report(
      chitra,
      { ...job, employerName: "Nowhere Ltd" },
      { data: Buffer.from("trust me\n"), filename: "offer.pdf", type: "application/pdf" },
    );
    expect(renamed.statusCode).toBe(400);
    expect(renamed.json()).toEqual({ success: false, message: PLACEMENT_MESSAGES.evidenceType, errors: { file: PLACEMENT_MESSAGES.evidenceType } });
    const missing = await report(chitra, { ...job, employerName: "Nowhere Ltd", role: "" });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual({ role: "Enter your role" });
    const badPay = await report(chitra, { ...job, employerName: "Nowhere Ltd", baseSalaryMonthly: "lots" });
    expect(badPay.statusCode).toBe(400);
    expect(Object.keys(badPay.json().errors)).toEqual(["baseSalaryMonthly"]);
    expect(await ledger(chitra)).toMatchObject({ code: null, status: null, evidence: [], history: [] });
    expect(await t.app.db.selectFrom("employers").select("id").where("name_key", "=", "nowhere ltd").execute()).toEqual([]);
  });

  it("answers 401 without a student's session (a staff token too) and 409 to a lead on no batch", async () => {
    const anonymous = await sendForm(t.app, "POST", "/api/student/outcome", null, job);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().message).toBe(STUDENT_MESSAGES.signInRequired);
    const staff = await sendForm(t.app, "POST", "/api/student/outcome", kit.tokens.placement, job);
    expect(staff.statusCode).toBe(401);
    const enquirer = await kit.newLead("Just Asking");
    const notEnrolled = await report(enquirer, job);
    expect(notEnrolled.statusCode).toBe(409);
    expect(notEnrolled.json().message).toBe(PLACEMENT_MESSAGES.notEnrolled);
    const read = await t.app.inject({ method: "GET", url: "/api/student/outcome", headers: bearer(await kit.studentToken(enquirer)) });
    expect(read.json().data).toEqual({ outcome: null, batchEndDate: null, batchEnded: false });
  });
});
