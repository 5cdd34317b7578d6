import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { z } from "#contracts/zod";
import { whatsappGreeting } from "#server/db/migrations/018-whatsapp-greeting";
import { useTestApp } from "#server/test/app";
import { testDatabases } from "#server/test/databases";
import { ADMIN_ENV, bearer, signIn } from "#server/test/staff-api";
import { readSnapshot } from "../site-pages";
import { contentVersion } from "./repository";

// What a course page needs to turn a visit into a booked demo (docs/decisions/061),
// as staff edit it: the trust facts and the WhatsApp greetings in Site facts, a
// course's teaching language and fee in parts, and the courses a trainer teaches.
// Each is optional, empty on a new site, checked with a clear message, and
// reaches the snapshot the pages render from.

const OLD_SEED_GREETING = "Hello Chennai Tech Academy! I would like to know more about your courses.";

describe.each(testDatabases)("course-page facts on $name", (database) => {
  const t = useTestApp(database, ADMIN_ENV);
  const get = async (url: string, token: string) => t.app.inject({ method: "GET", url, headers: bearer(token) });
  const put = async (url: string, token: string, payload: object) => t.app.inject({ method: "PUT", url, headers: bearer(token), payload });

  it("a new site claims nothing: no founding year, count or partners; greetings that name the page and the course", async () => {
    const token = await signIn(t.app);
    const site = (await get("/api/content/documents/site", token)).json().data.data;
    expect(site).not.toHaveProperty("foundedYear");
    expect(site).not.toHaveProperty("studentsTrained");
    expect(site).not.toHaveProperty("hiringPartners");
    expect(site.whatsappGreeting).toContain("{page}");
    expect(site.whatsappCourseGreeting).toContain("{course}");
    const python = (await get("/api/content/courses/python", token)).json().data.course;
    expect(python).not.toHaveProperty("language");
    expect(python).not.toHaveProperty("instalments");
  });

  it("saves the trust facts and greetings (typed with grouping), and the pages' snapshot has them", async () => {
    const token = await signIn(t.app);
    const before = (await get("/api/content/documents/site", token)).json().data;
    const saved = await put("/api/content/documents/site", token, {
      data: {
        ...before.data,
        foundedYear: "2009",
        studentsTrained: "12,500",
        hiringPartners: 140,
        whatsappCourseGreeting: "Vanakkam! Tell me about {course}, please.",
      },
      revision: before.revision,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const after = (await get("/api/content/documents/site", token)).json().data.data;
    expect(after).toMatchObject({
      foundedYear: 2009,
      studentsTrained: 12500,
      hiringPartners: 140,
      whatsappCourseGreeting: "Vanakkam! Tell me about {course}, please.",
    });
    const snapshot = await readSnapshot(t.app.db);
    expect(snapshot.site).toMatchObject({ foundedYear: 2009, studentsTrained: 12500, hiringPartners: 140 });

    // Emptied again, they are gone: the pages show nothing.
    const cleared = await put("/api/content/documents/site", token, {
      data: { ...after, foundedYear: "", studentsTrained: "", hiringPartners: "" },
      revision: before.revision + 1,
    });
    expect(cleared.statusCode, cleared.body).toBe(200);
    const emptied = (await get("/api/content/documents/site", token)).json().data.data;
    expect(emptied).not.toHaveProperty("foundedYear");
    expect(emptied).not.toHaveProperty("studentsTrained");
  });

  it("refuses a founding year, count or partners that cannot be true (400 per field) and writes nothing", async () => {
    const token = await signIn(t.app);
    const before = (await get("/api/content/documents/site", token)).json().data;
    const version = await contentVersion(t.app.db);
    const bad = await put("/api/content/documents/site", token, {
      data: { ...before.data, foundedYear: 1850, studentsTrained: "lots", hiringPartners: 2.5, whatsappCourseGreeting: " " },
      revision: before.revision,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toMatchObject({
      foundedYear: "Founding year must be at least 1950",
      studentsTrained: "Students trained must be a number",
      hiringPartners: "Hiring partners must be a whole number",
      whatsappCourseGreeting: "WhatsApp greeting on course pages is required",
    });
    expect((await get("/api/content/documents/site", token)).json().data.revision).toBe(before.revision);
    expect(await contentVersion(t.app.db)).toBe(version);
  });

  it("saves a course's teaching language and fee in parts, and refuses a fee in fewer than 2 or more than 12 parts", async () => {
    const token = await signIn(t.app);
    const stored = (await get("/api/content/courses/python", token)).json().data;
    for (const [instalments, message] of [
      [1, "Instalments must be at least 2"],
      [13, "Instalments must be at most 12"],
      ["three", "Instalments must be a number"],
    ] as const) {
      const bad = await put("/api/content/courses/python", token, { data: { ...stored.course, instalments }, revision: stored.revision });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errors.instalments).toBe(message);
    }
    const long = await put("/api/content/courses/python", token, { data: { ...stored.course, language: "x".repeat(81) }, revision: stored.revision });
    expect(long.json().errors.language).toBe("Teaching language must be at most 80 characters");
    expect((await get("/api/content/courses/python", token)).json().data.revision).toBe(stored.revision);

    const ok = await put("/api/content/courses/python", token, {
      data: { ...stored.course, language: " English and Tamil ", instalments: "3" },
      revision: stored.revision,
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await get("/api/content/courses/python", token)).json().data.course).toMatchObject({ language: "English and Tamil", instalments: 3 });
    const python = (await readSnapshot(t.app.db)).courses.find((c) => c.id === "python");
    expect(python).toMatchObject({ language: "English and Tamil", instalments: 3 });
  });

  it("saves the courses a trainer teaches and refuses anything that is not a course id", async () => {
    const token = await signIn(t.app);
    const doc = (await get("/api/content/documents/trainers", token)).json().data;
    const trainer = { name: "Priya Raman", role: "Lead trainer, Python", years: 9, bio: "Taught Python to working people for nine years." };
    const bad = await put("/api/content/documents/trainers", token, { data: [{ ...trainer, courses: ["python", "<script>"] }], revision: doc.revision });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors["0.courses.1"]).toBe("Choose courses from the list");

    const ok = await put("/api/content/documents/trainers", token, { data: [{ ...trainer, courses: ["python", "data-science"] }], revision: doc.revision });
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await readSnapshot(t.app.db)).trainers[0]?.courses).toEqual(["python", "data-science"]);
  });

  it("migration 018 gives a site still on the old seed greeting the one that names the page, and keeps one staff wrote", async () => {
    const setGreeting = async (text: string) => {
      const row = await sql<{ data: string }>`select data from content_documents where key = 'site'`.execute(t.app.db);
      const site = z.record(z.string(), z.unknown()).parse(JSON.parse(row.rows[0]!.data));
      await sql`update content_documents set data = ${JSON.stringify({ ...site, whatsappGreeting: text })} where key = 'site'`.execute(t.app.db);
    };
    const greeting = async () => (await readSnapshot(t.app.db)).site.whatsappGreeting;

    await setGreeting(OLD_SEED_GREETING);
    await whatsappGreeting().up(t.app.db as never);
    expect(await greeting()).toBe("Hi, I'm on your {page} page and would like to know more about your courses.");

    await setGreeting("Vanakkam! Please call me back.");
    await whatsappGreeting().up(t.app.db as never);
    expect(await greeting()).toBe("Vanakkam! Please call me back.");
  });
});
