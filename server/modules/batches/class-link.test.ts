import { beforeAll, describe, expect, it } from "vitest";
import { CLASS_LINK_MESSAGES } from "#contracts/class-link";
import type { Batch } from "#contracts/content";
import type { StudentPage } from "#contracts/student";
import { useTestApp } from "#server/test/app";
import { testDatabases } from "#server/test/databases";
import { startMailbox } from "#server/test/mailbox";
import { paymentKit } from "#server/test/payment-kit";
import { ADMIN_ENV, bearer, randomAddress, signIn } from "#server/test/staff-api";
import { until } from "#server/test/until";
import { uniqueEmail } from "#server/test/visitors";
import { readMail } from "../mail";
import { readSnapshot } from "../site-pages";

// The online class link of a batch (docs/decisions/071), through the real API on
// both databases: staff set it on an online batch and change it; an address that
// is not https, or a link on a classroom batch, is refused naming the field; the
// public list and the pages' snapshot never carry it; the enrolled student reads it
// as the next class's place in GET /api/student/me (signed in with a mailed code).

const { received, port: smtpPort } = await startMailbox();
const chennai = (local: string) => Date.parse(`${local}+05:30`);
const MEET = "https://meet.google.com/abc-defg-hij";
const ZOOM = "https://us02web.zoom.us/j/81234567890?pwd=Zm9v";

describe.each(testDatabases)("a batch's online class link on $name", (database) => {
  // Saturday 20 March 2027: a weekday batch that started two weeks ago meets next on Monday.
  const clock = { now: chennai("2027-03-20T11:00:00") };
  const t = useTestApp(database, { ...ADMIN_ENV, ENQUIRY_RATE_LIMIT_PER_MINUTE: "100000", SMTP_URL: `smtp://127.0.0.1:${smtpPort}` }, false, {
    now: () => clock.now,
  });
  let admin: string;
  beforeAll(async () => {
    admin = await signIn(t.app);
  });
  const { send, newLead } = paymentKit(t, () => admin);
  const fields = { courseId: "java", startDate: "2027-03-08", schedule: "weekday", timing: "10:00 am – 1:00 pm", duration: "3 months" };

  const codeFor = async (email: string) => {
    const mailed = () =>
      received
        .map(readMail)
        .filter((m) => (m.headers.to ?? "").includes(email))
        .flatMap((m) => /^(\d{6}) is your sign-in code/.exec(m.subject)?.[1] ?? []);
    const asked = await t.app.inject({ method: "POST", url: "/api/student/code", payload: { email }, remoteAddress: randomAddress() });
    expect(asked.statusCode).toBe(202);
    await until("the sign-in code's email", () => mailed().length > 0);
    return mailed()[0]!;
  };

  it("is kept on an online batch, changed, shown to staff only, and given to the enrolled student as the next class's place", async () => {
    const created = await send("POST", "/api/content/batches", admin, { ...fields, mode: "online", classLink: ` ${MEET} ` });
    expect(created.statusCode, created.body).toBe(201);
    const batch = created.json().data as Batch;
    expect(batch.classLink).toBe(MEET);
    const updated = await send("PUT", `/api/content/batches/${batch.id}`, admin, { ...fields, mode: "online", classLink: ZOOM, revision: batch.revision });
    expect(updated.statusCode, updated.body).toBe(200);
    const staffList = (await send("GET", "/api/content/batches")).json().data as Batch[];
    expect(staffList.find((b) => b.id === batch.id)?.classLink).toBe(ZOOM);

    // Visitors: neither the public list nor the snapshot the pages are rendered from has it, looked at
    // on 1 March while the batch is still to start (both list batches from the app clock's day on).
    clock.now = chennai("2027-03-01T10:00:00");
    const publicList = await t.app.inject({ method: "GET", url: "/api/batches?courseId=java" });
    expect(publicList.json().data).toContainEqual(expect.objectContaining({ id: batch.id, mode: "online" }));
    expect(publicList.body).not.toContain("zoom.us");
    const snapshot = await readSnapshot(t.app.db, clock.now);
    expect(snapshot.batches.java?.map((b) => b.id)).toContain(batch.id);
    expect(JSON.stringify(snapshot)).not.toContain("zoom.us");
    clock.now = chennai("2027-03-20T11:00:00");

    // The student on its class list signs in and reads the link as where the next class is.
    const email = uniqueEmail();
    const leadId = await newLead("Meena Online", email);
    expect((await send("POST", `/api/batches/${batch.id}/students`, admin, { leadId })).statusCode).toBe(201);
    const session = await t.app.inject({
      method: "POST",
      url: "/api/student/session",
      payload: { email, code: await codeFor(email) },
      remoteAddress: randomAddress(),
    });
    expect(session.statusCode, session.body).toBe(201);
    const me = await t.app.inject({ method: "GET", url: "/api/student/me", headers: bearer(session.json().token) });
    expect(me.statusCode, me.body).toBe(200);
    const page = me.json().data as StudentPage;
    expect(page.batch?.nextSession).toEqual({ date: "2027-03-22", startsAt: "10:00", place: "Online class", classLink: ZOOM });

    // Taught in the classroom from now on: the link is dropped with the mode, and /my shows the room.
    const current = (await send("GET", "/api/content/batches")).json().data as Batch[];
    const revision = current.find((b) => b.id === batch.id)!.revision;
    const toClassroom = await send("PUT", `/api/content/batches/${batch.id}`, admin, { ...fields, mode: "classroom", revision });
    expect(toClassroom.statusCode, toClassroom.body).toBe(200);
    expect((toClassroom.json().data as Batch).classLink).toBeUndefined();
    const after = (await t.app.inject({ method: "GET", url: "/api/student/me", headers: bearer(session.json().token) })).json().data as StudentPage;
    expect(after.batch?.nextSession).toMatchObject({ date: "2027-03-22", classLink: null, place: expect.stringMatching(/^At the institute/) });
  });

  it("names the room after the link for a batch that meets both ways", async () => {
    const created = await send("POST", "/api/content/batches", admin, { ...fields, mode: "both", classLink: MEET });
    expect(created.statusCode, created.body).toBe(201);
    const email = uniqueEmail();
    const leadId = await newLead("Ravi Hybrid", email);
    expect((await send("POST", `/api/batches/${(created.json().data as Batch).id}/students`, admin, { leadId })).statusCode).toBe(201);
    const session = await t.app.inject({
      method: "POST",
      url: "/api/student/session",
      payload: { email, code: await codeFor(email) },
      remoteAddress: randomAddress(),
    });
    const page = (await t.app.inject({ method: "GET", url: "/api/student/me", headers: bearer(session.json().token) })).json().data as StudentPage;
    expect(page.batch?.nextSession).toMatchObject({ classLink: MEET, place: expect.stringMatching(/^At the institute/) });
    expect(page.batch?.nextSession?.place).not.toMatch(/online/);
  });

  it("refuses a link that is not https, and any link on a classroom batch, naming the field", async () => {
    for (const classLink of [
      "http://meet.google.com/abc-defg-hij",
      "meet.google.com/abc-defg-hij",
      "javascript:alert(1)",
      "https://",
      "https://meet google.com/x",
    ]) {
      const res = await send("POST", "/api/content/batches", admin, { ...fields, mode: "online", classLink });
      expect(res.statusCode, classLink).toBe(400);
      expect(res.json().errors.classLink, classLink).toBe(CLASS_LINK_MESSAGES.notHttps);
    }
    const classroom = await send("POST", "/api/content/batches", admin, { ...fields, mode: "classroom", classLink: MEET });
    expect(classroom.statusCode).toBe(400);
    expect(classroom.json().errors.classLink).toBe(CLASS_LINK_MESSAGES.classroom);
    // Empty means none.
    const none = await send("POST", "/api/content/batches", admin, { ...fields, mode: "online", classLink: "" });
    expect(none.statusCode, none.body).toBe(201);
    expect((none.json().data as Batch).classLink).toBeUndefined();
  });
});
