import { describe, expect, it } from "vitest";
import { addDays, instituteDay } from "#contracts/enquiry-inbox";
import { useTestApp } from "#server/test/app";
import { testDatabases } from "#server/test/databases";
import { ADMIN, ADMIN_ENV, bearer, signIn } from "#server/test/staff-api";
import { contentVersion } from "./repository";

// Content as data: seeded from the content files, edited through the API with
// validation, optimistic locking, history and restore; batches per course.

const newCourse = (id: string) => ({
  id,
  name: "UI/UX Design",
  image: "/images/courses/graphics-design.svg",
  heading: "Design screens people enjoy using",
  summary: "User research, wireframes, Figma prototypes and usability testing for web and mobile apps.",
  overview: "A hands-on course in user experience and interface design for beginners who want to design apps.",
  curriculum: {
    overview: "Four modules from research to a tested prototype.",
    stacks: [{ name: "Research", description: "Interviews, personas and journeys." }],
  },
  features: ["Figma from day one", "Portfolio case study", "Weekend batches"],
  learn: ["Plan user research", "Wireframe a mobile app", "Prototype in Figma"],
  definition: "UI/UX design is the work of making digital products useful, usable and pleasant.",
  duration: "3 months",
  seo: {
    title: "UI/UX Design Course in Chennai",
    description: "Learn UI/UX design in Chennai with Figma and real projects.",
    keywords: "UI UX course Chennai, Figma course",
  },
  hidden: false,
});

describe.each(testDatabases)("site content on $name", (database) => {
  const t = useTestApp(database, ADMIN_ENV);
  const get = async (url: string, token?: string) => t.app.inject({ method: "GET", url, headers: token ? bearer(token) : {} });
  const send = async (method: "POST" | "PUT" | "DELETE", url: string, token: string | undefined, payload?: object) =>
    t.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });

  it("is seeded once from the content files: site facts, 12 courses and the page documents", async () => {
    const token = await signIn(t.app);
    const site = (await get("/api/content/documents/site", token)).json().data;
    expect(site.data.name).toBe("Chennai Tech Academy");
    expect(site.data.phone).toMatch(/^\d{10}$/);
    expect(site.revision).toBe(1);
    const courses = (await get("/api/content/courses", token)).json().data;
    expect(courses).toHaveLength(12);
    expect(courses[0].course.id).toBe("cyber-security");
    for (const key of ["facilities", "why-choose", "about", "placement-services"]) {
      expect((await get(`/api/content/documents/${key}`, token)).statusCode).toBe(200);
    }
    // The placeholders are reported until staff replace them.
    expect((await get("/api/content/status", token)).json().data.sampleFacts).toEqual(expect.arrayContaining(["Phone", "Email", "Street"]));
  });

  it("refuses every content endpoint without a session (401) and unknown documents (404)", async () => {
    for (const [method, url] of [
      ["GET", "/api/content/status"],
      ["GET", "/api/content/documents/site"],
      ["PUT", "/api/content/documents/site"],
      ["GET", "/api/content/courses"],
      ["POST", "/api/content/courses"],
      ["PUT", "/api/content/courses/python"],
      ["DELETE", "/api/content/courses/python"],
      ["GET", "/api/content/revisions?key=site"],
      ["GET", "/api/content/revisions/x"],
      ["POST", "/api/content/revisions/x/restore"],
      ["GET", "/api/content/batches"],
      ["POST", "/api/content/batches"],
      ["PUT", "/api/content/batches/x"],
      ["DELETE", "/api/content/batches/x"],
    ] as const) {
      const res = await t.app.inject({ method, url, payload: method === "GET" || method === "DELETE" ? undefined : {} });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
    const token = await signIn(t.app);
    expect((await get("/api/content/documents/secrets", token)).statusCode).toBe(404);
  });

  it("saves site facts: normalises the phone, refuses bad input without writing, and detects a stale edit", async () => {
    const token = await signIn(t.app);
    const before = (await get("/api/content/documents/site", token)).json().data;
    const versionBefore = await contentVersion(t.app.db);

    const bad = await send("PUT", "/api/content/documents/site", token, { data: { ...before.data, phone: "12345", email: "nope" }, revision: before.revision });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.phone).toBe("Phone must be a 10-digit Indian mobile or landline number");
    expect(bad.json().errors.email).toBe("Enter a valid email address");
    expect((await get("/api/content/documents/site", token)).json().data.revision).toBe(before.revision);
    expect(await contentVersion(t.app.db)).toBe(versionBefore);

    const ok = await send("PUT", "/api/content/documents/site", token, { data: { ...before.data, phone: "+91 94440 12345" }, revision: before.revision });
    expect(ok.statusCode, ok.body).toBe(200);
    const after = (await get("/api/content/documents/site", token)).json().data;
    expect(after.data.phone).toBe("9444012345");
    expect(after.revision).toBe(before.revision + 1);
    expect(after.updatedBy).toBe(ADMIN.username);
    expect(await contentVersion(t.app.db)).toBe(versionBefore + 1);
    expect((await get("/api/content/status", token)).json().data.sampleFacts).not.toContain("Phone");

    // A save based on the old revision would undo the change above: 409.
    const stale = await send("PUT", "/api/content/documents/site", token, { data: { ...before.data, hours: "Mon–Sun" }, revision: before.revision });
    expect(stale.statusCode).toBe(409);
    expect((await get("/api/content/documents/site", token)).json().data.data.phone).toBe("9444012345");
  });

  it("checks a preview's record like a save: 400 with the field's message before anything renders", async () => {
    const token = await signIn(t.app);
    const bad = await send("POST", "/api/content/preview", token, { kind: "course", data: { ...newCourse("preview-me"), name: "" } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.name).toBe("Course name is required");
    expect((await send("POST", "/api/content/preview", token, { kind: "document", key: "secrets", data: {} })).statusCode).toBe(400);
    // This test server renders no pages (no build): a valid request says so plainly.
    const ok = await send("POST", "/api/content/preview", token, { kind: "course", data: newCourse("preview-me") });
    expect(ok.statusCode).toBe(503);
    expect(ok.json().message).toBe("Preview needs the built site (npm run build).");
  });

  it("keeps every saved version and restores an earlier one as a new revision", async () => {
    const token = await signIn(t.app);
    const doc = (await get("/api/content/documents/why-choose", token)).json().data;
    const edited = doc.data.map((item: { title: string }, i: number) => (i === 0 ? { ...item, title: "Edited title" } : item));
    expect((await send("PUT", "/api/content/documents/why-choose", token, { data: edited, revision: doc.revision })).statusCode).toBe(200);

    const history = (await get("/api/content/revisions?key=why-choose", token)).json().data;
    expect(history.map((r: { action: string }) => r.action)).toEqual(["update", "seed"]);
    expect(history[0].createdBy).toBe(ADMIN.username);
    const restore = await send("POST", `/api/content/revisions/${history[1].id}/restore`, token);
    expect(restore.statusCode, restore.body).toBe(200);
    const now = (await get("/api/content/documents/why-choose", token)).json().data;
    expect(now.data[0].title).toBe(doc.data[0].title);
    expect(now.revision).toBe(doc.revision + 2);
    expect((await get("/api/content/revisions?key=why-choose", token)).json().data[0].action).toBe("restore");
    expect((await get("/api/content/revisions?key=../../etc", token)).statusCode).toBe(400);
  });

  it("adds, edits, hides and deletes a course; the id is unique and fixed; a deleted course can be restored", async () => {
    const token = await signIn(t.app);
    const course = newCourse("ui-ux-design");
    const invalid = await send("POST", "/api/content/courses", token, { data: { ...course, id: "UI UX!", features: [] } });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().errors.id).toMatch(/lower-case letters/);
    expect(invalid.json().errors.features).toBe("Features: add at least 3");

    expect((await send("POST", "/api/content/courses", token, { data: course })).statusCode).toBe(201);
    expect((await send("POST", "/api/content/courses", token, { data: course })).statusCode).toBe(409);
    const list = (await get("/api/content/courses", token)).json().data;
    expect(list.at(-1).course.id).toBe("ui-ux-design");

    const renamed = await send("PUT", "/api/content/courses/ui-ux-design", token, { data: { ...course, id: "other" } });
    expect(renamed.statusCode).toBe(400);
    const hidden = await send("PUT", "/api/content/courses/ui-ux-design", token, { data: { ...course, hidden: true }, revision: 1 });
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect((await get("/api/content/courses/ui-ux-design", token)).json().data.course.hidden).toBe(true);

    expect((await send("DELETE", "/api/content/courses/ui-ux-design", token)).statusCode).toBe(200);
    expect((await get("/api/content/courses/ui-ux-design", token)).statusCode).toBe(404);
    expect((await send("DELETE", "/api/content/courses/ui-ux-design", token)).statusCode).toBe(404);
    const history = (await get("/api/content/revisions?key=course:ui-ux-design", token)).json().data;
    expect(history[0].action).toBe("delete");
    const restored = await send("POST", `/api/content/revisions/${history[1].id}/restore`, token);
    expect(restored.statusCode, restored.body).toBe(200);
    expect((await get("/api/content/courses/ui-ux-design", token)).json().data.course.name).toBe("UI/UX Design");
  });

  it("saves a course's fee from as whole rupees, refuses a bad one with its message and writes nothing, and clears it", async () => {
    const token = await signIn(t.app);
    const stored = (await get("/api/content/courses/python", token)).json().data;
    // Courses saved before the field existed carry none.
    expect(stored.course).not.toHaveProperty("feeFrom");
    const versionBefore = await contentVersion(t.app.db);

    for (const [feeFrom, message] of [
      [0, "Fee from must be more than ₹0; leave it empty to show no fee"],
      [12500.5, "Fee from must be whole rupees, e.g. 25000"],
      ["twenty thousand", "Fee from must be whole rupees, e.g. 25000"],
      [5_000_000, "Fee from must be at most ₹10,00,000"],
    ] as const) {
      const bad = await send("PUT", "/api/content/courses/python", token, { data: { ...stored.course, feeFrom }, revision: stored.revision });
      expect(bad.statusCode, String(feeFrom)).toBe(400);
      expect(bad.json().errors.feeFrom).toBe(message);
    }
    expect((await get("/api/content/courses/python", token)).json().data.revision).toBe(stored.revision);
    expect(await contentVersion(t.app.db)).toBe(versionBefore);

    const saved = await send("PUT", "/api/content/courses/python", token, { data: { ...stored.course, feeFrom: "24,500" }, revision: stored.revision });
    expect(saved.statusCode, saved.body).toBe(200);
    const after = (await get("/api/content/courses/python", token)).json().data;
    expect(after.course.feeFrom).toBe(24500);
    expect((await get("/api/content/courses", token)).json().data.find((c: { course: { id: string } }) => c.course.id === "python").course.feeFrom).toBe(24500);

    // An empty box takes the fee off again.
    const cleared = await send("PUT", "/api/content/courses/python", token, { data: { ...after.course, feeFrom: "" }, revision: after.revision });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect((await get("/api/content/courses/python", token)).json().data.course).not.toHaveProperty("feeFrom");

    // A new course can carry one from the start.
    const created = await send("POST", "/api/content/courses", token, { data: { ...newCourse("fee-course"), feeFrom: 30000 } });
    expect(created.statusCode, created.body).toBe(201);
    expect((await get("/api/content/courses/fee-course", token)).json().data.course.feeFrom).toBe(30000);
  });

  it("manages batches: validated, tied to a real course, and only upcoming ones are public", async () => {
    const token = await signIn(t.app);
    const today = instituteDay(Date.now());
    const batch = {
      courseId: "python",
      startDate: addDays(today, 10),
      schedule: "weekend",
      timing: "10:00 am – 1:00 pm",
      mode: "both",
      duration: "3 months",
      feeInr: 18000,
      capacity: 6,
    };

    const bad = await send("POST", "/api/content/batches", token, { ...batch, schedule: "daily", feeInr: -5, startDate: "2026-02-30" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toMatchObject({
      schedule: "Choose weekday or weekend",
      feeInr: "Fee cannot be negative",
      startDate: "Enter the start date (yyyy-mm-dd)",
    });
    const unknownCourse = await send("POST", "/api/content/batches", token, { ...batch, courseId: "no-such-course" });
    expect(unknownCourse.statusCode).toBe(400);

    const upcoming = (await send("POST", "/api/content/batches", token, batch)).json().data;
    const past = (await send("POST", "/api/content/batches", token, { ...batch, startDate: addDays(today, -1), feeInr: "" })).json().data;
    expect(past.feeInr).toBeUndefined();
    const todays = (await send("POST", "/api/content/batches", token, { ...batch, startDate: today, schedule: "weekday" })).json().data;

    const publicList = (await get("/api/batches?courseId=python")).json().data.map((b: { id: string }) => b.id);
    expect(publicList).toEqual([todays.id, upcoming.id]);
    expect((await get("/api/content/batches", token)).json().data.map((b: { id: string }) => b.id)).toContain(past.id);

    // Seats left are counted from the capacity (docs/decisions/067): a typed seatsLeft is ignored.
    const edit = await send("PUT", `/api/content/batches/${upcoming.id}`, token, { ...batch, capacity: 2, seatsLeft: 40 });
    expect(edit.json().data).toMatchObject({ capacity: 2, seatsLeft: 2 });
    expect((await send("DELETE", `/api/content/batches/${upcoming.id}`, token)).statusCode).toBe(200);
    expect((await send("DELETE", `/api/content/batches/${upcoming.id}`, token)).statusCode).toBe(404);

    // Deleting a course takes its batches with it.
    await send("POST", "/api/content/courses", token, { data: newCourse("batch-course") });
    await send("POST", "/api/content/batches", token, { ...batch, courseId: "batch-course" });
    await send("DELETE", "/api/content/courses/batch-course", token);
    expect((await get("/api/batches?courseId=batch-course")).json().data).toEqual([]);
  });

  it("restores an earlier version of a batch, and brings a deleted batch back under its own id", async () => {
    const token = await signIn(t.app);
    const batch = {
      courseId: "java",
      startDate: addDays(instituteDay(Date.now()), 20),
      schedule: "weekday",
      timing: "7:00 – 9:00 am",
      mode: "online",
      duration: "2 months",
      feeInr: 15000,
    };
    const created = (await send("POST", "/api/content/batches", token, batch)).json().data;
    await send("PUT", `/api/content/batches/${created.id}`, token, { ...batch, feeInr: 99000 });
    const fee = async () => (await get("/api/content/batches", token)).json().data.find((b: { id: string }) => b.id === created.id)?.feeInr;
    expect(await fee()).toBe(99000);

    const history = (await get(`/api/content/revisions?key=batch:${created.id}`, token)).json().data;
    expect(history.map((r: { action: string }) => r.action)).toEqual(["update", "create"]);
    const restored = await send("POST", `/api/content/revisions/${history[1].id}/restore`, token);
    expect(restored.statusCode, restored.body).toBe(200);
    expect(await fee()).toBe(15000);

    await send("DELETE", `/api/content/batches/${created.id}`, token);
    expect(await fee()).toBeUndefined();
    const afterDelete = (await get(`/api/content/revisions?key=batch:${created.id}`, token)).json().data;
    expect(afterDelete.map((r: { action: string }) => r.action)).toEqual(["delete", "restore", "update", "create"]);
    expect((await send("POST", `/api/content/revisions/${afterDelete[0].id}/restore`, token)).statusCode).toBe(400);
    expect((await send("POST", `/api/content/revisions/${afterDelete[1].id}/restore`, token)).statusCode).toBe(200);
    expect(await fee()).toBe(15000);
    expect((await get("/api/batches?courseId=java")).json().data.map((b: { id: string }) => b.id)).toContain(created.id);
  });
});
