import { describe, expect, it } from "vitest";
import { useTestApp } from "#server/test/app";
import { testDatabases } from "#server/test/databases";
import { ADMIN_ENV, sendForm, signIn } from "#server/test/staff-api";

// The dashboard pages placements and reviews on the server: ?page=&limit=&q=.

describe.each(testDatabases)("searching placements and reviews on $name", (database) => {
  const t = useTestApp(database, ADMIN_ENV);
  const get = async (url: string) => (await t.app.inject({ method: "GET", url })).json();

  it("finds placements by name, STU id, course or company, case-insensitively, with a total for paging", async () => {
    const token = await signIn(t.app);
    const base = { course: "Python", date: "2026-03-01" };
    for (const [id, name, placement] of [
      ["STU100001", "Meena Raghavan", "Developer at Zoho"],
      ["STU100002", "Karthik M", "Analyst at Freshworks"],
      ["STU100003", "Meenakshi S", "disclaimer"],
      ["STU100004", "Percent 100%", "Tester at Acme_Labs"],
    ]) {
      const res = await sendForm(t.app, "POST", "/api/placements/add", token, { ...base, id, name, placement });
      expect(res.statusCode, res.body).toBe(201);
    }
    const meena = await get("/api/placements?page=1&limit=4&q=MEENA");
    expect(meena.total).toBe(2);
    expect(meena.data.map((p: { name: string }) => p.name).sort()).toEqual(["Meena Raghavan", "Meenakshi S"]);
    expect((await get("/api/placements?q=freshworks")).data.map((p: { stuId: string }) => p.stuId)).toEqual(["STU100002"]);
    expect((await get("/api/placements?q=stu100004")).total).toBe(1);
    // % and _ are text, not wildcards.
    expect((await get("/api/placements?q=100%25")).total).toBe(1);
    expect((await get("/api/placements?q=acme_l")).total).toBe(1);
    expect((await get("/api/placements?q=acmexl")).total).toBe(0);
    // Paging over the matches.
    const page2 = await get("/api/placements?page=2&limit=1&q=meena");
    expect(page2).toMatchObject({ total: 2, page: 2, limit: 1 });
    expect(page2.data).toHaveLength(1);
    // A blank search is no filter; an absurd one is a clear 400.
    expect((await get("/api/placements?q=%20%20")).total).toBe(4);
    const long = await t.app.inject({ method: "GET", url: `/api/placements?q=${"x".repeat(101)}` });
    expect(long.statusCode).toBe(400);
  });

  it("finds reviews by name or text", async () => {
    const token = await signIn(t.app);
    for (const [name, review] of [
      ["Lakshmi", "The Tally trainer explained GST returns clearly"],
      ["Vignesh", "Great Python projects"],
    ]) {
      const res = await sendForm(t.app, "POST", "/api/reviews/add", token, { name, review, rating: "4.5", date: "2026-03-02" });
      expect(res.statusCode, res.body).toBe(201);
    }
    expect((await get("/api/reviews?q=gst")).data.map((r: { name: string }) => r.name)).toEqual(["Lakshmi"]);
    expect((await get("/api/reviews?q=vig&page=1&limit=4")).total).toBe(1);
  });
});
