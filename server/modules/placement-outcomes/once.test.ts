import { sql } from "kysely";
import { beforeAll, describe, expect, it } from "vitest";
import type { EnquiryDetail } from "#contracts/enquiry-inbox";
import type { TestApp } from "#server/test/app";
import { testDatabases } from "#server/test/databases";
import { startMailbox } from "#server/test/mailbox";
import { bearer } from "#server/test/staff-api";
import { useTwoApps } from "#server/test/two-apps";
import { PLACEMENT_ENV, chennai, confirmationLinkIn, placementKit } from "#server/test/placement-kit";

// What must happen once (docs/decisions/089), with two real servers on one
// PostgreSQL database and the requests spread over both: an employer's name, a
// student's application to a drive, a student's intent, the message a stage
// sends, and an employer's answer to a confirmation link (docs/decisions/095). Several servers share PostgreSQL only (docs/deploy.md, section 9); two
// SQLite connections in one test process would wait on each other's write lock
// while holding the one thread the other needs to commit.

const mailbox = await startMailbox();

describe.each(testDatabases.filter((d) => d.name === "postgres"))("once, on two servers, on $name", (database) => {
  const clock = { now: chennai("2027-01-12T11:00:00") };
  const env = { ...PLACEMENT_ENV, SMTP_URL: `smtp://127.0.0.1:${mailbox.port}` };
  const two = useTwoApps(database, env, { now: () => clock.now });
  // The kit works on the first server; the races below go to both.
  const first = {
    get app() {
      return two.apps[0];
    },
    get config() {
      return two.config;
    },
  } satisfies TestApp;
  const kit = placementKit(first, clock);
  let batch: string;
  let drive: string;
  beforeAll(async () => {
    await kit.setUp();
    batch = (await kit.newBatch({ startDate: "2027-01-04", duration: "2 weeks" })).id;
    drive = await kit.drive(await kit.employer("Zoho"));
  });
  const spread = (n: number, call: (app: (typeof two.apps)[number], i: number) => Promise<{ statusCode: number }>) =>
    Promise.all(Array.from({ length: n }, (_, i) => call(two.apps[i % 2], i)));
  const statuses = (answers: { statusCode: number }[]) => answers.map((a) => a.statusCode).sort();
  const count = async (table: "employers" | "placement_applications" | "student_intents" | "placement_messages" | "outbox", column: string, value: string) =>
    Number(
      (
        await two.apps[0].db
          .selectFrom(table)
          .select(sql<number>`count(*)`.as("n"))
          .where(sql.ref(column), "=", value)
          .executeTakeFirstOrThrow()
      ).n,
    );

  it("adds an employer's name once: one 201, every other spelling at the same moment 409", async () => {
    const names = ["Infosys", "infosys", " INFOSYS ", "Infosys", "infoSys", "infosys  "];
    const answers = await spread(names.length, (app, i) =>
      app.inject({ method: "POST", url: "/api/employers", headers: bearer(kit.tokens.placement), payload: { name: names[i] } }),
    );
    expect(statuses(answers)).toEqual([201, 409, 409, 409, 409, 409]);
    expect(await count("employers", "name_key", "infosys")).toBe(1);
  });

  it("takes a student's application once: one 201, the other taps 409, one timeline line", async () => {
    const lead = await kit.student(batch, "Kavya Twice");
    const token = await kit.studentToken(lead);
    const answers = await spread(6, (app) => app.inject({ method: "POST", url: `/api/student/drives/${drive}/apply`, headers: bearer(token) }));
    expect(statuses(answers)).toEqual([201, 409, 409, 409, 409, 409]);
    expect(await count("placement_applications", "enquiry_id", lead)).toBe(1);
    const detail = (await kit.send("GET", `/api/enquiries/${lead}`, "admin")).json().data as EnquiryDetail;
    expect(detail.timeline.filter((e) => e.text.startsWith("Applied to the placement drive"))).toHaveLength(1);
  });

  it("keeps one intent: of answers sent at once, one is saved and the others are 409", async () => {
    const lead = await kit.student(batch, "Latha Once");
    const token = await kit.studentToken(lead);
    const answers = await spread(6, (app, i) =>
      app.inject({ method: "PUT", url: "/api/student/intent", headers: bearer(token), payload: { seeking: i % 2 === 0 } }),
    );
    expect(statuses(answers)).toEqual([200, 409, 409, 409, 409, 409]);
    expect(await count("student_intents", "enquiry_id", lead)).toBe(1);
  });

  it("sends a stage's message once when the stage is set on both servers at once", async () => {
    const lead = await kit.student(batch, "Mala Message");
    const applied = await first.app.inject({ method: "POST", url: `/api/student/drives/${drive}/apply`, headers: bearer(await kit.studentToken(lead)) });
    const id = applied.json().data._id as string;
    const answers = await spread(6, (app, i) =>
      app.inject({
        method: "PATCH",
        url: `/api/applications/${id}`,
        headers: bearer(kit.tokens.placement),
        payload: { stage: "shortlisted", round: `Round ${i}` },
      }),
    );
    expect(statuses(answers)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(await count("placement_messages", "application_id", id)).toBe(1);
    const mails = await two.apps[0].db.selectFrom("outbox").select("id").where("enquiry_id", "=", lead).where("kind", "=", "student_mail").execute();
    expect(mails).toHaveLength(1);
  });

  it("records an employer's answer to a confirmation link once when both servers take it at once; the others read 'already answered'", async () => {
    const contact = "hr@confirm-once.example";
    const employer = await first.app.inject({
      method: "POST",
      url: "/api/employers",
      headers: bearer(kit.tokens.placement),
      payload: { name: "Confirm Once Ltd", contactName: "Ravi K", contactEmail: contact },
    });
    const lead = await kit.student(batch, "Nisha Once");
    const job = { code: "in_field_full_time", employerId: employer.json().data._id, role: "Support engineer", startDate: "2027-02-01" };
    expect((await kit.send("PUT", `/api/students/${lead}/outcome`, "placement", job)).statusCode).toBe(200);
    expect((await kit.send("POST", `/api/students/${lead}/outcome/confirmation-request`, "placement")).statusCode).toBe(201);
    const path = new URL(await confirmationLinkIn(mailbox, contact, "Nisha Once")).pathname;
    const answers = await spread(6, (app, i) =>
      app.inject({
        method: "POST",
        url: path,
        headers: { "content-type": "application/x-www-form-urlencoded" },
        payload: i % 2 === 0 ? "answer=confirm" : "answer=not_right",
      }),
    );
    expect(statuses(answers)).toEqual([200, 409, 409, 409, 409, 409]);
    const evidence = await two.apps[0].db.selectFrom("placement_evidence").select("id").where("enquiry_id", "=", lead).execute();
    const events = await two.apps[0].db.selectFrom("placement_outcome_events").select("change").where("enquiry_id", "=", lead).execute();
    const answered = events.filter((e) => e.change.includes("by the emailed link") || e.change.includes("answered the emailed link"));
    expect(answered).toHaveLength(1);
    expect(evidence).toHaveLength(answered[0]!.change.startsWith("Confirmed") ? 1 : 0);
  });
});
