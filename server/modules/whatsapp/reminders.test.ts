import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AUTOMATION_MESSAGES, type Automation, type AutomationSettings } from "#contracts/whatsapp";
import { STALE_EDIT_MESSAGE } from "#contracts/revision";
import { addDays, instituteDay } from "#contracts/institute-time";
import { useTestApp } from "#server/test/app";
import { testDatabases } from "#server/test/databases";
import { type FakeWhatsApp, deliverTo, startFakeWhatsApp, withWhatsApp } from "#server/test/fake-whatsapp";
import { newVisitor } from "#server/test/visitors";
import { ADMIN_ENV, bearer, randomAddress, signIn } from "#server/test/staff-api";
import { type FakeRazorpay, startFakeRazorpay } from "#server/test/fake-razorpay";
import { inQuietHours } from "./reminders";

// The automatic WhatsApp messages staff switch on (docs/decisions/064): demo and
// fee reminders queued once at their moment, never in the quiet hours, never to a
// student who wrote STOP; through the real API and the real scheduler on both
// databases, the server's clock driven by the test, against local stand-ins for
// Meta's Cloud API and Razorpay.

const META = { token: "EAAG-reminders", appSecret: "reminder-app-secret", phoneNumberId: "109800000001", verifyToken: "hello" };
const RZP = { keyId: "rzp_test_reminders", keySecret: "rzp-secret", webhookSecret: "rzp-webhook-secret" };
/** A Chennai wall-clock time on a day: "2027-01-12", "10:00". */
const chennai = (day: string, time: string) => Date.parse(`${day}T${time}:00+05:30`);

let meta: FakeWhatsApp;
let razorpay: FakeRazorpay;
beforeAll(async () => {
  meta = await startFakeWhatsApp(META);
  razorpay = await startFakeRazorpay(RZP);
});
afterAll(async () => {
  await meta.stop();
  await razorpay.stop();
});

it("knows the quiet hours: 21:00 to 08:00 Chennai time", () => {
  expect([chennai("2027-01-12", "20:59"), chennai("2027-01-12", "08:00")].map(inQuietHours)).toEqual([false, false]);
  expect([chennai("2027-01-12", "21:00"), chennai("2027-01-13", "02:30"), chennai("2027-01-13", "07:59")].map(inQuietHours)).toEqual([true, true, true]);
});

describe.each(testDatabases)("automatic WhatsApp reminders on $name", (database) => {
  const clock = { now: Date.now() };
  const env = withWhatsApp(
    {
      ...ADMIN_ENV,
      OUTBOX_POLL_MS: "25",
      OUTBOX_RETRY_BASE_MS: "15",
      ENQUIRY_RATE_LIMIT_PER_MINUTE: "100000",
      RAZORPAY_KEY_ID: RZP.keyId,
      RAZORPAY_KEY_SECRET: RZP.keySecret,
      RAZORPAY_WEBHOOK_SECRET: RZP.webhookSecret,
      get RAZORPAY_API_BASE() {
        return razorpay.url;
      },
    },
    META,
    () => meta,
  );
  const t = useTestApp(database, env, false, { now: () => clock.now });
  let admin: string;
  beforeAll(async () => {
    admin = await signIn(t.app);
  });

  const settings = async () =>
    (await t.app.inject({ method: "GET", url: "/api/whatsapp/automations", headers: bearer(admin) })).json().data as AutomationSettings;
  const save = (revision: number, automations: Automation[]) =>
    t.app.inject({ method: "PUT", url: "/api/whatsapp/automations", headers: bearer(admin), payload: { revision, automations } });
  const templatesTo = (phone: string) => meta.sent.filter((m) => m.body.to === `91${phone}`).map((m) => m.body.template!);
  const paramsOf = (template: { components?: { parameters: { text: string }[] }[] }) => template.components?.[0]?.parameters.map((p) => p.text);
  /** One scheduler round at the driven time, then the outbox sends what it queued. */
  const roundAt = async (at: number) => {
    clock.now = at;
    await t.app.whatsappReminders.kick();
    await t.app.outbox.kick();
  };
  const newLead = async (name: string) => {
    clock.now = Date.now();
    const visitor = newVisitor({ form: "contact", name, phone: "", email: "", message: "Details please" });
    const res = await t.app.inject({ method: "POST", url: "/api/enquiries", payload: visitor, remoteAddress: randomAddress() });
    expect(res.statusCode, res.body).toBe(201);
    // The acknowledgement went first; the reminders are what follows.
    await expect.poll(() => templatesTo(visitor.phone).length).toBe(1);
    return { id: res.json().id as string, phone: visitor.phone };
  };

  it("starts with the acknowledgement on and every reminder off, and refuses a reminder switched on without a template", async () => {
    const current = await settings();
    expect(current.automations.map((a) => [a.kind, a.enabled, a.template])).toEqual([
      ["acknowledgement", true, "enquiry_received"],
      ["demo_day_before", false, null],
      ["demo_two_hours", false, null],
      ["fee_three_days", false, null],
      ["fee_due_today", false, null],
      ["fee_overdue", false, null],
    ]);
    expect(current.quietHours).toEqual({ from: "21:00", to: "08:00" });
    const bad = await save(
      current.revision,
      current.automations.map((a) => (a.kind === "demo_day_before" ? { ...a, enabled: true } : a)),
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain(AUTOMATION_MESSAGES.templateNeeded);
  });

  it("saves the reminders' templates, and refuses a save made on an older revision", async () => {
    const current = await settings();
    const names: Record<string, string> = {
      demo_day_before: "demo_tomorrow",
      demo_two_hours: "demo_soon",
      fee_three_days: "fee_due_soon",
      fee_due_today: "fee_due_today",
      fee_overdue: "fee_overdue",
    };
    const on = current.automations.map((a) => (names[a.kind] ? { ...a, enabled: true, template: names[a.kind]! } : a));
    const res = await save(current.revision, on);
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json().data as AutomationSettings).revision).toBe(current.revision + 1);
    const stale = await save(current.revision, on);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(STALE_EDIT_MESSAGE);
  });

  it("reminds of a demo class the day before and two hours before, once each, with the time, address and directions", async () => {
    const lead = await newLead("Lakshmi Narayanan");
    const day = addDays(instituteDay(Date.now()), 4);
    const demoAt = new Date(chennai(day, "11:00")).toISOString();
    const booked = await t.app.inject({
      method: "PATCH",
      url: `/api/enquiries/${lead.id}`,
      headers: bearer(admin),
      payload: { status: "demo_scheduled", followUpAt: demoAt },
    });
    expect(booked.statusCode, booked.body).toBe(200);

    await roundAt(chennai(addDays(day, -2), "11:00")); // two days ahead: nothing yet
    await roundAt(chennai(addDays(day, -1), "10:00"));
    await roundAt(chennai(addDays(day, -1), "10:05")); // the next round finds it queued
    await expect.poll(() => templatesTo(lead.phone).map((tpl) => tpl.name)).toEqual(["enquiry_received", "demo_tomorrow"]);
    const [, tomorrow] = templatesTo(lead.phone);
    expect(paramsOf(tomorrow!)).toEqual([
      "Lakshmi",
      "our course",
      expect.stringMatching(/, 11:00 am$/),
      expect.stringContaining(","),
      expect.stringMatching(/^https:\/\//),
    ]);

    await roundAt(chennai(day, "09:30"));
    await roundAt(chennai(day, "10:00"));
    await expect.poll(() => templatesTo(lead.phone).map((tpl) => tpl.name)).toEqual(["enquiry_received", "demo_tomorrow", "demo_soon"]);
  });

  it("sends nothing automatic in the quiet hours, nor to a student who wrote STOP", async () => {
    const early = await newLead("Nila Murugan");
    const day = addDays(instituteDay(Date.now()), 5);
    // A 7:30 am demo: its two-hours window (5:30 to 7:00) lies wholly in the quiet hours.
    await t.app.inject({
      method: "PATCH",
      url: `/api/enquiries/${early.id}`,
      headers: bearer(admin),
      payload: { status: "demo_scheduled", followUpAt: new Date(chennai(day, "07:30")).toISOString() },
    });
    await roundAt(chennai(day, "06:00"));
    await roundAt(chennai(day, "06:55"));

    const stopped = await newLead("Ravi Shankar");
    const stop = meta.incoming(`91${stopped.phone}`, "Stop");
    expect((await deliverTo(t.app, stop)).statusCode).toBe(200);
    await t.app.inject({
      method: "PATCH",
      url: `/api/enquiries/${stopped.id}`,
      headers: bearer(admin),
      payload: { status: "demo_scheduled", followUpAt: new Date(chennai(day, "12:00")).toISOString() },
    });
    await roundAt(chennai(addDays(day, -1), "12:00"));
    await roundAt(chennai(day, "10:30"));

    expect(templatesTo(early.phone).map((tpl) => tpl.name)).toEqual(["enquiry_received"]);
    expect(templatesTo(stopped.phone).map((tpl) => tpl.name)).toEqual(["enquiry_received"]);
  });

  it("reminds of an instalment three days before, on the day and the day after, with what is left to pay and its link", async () => {
    const lead = await newLead("Sathya Priya");
    const due = addDays(instituteDay(Date.now()), 10);
    const asked = await t.app.inject({
      method: "POST",
      url: `/api/enquiries/${lead.id}/payments`,
      headers: bearer(admin),
      payload: { description: "Tally course fee", instalments: [{ amountInr: 5000, dueDate: due }] },
    });
    expect(asked.statusCode, asked.body).toBe(201);
    const link = [...razorpay.links.values()].find((l) => (l.request.notes as Record<string, string>).enquiry_id === lead.id)!;

    await roundAt(chennai(addDays(due, -4), "10:00"));
    await roundAt(chennai(addDays(due, -3), "10:00"));
    await roundAt(chennai(due, "10:00"));
    await roundAt(chennai(due, "15:00"));
    await roundAt(chennai(addDays(due, 1), "10:00"));
    await roundAt(chennai(addDays(due, 2), "10:00"));
    await expect.poll(() => templatesTo(lead.phone).map((tpl) => tpl.name)).toEqual(["enquiry_received", "fee_due_soon", "fee_due_today", "fee_overdue"]);
    const params = paramsOf(templatesTo(lead.phone)[1]!);
    expect(params).toEqual(["Sathya", "Tally course fee", "₹5,000", expect.stringMatching(/^\d{1,2} [A-Z][a-z]{2} \d{4}$/), `${razorpay.url}/l/${link.id}`]);
  });
});
