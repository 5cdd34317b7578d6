import { sql } from "kysely";
import { beforeAll, describe, expect, it } from "vitest";
import type { DriveApplication, StudentPlacement } from "#contracts/api-table/placement-outcomes";
import type { EnquiryDetail } from "#contracts/enquiry-inbox";
import { PLACEMENT_MESSAGES } from "#contracts/placement-outcomes";
import { useTestApp } from "#server/test/app";
import { testDatabases } from "#server/test/databases";
import { startMailbox } from "#server/test/mailbox";
import { bearer } from "#server/test/staff-api";
import { until } from "#server/test/until";
import { readMail } from "../mail";
import { PLACEMENT_ENV, chennai, placementKit } from "#server/test/placement-kit";

// Applications through a drive's rounds (docs/decisions/089), on both databases
// with a real local mail server: the officer moves an application through its
// stages; each change is a line on the lead's timeline and on the student's own
// page; a shortlist, an interview and an offer email the student once per stage.

const mailbox = await startMailbox();
const mailsTo = (address: string) => mailbox.received.map(readMail).filter((m) => (m.headers.to ?? "").includes(address));

describe.each(testDatabases)("applications through rounds on $name", (database) => {
  const clock = { now: chennai("2027-02-10T11:00:00") };
  const env = { ...PLACEMENT_ENV, SMTP_URL: `smtp://127.0.0.1:${mailbox.port}`, OUTBOX_POLL_MS: "25" };
  const t = useTestApp(database, env, false, { now: () => clock.now });
  const kit = placementKit(t, clock);
  let batch: string;
  let drive: string;
  beforeAll(async () => {
    await kit.setUp();
    batch = (await kit.newBatch({ startDate: "2027-01-04", duration: "2 weeks" })).id;
    drive = await kit.drive(await kit.employer("Zoho"), { title: "Zoho campus drive", role: "Java developer" });
  });
  const applyAs = async (lead: string) => {
    const res = await t.app.inject({ method: "POST", url: `/api/student/drives/${drive}/apply`, headers: bearer(await kit.studentToken(lead)) });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data._id as string;
  };
  const move = (id: string, body: object) => kit.send("PATCH", `/api/applications/${id}`, "placement", body);
  const timeline = async (lead: string) => ((await kit.send("GET", `/api/enquiries/${lead}`, "admin")).json().data as EnquiryDetail).timeline;
  const emailOf = async (lead: string) => (await t.app.db.selectFrom("enquiries").select("email").where("id", "=", lead).executeTakeFirstOrThrow()).email;
  const mailRows = async (lead: string) =>
    Number(
      (
        await t.app.db
          .selectFrom("outbox")
          .select(sql<number>`count(*)`.as("n"))
          .where("enquiry_id", "=", lead)
          .where("kind", "=", "student_mail")
          .executeTakeFirstOrThrow()
      ).n,
    );

  it("moves an application through its stages: a timeline line each, counts per stage, one email per stage, all on the student's page", async () => {
    const lead = await kit.student(batch, "Deepa Rounds");
    const id = await applyAs(lead);
    const listed = (await kit.send("GET", `/api/placement-drives/${drive}/applications`)).json().data as DriveApplication[];
    // The board shows each student's course for the drive (docs/decisions/098).
    expect(listed).toEqual([expect.objectContaining({ _id: id, leadId: lead, name: "Deepa Rounds", courseTitle: "Java", stage: "applied", round: null })]);

    const shortlisted = await move(id, { stage: "shortlisted", round: "Aptitude test" });
    expect(shortlisted.statusCode, shortlisted.body).toBe(200);
    expect(shortlisted.json().data).toMatchObject({ stage: "shortlisted", round: "Aptitude test", courseTitle: "Java", updatedBy: expect.any(String) });
    expect((await timeline(lead)).map((e) => e.text)).toContain('Placement: Shortlisted — "Zoho campus drive" of Zoho (Aptitude test)');
    const counts = ((await kit.send("GET", "/api/placement-drives")).json().data as { _id: string; counts: Record<string, number> }[]).find(
      (d) => d._id === drive,
    )!.counts;
    expect(counts).toMatchObject({ applied: 0, shortlisted: 1 });

    // The same again changes nothing; a new round is a new line but no second email; back and forth neither.
    expect((await move(id, { stage: "shortlisted", round: "Aptitude test" })).statusCode).toBe(200);
    await move(id, { stage: "shortlisted", round: "Group discussion", note: "Strong in the aptitude test" });
    await move(id, { stage: "applied" });
    await move(id, { stage: "shortlisted" });
    await move(id, { stage: "interview", round: "Technical round" });
    await move(id, { stage: "offer" });
    const address = await emailOf(lead);
    await until("the three emails", () => mailsTo(address).length >= 3);
    expect(await mailRows(lead)).toBe(3);
    expect(
      mailsTo(address)
        .map((m) => m.subject)
        .sort(),
    ).toEqual(["An offer from Zoho", "Interview: Java developer at Zoho", "You are shortlisted: Java developer at Zoho"]);
    expect(mailsTo(address).find((m) => m.subject.startsWith("Interview"))?.text).toContain("Dear Deepa,");
    const lines = (await timeline(lead)).filter((e) => e.text.startsWith("Placement: "));
    expect(lines).toHaveLength(6);
    await until("the sent lines", async () => (await timeline(lead)).filter((e) => e.text.startsWith("Emailed the student:")).length === 3);

    const page = await t.app.inject({ method: "GET", url: "/api/student/placement", headers: bearer(await kit.studentToken(lead)) });
    expect(page.statusCode, page.body).toBe(200);
    const [application] = (page.json().data as StudentPlacement).applications;
    expect(application).toMatchObject({ title: "Zoho campus drive", employerName: "Zoho", stage: "offer" });
    expect(application!.history.map((h) => [h.stage, h.round])).toEqual([
      ["applied", null],
      ["shortlisted", "Aptitude test"],
      ["shortlisted", "Group discussion"],
      ["applied", null],
      ["shortlisted", null],
      ["interview", "Technical round"],
      ["offer", null],
    ]);
    // The officer's note is for staff: the student's page does not carry it.
    expect(page.body).not.toContain("Strong in the aptitude test");
  });

  it("says on the timeline when a student cannot be told (no email address), so staff call them", async () => {
    const lead = await kit.student(batch, "Ezhil NoMail");
    // A lead from WhatsApp or a lead ad may have no email (every form asks for one).
    await t.app.db.updateTable("enquiries").set({ email: "" }).where("id", "=", lead).execute();
    const id = await applyAs(lead);
    expect((await move(id, { stage: "shortlisted" })).statusCode).toBe(200);
    expect((await timeline(lead)).map((e) => e.text)).toContain(
      'Not told about "Shortlisted" (Zoho campus drive): there is no email address on the lead. Please call the student.',
    );
    expect(await mailRows(lead)).toBe(0);
  });

  it("names each applicant's course for the drive: their latest batch of its courses, none once the drive's courses leave theirs out", async () => {
    const pythonBatch = (await kit.newBatch({ courseId: "python", startDate: "2027-01-04", duration: "2 weeks" })).id;
    const both = await kit.drive(await kit.employer("Kissflow"), { title: "Kissflow drive", courses: ["java", "python"] });
    const lead = await kit.student(pythonBatch, "Gita Twocourse");
    const res = await t.app.inject({ method: "POST", url: `/api/student/drives/${both}/apply`, headers: bearer(await kit.studentToken(lead)) });
    expect(res.statusCode, res.body).toBe(201);
    const board = async () => ((await kit.send("GET", `/api/placement-drives/${both}/applications`)).json().data as DriveApplication[])[0]!;
    expect((await board()).courseTitle).toBe("Python");
    const drives = (await kit.send("GET", "/api/placement-drives")).json().data as { _id: string; employerId: string }[];
    const employerId = drives.find((d) => d._id === both)!.employerId;
    const edited = await kit.send("PUT", `/api/placement-drives/${both}`, "placement", {
      employerId,
      title: "Kissflow drive",
      role: "Java developer",
      courses: ["java"],
      lastDate: "2027-12-31",
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await board()).courseTitle).toBeNull();
  });

  it("answers 404 for an unknown application or drive and 400 for an unknown stage", async () => {
    const unknown = await move("no-such-application", { stage: "offer" });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ success: false, message: PLACEMENT_MESSAGES.applicationNotFound });
    expect((await kit.send("GET", "/api/placement-drives/no-such-drive/applications")).statusCode).toBe(404);
    const lead = await kit.student(batch, "Farah Stage");
    const id = await applyAs(lead);
    const bad = await move(id, { stage: "hired" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toHaveProperty("stage");
  });
});
