import crypto from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { apiTable } from "#contracts/api-table";
import { roleRefusedMessage } from "#contracts/user";
import { useTestApp } from "#server/test/app";
import { testDatabases } from "#server/test/databases";
import { ADMIN, ADMIN_ENV, bearer, newStaff, randomAddress, sendForm, signIn } from "#server/test/staff-api";
import { recordAudit } from "./repository";

// The audit log: every staff write leaves one entry saying who changed what and
// when; failed writes and reads leave none; admins read it newest first, paged.

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

describe.each(testDatabases)("audit log on $name", (database) => {
  const t = useTestApp(database, ADMIN_ENV);
  let admin: string;
  beforeAll(async () => {
    admin = await signIn(t.app);
  });

  const readLog = async (token = admin, query = "page=1&limit=100") => {
    const res = await t.app.inject({ method: "GET", url: `/api/audit?${query}`, headers: bearer(token) });
    expect(res.statusCode, res.body).toBe(200);
    return apiTable["GET /api/audit"].response.parse(res.json());
  };
  /** The entries written while `act` ran, oldest first. */
  const entriesOf = async (act: () => Promise<void>) => {
    const before = new Set((await readLog()).data.map((e) => e._id));
    await act();
    return (await readLog()).data.filter((e) => !before.has(e._id)).reverse();
  };
  const send = (method: "POST" | "PUT" | "PATCH" | "DELETE", url: string, token: string, payload?: object) =>
    t.app.inject({ method, url, headers: bearer(token), remoteAddress: randomAddress(), ...(payload ? { payload } : {}) });
  const ok = (res: { statusCode: number; body: string }) => expect(res.statusCode, res.body).toBeLessThan(300);

  it("records account changes: verify with the role, own password, role change from and to, delete, by whom and when", async () => {
    let staff: Awaited<ReturnType<typeof newStaff>> | undefined;
    const started = Date.now();
    const entries = await entriesOf(async () => {
      staff = await newStaff(t.app, admin, "counsellor");
      ok(await send("POST", "/api/auth/change-password", staff.token, { currentPassword: staff.password, newPassword: "another long password" }));
      ok(await send("PUT", `/api/auth/users/${staff.id}/role`, admin, { role: "editor" }));
      ok(await send("DELETE", `/api/auth/delete/${staff.id}`, admin));
    });
    const adminId = (await t.app.db.selectFrom("users").select("id").where("username", "=", ADMIN.username).executeTakeFirstOrThrow()).id;
    expect(entries.map(({ action, target, detail, username, userId }) => ({ action, target, detail, username, userId }))).toEqual([
      { action: "user.verify", target: staff!.username, detail: { role: "counsellor" }, username: ADMIN.username, userId: adminId },
      { action: "account.password", target: staff!.username, detail: null, username: staff!.username, userId: staff!.id },
      { action: "user.role", target: staff!.username, detail: { from: "counsellor", to: "editor" }, username: ADMIN.username, userId: adminId },
      { action: "user.delete", target: staff!.username, detail: null, username: ADMIN.username, userId: adminId },
    ]);
    for (const entry of entries) {
      expect(Date.parse(entry.at)).toBeGreaterThanOrEqual(started - 1000);
      expect(Date.parse(entry.at)).toBeLessThanOrEqual(Date.now());
    }
  });

  it("records placements, reviews and videos by the editor who changed them, named by student or link", async () => {
    const editor = await newStaff(t.app, admin, "editor");
    const entries = await entriesOf(async () => {
      const added = await sendForm(t.app, "POST", "/api/placements/add", editor.token, {
        name: "Kavin Raj",
        course: "Python",
        date: "2026-01-10",
        placement: "Placed at Zoho",
      });
      ok(added);
      const placement = added.json().data;
      ok(
        await sendForm(t.app, "PUT", `/api/placements/update/${placement._id}`, editor.token, {
          name: "Kavin Raj",
          course: "Python",
          date: "2026-01-10",
          placement: "Placed at Freshworks",
        }),
      );
      ok(await send("DELETE", `/api/placements/delete/${placement._id}`, editor.token));

      const review = await sendForm(t.app, "POST", "/api/reviews/add", editor.token, {
        name: "Meena S",
        rating: "5",
        review: "Patient trainers and real projects.",
        date: "2026-01-11",
      });
      ok(review);
      ok(await send("DELETE", `/api/reviews/delete/${review.json().data._id}`, editor.token));

      const video = await send("POST", "/api/youtube/add", editor.token, { url: "https://youtu.be/dQw4w9WgXcQ" });
      ok(video);
      ok(await send("DELETE", `/api/youtube/${video.json().data._id}`, editor.token));
    });
    const stuId = entries[0]!.target!.match(/\((STU\d+)\)$/)?.[1];
    expect(stuId).toBeDefined();
    expect(entries.map(({ action, target, username }) => ({ action, target, username }))).toEqual([
      { action: "placement.create", target: `Kavin Raj (${stuId})`, username: editor.username },
      { action: "placement.update", target: `Kavin Raj (${stuId})`, username: editor.username },
      { action: "placement.delete", target: `Kavin Raj (${stuId})`, username: editor.username },
      { action: "review.create", target: expect.stringMatching(/^Meena S \(STU\d+\)$/), username: editor.username },
      { action: "review.delete", target: expect.stringMatching(/^Meena S \(STU\d+\)$/), username: editor.username },
      { action: "video.create", target: "https://www.youtube.com/embed/dQw4w9WgXcQ", username: editor.username },
      { action: "video.delete", target: "https://www.youtube.com/embed/dQw4w9WgXcQ", username: editor.username },
    ]);
  });

  it("records an enquiry's status change, note and deletion by its id, never the visitor's name", async () => {
    const counsellor = await newStaff(t.app, admin, "counsellor");
    const submitted = await t.app.inject({
      method: "POST",
      url: "/api/enquiries",
      payload: { form: "contact", name: "Visitor Private", email: "visitor@example.com", phone: "9876543210", message: "Please call me." },
      remoteAddress: randomAddress(),
    });
    expect(submitted.statusCode, submitted.body).toBe(201);
    const id = (await t.app.db.selectFrom("enquiries").select("id").where("name", "=", "Visitor Private").executeTakeFirstOrThrow()).id;
    const entries = await entriesOf(async () => {
      ok(await send("PATCH", `/api/enquiries/${id}`, counsellor.token, { status: "contacted" }));
      ok(await send("POST", `/api/enquiries/${id}/activities`, counsellor.token, { kind: "note", text: "Visitor Private asked about fees" }));
      ok(await send("DELETE", `/api/enquiries/${id}`, admin));
    });
    expect(entries.map(({ action, target, detail, username }) => ({ action, target, detail, username }))).toEqual([
      { action: "enquiry.update", target: id, detail: { status: "contacted" }, username: counsellor.username },
      { action: "enquiry.activity", target: id, detail: { kind: "note" }, username: counsellor.username },
      { action: "enquiry.delete", target: id, detail: null, username: expect.any(String) },
    ]);
    expect(JSON.stringify(entries)).not.toContain("Visitor Private");
  });

  it("records content saves, course create/update/delete, batches and restores with what they changed", async () => {
    const editor = await newStaff(t.app, admin, "editor");
    const id = `audit-${crypto.randomBytes(3).toString("hex")}`;
    let batchId = "";
    const entries = await entriesOf(async () => {
      const about = (await t.app.inject({ method: "GET", url: "/api/content/documents/about", headers: bearer(editor.token) })).json().data;
      ok(await send("PUT", "/api/content/documents/about", editor.token, { data: about.data, revision: about.revision }));
      ok(await send("POST", "/api/content/courses", editor.token, { data: newCourse(id) }));
      ok(await send("PUT", `/api/content/courses/${id}`, editor.token, { data: { ...newCourse(id), duration: "4 months" }, revision: 1 }));
      const batch = await send("POST", "/api/content/batches", editor.token, {
        courseId: id,
        startDate: "2030-06-01",
        schedule: "weekday",
        timing: "10:00 AM - 12:00 PM",
        mode: "classroom",
        duration: "3 months",
      });
      ok(batch);
      batchId = batch.json().data.id;
      ok(await send("DELETE", `/api/content/batches/${batchId}`, editor.token));
      const history = (await t.app.inject({ method: "GET", url: `/api/content/revisions?key=course:${id}`, headers: bearer(editor.token) })).json().data;
      const first = history.find((r: { revision: number }) => r.revision === 1);
      ok(await send("POST", `/api/content/revisions/${first.id}/restore`, editor.token));
      ok(await send("DELETE", `/api/content/courses/${id}`, editor.token));
    });
    expect(entries.map(({ action, target, detail }) => ({ action, target, detail }))).toEqual([
      { action: "content.update", target: "about", detail: { revision: expect.any(Number) } },
      { action: "course.create", target: id, detail: null },
      { action: "course.update", target: id, detail: { revision: 2 } },
      { action: "batch.create", target: `${id} batch of 2030-06-01`, detail: null },
      { action: "batch.delete", target: batchId, detail: null },
      { action: "content.restore", target: `course:${id}`, detail: { revision: 3 } },
      { action: "course.delete", target: id, detail: null },
    ]);
    expect(entries.every((e) => e.username === editor.username)).toBe(true);
  });

  it("records nothing for reads, refused calls and failed writes", async () => {
    const editor = await newStaff(t.app, admin, "editor");
    const entries = await entriesOf(async () => {
      await t.app.inject({ method: "GET", url: "/api/content/courses", headers: bearer(editor.token) });
      expect((await send("DELETE", `/api/enquiries/${crypto.randomUUID()}`, editor.token)).statusCode).toBe(403);
      expect((await send("DELETE", `/api/placements/delete/${crypto.randomUUID()}`, editor.token)).statusCode).toBe(404);
      expect((await send("POST", "/api/youtube/add", editor.token, { url: "https://vimeo.com/1" })).statusCode).toBe(400);
      expect((await t.app.inject({ method: "POST", url: "/api/youtube/add", payload: { url: "https://youtu.be/dQw4w9WgXcQ" } })).statusCode).toBe(401);
    });
    expect(entries).toEqual([]);
  });

  it("is read by admins only, newest first, one page at a time", async () => {
    const editor = await newStaff(t.app, admin, "editor");
    const counsellor = await newStaff(t.app, admin, "counsellor");
    for (const token of [editor.token, counsellor.token]) {
      const res = await t.app.inject({ method: "GET", url: "/api/audit", headers: bearer(token) });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(roleRefusedMessage(token === editor.token ? "editor" : "counsellor"));
    }
    expect((await t.app.inject({ method: "GET", url: "/api/audit" })).statusCode).toBe(401);

    // Three entries a minute apart, in the future so they are the newest.
    const base = Date.now() + 3_600_000;
    for (const [i, target] of ["first", "second", "third"].entries()) {
      await recordAudit(t.app.db, { userId: "x", username: "paging-probe", action: "course.update", target }, base + i * 60_000);
    }
    const page1 = await readLog(admin, "page=1&limit=2");
    expect(page1).toMatchObject({ success: true, page: 1, limit: 2 });
    expect(page1.data.map((e) => e.target)).toEqual(["third", "second"]);
    const page2 = await readLog(admin, "page=2&limit=2");
    expect(page2.data[0]!.target).toBe("first");
    expect(page2.total).toBe(page1.total);

    // Without ?page= it is still one page (the log only grows), newest first.
    const unpaged = await readLog(admin, "");
    expect(unpaged.page).toBe(1);
    expect(unpaged.data.length).toBeLessThanOrEqual(unpaged.limit);
    expect(unpaged.data[0]!.target).toBe("third");
    const times = unpaged.data.map((e) => e.at);
    expect([...times].sort().reverse()).toEqual(times);

    const found = await readLog(admin, "q=PAGING-probe");
    expect(found.total).toBe(3);
    expect((await t.app.inject({ method: "GET", url: "/api/audit?limit=1000", headers: bearer(admin) })).statusCode).toBe(400);
  });
});
