import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { WhatsAppHealth } from "#contracts/whatsapp";
import { useTestApp } from "#server/test/app";
import { testDatabases } from "#server/test/databases";
import { backOffOver } from "#server/test/jobs";
import { type FakeWhatsApp, type SignedDelivery, deliverTo, startFakeWhatsApp, withWhatsApp } from "#server/test/fake-whatsapp";
import { uniqueEmail, uniquePhone } from "#server/test/visitors";
import { ADMIN_ENV, bearer, randomAddress, signIn } from "#server/test/staff-api";

// Facebook and Instagram lead ads (docs/decisions/064): Meta's `leadgen` events on
// the WhatsApp webhook become enquiries like any other (dedupe, assignment, the
// WhatsApp acknowledgement), once each; a lead that cannot be read is shown to the
// admin with Meta's reason and read again later. Through the real API on both
// databases against a local stand-in for the Graph API.

const META = { token: "EAAG-wa", appSecret: "lead-ads-app-secret", phoneNumberId: "109800000002", verifyToken: "hi", pageToken: "EAAG-page-token" };

let meta: FakeWhatsApp;
beforeAll(async () => {
  meta = await startFakeWhatsApp(META);
});
afterAll(() => meta.stop());

let leadgenIds = 900_000;
const newLeadgenId = () => String(++leadgenIds * 1000 + process.pid);
const fields = (name: string, phone: string, email: string, extra: Record<string, string> = {}) => ({
  created_time: new Date().toISOString(),
  platform: "ig",
  campaign_name: "Java Nov batch",
  field_data: [
    { name: "full_name", values: [name] },
    { name: "phone_number", values: [phone] },
    { name: "email", values: [email] },
    ...Object.entries(extra).map(([k, v]) => ({ name: k, values: [v] })),
  ],
});

describe.each(testDatabases)("lead ads on $name", (database) => {
  const clock = { now: Date.now() };
  const env = withWhatsApp(
    {
      ...ADMIN_ENV,
      OUTBOX_POLL_MS: "25",
      META_PAGE_TOKEN: META.pageToken,
    },
    META,
    () => meta,
  );
  const t = useTestApp(database, env, false, { now: () => clock.now });
  let admin: string;
  beforeAll(async () => {
    admin = await signIn(t.app);
  });

  const deliver = (d: SignedDelivery) => deliverTo(t.app, d);
  const row = (id: string) => t.app.db.selectFrom("meta_leads").selectAll().where("id", "=", id).executeTakeFirst();
  const leadsWithPhone = (phone: string) => t.app.db.selectFrom("enquiries").selectAll().where("phone", "=", phone).execute();

  it("stores a lead-ads lead as an enquiry once, with the ad as its source, and acknowledges it on WhatsApp", async () => {
    const id = newLeadgenId();
    const phone = uniquePhone();
    meta.leads.set(id, fields("Vignesh Kumar", `+91${phone}`, uniqueEmail("vignesh"), { which_course_are_you_interested_in: "Java" }));
    expect((await deliver(meta.leadgen(id))).statusCode).toBe(200);
    expect((await deliver(meta.leadgen(id))).statusCode).toBe(200);
    await expect.poll(async () => (await row(id))?.status).toBe("stored");
    const [lead, ...more] = await leadsWithPhone(phone);
    expect(more).toHaveLength(0);
    expect(lead).toMatchObject({ name: "Vignesh Kumar", utm_source: "instagram", utm_medium: "lead_ad", status: "new" });
    expect(lead!.message).toContain("which course are you interested in: Java");
    expect((await row(id))!.enquiry_id).toBe(lead!.id);
    expect(meta.leadReads.get(id)).toBe(1);
    await expect.poll(() => meta.sent.filter((m) => m.body.to === `91${phone}`).map((m) => m.body.template?.name)).toEqual(["enquiry_received"]);
  });

  it("joins a lead-ads lead from a known number to that student's lead", async () => {
    const phone = uniquePhone();
    const email = uniqueEmail("known");
    const site = await t.app.inject({
      method: "POST",
      url: "/api/enquiries",
      payload: { form: "contact", name: "Harini Bala", phone, email, message: "Fees?" },
      remoteAddress: randomAddress(),
    });
    expect(site.statusCode).toBe(201);
    const id = newLeadgenId();
    meta.leads.set(id, fields("Harini B", phone, email));
    expect((await deliver(meta.leadgen(id))).statusCode).toBe(200);
    await expect.poll(async () => (await row(id))?.status).toBe("stored");
    expect(await leadsWithPhone(phone)).toHaveLength(1);
  });

  it("shows the admin why a lead could not be read, and reads it again later", async () => {
    const id = newLeadgenId();
    const phone = uniquePhone();
    meta.leads.set(id, fields("Deepa Raj", phone, uniqueEmail("deepa")));
    meta.leadError = { status: 401, message: "Error validating access token: Session has expired" };
    try {
      expect((await deliver(meta.leadgen(id))).statusCode).toBe(200);
      await expect.poll(async () => (await row(id))?.last_error ?? null).toBe("Meta answered 401: Error validating access token: Session has expired");
      const health = (await t.app.inject({ method: "GET", url: "/api/whatsapp/health", headers: bearer(admin) })).json().data as WhatsAppHealth;
      expect(health.leadAds).toContainEqual(
        expect.objectContaining({ leadgenId: id, status: "pending", error: expect.stringContaining("Session has expired") }),
      );
    } finally {
      meta.leadError = null;
    }
    // Back-off: read again once its time comes.
    await backOffOver(t.app, "leadgen");
    await expect.poll(async () => (await row(id))?.status).toBe("stored");
    expect(await leadsWithPhone(phone)).toHaveLength(1);
  });

  it("marks a lead without a usable phone number failed, saying so", async () => {
    const id = newLeadgenId();
    meta.leads.set(id, fields("No Phone", "call me", uniqueEmail("nophone")));
    expect((await deliver(meta.leadgen(id))).statusCode).toBe(200);
    await expect.poll(async () => (await row(id))?.status).toBe("failed");
    expect((await row(id))!.last_error).toContain("phone");
  });

  it("refuses a forged lead-ads delivery and takes nothing in", async () => {
    const id = newLeadgenId();
    const forged = meta.signed(JSON.parse(meta.leadgen(id).body), "someone-else");
    expect((await deliver(forged)).statusCode).toBe(401);
    expect(await row(id)).toBeUndefined();
  });
});

describe.each(testDatabases)("lead ads not set up on $name", (database) => {
  const t = useTestApp(database, {
    ...ADMIN_ENV,
    WHATSAPP_TOKEN: META.token,
    WHATSAPP_PHONE_NUMBER_ID: META.phoneNumberId,
    WHATSAPP_APP_SECRET: META.appSecret,
    WHATSAPP_VERIFY_TOKEN: META.verifyToken,
  });

  it("answers a lead-ads delivery 404 naming the setting to add, and stores nothing", async () => {
    const id = newLeadgenId();
    const d = meta.leadgen(id);
    const res = await t.app.inject({ method: "POST", url: "/api/whatsapp/webhook", payload: d.body, headers: d.headers });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe("Facebook and Instagram lead ads are not set up: set META_PAGE_TOKEN.");
    expect(await t.app.db.selectFrom("meta_leads").select("id").execute()).toHaveLength(0);
  });
});
