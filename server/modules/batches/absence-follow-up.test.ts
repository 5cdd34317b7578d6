import { beforeAll, describe, expect, it } from "vitest";
import { apiTable } from "#contracts/api-table";
import { ABSENT_TWICE_TEXT, type BatchSessions } from "#contracts/batches";
import type { Batch } from "#contracts/content";
import { type InboxStats, addDays, instituteDay } from "#contracts/enquiry-inbox";
import { useTestApp } from "#server/test/app";
import { testDatabases } from "#server/test/databases";
import { paymentKit } from "#server/test/payment-kit";
import { ADMIN_ENV, newStaff, signIn } from "#server/test/staff-api";

// The call after two absences reaches the counsellor (docs/decisions/072): an
// enrolled student's follow-up comes due in the Due view and its count, with
// its reason, and leaves it when done; the student owes no first answer, and a
// follow-up already past when they enrolled (the sale's) is not brought back.

// On a fixed app clock, which the inbox, the batches and attendance all read:
// 00:20 on Wednesday 24 March 2027 in Chennai, still the 23rd in UTC and months
// from the wall clock, so "due before the end of today" is the app's Chennai day
// or the test fails. The batch started two weeks before; the two absences are its
// last two classes held; an admin marks past days.

const NOW = Date.parse("2027-03-24T00:20:00+05:30");
const HOUR = 3_600_000;
const isoIn = (ms: number) => new Date(NOW + ms).toISOString();

describe.each(testDatabases)("the absence follow-up in the Due view on $name", (database) => {
  const t = useTestApp(database, { ...ADMIN_ENV, ENQUIRY_RATE_LIMIT_PER_MINUTE: "100000" }, false, { now: () => NOW });
  let admin: string;
  beforeAll(async () => {
    admin = await signIn(t.app);
  });
  const { send, newLead, detail } = paymentKit(t, () => admin);
  const ok = async <R extends { statusCode: number; body: string }>(res: Promise<R>, status = 200) => {
    const r = await res;
    expect(r.statusCode, r.body).toBe(status);
    return r;
  };
  const dueList = async (token: string) => {
    const res = await ok(send("GET", "/api/enquiries?view=due&limit=100", token));
    return apiTable["GET /api/enquiries"].response.parse(res.json());
  };

  it("lists the enrolled student after two absences in a row with the reason, and not once the call is done", async () => {
    const counsellor = await newStaff(t.app, admin, "counsellor");
    const lead = await newLead("Gowri Absent");
    await ok(send("PATCH", `/api/enquiries/${lead}`, admin, { revision: (await detail(lead)).revision, ownerId: counsellor.id }));
    // A call-back booked for this morning, before she paid: the sale's follow-up.
    const callBack = isoIn(-HOUR);
    await ok(send("PATCH", `/api/enquiries/${lead}`, counsellor.token, { revision: (await detail(lead)).revision, followUpAt: callBack }));
    expect((await dueList(counsellor.token)).data.map((r) => r.id)).toContain(lead);

    const batch = (
      await ok(
        send("POST", "/api/content/batches", admin, {
          courseId: "java",
          startDate: addDays(instituteDay(NOW), -14),
          schedule: "weekday",
          timing: "7:00 am – 9:00 am",
          mode: "classroom",
          duration: "4 weeks",
        }),
        201,
      )
    ).json().data as Batch;
    await ok(send("POST", `/api/batches/${batch.id}/students`, admin, { leadId: lead }), 201);

    // Enrolled: the past call-back is done, nothing is due, no first answer is owed.
    const enrolled = await detail(lead);
    expect(enrolled).toMatchObject({ status: "enrolled", followUpAt: null, dueAt: null });
    const before = await dueList(counsellor.token);
    expect(before.data.map((r) => r.id)).not.toContain(lead);

    // Absent from the last two classes held (before today).
    const sessions = (await ok(send("GET", `/api/batches/${batch.id}/sessions`))).json().data as BatchSessions;
    const held = sessions.sessions.filter((s) => s.date < instituteDay(NOW));
    const [first, second] = held.slice(-2);
    await ok(send("PUT", `/api/sessions/${first!.id}/attendance`, admin, { absent: [lead] }));
    expect((await dueList(counsellor.token)).data.map((r) => r.id)).not.toContain(lead);
    await ok(send("PUT", `/api/sessions/${second!.id}/attendance`, admin, { absent: [lead] }));

    const due = await dueList(counsellor.token);
    const row = due.data.find((r) => r.id === lead);
    expect(row).toMatchObject({ status: "enrolled" });
    // Due from the moment the second absence was saved; the follow-up is the whole of what is due.
    expect(row!.followUpAt).toBe(new Date(NOW).toISOString());
    expect(row!.dueAt).toBe(row!.followUpAt);
    expect(row!.followUpReason).toMatch(new RegExp(`^${ABSENT_TWICE_TEXT} — missed the classes of`));
    expect(due.dueCount).toBe(before.dueCount + 1);
    // Still a student: not new again, nothing awaits a reply.
    expect(due.newCount).toBe(before.newCount);
    expect(due.awaitingCount).toBe(0);
    const stats = (await ok(send("GET", "/api/enquiries/stats"))).json().data as InboxStats;
    expect(stats.dueCount).toBe(due.dueCount);

    // The counsellor calls and marks the follow-up done.
    await ok(send("POST", `/api/enquiries/${lead}/activities`, counsellor.token, { kind: "call", outcome: "connected" }), 201);
    // Logging the call answers nothing owed on a student: the follow-up stands until it is done.
    expect((await dueList(counsellor.token)).data.map((r) => r.id)).toContain(lead);
    await ok(send("PATCH", `/api/enquiries/${lead}`, counsellor.token, { revision: (await detail(lead)).revision, followUpAt: null }));
    const after = await dueList(counsellor.token);
    expect(after.data.map((r) => r.id)).not.toContain(lead);
    expect(after.dueCount).toBe(before.dueCount);
    expect(await detail(lead)).toMatchObject({ status: "enrolled", followUpAt: null, dueAt: null });
  });

  it("keeps a follow-up still ahead when the lead enrols, and clears a past one when staff set Enrolled by hand", async () => {
    const email = `hari.${Date.now()}@example.com`;
    const [ahead, past] = [await newLead("Hari Ahead", email), await newLead("Indu Past")];
    const friday = isoIn(48 * HOUR);
    await ok(send("PATCH", `/api/enquiries/${ahead}`, admin, { revision: (await detail(ahead)).revision, followUpAt: friday }));
    await ok(send("PATCH", `/api/enquiries/${ahead}`, admin, { revision: (await detail(ahead)).revision, status: "enrolled" }));
    expect(await detail(ahead)).toMatchObject({ status: "enrolled", followUpAt: friday, dueAt: friday });
    // The student writes again: a student owes no first answer, so Friday's call is still what is due.
    await newLead("Hari Ahead", email);
    const again = await detail(ahead);
    expect(again.timeline.filter((e) => e.kind === "submission")).toHaveLength(2);
    expect(again).toMatchObject({ status: "enrolled", followUpAt: friday, dueAt: friday });

    const yesterday = isoIn(-20 * HOUR);
    await ok(send("PATCH", `/api/enquiries/${past}`, admin, { revision: (await detail(past)).revision, followUpAt: yesterday }));
    await ok(send("PATCH", `/api/enquiries/${past}`, admin, { revision: (await detail(past)).revision, status: "enrolled" }));
    const cleared = await detail(past);
    expect(cleared).toMatchObject({ status: "enrolled", followUpAt: null, dueAt: null });
    expect(cleared.timeline.at(-1)?.text).toBe("Follow-up cleared: enrolled");
    expect((await dueList(admin)).data.map((r) => r.id)).not.toContain(past);
  });

  it("lists a follow-up due later today by the app clock's Chennai day, and not one just after its midnight", async () => {
    // 23:30 tonight and 00:10 tomorrow in Chennai: both 24 March in UTC, both months ahead of the wall clock.
    const [tonight, afterMidnight] = [await newLead("Jaya Tonight"), await newLead("Kavin Tomorrow")];
    await ok(send("PATCH", `/api/enquiries/${tonight}`, admin, { revision: (await detail(tonight)).revision, followUpAt: "2027-03-24T18:00:00.000Z" }));
    await ok(
      send("PATCH", `/api/enquiries/${afterMidnight}`, admin, { revision: (await detail(afterMidnight)).revision, followUpAt: "2027-03-24T18:40:00.000Z" }),
    );
    const due = await dueList(admin);
    expect(due.data.find((r) => r.id === tonight)).toMatchObject({ dueAt: "2027-03-24T18:00:00.000Z", overdue: false });
    expect(due.data.map((r) => r.id)).not.toContain(afterMidnight);
  });
});
