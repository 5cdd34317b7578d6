import { parse } from "csv-parse/sync";
import { beforeAll, describe, expect, it } from "vitest";
import type { PlacementStats } from "#contracts/api-table/placement-outcomes";
import { useTestApp } from "#server/test/app";
import { testDatabases } from "#server/test/databases";
import { bearer, sendForm } from "#server/test/staff-api";
import { median, standingOf } from "./stats";
import { PLACEMENT_ENV, chennai, placementKit } from "#server/test/placement-kit";

// The numbers (docs/decisions/089), computed from the records on the app's
// clock, on both databases: who is a graduate, who leaves the denominator (only
// those not looking for a job), that a claim only claimed is not a placement and
// a graduate who never reports stays in, the median of base pay with how many
// salaries it is taken from, and the export of one row per graduate.

describe("where a graduate is counted, and the median", () => {
  const documented = (code: string) => ({ code, status: "documented" });
  it("counts only proven outcomes, and only 'not looking' leaves the denominator", () => {
    expect(standingOf(null, undefined)).toBe("nonReporting");
    expect(standingOf({ seeking: false }, documented("in_field_full_time"))).toBe("notSeeking");
    expect(standingOf({ seeking: true }, { code: "in_field_full_time", status: "claimed" })).toBe("nonReporting");
    expect(standingOf(null, { code: "seeking", status: "claimed" })).toBe("seeking");
    expect(standingOf(null, { code: "not_seeking", status: "claimed" })).toBe("nonReporting");
    expect(standingOf(null, documented("not_seeking"))).toBe("notSeeking");
    expect(standingOf(null, { code: "in_field_freelance", status: "employer_confirmed" })).toBe("inField");
    expect(standingOf(null, documented("out_of_field"))).toBe("outOfField");
    expect(standingOf(null, documented("further_study"))).toBe("furtherStudy");
  });
  it("takes the middle value, or the mean of the two middle ones", () => {
    expect(median([])).toBeNull();
    expect(median([30000, 10000, 20000])).toBe(20000);
    expect(median([20000, 30001])).toBe(25001);
  });
});

const PDF = Buffer.from("%PDF-1.4\n%%EOF\n");

describe.each(testDatabases)("the placement numbers on $name", (database) => {
  const clock = { now: chennai("2027-01-10T11:00:00") };
  const t = useTestApp(database, PLACEMENT_ENV, false, { now: () => clock.now });
  const kit = placementKit(t, clock);
  const batches = {} as Record<"java" | "python" | "running", string>;
  const leads = new Map<string, string>();
  beforeAll(async () => {
    await kit.setUp();
    batches.java = (await kit.newBatch({ startDate: "2027-01-04", duration: "2 weeks" })).id;
    batches.python = (await kit.newBatch({ courseId: "python", startDate: "2027-01-04", duration: "2 weeks" })).id;
    batches.running = (await kit.newBatch({ startDate: "2027-01-11", duration: "3 months" })).id;
    const zoho = await kit.employer("Zoho");
    const say = async (lead: string, seeking: boolean) => {
      const res = await t.app.inject({ method: "PUT", url: "/api/student/intent", headers: bearer(await kit.studentToken(lead)), payload: { seeking } });
      expect(res.statusCode, res.body).toBe(200);
    };
    const claim = async (lead: string, body: object, proof?: "letter" | "employer") => {
      expect((await kit.send("PUT", `/api/students/${lead}/outcome`, "placement", body)).statusCode).toBe(200);
      if (proof === "letter")
        expect(
          (await sendForm(t.app, "POST", `/api/students/${lead}/outcome/evidence`, kit.tokens.placement, { file: { data: PDF, filename: "offer.pdf" } }))
            .statusCode,
        ).toBe(201);
      if (proof === "employer")
        expect((await kit.send("POST", `/api/students/${lead}/outcome/confirmation`, "placement", { confirmedBy: "HR", how: "phone" })).statusCode).toBe(201);
    };
    const job = (code: string, baseSalaryMonthly?: number) => ({ code, employerId: zoho, role: "Developer", baseSalaryMonthly, ctcAnnual: 900000 });
    const s = async (name: string) => {
      const id = await kit.student(batches.java, name);
      leads.set(name.split(" ")[0]!, id);
      return id;
    };
    // Ten Java graduates, one of each kind (the intents given while they studied).
    await say(await s("S1 Not looking"), false);
    await s("S2 Never reported");
    await claim(await s("S3 Documented"), job("in_field_full_time", 20000), "letter");
    await claim(await s("S4 Confirmed"), job("in_field_full_time", 30000), "employer");
    await claim(await s("S5 Claimed only"), job("in_field_full_time", 90000));
    await claim(await s("S6 Other field"), job("out_of_field", 15000), "letter");
    await claim(await s("S7 Still looking"), { code: "seeking" });
    await claim(await s("S8 Studying"), { code: "further_study" }, "letter");
    await claim(await s("S9 Part time"), job("in_field_part_time", 10000), "letter");
    await claim(await s("S10 Documented not looking"), { code: "not_seeking" }, "letter");
    await claim(await kit.student(batches.python, "P1 Python"), job("in_field_contract", 40000), "employer");
    // Still studying: not a graduate, whatever is recorded.
    await claim(await kit.student(batches.running, "R1 Running"), job("in_field_full_time", 50000), "letter");
    clock.now = chennai("2027-02-01T10:00:00");
  });
  const stats = async (query = "") => {
    const res = await kit.send("GET", `/api/placement-stats${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as PlacementStats;
  };

  it("counts every graduate once, keeps the non-reporting in the denominator, and says when and of whom it was computed", async () => {
    const all = await stats();
    expect(all.asOf).toBe(new Date(clock.now).toISOString());
    expect(all.asOfDay).toBe("2027-02-01");
    expect(all.cohorts.map((c) => c.batch).sort()).toEqual([batches.java, batches.python].sort());
    const java = all.cohorts.find((c) => c.batch === batches.java)!;
    expect(java).toEqual({
      course: "java",
      courseTitle: expect.any(String),
      batch: batches.java,
      batchStartDate: "2027-01-04",
      batchEndDate: "2027-01-17",
      graduates: 10,
      notSeeking: 2,
      seeking: 1,
      inField: 3,
      outOfField: 1,
      furtherStudy: 1,
      // S2 never reported and S5's claim is not proven: both stay in the denominator.
      nonReporting: 2,
      // 3 in the field of 10 − 2 not looking.
      placedRate: 0.375,
      // Full-time in-field base pay only: 20,000 and 30,000 (S5's 90,000 is only claimed, S9 is part time).
      medianBaseSalaryMonthly: 25000,
      salariesReported: 2,
    });
    expect(java.notSeeking + java.seeking + java.inField + java.outOfField + java.furtherStudy + java.nonReporting).toBe(java.graduates);
  });

  it("answers one course or one batch, and no cohort until its batch has ended", async () => {
    expect((await stats("?course=python")).cohorts).toEqual([expect.objectContaining({ batch: batches.python, graduates: 1, inField: 1, placedRate: 1 })]);
    expect((await stats(`?batch=${batches.java}`)).cohorts.map((c) => c.batch)).toEqual([batches.java]);
    expect((await stats(`?batch=${batches.running}`)).cohorts).toEqual([]);
    const saved = clock.now;
    clock.now = chennai("2027-01-17T20:00:00");
    expect((await stats()).cohorts).toEqual([]);
    clock.now = saved;
  });

  it("has no route that writes a number", async () => {
    for (const method of ["POST", "PUT", "PATCH", "DELETE"] as const)
      expect((await kit.send(method, "/api/placement-stats", "admin", {})).statusCode).toBe(404);
  });

  it("exports one row per graduate with what decided where they are counted, in the shape an auditor asks for", async () => {
    const res = await kit.send("GET", "/api/placement-stats.csv");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(res.headers["content-disposition"]).toBe('attachment; filename="placement-graduates-2027-02-01.csv"');
    expect(res.body.startsWith("\uFEFF")).toBe(true);
    const [header, ...rows] = parse(res.body.slice(1)) as string[][];
    expect(header).toEqual([
      "Student ID",
      "Course",
      "Batch",
      "Enrolled on",
      "Batch ended",
      "Intent",
      "Outcome",
      "Documented",
      "Employer confirmed",
      "Base pay (₹ a month)",
      "Counted as",
      "As of",
    ]);
    // Ten Java graduates and one in Python; the running batch's student is not one.
    expect(rows).toHaveLength(11);
    const row = (key: string) => rows.find((r) => r[0] === leads.get(key))!;
    const asOf = new Date(clock.now).toISOString();
    expect(row("S1")).toEqual([
      leads.get("S1"),
      expect.any(String),
      "2027-01-04, Weekday batch, 7:00 am – 9:00 am",
      "2027-01-10",
      "2027-01-17",
      "not seeking",
      "",
      "no",
      "no",
      "",
      "not seeking (out of the denominator)",
      asOf,
    ]);
    expect(row("S2").slice(5)).toEqual(["not answered (counted as seeking)", "", "no", "no", "", "non-reporting", asOf]);
    expect(row("S3").slice(6, 11)).toEqual(["in_field_full_time", "yes", "no", "20000", "in field"]);
    expect(row("S4").slice(6, 11)).toEqual(["in_field_full_time", "no", "yes", "30000", "in field"]);
    expect(row("S5").slice(6, 11)).toEqual(["in_field_full_time", "no", "no", "90000", "non-reporting"]);
    expect(row("S10").slice(6, 11)).toEqual(["not_seeking", "yes", "no", "", "not seeking (out of the denominator)"]);
    const python = await kit.send("GET", `/api/placement-stats.csv?course=python`);
    expect(parse(python.body.slice(1))).toHaveLength(2);
  });
});
