import { beforeAll, describe, expect, it } from "vitest";
import { BATCH_MESSAGES, type BatchCertificatesResult, type BatchSessions, type Roster } from "#contracts/batches";
import type { Batch } from "#contracts/content";
import { roleRefusedMessage } from "#contracts/user";
import { useTestApp } from "#server/test/app";
import { testDatabases } from "#server/test/databases";
import { newVisitor } from "#server/test/visitors";
import { ADMIN_ENV, bearer, newStaff, randomAddress, signIn } from "#server/test/staff-api";
import { batchViewForLead } from "./student-view";

// The past is not the trainer's to rewrite (docs/decisions/084), on the app clock
// (Chennai days): a trainer changes today's class only, or a past class on the
// day an admin opened it for them; never adds a class on a past date; an admin
// keeps every right. A class whose register nobody saved counts for nobody, so
// it cannot carry a student over the certificate's 75 %.

const chennai = (local: string) => Date.parse(`${local}+05:30`);
const TODAY = "2027-09-01"; // a Wednesday
const MONTH_AGO = "2027-08-02"; // the batch's first class, a Monday

describe.each(testDatabases)("past classes on $name", (database) => {
  const clock = { now: chennai(`${TODAY}T10:00:00`) };
  const t = useTestApp(database, { ...ADMIN_ENV, ENQUIRY_RATE_LIMIT_PER_MINUTE: "100000" }, false, { now: () => clock.now });
  const on = (day: string) => (clock.now = chennai(`${day}T10:00:00`));
  let admin: string;
  beforeAll(async () => {
    admin = await signIn(t.app);
  });

  const send = (method: "GET" | "POST" | "PATCH" | "PUT", url: string, token = admin, payload?: object) =>
    t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
  const sessions = async (batchId: string, token = admin) => (await send("GET", `/api/batches/${batchId}/sessions`, token)).json().data as BatchSessions;
  const roster = async (batchId: string) => (await send("GET", `/api/batches/${batchId}/students`)).json().data as Roster;
  const classOn = async (batchId: string, date: string) => (await sessions(batchId)).sessions.find((s) => s.date === date)!;
  const mark = (sessionId: string, absent: string[], token: string) => send("PUT", `/api/sessions/${sessionId}/attendance`, token, { absent });
  /** The batch's classes and absences as stored: what a refusal must leave as it was. */
  const stored = async (batchId: string) => ({
    classes: await t.app.db.selectFrom("batch_sessions").selectAll().where("batch_id", "=", batchId).orderBy("date").execute(),
    absences: await t.app.db
      .selectFrom("session_absences")
      .innerJoin("batch_sessions", "batch_sessions.id", "session_absences.session_id")
      .select(["session_absences.session_id", "session_absences.enquiry_id"])
      .where("batch_sessions.batch_id", "=", batchId)
      .orderBy("session_absences.session_id")
      .orderBy("session_absences.enquiry_id")
      .execute(),
  });

  async function newLead(name: string) {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/enquiries",
      payload: newVisitor({ form: "contact", name, phone: "", email: "", message: "Java batch" }),
      remoteAddress: randomAddress(),
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id as string;
  }

  /** A weekday batch from MONTH_AGO taught by `trainerId` (none: no trainer), with the students named. */
  async function batchOf(trainerId: string | null, names: string[], duration = "6 weeks") {
    on(TODAY);
    const res = await send("POST", "/api/content/batches", admin, {
      courseId: "java",
      startDate: MONTH_AGO,
      schedule: "weekday",
      timing: "7:00 am – 9:00 am",
      mode: "classroom",
      duration,
      ...(trainerId && { trainerId }),
    });
    expect(res.statusCode, res.body).toBe(201);
    const batch = res.json().data as Batch;
    const leads: string[] = [];
    for (const name of names) {
      const leadId = await newLead(name);
      expect((await send("POST", `/api/batches/${batch.id}/students`, admin, { leadId })).statusCode).toBe(201);
      leads.push(leadId);
    }
    return { id: batch.id, leads };
  }

  it("refuses a trainer a holiday on a class of a month ago, its register, and classes added on past dates (403); nothing changes", async () => {
    const trainer = await newStaff(t.app, admin, "trainer");
    const { id, leads } = await batchOf(trainer.id, ["Anu Past", "Babu Past"]);
    on(TODAY);
    const monthAgo = await classOn(id, MONTH_AGO);
    const before = await stored(id);
    const rosterBefore = await roster(id);

    const holiday = await send("PATCH", `/api/sessions/${monthAgo.id}`, trainer.token, { cancelled: true, note: "Rain" });
    expect(holiday.statusCode).toBe(403);
    expect(holiday.json()).toEqual({ success: false, message: BATCH_MESSAGES.pastClass });
    const register = await mark(monthAgo.id, [leads[0]!], trainer.token);
    expect(register.statusCode).toBe(403);
    expect(register.json().message).toBe(BATCH_MESSAGES.closedDay);
    for (const date of ["2027-08-07", "2027-08-31"]) {
      const extra = await send("POST", `/api/batches/${id}/sessions`, trainer.token, { date });
      expect(extra.statusCode, date).toBe(403);
      expect(extra.json()).toEqual({ success: false, message: BATCH_MESSAGES.pastExtra, errors: { date: BATCH_MESSAGES.pastExtra } });
    }
    expect(await stored(id)).toEqual(before);
    expect(await roster(id)).toEqual(rosterBefore);

    // Today's class and the classes ahead stay the trainer's.
    const today = await classOn(id, TODAY);
    expect((await mark(today.id, [leads[0]!], trainer.token)).statusCode).toBe(200);
    const ahead = await classOn(id, "2027-09-02");
    expect((await send("PATCH", `/api/sessions/${ahead.id}`, trainer.token, { cancelled: true })).statusCode).toBe(200);
    expect((await send("POST", `/api/batches/${id}/sessions`, trainer.token, { date: "2027-09-04" })).statusCode).toBe(201);

    // An admin keeps every right over the past.
    expect((await send("PATCH", `/api/sessions/${monthAgo.id}`, admin, { cancelled: true })).statusCode).toBe(200);
    expect((await send("PATCH", `/api/sessions/${monthAgo.id}`, admin, { cancelled: false })).statusCode).toBe(200);
    expect((await mark(monthAgo.id, [leads[1]!], admin)).statusCode).toBe(200);
    expect((await send("POST", `/api/batches/${id}/sessions`, admin, { date: "2027-08-07" })).statusCode).toBe(201);
  });

  it("lets an admin open a past class to its trainer for today only; audited; refused for today's, one ahead, a batch without a trainer", async () => {
    const [trainer, other] = [await newStaff(t.app, admin, "trainer"), await newStaff(t.app, admin, "trainer")];
    const { id, leads } = await batchOf(trainer.id, ["Chitra Open", "Dev Open"]);
    on(TODAY);
    const past = await classOn(id, "2027-08-03");
    expect((await mark(past.id, [leads[0]!], trainer.token)).statusCode).toBe(403);

    // Only an admin opens a class.
    const byTrainer = await send("POST", `/api/sessions/${past.id}/reopen`, trainer.token);
    expect(byTrainer.statusCode).toBe(403);
    expect(byTrainer.json().message).toBe(roleRefusedMessage("trainer"));
    expect((await classOn(id, "2027-08-03")).openToday).toBe(false);

    const opened = await send("POST", `/api/sessions/${past.id}/reopen`, admin);
    expect(opened.statusCode, opened.body).toBe(200);
    expect((opened.json().data as BatchSessions).sessions.find((s) => s.id === past.id)).toMatchObject({ date: "2027-08-03", openToday: true });
    const audited = await t.app.db.selectFrom("audit_log").select(["action", "target", "detail"]).where("action", "=", "attendance.reopen").execute();
    expect(audited.map((a) => [a.target, JSON.parse(a.detail!)])).toContainEqual([past.id, { batchId: id, date: "2027-08-03" }]);

    // The trainer corrects it today: its register, or a holiday; another trainer still cannot.
    expect((await mark(past.id, [leads[0]!], other.token)).statusCode).toBe(403);
    const corrected = await mark(past.id, [leads[0]!], trainer.token);
    expect(corrected.statusCode, corrected.body).toBe(200);
    expect(corrected.json().data).toMatchObject({ date: "2027-08-03", absent: [leads[0]] });
    const otherPast = await classOn(id, "2027-08-04");
    await send("POST", `/api/sessions/${otherPast.id}/reopen`, admin);
    expect((await send("PATCH", `/api/sessions/${otherPast.id}`, trainer.token, { cancelled: true, note: "Power cut" })).statusCode).toBe(200);
    // Only that class: the day before it stays closed.
    expect((await mark((await classOn(id, "2027-08-02")).id, [], trainer.token)).statusCode).toBe(403);

    // From the next day it is closed again, and says so.
    on("2027-09-02");
    const late = await mark(past.id, [], trainer.token);
    expect(late.statusCode).toBe(403);
    expect(late.json().message).toBe(BATCH_MESSAGES.closedDay);
    expect((await classOn(id, "2027-08-03")).openToday).toBe(false);
    expect((await classOn(id, "2027-08-03")).absent).toEqual([leads[0]]);

    // Today's class is open already; one ahead is taken on its day; a batch with no trainer has nobody to open it for.
    const reopen = async (sessionId: string) => send("POST", `/api/sessions/${sessionId}/reopen`, admin);
    const todays = await reopen((await classOn(id, "2027-09-02")).id);
    expect([todays.statusCode, todays.json().message]).toEqual([400, BATCH_MESSAGES.openToday]);
    const ahead = await reopen((await classOn(id, "2027-09-03")).id);
    expect([ahead.statusCode, ahead.json().message]).toEqual([400, BATCH_MESSAGES.openAhead]);
    const untaught = await batchOf(null, []);
    on("2027-09-02");
    const nobody = await reopen((await classOn(untaught.id, MONTH_AGO)).id);
    expect([nobody.statusCode, nobody.json().message]).toEqual([409, BATCH_MESSAGES.noTrainer]);
    expect((await reopen("no-such-class")).statusCode).toBe(404);
  });

  it("counts a class only once its register was saved: one left unsaved counts for nobody and cannot lift a student over 75 %", async () => {
    const trainer = await newStaff(t.app, admin, "trainer");
    const { id, leads } = await batchOf(trainer.id, ["Elan Counted", "Fathima Counted"], "2 weeks");
    const [elan, fathima] = leads as [string, string];
    const classes = (await sessions(id)).sessions;
    expect(classes).toHaveLength(10);
    // The trainer saved four registers, each on its day: Elan missed two of those classes. The other six nobody took.
    for (const [i, absent] of [[elan], [], [elan], []].entries()) {
      on(classes[i]!.date);
      expect((await mark(classes[i]!.id, absent, trainer.token)).statusCode).toBe(200);
    }

    on(TODAY);
    const counted = (await roster(id)).students.map((s) => [s.name, s.attendance]);
    expect(counted).toEqual([
      ["Elan Counted", { attended: 2, held: 4 }],
      ["Fathima Counted", { attended: 4, held: 4 }],
    ]);
    expect((await batchViewForLead(t.app.db, elan, new Date(clock.now)))?.attendance).toEqual({ attended: 2, held: 4 });

    // A class an admin adds to the past has no register either: it changes nobody's share until one is saved.
    expect((await send("POST", `/api/batches/${id}/sessions`, admin, { date: "2027-08-07" })).statusCode).toBe(201);
    expect((await roster(id)).students.map((s) => [s.name, s.attendance])).toEqual(counted);

    // 50 % is below 75 %: no certificate for Elan (every unsaved class counted as attended would have made it 9 of 11).
    const issued = await send("POST", `/api/batches/${id}/certificates`, admin, {});
    expect(issued.statusCode, issued.body).toBe(201);
    const result = issued.json().data as BatchCertificatesResult;
    expect(result.issued.map((c) => c.leadId)).toEqual([fathima]);
    expect(result.below).toEqual([{ leadId: elan, name: "Elan Counted", attendance: { attended: 2, held: 4 } }]);
  });
});
