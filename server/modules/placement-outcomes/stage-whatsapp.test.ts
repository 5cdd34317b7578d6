import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestApp } from "#server/test/app";
import { useTestApp } from "#server/test/app";
import { testDatabases } from "#server/test/databases";
import { type FakeWhatsApp, startFakeWhatsApp, withWhatsApp } from "#server/test/fake-whatsapp";
import { startMailbox } from "#server/test/mailbox";
import { bearer } from "#server/test/staff-api";
import { useTwoApps } from "#server/test/two-apps";
import { until } from "#server/test/until";
import { readMail } from "../mail";
import { PLACEMENT_ENV, chennai, placementKit } from "#server/test/placement-kit";

// A shortlist, an interview and an offer on WhatsApp (docs/decisions/095): with
// WhatsApp set up and WHATSAPP_PLACEMENT_TEMPLATE naming the approved template, a
// student with a WhatsApp number is told by that template, through the outbox,
// once per stage (also when the stage is set on two servers at once); a student
// without one is emailed as before. Meta is the local stand-in.

const META = { token: "EAAG-placement", appSecret: "placement-app-secret", phoneNumberId: "109800000095", verifyToken: "hello" };
const TEMPLATE = "placement_update";
const mailbox = await startMailbox();
let meta: FakeWhatsApp;
beforeAll(async () => {
  meta = await startFakeWhatsApp(META);
});
afterAll(() => meta.stop());

const env = () =>
  withWhatsApp(
    { ...PLACEMENT_ENV, SMTP_URL: `smtp://127.0.0.1:${mailbox.port}`, OUTBOX_POLL_MS: "25", WHATSAPP_PLACEMENT_TEMPLATE: TEMPLATE },
    META,
    () => meta,
  );

/** The placement template messages the stand-in took for this phone, as [parameters]. */
const placementMessages = (phone: string) =>
  meta.sent
    .filter((m) => m.body.template?.name === TEMPLATE && m.body.to === `91${phone}`)
    .map((m) => m.body.template!.components![0]!.parameters.map((p) => p.text));

/**
 * Until no WhatsApp message to the lead waits: a student reads our messages in the
 * order we wrote them (docs/decisions/086), so one queued while an earlier one
 * (the enquiry's acknowledgement, the last stage's) is still out waits a minute.
 */
const settled = (t: TestApp, lead: string) =>
  until("every WhatsApp message to the student sent", async () => {
    const queued = await t.app.db.selectFrom("whatsapp_messages").select("id").where("enquiry_id", "=", lead).where("status", "=", "queued").execute();
    return queued.length === 0;
  });

const phoneOf = async (t: TestApp, lead: string) =>
  (await t.app.db.selectFrom("enquiries").select("phone").where("id", "=", lead).executeTakeFirstOrThrow()).phone;

describe.each(testDatabases)("placement stages on WhatsApp on $name", (database) => {
  const clock = { now: chennai("2027-02-10T11:00:00") };
  const t = useTestApp(database, env(), false, { now: () => clock.now });
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
  /** The officer moves it a minute after the last change, as people do; the messages it queues are sent before the next. */
  const move = async (id: string, body: object, lead?: string) => {
    clock.now += 60_000;
    expect((await kit.send("PATCH", `/api/applications/${id}`, "placement", body)).statusCode).toBe(200);
    if (lead) await settled(t, lead);
  };
  const channels = async (id: string) =>
    (await t.app.db.selectFrom("placement_messages").select(["stage", "channel"]).where("application_id", "=", id).orderBy("created_at").execute()).map(
      (r) => `${r.stage}:${r.channel}`,
    );

  it("tells a student with a WhatsApp number by the template, once per stage, and does not email them", async () => {
    const lead = await kit.student(batch, "Meena Sundaram");
    const phone = await phoneOf(t, lead);
    const id = await applyAs(lead);
    await settled(t, lead);
    await move(id, { stage: "shortlisted", round: "Aptitude test" }, lead);
    await move(id, { stage: "shortlisted", round: "Group discussion" }, lead);
    await move(id, { stage: "applied" }, lead);
    await move(id, { stage: "shortlisted" }, lead);
    await move(id, { stage: "interview" }, lead);
    await move(id, { stage: "offer" }, lead);
    expect(placementMessages(phone)).toEqual([
      ["Meena", "you are shortlisted", "Java developer", "Zoho"],
      ["Meena", "you are called to an interview", "Java developer", "Zoho"],
      ["Meena", "you have an offer", "Java developer", "Zoho"],
    ]);
    expect(await channels(id)).toEqual(["shortlisted:whatsapp", "interview:whatsapp", "offer:whatsapp"]);
    // The conversation staff read holds them; sent, each is a line on the timeline.
    const texts = async () => (await t.app.db.selectFrom("enquiry_activities").select("text").where("enquiry_id", "=", lead).execute()).map((a) => a.text);
    await until("the sent lines", async () => (await texts()).filter((x) => x.startsWith(`Automatic WhatsApp sent: Template ${TEMPLATE}`)).length === 3);
    const email = (await t.app.db.selectFrom("enquiries").select("email").where("id", "=", lead).executeTakeFirstOrThrow()).email;
    expect(mailbox.received.map(readMail).filter((m) => (m.headers.to ?? "").includes(email))).toEqual([]);
  });

  it("emails a student with no WhatsApp number, as before", async () => {
    const lead = await kit.student(batch, "Nandini Email");
    await t.app.db.updateTable("enquiries").set({ phone: "" }).where("id", "=", lead).execute();
    const id = await applyAs(lead);
    await move(id, { stage: "shortlisted" });
    const email = (await t.app.db.selectFrom("enquiries").select("email").where("id", "=", lead).executeTakeFirstOrThrow()).email;
    await until("the email", () => mailbox.received.map(readMail).some((m) => (m.headers.to ?? "").includes(email)));
    expect(await channels(id)).toEqual(["shortlisted:email"]);
  });
});

// Several servers share PostgreSQL only (docs/deploy.md, section 9).
describe.each(testDatabases.filter((d) => d.name === "postgres"))("a stage's WhatsApp message on two servers on $name", (database) => {
  const clock = { now: chennai("2027-02-10T11:00:00") };
  const two = useTwoApps(database, env(), { now: () => clock.now });
  const first = {
    get app() {
      return two.apps[0];
    },
    get config() {
      return two.config;
    },
  } satisfies TestApp;
  const kit = placementKit(first, clock);
  beforeAll(() => kit.setUp());

  it("sends one template message when the stage is set on both servers at once", async () => {
    const batch = (await kit.newBatch({ startDate: "2027-01-04", duration: "2 weeks" })).id;
    const drive = await kit.drive(await kit.employer("Infosys"), { role: "Support engineer" });
    const lead = await kit.student(batch, "Oviya Once");
    const phone = await phoneOf(first, lead);
    const applied = await first.app.inject({ method: "POST", url: `/api/student/drives/${drive}/apply`, headers: bearer(await kit.studentToken(lead)) });
    const id = applied.json().data._id as string;
    await settled(first, lead);
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        two.apps[i % 2].inject({
          method: "PATCH",
          url: `/api/applications/${id}`,
          headers: bearer(kit.tokens.placement),
          payload: { stage: "offer", round: `R${i}` },
        }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    await settled(first, lead);
    const queued = await two.apps[0].db
      .selectFrom("whatsapp_messages")
      .select("body")
      .where("enquiry_id", "=", lead)
      .where("body", "like", `%${TEMPLATE}%`)
      .execute();
    expect(queued).toHaveLength(1);
    expect(placementMessages(phone)).toEqual([["Oviya", "you have an offer", "Support engineer", "Infosys"]]);
  });
});
