import { describe, expect, it } from "vitest";
import { useTestApp } from "#server/test/app";
import { testDatabases } from "#server/test/databases";
import { ADMIN_ENV, bearer, newStaff, signIn } from "#server/test/staff-api";

const GOOD = `Student name,Course,Batch,Start date,End date,Grade
Arun Kumar,Java,Java evening Sep 2026,2026-09-01,2026-11-28,B+
"Meena, S.",Java,Java evening Sep 2026,2026-09-01,2026-11-28,
`;

describe.each(testDatabases)("bulk certificates from a CSV on $name", (database) => {
  const t = useTestApp(database, ADMIN_ENV);
  const post = async (url: string, csv: string, token?: string) =>
    t.app.inject({ method: "POST", url, headers: bearer(token ?? (await signIn(t.app))), payload: { csv } });
  const names = async () => (await t.app.db.selectFrom("certificates").select("student_name").execute()).map((r) => r.student_name).sort();

  it("previews a good file row by row, then issues every row in one go (a counsellor may)", async () => {
    const counsellor = await newStaff(t.app, await signIn(t.app), "counsellor");
    const preview = await post("/api/certificates/bulk/preview", GOOD, counsellor.token);
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().data).toMatchObject({ valid: 2, fileError: null });
    expect(preview.json().data.rows[1]).toEqual({
      line: 3,
      values: { studentName: "Meena, S.", course: "Java", batch: "Java evening Sep 2026", startDate: "2026-09-01", endDate: "2026-11-28", grade: "" },
      errors: {},
    });
    // A preview stores nothing.
    expect(await names()).toEqual([]);

    const issued = await post("/api/certificates/bulk", GOOD, counsellor.token);
    expect(issued.statusCode, issued.body).toBe(201);
    expect(issued.json().message).toBe("2 certificates issued");
    expect(await names()).toEqual(["Arun Kumar", "Meena, S."]);
    const ids = issued.json().data.map((c: { certificateId: string }) => c.certificateId);
    expect(new Set(ids).size).toBe(2);
    const page = await t.app.inject({ method: "GET", url: `/verify/${ids[0]}` });
    expect(page.body).toContain("Arun Kumar");
  });

  it("a file with one bad row: the preview names the row and field, and issuing stores nothing (400)", async () => {
    const before = await names();
    const bad = `${GOOD}Priya,Java,,2026-09-01,2026/11/28,\n,Java,,2026-09-01,2026-11-28,\n`;
    const preview = (await post("/api/certificates/bulk/preview", bad)).json().data;
    expect(preview.valid).toBe(2);
    expect(preview.rows[2]).toMatchObject({ line: 4, errors: { endDate: "Enter the end date (yyyy-mm-dd)" } });
    expect(preview.rows[3]).toMatchObject({ line: 5, errors: { studentName: "Enter the student's name" } });

    const res = await post("/api/certificates/bulk", bad);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("2 rows have errors; nothing was issued. Line 4: Enter the end date (yyyy-mm-dd)");
    expect(await names()).toEqual(before);
  });

  it("reads dates written the Indian way, dd/mm/yyyy and d/m/yyyy, and still refuses a day that does not exist", async () => {
    const csv = `Student name,Course,Start date,End date
Indian Dates One,Tally,24/11/2026,23/02/2027
Indian Dates Two,Tally,1/9/2026,4.1.2027
Indian Dates Bad,Tally,31/02/2026,1/3/2026
`;
    const preview = (await post("/api/certificates/bulk/preview", csv)).json().data;
    expect(preview.valid).toBe(2);
    expect(preview.rows[2]).toMatchObject({ line: 4, errors: { startDate: expect.any(String) } });
    const ok = csv.split("\n").slice(0, 3).join("\n");
    expect((await post("/api/certificates/bulk", ok)).statusCode).toBe(201);
    const stored = await t.app.db
      .selectFrom("certificates")
      .select(["student_name", "start_date", "end_date"])
      .where("student_name", "like", "Indian Dates%")
      .orderBy("student_name")
      .execute();
    expect(stored).toEqual([
      { student_name: "Indian Dates One", start_date: "2026-11-24", end_date: "2027-02-23" },
      { student_name: "Indian Dates Two", start_date: "2026-09-01", end_date: "2027-01-04" },
    ]);
  });

  it("files that are not a list of students get a clear 400 and store nothing", async () => {
    const before = await names();
    const cases: [string, RegExp][] = [
      ["name,course\nA,B\n", /Unknown column "name"/],
      ["studentName,course,startDate\nA,B,2026-01-01\n", /lacks endDate/],
      ["studentName,course,startDate,endDate\n", /no students/],
      ['studentName,course,startDate,endDate\n"A,B,2026-01-01,2026-02-01\n', /not a readable CSV/],
      [`studentName,course,startDate,endDate\n${"A,B,2026-01-01,2026-02-01\n".repeat(501)}`, /At most 500 students/],
    ];
    for (const [csv, message] of cases) {
      const res = await post("/api/certificates/bulk", csv);
      expect(res.statusCode, csv.slice(0, 40)).toBe(400);
      expect(res.json().message).toMatch(message);
      const preview = await post("/api/certificates/bulk/preview", csv);
      expect(preview.json().data.fileError).toMatch(message);
    }
    const empty = await post("/api/certificates/bulk", "");
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe("The CSV file is empty");
    expect(await names()).toEqual(before);
  });

  it("an editor may not issue (403)", async () => {
    const editor = await newStaff(t.app, await signIn(t.app), "editor");
    expect((await post("/api/certificates/bulk", GOOD, editor.token)).statusCode).toBe(403);
  });
});
