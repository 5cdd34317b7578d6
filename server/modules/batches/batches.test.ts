import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ABSENT_TWICE_TEXT, BATCH_MESSAGES, type BatchCertificatesResult, type BatchSessions, type Roster } from "#contracts/batches";
import type { Batch } from "#contracts/content";
import { demoSlots } from "#contracts/demo-slots";
import type { InboxStats } from "#contracts/enquiry-inbox";
import type { LeadPayments } from "#contracts/payments";
import { useTestApp } from "#server/test/app";
import { testDatabases } from "#server/test/databases";
import { startFakeRazorpay } from "#server/test/fake-razorpay";
import { paymentKit } from "#server/test/payment-kit";
import { ADMIN_ENV, newStaff, signIn } from "#server/test/staff-api";
import { batchViewForLead } from "./student-view";

// Batches as class lists (docs/decisions/067), through the real API on both
// databases: enrolment and the seats it takes, a paid instalment enrolling the
// lead, attendance by the batch's trainer only, the follow-up after two absences,
// and certificates for those who attended enough. Razorpay is the local stand-in.

const KEYS = { keyId: "rzp_test_b4tch", keySecret: "s3cret-b4tch", webhookSecret: "wh00k-b4tch" };
const chennai = (local: string) => Date.parse(`${local}+05:30`);

// Started before the tests are collected, so its address is known when their settings are written.
const gateway = await startFakeRazorpay(KEYS);
afterAll(() => gateway.stop());

describe.each(testDatabases)("batches as class lists on $name", (database) => {
  const clock = { now: chennai("2027-03-20T11:00:00") };
  const env = {
    ...ADMIN_ENV,
    ENQUIRY_RATE_LIMIT_PER_MINUTE: "100000",
    ...gateway.env,
  };
  const t = useTestApp(database, env, false, { now: () => clock.now });
  let admin: string;
  beforeAll(async () => {
    admin = await signIn(t.app);
  });
  const { send, newLead, detail, deliver, linkOf } = paymentKit(t, () => admin);

  const newBatch = async (fields: Partial<Batch> = {}) => {
    const res = await send("POST", "/api/content/batches", admin, {
      courseId: "java",
      startDate: "2027-04-05",
      schedule: "weekday",
      timing: "7:00 am – 9:00 am",
      mode: "classroom",
      duration: "3 months",
      ...fields,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data as Batch;
  };
  const publicSeats = async (id: string) =>
    ((await t.app.inject({ method: "GET", url: "/api/batches?courseId=java" })).json().data as Batch[]).find((b) => b.id === id)?.seatsLeft;
  const enrol = (batchId: string, leadId: string, token = admin) => send("POST", `/api/batches/${batchId}/students`, token, { leadId });
  const roster = async (batchId: string, token = admin) => (await send("GET", `/api/batches/${batchId}/students`, token)).json().data as Roster;

  it("counts the seats left from the capacity and the students enrolled, refuses a full batch and its demo class, and moves a student with their payments", async () => {
    const batch = await newBatch({ capacity: 2 });
    expect(batch).toMatchObject({ capacity: 2, seatsLeft: 2 });
    expect(await publicSeats(batch.id)).toBe(2);
    const [asha, bala, chitra] = [await newLead("Asha Batch"), await newLead("Bala Batch"), await newLead("Chitra Batch")];

    const first = await enrol(batch.id, asha);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().data.students.map((s: { name: string }) => s.name)).toEqual(["Asha Batch"]);
    expect(await publicSeats(batch.id)).toBe(1);
    const enrolled = await detail(asha);
    expect(enrolled).toMatchObject({ status: "enrolled", dueAt: null });
    expect(enrolled.timeline.some((e) => e.text.startsWith("Enrolled in the weekday batch starting"))).toBe(true);
    // The same enrolment again changes nothing.
    expect((await enrol(batch.id, asha)).statusCode).toBe(200);

    expect((await enrol(batch.id, bala)).statusCode).toBe(201);
    expect(await publicSeats(batch.id)).toBe(0);
    const full = await enrol(batch.id, chitra);
    expect(full.statusCode).toBe(409);
    expect(full.json().message).toBe(BATCH_MESSAGES.full);
    // A full batch's first class is no demo slot, and a booking for it is refused.
    const listed = (await t.app.inject({ method: "GET", url: "/api/batches?courseId=java" })).json().data as Batch[];
    expect(demoSlots(listed, clock.now).some((s) => s.batchId === batch.id)).toBe(false);

    // A counsellor enrols only their own leads.
    const counsellor = await newStaff(t.app, admin, "counsellor");
    expect((await enrol(batch.id, chitra, counsellor.token)).statusCode).toBe(403);

    // Moving Asha to another batch of the course frees her seat; her fee stays with her.
    await send("POST", `/api/enquiries/${asha}/payments`, admin, { description: "Java fee", instalments: [{ amountInr: 9000, dueDate: "2027-04-01" }] });
    const later = await newBatch({ startDate: "2027-05-03", capacity: 10 });
    const moved = await enrol(later.id, asha);
    expect(moved.statusCode).toBe(201);
    expect(moved.json().message).toBe("Moved to this batch");
    expect((await roster(batch.id)).students.map((s) => s.name)).toEqual(["Bala Batch"]);
    expect(await publicSeats(batch.id)).toBe(1);
    const payments = (await send("GET", `/api/enquiries/${asha}/payments`)).json().data as LeadPayments;
    expect(payments.instalments.map((i) => i.description)).toEqual(["Java fee"]);
    expect((await roster(later.id)).students[0]).toMatchObject({ name: "Asha Batch", feeState: "unpaid" });

    // A batch with students cannot be deleted; an ended batch still takes students (to record it and issue certificates).
    expect((await send("DELETE", `/api/content/batches/${batch.id}`)).statusCode).toBe(409);
    const ended = await newBatch({ startDate: "2026-06-01", duration: "2 months" });
    expect((await enrol(ended.id, chitra)).statusCode).toBe(201);
  });

  it("enrols the lead when the first instalment of a fee asked for against a batch is paid, and takes it out of the new and due counts", async () => {
    const batch = await newBatch({ startDate: "2027-04-12", capacity: 5 });
    const lead = await newLead("Deepa Paid");
    const stats = async () => (await send("GET", "/api/enquiries/stats")).json().data as InboxStats;
    const before = await stats();
    expect((await detail(lead)).status).toBe("new");

    const asked = await send("POST", `/api/enquiries/${lead}/payments`, admin, {
      description: "Java course fee",
      batchId: batch.id,
      instalments: [
        { amountInr: 9000, dueDate: "2027-03-25" },
        { amountInr: 9000, dueDate: "2027-04-25" },
        { amountInr: 9000, dueDate: "2027-05-25" },
      ],
    });
    expect(asked.statusCode, asked.body).toBe(201);
    const first = (asked.json().data as LeadPayments).instalments[0]!;
    expect((await roster(batch.id)).students).toEqual([]);

    expect((await deliver(gateway.pay(await linkOf(first.id)))).json()).toEqual({ success: true, outcome: "queued" });
    const after = await detail(lead);
    // Enrolled, with where the fees stand beside it.
    expect(after).toMatchObject({ status: "enrolled", dueAt: null, feeState: "part_paid" });
    const inbox = (await send("GET", "/api/enquiries?q=Deepa%20Paid")).json().data as { id: string; feeState?: string }[];
    expect(inbox.find((r) => r.id === lead)?.feeState).toBe("part_paid");
    expect(after.timeline.filter((e) => e.kind === "status").at(-1)!.text).toMatch(/→ Enrolled \(payment received\)$/);
    expect((await roster(batch.id)).students).toEqual([expect.objectContaining({ leadId: lead, feeState: "part_paid" })]);
    expect(await publicSeats(batch.id)).toBe(4);
    const now = await stats();
    // The lead no longer waits for a first answer: out of the New and Due counts.
    expect(now.newCount).toBe(before.newCount - 1);
    expect(now.dueCount).toBe(before.dueCount - 1);
    expect(now.funnel.find((s) => s.status === "enrolled")!.count).toBe(before.funnel.find((s) => s.status === "enrolled")!.count + 1);

    // A fee against an unknown batch is refused before any link is made.
    const unknown = await send("POST", `/api/enquiries/${lead}/payments`, admin, {
      description: "Other fee",
      batchId: "no-such-batch",
      instalments: [{ amountInr: 100, dueDate: "2027-03-25" }],
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual({ batchId: expect.any(String) });
  });

  it("lets only the batch's trainer mark attendance, on the day; an admin corrects later; two absences in a row ask the counsellor to call", async () => {
    const [mine, other] = [await newStaff(t.app, admin, "trainer"), await newStaff(t.app, admin, "trainer")];
    const counsellor = await newStaff(t.app, admin, "counsellor");
    const batch = await newBatch({ startDate: "2027-03-22", duration: "2 weeks", trainerId: mine.id });
    expect(batch.trainerId).toBe(mine.id);
    // Visitors see the batch, never the trainer's account id.
    const listed = await t.app.inject({ method: "GET", url: "/api/batches?courseId=java" });
    expect(listed.json().data).toContainEqual(expect.objectContaining({ id: batch.id }));
    expect(listed.body).not.toContain(mine.id);
    const refused = await send("POST", "/api/content/batches", admin, { ...batch, trainerId: counsellor.id });
    expect(refused.statusCode).toBe(400);
    const [ezhil, farah] = [await newLead("Ezhil Absent"), await newLead("Farah Present")];
    await enrol(batch.id, ezhil);
    await enrol(batch.id, farah);

    clock.now = chennai("2027-03-22T10:00:00");
    const sessions = (await send("GET", `/api/batches/${batch.id}/sessions`, mine.token)).json().data as BatchSessions;
    expect(sessions.sessions.map((s) => s.date)).toEqual([
      "2027-03-22",
      "2027-03-23",
      "2027-03-24",
      "2027-03-25",
      "2027-03-26",
      "2027-03-29",
      "2027-03-30",
      "2027-03-31",
      "2027-04-01",
      "2027-04-02",
    ]);
    const [monday, tuesday] = sessions.sessions;
    const mark = (id: string, absent: string[], token = mine.token) => send("PUT", `/api/sessions/${id}/attendance`, token, { absent });

    // Only their batches: the other trainer sees none of it and cannot mark it; a counsellor cannot mark at all.
    expect((await send("GET", "/api/batch-rosters", mine.token)).json().data.map((b: { id: string }) => b.id)).toEqual([batch.id]);
    expect((await send("GET", "/api/batch-rosters", other.token)).json().data).toEqual([]);
    expect((await send("GET", `/api/batches/${batch.id}/students`, other.token)).statusCode).toBe(403);
    const foreign = await mark(monday!.id, [ezhil], other.token);
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().message).toBe(BATCH_MESSAGES.notYourBatch);
    expect((await mark(monday!.id, [ezhil], counsellor.token)).statusCode).toBe(403);
    expect((await mark(tuesday!.id, [ezhil])).statusCode).toBe(400);
    expect((await mark(monday!.id, ["not-on-the-roster"])).statusCode).toBe(400);

    // Saved as they tap, corrected the same day.
    expect((await mark(monday!.id, [ezhil, farah])).statusCode).toBe(200);
    const saved = await mark(monday!.id, [ezhil]);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.absent).toEqual([ezhil]);

    // The next day the trainer cannot change Monday any more; an admin can, and it is audited.
    clock.now = chennai("2027-03-23T10:00:00");
    const late = await mark(monday!.id, []);
    expect(late.statusCode).toBe(403);
    expect(late.json().message).toBe(BATCH_MESSAGES.closedDay);
    expect((await mark(monday!.id, [ezhil], admin)).statusCode).toBe(200);
    const audited = await t.app.db.selectFrom("audit_log").select(["action", "target"]).where("action", "=", "attendance.mark").execute();
    expect(audited.length).toBeGreaterThanOrEqual(3);

    // Absent again on Tuesday: one follow-up for the counsellor, even when the trainer taps twice.
    expect((await mark(tuesday!.id, [ezhil])).statusCode).toBe(200);
    expect((await mark(tuesday!.id, [])).statusCode).toBe(200);
    expect((await mark(tuesday!.id, [ezhil])).statusCode).toBe(200);
    const lead = await detail(ezhil);
    const followUps = lead.timeline.filter((e) => e.kind === "follow_up" && e.text.startsWith(ABSENT_TWICE_TEXT));
    expect(followUps).toHaveLength(1);
    expect(lead.followUpAt).not.toBeNull();
    expect((await detail(farah)).timeline.some((e) => e.text.startsWith(ABSENT_TWICE_TEXT))).toBe(false);
    const list = await roster(batch.id, mine.token);
    expect(list.students.map((s) => [s.name, s.attendance, s.absentLastTwo])).toEqual([
      ["Ezhil Absent", { attended: 0, held: 2 }, true],
      ["Farah Present", { attended: 2, held: 2 }, false],
    ]);

    // The student's own page reads the same batch.
    const view = await batchViewForLead(t.app.db, ezhil, new Date(clock.now));
    expect(view).toMatchObject({
      batchId: batch.id,
      courseId: "java",
      startDate: "2027-03-22",
      nextSession: { date: "2027-03-24", startsAt: "07:00" },
      attendance: { attended: 0, held: 2 },
    });
    expect(await batchViewForLead(t.app.db, await newLead("Nobody Enrolled"), new Date(clock.now))).toBeNull();

    // The rest of the week the trainer saves the register on the day, nobody absent: each class then counts.
    for (const [i, day] of ["2027-03-24", "2027-03-25", "2027-03-26"].entries()) {
      clock.now = chennai(`${day}T10:00:00`);
      expect((await mark(sessions.sessions[i + 2]!.id, [])).statusCode).toBe(200);
    }

    // Certificates after the first week: only those at or above 75 % of the held classes.
    clock.now = chennai("2027-03-27T10:00:00");
    const issued = await send("POST", `/api/batches/${batch.id}/certificates`, admin, {});
    expect(issued.statusCode, issued.body).toBe(201);
    const result = issued.json().data as BatchCertificatesResult;
    expect(result.thresholdPercent).toBe(75);
    expect(result.issued.map((c) => c.name)).toEqual(["Farah Present"]);
    expect(result.below).toEqual([{ leadId: ezhil, name: "Ezhil Absent", attendance: { attended: 3, held: 5 } }]);
    const certificate = (await send("GET", `/api/certificates?search=Farah%20Present`)).json().data[0];
    expect(certificate).toMatchObject({ course: "Java", startDate: "2027-03-22", endDate: "2027-03-26", certificateId: result.issued[0]!.certificateId });
    const again = (await send("POST", `/api/batches/${batch.id}/certificates`, admin, {})).json().data as BatchCertificatesResult;
    expect(again.issued).toEqual([]);
    expect(again.already.map((c) => c.name)).toEqual(["Farah Present"]);
  });

  it("lists the trainer accounts for the batch form, linked to their public profile by name when there is one", async () => {
    const trainer = await newStaff(t.app, admin, "trainer");
    expect((await send("PUT", "/api/auth/me/display-name", trainer.token, { displayName: "Karthik Subramanian" })).statusCode).toBe(200);
    const trainers = (await send("GET", "/api/content/documents/trainers")).json().data;
    const profile = { name: "Karthik Subramanian", role: "Java trainer", years: 9, bio: "Teaches Java and Spring to working professionals." };
    const saved = await send("PUT", "/api/content/documents/trainers", admin, { data: [profile], revision: trainers.revision });
    expect(saved.statusCode, saved.body).toBe(200);
    const listed = (await send("GET", "/api/batch-trainers")).json().data as { id: string; trainerName: string | null }[];
    expect(listed.find((a) => a.id === trainer.id)).toMatchObject({ name: "Karthik Subramanian", trainerName: "Karthik Subramanian" });
    // Only editors and admins choose trainers.
    expect((await send("GET", "/api/batch-trainers", trainer.token)).statusCode).toBe(403);
  });

  it("marks a holiday and adds an extra class: a holiday is not held, an extra class is; only the batch's trainer or an admin edits them", async () => {
    const [mine, other] = [await newStaff(t.app, admin, "trainer"), await newStaff(t.app, admin, "trainer")];
    const batch = await newBatch({ startDate: "2027-06-07", duration: "1 week", trainerId: mine.id });
    const lead = await newLead("Gokul Holiday");
    await enrol(batch.id, lead);
    const sessions = async () => (await send("GET", `/api/batches/${batch.id}/sessions`, mine.token)).json().data as BatchSessions;
    const [monday, tuesday] = (await sessions()).sessions;

    expect((await send("PATCH", `/api/sessions/${tuesday!.id}`, other.token, { cancelled: true })).statusCode).toBe(403);
    const holiday = await send("PATCH", `/api/sessions/${tuesday!.id}`, mine.token, { cancelled: true, note: "Ayudha Pooja" });
    expect(holiday.statusCode, holiday.body).toBe(200);
    expect((holiday.json().data as BatchSessions).sessions.find((s) => s.id === tuesday!.id)).toMatchObject({ cancelled: true, note: "Ayudha Pooja" });
    const extra = await send("POST", `/api/batches/${batch.id}/sessions`, admin, { date: "2027-06-12" });
    expect(extra.statusCode, extra.body).toBe(201);
    expect((await send("POST", `/api/batches/${batch.id}/sessions`, admin, { date: "2027-06-12" })).statusCode).toBe(409);
    expect((await sessions()).sessions.filter((s) => !s.cancelled).map((s) => s.date)).toEqual([
      "2027-06-07",
      "2027-06-09",
      "2027-06-10",
      "2027-06-11",
      "2027-06-12",
    ]);

    // No class on a holiday; a class whose register was taken cannot become one.
    clock.now = chennai("2027-06-08T10:00:00");
    expect((await send("PUT", `/api/sessions/${tuesday!.id}/attendance`, mine.token, { absent: [] })).statusCode).toBe(409);
    clock.now = chennai("2027-06-07T10:00:00");
    expect((await send("PUT", `/api/sessions/${monday!.id}/attendance`, mine.token, { absent: [lead] })).statusCode).toBe(200);
    expect((await send("PATCH", `/api/sessions/${monday!.id}`, admin, { cancelled: true })).statusCode).toBe(409);

    // After the week: four weekday classes and the extra Saturday held (the admin saved the registers the trainer left), one missed.
    clock.now = chennai("2027-06-14T10:00:00");
    for (const s of (await sessions()).sessions.filter((c) => !c.cancelled && c.markedAt === null))
      expect((await send("PUT", `/api/sessions/${s.id}/attendance`, admin, { absent: [] })).statusCode).toBe(200);
    expect((await roster(batch.id)).students[0]!.attendance).toEqual({ attended: 4, held: 5 });
  });

  it("lists publicly the batches from the app clock's Chennai day on: one starting today, not one that started yesterday", async () => {
    // 00:15 on 5 July in Chennai, still 4 July in UTC, and months from the wall clock.
    clock.now = chennai("2027-07-05T00:15:00");
    const [yesterday, today] = [await newBatch({ startDate: "2027-07-04" }), await newBatch({ startDate: "2027-07-05" })];
    const listed = ((await t.app.inject({ method: "GET", url: "/api/batches?courseId=java" })).json().data as Batch[]).map((b) => b.id);
    expect(listed).toContain(today.id);
    expect(listed).not.toContain(yesterday.id);
  });
});
