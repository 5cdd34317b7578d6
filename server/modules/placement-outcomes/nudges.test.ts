import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays } from "#contracts/institute-time";
import type { TestApp } from "#server/test/app";
import { useTestApp } from "#server/test/app";
import { testDatabases } from "#server/test/databases";
import { type FakeWhatsApp, startFakeWhatsApp, withWhatsApp } from "#server/test/fake-whatsapp";
import { startMailbox } from "#server/test/mailbox";
import { PLACEMENT_ENV, chennai, placementKit } from "#server/test/placement-kit";
import { bearer, randomAddress, sendForm } from "#server/test/staff-api";
import { useTwoApps } from "#server/test/two-apps";
import { until } from "#server/test/until";
import { uniqueEmail, uniquePhone } from "#server/test/visitors";
import { batchEndDate } from "../batches";
import { readMail } from "../mail";
import { markDue, queueOutcomeNudges } from "./nudges";

// The nudges to report an outcome (docs/decisions/096): 30, 90 and 180 days after
// the batch ended, while nothing is on record, one message per student and mark
// (WhatsApp when it is set up with the template, else email), through the outbox
// to the local stand-ins for Meta and the mail server; the app's clock driven by
// the test. Once per mark with two servers on one PostgreSQL database.

const META = { token: "EAAG-nudges", appSecret: "nudge-app-secret", phoneNumberId: "109800000096", verifyToken: "hello" };
const TEMPLATE = "report_your_job";
const mailbox = await startMailbox();
let meta: FakeWhatsApp;
beforeAll(async () => {
  meta = await startFakeWhatsApp(META);
});
afterAll(() => meta.stop());

const START = "2027-01-04";
const END = batchEndDate(START, "2 weeks");
/** 11:00 in Chennai, `days` after the batch's last class day. */
const dayAfter = (days: number) => chennai(`${addDays(END, days)}T11:00:00`);

it("sends the latest mark due: 30 from day 30, 90 from day 90, 180 from day 180 until day 270", () => {
  expect([0, 29, 30, 89, 90, 179, 180, 269, 270].map(markDue)).toEqual([null, null, 30, 30, 90, 90, 180, 180, null]);
});

/** A student on the batch; one whose number Meta said is not on WhatsApp (as a refused send records it) is reached by email. */
async function newStudent(
  t: TestApp,
  kit: ReturnType<typeof placementKit>,
  batch: string,
  name: string,
  reach: { phone: string; email: string; notOnWhatsApp?: boolean },
) {
  // Not newVisitor: it gives every visitor a phone and an email of its own.
  const payload = { form: "contact", name, phone: reach.phone, email: reach.email, message: "Placement?" };
  const res = await t.app.inject({ method: "POST", url: "/api/enquiries", payload, remoteAddress: randomAddress() });
  expect(res.statusCode, res.body).toBe(201);
  const id = res.json().id as string;
  if (reach.notOnWhatsApp) await t.app.db.updateTable("enquiries").set({ whatsapp_unreachable_at: new Date().toISOString() }).where("id", "=", id).execute();
  await kit.enrol(batch, id);
  return id;
}

describe.each(testDatabases)("outcome nudges on $name", (database) => {
  const clock = { now: chennai("2027-01-06T11:00:00") };
  const env = withWhatsApp(
    { ...PLACEMENT_ENV, SMTP_URL: `smtp://127.0.0.1:${mailbox.port}`, OUTBOX_POLL_MS: "25", WHATSAPP_OUTCOME_TEMPLATE: TEMPLATE },
    META,
    () => meta,
  );
  const t = useTestApp(database, env, false, { now: () => clock.now });
  const kit = placementKit(t, clock);
  const email = uniqueEmail("nudged");
  const ids = {} as Record<"whatsApp" | "email" | "reported" | "later" | "notSeeking", string>;
  beforeAll(async () => {
    await kit.setUp();
    const batch = (await kit.newBatch({ startDate: START, duration: "2 weeks" })).id;
    ids.whatsApp = await newStudent(t, kit, batch, "Wasim Phone", { phone: uniquePhone(), email: uniqueEmail("wasim") });
    ids.email = await newStudent(t, kit, batch, "Ezhil Mail", { phone: uniquePhone(), email, notOnWhatsApp: true });
    ids.reported = await newStudent(t, kit, batch, "Ravi Reported", { phone: uniquePhone(), email: uniqueEmail() });
    ids.later = await newStudent(t, kit, batch, "Latha Later", { phone: uniquePhone(), email: uniqueEmail() });
    ids.notSeeking = await newStudent(t, kit, batch, "Nisha Studies", { phone: uniquePhone(), email: uniqueEmail() });
    // Said while studying: not looking for a job (further studies).
    const said = await t.app.inject({
      method: "PUT",
      url: "/api/student/intent",
      headers: bearer(await kit.studentToken(ids.notSeeking)),
      payload: { seeking: false, reason: "Going for an MCA" },
    });
    expect(said.statusCode, said.body).toBe(200);
    const job = { employerName: "Zoho", role: "Developer", startDate: addDays(END, 10) };
    expect((await sendForm(t.app, "POST", "/api/student/outcome", await kit.studentToken(ids.reported), job)).statusCode).toBe(201);
  });

  const phoneOf = async (id: string) => (await t.app.db.selectFrom("enquiries").select("phone").where("id", "=", id).executeTakeFirstOrThrow()).phone;
  const nudgesTo = async (id: string) => {
    const to = `91${await phoneOf(id)}`;
    return meta.sent.filter((m) => m.body.to === to && m.body.template?.name === TEMPLATE);
  };
  const mailsTo = (address: string) =>
    mailbox.received.map(readMail).filter((m) => (m.headers.to ?? "").includes(address) && m.subject.startsWith("Got a job?"));
  const rows = async () =>
    Number(
      (
        await t.app.db
          .selectFrom("placement_nudges")
          .select(sql<number>`count(*)`.as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    );
  /** One round at the driven time; then the outbox sends what it queued. */
  const roundAt = async (at: number) => {
    clock.now = at;
    await t.app.placementNudges.kick();
    await t.app.outbox.kick();
  };

  it("nudges once at 30, 90 and 180 days, by WhatsApp or else email, and never one with an outcome on record or who is not looking", async () => {
    await roundAt(dayAfter(29));
    expect(await rows()).toBe(0);

    await roundAt(dayAfter(30));
    await roundAt(dayAfter(30) + 3_600_000);
    await roundAt(dayAfter(31));
    await until("the first nudges sent", async () => (await nudgesTo(ids.whatsApp)).length === 1 && mailsTo(email).length === 1);
    const [first] = await nudgesTo(ids.whatsApp);
    expect(first!.body.template!.components![0]!.parameters.map((p) => p.text)).toEqual(["Wasim", expect.stringMatching(/\/my$/)]);
    expect(mailsTo(email)[0]!.text).toContain("It is 30 days since your batch ended.");
    expect(await rows()).toBe(3); // Wasim, Ezhil, Latha.

    // Latha reports her job: nothing more for her.
    const job = { employerName: "Infosys", role: "Tester", startDate: addDays(END, 40) };
    expect((await sendForm(t.app, "POST", "/api/student/outcome", await kit.studentToken(ids.later), job)).statusCode).toBe(201);

    for (const day of [89, 90, 91, 179, 180, 200, 270, 400]) await roundAt(dayAfter(day));
    await until("every nudge sent", async () => (await nudgesTo(ids.whatsApp)).length === 3 && mailsTo(email).length === 3);
    expect(mailsTo(email).map((m) => /It is (\d+) days/.exec(m.text)?.[1])).toEqual(["30", "90", "180"]);
    for (const id of [ids.reported, ids.notSeeking]) expect(await nudgesTo(id)).toEqual([]);
    expect(await nudgesTo(ids.later)).toHaveLength(1);
    expect(await rows()).toBe(7);
  });

  it("sends nothing, and keeps no mark, while no channel is set up", async () => {
    const off = { ...t.app.config, SMTP_URL: undefined, WHATSAPP_OUTCOME_TEMPLATE: undefined };
    const before = await rows();
    const batch = (await kit.newBatch({ startDate: START, duration: "2 weeks" })).id;
    await newStudent(t, kit, batch, "Offline Student", { phone: uniquePhone(), email: uniqueEmail("offline") });
    expect(await queueOutcomeNudges(t.app.db, off, dayAfter(30))).toBe(0);
    expect(await rows()).toBe(before);
  });
});

describe.each(testDatabases.filter((d) => d.name === "postgres"))("outcome nudges on two servers on $name", (database) => {
  const clock = { now: chennai("2027-01-06T11:00:00") };
  const two = useTwoApps(database, { ...PLACEMENT_ENV, SMTP_URL: `smtp://127.0.0.1:${mailbox.port}` }, { now: () => clock.now });
  const first = {
    get app() {
      return two.apps[0];
    },
    get config() {
      return two.config;
    },
  } satisfies TestApp;
  const kit = placementKit(first, clock);
  const students: string[] = [];
  beforeAll(async () => {
    await kit.setUp();
    const batch = (await kit.newBatch({ startDate: START, duration: "2 weeks" })).id;
    for (let i = 0; i < 6; i++) students.push(await newStudent(first, kit, batch, `Twin Student ${i}`, { phone: uniquePhone(), email: uniqueEmail("twin") }));
  });

  it("queues one email per student and mark however many rounds run on both servers at once", async () => {
    const count = async (table: "placement_nudges" | "outbox") =>
      Number(
        (
          await two.apps[0].db
            .selectFrom(table)
            .select(sql<number>`count(*)`.as("n"))
            .where("enquiry_id", "in", students)
            .$if(table === "outbox", (q) => q.where(sql.ref("kind"), "=", "student_mail"))
            .executeTakeFirstOrThrow()
        ).n,
      );
    for (const day of [30, 90]) {
      clock.now = dayAfter(day);
      await Promise.all([...two.apps, ...two.apps, ...two.apps].map((app) => app.placementNudges.kick()));
    }
    expect(await count("placement_nudges")).toBe(12);
    expect(await count("outbox")).toBe(12);
  });
});
