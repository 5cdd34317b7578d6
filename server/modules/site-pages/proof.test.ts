import { describe, expect, it } from "vitest";
import { COURSE_REVIEWS, SNAPSHOT_PLACEMENTS } from "#contracts/site-snapshot";
import { useTestApp } from "#server/test/app";
import { testDatabases } from "#server/test/databases";
import { ADMIN_ENV, sendForm, signIn } from "#server/test/staff-api";
import { contentVersion } from "../content";
import { readSnapshot } from "./snapshot";

// Proof on the pages (docs/decisions/060): company and role on placements, a
// course on reviews, per-course reads, and every write raising the content
// version so the pages, rendered from the snapshot, show it within seconds.

const placement = { name: "Meena R", course: "Python", degree: "", date: "2026-03-01", placement: "Placed at a Tidel Park firm" };
const review = { name: "Karthik V", rating: "4.5", date: "2026-03-02", review: "Clear teaching and real projects." };
const LONG = "x".repeat(101);

describe.each(testDatabases)("placement and review proof on $name", (database) => {
  const t = useTestApp(database, ADMIN_ENV);
  const write = async (method: "POST" | "PUT" | "DELETE", url: string, fields: Record<string, string> = {}) =>
    method === "DELETE"
      ? t.app.inject({ method, url, headers: { authorization: `Bearer ${await signIn(t.app)}` } })
      : sendForm(t.app, method, url, await signIn(t.app), fields);
  const get = async (url: string) => t.app.inject({ method: "GET", url });

  it("stores company and role on add and edit, lists them, and keeps them optional (empty is null)", async () => {
    const added = await write("POST", "/api/placements/add", { ...placement, company: " Zoho ", role: "Junior Python Developer" });
    expect(added.statusCode, added.body).toBe(201);
    const { _id } = added.json().data;
    expect(added.json().data).toMatchObject({ company: "Zoho", role: "Junior Python Developer" });

    const edited = await write("PUT", `/api/placements/update/${_id}`, { ...placement, company: "Freshworks", role: "" });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data).toMatchObject({ company: "Freshworks", role: null });
    const listed = (await get("/api/placements")).json().data.find((p: { _id: string }) => p._id === _id);
    expect(listed).toMatchObject({ company: "Freshworks", role: null, stuId: expect.stringMatching(/^STU/) });

    const plain = await write("POST", "/api/placements/add", placement);
    expect(plain.json().data).toMatchObject({ company: null, role: null });
  });

  it("refuses a company or role over 100 characters with 400 beside the field, storing nothing", async () => {
    const before = (await get("/api/placements")).json().total;
    for (const [field, message] of [
      ["company", "Company is too long"],
      ["role", "Role is too long"],
    ]) {
      const res = await write("POST", "/api/placements/add", { ...placement, [field]: LONG });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({ success: false, errors: { [field]: message } });
    }
    const ok = await write("POST", "/api/placements/add", { ...placement, company: "x".repeat(100), role: "y".repeat(100) });
    expect(ok.statusCode).toBe(201);
    const id = ok.json().data._id;
    const refused = await write("PUT", `/api/placements/update/${id}`, { ...placement, role: LONG });
    expect(refused.statusCode).toBe(400);
    expect((await get("/api/placements")).json().data.find((p: { _id: string }) => p._id === id)).toMatchObject({ role: "y".repeat(100) });
    expect((await get("/api/placements")).json().total).toBe(before + 1);
  });

  it("lists one course's records with ?course=<course id>, paged; an unknown course id is a 400", async () => {
    await write("POST", "/api/placements/add", { ...placement, course: "Java", name: "Java Student" });
    const python = (await get("/api/placements?course=python&page=1&limit=50")).json();
    expect(python.data.length).toBeGreaterThan(0);
    expect(python.data.every((p: { course: string }) => p.course === "Python")).toBe(true);
    expect(python.total).toBe(python.data.length);
    const java = (await get("/api/placements?course=java")).json();
    expect(java.data.map((p: { name: string }) => p.name)).toContain("Java Student");
    expect(java.data.every((p: { course: string }) => p.course === "Java")).toBe(true);
    const unknown = await get("/api/placements?course=no-such-course");
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ success: false, message: "Unknown course" });
  });

  it("keeps a review's optional course, one of the site's courses", async () => {
    const added = await write("POST", "/api/reviews/add", { ...review, course: "Python" });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json().data).toMatchObject({ course: "Python" });
    const edited = await write("PUT", `/api/reviews/update/${added.json().data._id}`, { ...review, course: "" });
    expect(edited.json().data).toMatchObject({ course: null });
    const refused = await write("POST", "/api/reviews/add", { ...review, course: "Basket Weaving" });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ errors: { course: "Please select a course" } });
  });

  it("raises the content version on every placement and review write, and the snapshot carries the newest, per course, without student ids", async () => {
    const steps: [string, () => Promise<{ statusCode: number; json: () => { data?: { _id: string } } }>][] = [];
    let placementId = "";
    let reviewId = "";
    steps.push([
      "add placement",
      async () => write("POST", "/api/placements/add", { ...placement, name: "Snapshot Student", date: "2099-01-01", company: "Zoho", role: "Tester" }),
    ]);
    steps.push([
      "edit placement",
      async () =>
        write("PUT", `/api/placements/update/${placementId}`, {
          ...placement,
          name: "Snapshot Student",
          date: "2099-01-01",
          company: "Zoho",
          role: "QA Engineer",
        }),
    ]);
    steps.push(["add review", async () => write("POST", "/api/reviews/add", { ...review, name: "Snapshot Reviewer", date: "2099-01-01", course: "Python" })]);
    for (const [label, step] of steps) {
      const before = await contentVersion(t.app.db);
      const res = await step();
      expect(res.statusCode, label).toBeLessThan(300);
      if (label === "add placement") placementId = res.json().data!._id;
      if (label === "add review") reviewId = res.json().data!._id;
      expect(await contentVersion(t.app.db), label).toBe(before + 1);
    }

    const { proof } = await readSnapshot(t.app.db);
    expect(proof!.placements.items[0]).toMatchObject({ name: "Snapshot Student", company: "Zoho", role: "QA Engineer" });
    expect(proof!.placements.items[0]).not.toHaveProperty("stuId");
    expect(proof!.placements.items.length).toBeLessThanOrEqual(SNAPSHOT_PLACEMENTS);
    expect(proof!.placementsByCourse.python!.items[0]!.name).toBe("Snapshot Student");
    expect(proof!.placementsByCourse.java!.items.every((p) => p.course === "Java")).toBe(true);
    expect(proof!.reviewsByCourse.python![0]).toMatchObject({ name: "Snapshot Reviewer", course: "Python" });
    expect(proof!.reviewsByCourse.python![0]).not.toHaveProperty("id");
    expect(proof!.reviews.items[0]!.name).toBe("Snapshot Reviewer");

    for (const url of [`/api/placements/delete/${placementId}`, `/api/reviews/delete/${reviewId}`]) {
      const before = await contentVersion(t.app.db);
      expect((await write("DELETE", url)).statusCode).toBe(200);
      expect(await contentVersion(t.app.db), url).toBe(before + 1);
    }
    const after = (await readSnapshot(t.app.db)).proof!;
    expect(after.placements.items.map((p) => p.name)).not.toContain("Snapshot Student");
    expect(after.reviewsByCourse.python!.map((r) => r.name)).not.toContain("Snapshot Reviewer");
  });

  it("carries the best reviews naming no course for course pages without their own: highest rating, then newest date, then latest entry", async () => {
    // Other tests of this file add reviews too: ours are rated 5.0 or dated 2098, so they lead.
    const add = async (name: string, rating: string, date: string, course = "") => {
      const res = await write("POST", "/api/reviews/add", { ...review, name, rating, date, course });
      expect(res.statusCode, res.body).toBe(201);
    };
    await add("Older Five", "5", "2098-01-01");
    await add("Tagged Five", "5", "2098-12-31", "Java");
    await add("Newer Four Nine", "4.9", "2098-12-30");
    await add("Newer Five", "5", "2098-06-01");
    await add("Same Day Five, entered later", "5", "2098-06-01");

    const { proof } = await readSnapshot(t.app.db);
    expect(proof!.generalReviews.map((r) => r.name)).toEqual(["Same Day Five, entered later", "Newer Five", "Older Five"]);
    expect(proof!.generalReviews).toHaveLength(COURSE_REVIEWS);
    expect(proof!.generalReviews.every((r) => r.course === null)).toBe(true);
    expect(proof!.generalReviews[0]).not.toHaveProperty("id");
    // A course's own reviews stay its own.
    expect(proof!.reviewsByCourse.java!.map((r) => r.name)).toContain("Tagged Five");
  });

  it("bounds the first page of placement records in the snapshot, with the full count", async () => {
    for (let i = 0; i < SNAPSHOT_PLACEMENTS + 2; i++) await write("POST", "/api/placements/add", { ...placement, name: `Many ${i}` });
    const { proof } = await readSnapshot(t.app.db);
    expect(proof!.placements.items).toHaveLength(SNAPSHOT_PLACEMENTS);
    expect(proof!.placements.total).toBe((await get("/api/placements")).json().total);
    expect(proof!.placementsByCourse.python!.items).toHaveLength(SNAPSHOT_PLACEMENTS);
  });
});
