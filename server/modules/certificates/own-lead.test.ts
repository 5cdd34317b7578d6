import { beforeAll, describe, expect, it } from "vitest";
import type { BatchCertificatesResult, BatchSessions } from "#contracts/batches";
import { useTestApp } from "#server/test/app";
import { testDatabases } from "#server/test/databases";
import { newVisitor } from "#server/test/visitors";
import { ADMIN_ENV, bearer, newStaff, randomAddress, signIn } from "#server/test/staff-api";
import { PIPELINE_MESSAGES } from "../leads";

// A certificate put on a student's lead follows the rule of notes and status
// (docs/decisions/084): a counsellor attaches one to their own or an unassigned
// lead, never a colleague's (403 naming the owner, nothing stored); from a
// batch, a counsellor issues to their own and unassigned students and is told
// which earned ones are another counsellor's. Admins issue to anyone.

const chennai = (local: string) => Date.parse(`${local}+05:30`);
const certificate = { studentName: "Nila Own", course: "Java", startDate: "2027-01-04", endDate: "2027-03-26" };

describe.each(testDatabases)("certificates on a colleague's student, on $name", (database) => {
  const clock = { now: chennai("2027-04-05T10:00:00") };
  const t = useTestApp(database, { ...ADMIN_ENV, ENQUIRY_RATE_LIMIT_PER_MINUTE: "100000" }, false, { now: () => clock.now });
  let admin: string;
  beforeAll(async () => {
    admin = await signIn(t.app);
  });

  const send = (method: "GET" | "POST" | "PATCH" | "PUT", url: string, token: string, payload?: object) =>
    t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
  const issue = (token: string, leadId?: string) => send("POST", "/api/certificates", token, { ...certificate, ...(leadId && { leadId }) });
  const certificatesOf = async (leadId: string) =>
    (await t.app.db.selectFrom("certificates").select(["id", "issued_by"]).where("enquiry_id", "=", leadId).execute()).map((r) => r.issued_by);

  /** A lead owned by `ownerId` (null: unassigned). */
  async function newLead(name: string, ownerId: string | null) {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/enquiries",
      payload: newVisitor({ form: "contact", name, phone: "", email: "", message: "Java course" }),
      remoteAddress: randomAddress(),
    });
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().id as string;
    expect((await send("PATCH", `/api/enquiries/${id}`, admin, { ownerId })).statusCode).toBe(200);
    return id;
  }

  it("refuses a counsellor a certificate on a colleague's lead and stores nothing; own, unassigned and an admin's are issued", async () => {
    const [asha, bala] = [await newStaff(t.app, admin, "counsellor"), await newStaff(t.app, admin, "counsellor")];
    const [balas, ashas, open] = [await newLead("Bala's Student", bala.id), await newLead("Asha's Student", asha.id), await newLead("Open Student", null)];
    const total = async () => (await t.app.db.selectFrom("certificates").select("id").execute()).length;
    const before = await total();

    const refused = await issue(asha.token, balas);
    expect(refused.statusCode, refused.body).toBe(403);
    expect(refused.json()).toEqual({ success: false, message: PIPELINE_MESSAGES.notYours(bala.username) });
    expect(await total()).toBe(before);
    expect(await certificatesOf(balas)).toEqual([]);

    expect((await issue(asha.token, ashas)).statusCode).toBe(201);
    expect((await issue(asha.token, open)).statusCode).toBe(201);
    expect((await issue(bala.token, balas)).statusCode).toBe(201);
    expect((await issue(admin, balas)).statusCode).toBe(201);
    expect(await certificatesOf(ashas)).toEqual([asha.username]);
    expect(await certificatesOf(open)).toEqual([asha.username]);
    expect((await certificatesOf(balas)).sort()).toEqual([ADMIN_ENV.ADMIN_USERNAME, bala.username].sort());
    // Not put on any lead, a certificate is anyone's to issue, as before.
    expect((await issue(asha.token)).statusCode).toBe(201);
  });

  it("issues from a batch a counsellor's own and unassigned students only, listing another counsellor's who earned one", async () => {
    const [asha, bala] = [await newStaff(t.app, admin, "counsellor"), await newStaff(t.app, admin, "counsellor")];
    const created = await send("POST", "/api/content/batches", admin, {
      courseId: "java",
      startDate: "2027-03-22",
      schedule: "weekday",
      timing: "7:00 am – 9:00 am",
      mode: "classroom",
      duration: "1 week",
    });
    expect(created.statusCode, created.body).toBe(201);
    const batchId = created.json().data.id as string;
    const students = { ashas: await newLead("Asha Batch", asha.id), open: await newLead("Open Batch", null), balas: await newLead("Bala Batch", bala.id) };
    for (const leadId of Object.values(students)) expect((await send("POST", `/api/batches/${batchId}/students`, admin, { leadId })).statusCode).toBe(201);
    // The week's registers, saved by an admin: everyone came to every class.
    const sessions = (await send("GET", `/api/batches/${batchId}/sessions`, admin)).json().data as BatchSessions;
    for (const s of sessions.sessions) expect((await send("PUT", `/api/sessions/${s.id}/attendance`, admin, { absent: [] })).statusCode).toBe(200);

    const byAsha = await send("POST", `/api/batches/${batchId}/certificates`, asha.token, {});
    expect(byAsha.statusCode, byAsha.body).toBe(201);
    const result = byAsha.json().data as BatchCertificatesResult;
    expect(result.issued.map((c) => c.name).sort()).toEqual(["Asha Batch", "Open Batch"]);
    expect(result.notYours).toEqual([{ leadId: students.balas, name: "Bala Batch" }]);
    expect(await certificatesOf(students.balas)).toEqual([]);

    const byBala = (await send("POST", `/api/batches/${batchId}/certificates`, bala.token, {})).json().data as BatchCertificatesResult;
    expect(byBala.issued.map((c) => c.name)).toEqual(["Bala Batch"]);
    expect(byBala.notYours).toEqual([]);
    expect(await certificatesOf(students.balas)).toEqual([bala.username]);
  });

  it("lets an admin issue a whole batch, whoever owns its students", async () => {
    const bala = await newStaff(t.app, admin, "counsellor");
    const created = await send("POST", "/api/content/batches", admin, {
      courseId: "java",
      startDate: "2027-03-29",
      schedule: "weekday",
      timing: "9:00 am – 11:00 am",
      mode: "classroom",
      duration: "1 week",
    });
    const batchId = created.json().data.id as string;
    const leadId = await newLead("Bala Admin Batch", bala.id);
    expect((await send("POST", `/api/batches/${batchId}/students`, admin, { leadId })).statusCode).toBe(201);
    const sessions = (await send("GET", `/api/batches/${batchId}/sessions`, admin)).json().data as BatchSessions;
    for (const s of sessions.sessions) expect((await send("PUT", `/api/sessions/${s.id}/attendance`, admin, { absent: [] })).statusCode).toBe(200);
    const result = (await send("POST", `/api/batches/${batchId}/certificates`, admin, {})).json().data as BatchCertificatesResult;
    expect(result.issued.map((c) => c.leadId)).toEqual([leadId]);
    expect(result.notYours).toEqual([]);
  });
});
