import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { EnquiryDetail } from "#contracts/enquiry-inbox";
import { useTestApp } from "#server/test/app";
import { testDatabases } from "#server/test/databases";
import { type FakeWhatsApp, startFakeWhatsApp, withWhatsApp } from "#server/test/fake-whatsapp";
import { newVisitor } from "#server/test/visitors";
import { ADMIN_ENV, bearer, newStaff, randomAddress, signIn } from "#server/test/staff-api";
import { PIPELINE_MESSAGES } from "../leads";

// WhatsApp on a lead follows the rule of notes and status (docs/decisions/084): a
// counsellor writes to the student of their own or an unassigned lead; a
// colleague's lead is refused with 403 naming its owner, and Meta (the local
// stand-in) receives nothing. The same for the click-to-chat log.

const META = { token: "EAAG-own-lead-token", appSecret: "own-lead-secret", phoneNumberId: "109870000084", verifyToken: "own-lead-word" };
const FAST_OUTBOX = { OUTBOX_POLL_MS: "25", OUTBOX_RETRY_BASE_MS: "15", OUTBOX_RETRY_MAX_MS: "60", OUTBOX_TIMEOUT_MS: "2000" };

let meta: FakeWhatsApp;
beforeAll(async () => {
  meta = await startFakeWhatsApp(META);
});
afterAll(() => meta.stop());

describe.each(testDatabases)("WhatsApp on a colleague's lead, on $name", (database) => {
  const env = withWhatsApp({ ...ADMIN_ENV, ...FAST_OUTBOX, ENQUIRY_RATE_LIMIT_PER_MINUTE: "100000" }, META, () => meta);
  const t = useTestApp(database, env);
  let admin: string;
  beforeAll(async () => {
    admin = await signIn(t.app);
  });

  const send = (method: "GET" | "POST" | "PATCH", url: string, token: string, payload?: object) =>
    t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
  const template = (id: string, name: string, token: string) => send("POST", `/api/enquiries/${id}/whatsapp`, token, { template: name, params: ["Student"] });
  const clickToChat = (id: string, text: string, token: string) => send("POST", `/api/enquiries/${id}/activities`, token, { kind: "whatsapp", text });
  const detail = async (id: string) => (await send("GET", `/api/enquiries/${id}`, admin)).json().data as EnquiryDetail;
  const templatesSentTo = (phone: string) => meta.sent.filter((m) => m.body.to === `91${phone}`).map((m) => m.body.template?.name ?? m.body.text?.body);
  const staffMessages = async (id: string) =>
    (await t.app.db.selectFrom("whatsapp_messages").select("id").where("enquiry_id", "=", id).where("automatic", "=", 0).execute()).length;

  /** A new lead whose acknowledgement Meta has received, owned by `ownerId` (null: unassigned). */
  async function leadOf(ownerId: string | null) {
    const visitor = newVisitor({ form: "contact", name: "Revathi Own", phone: "", email: "", message: "Fees for Java?" });
    const res = await t.app.inject({ method: "POST", url: "/api/enquiries", payload: visitor, remoteAddress: randomAddress() });
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().id as string;
    await expect.poll(() => templatesSentTo(visitor.phone)).toEqual(["enquiry_received"]);
    const assigned = await send("PATCH", `/api/enquiries/${id}`, admin, { ownerId });
    expect(assigned.statusCode, assigned.body).toBe(200);
    return { id, phone: visitor.phone };
  }

  it("refuses a counsellor's message and click-to-chat log on a colleague's lead (403 naming the owner); nothing reaches Meta or the timeline", async () => {
    const [asha, bala] = [await newStaff(t.app, admin, "counsellor"), await newStaff(t.app, admin, "counsellor")];
    const lead = await leadOf(bala.id);
    const timelineBefore = (await detail(lead.id)).timeline;

    const refused = await template(lead.id, "fee_details", asha.token);
    expect(refused.statusCode, refused.body).toBe(403);
    expect(refused.json()).toEqual({ success: false, message: PIPELINE_MESSAGES.notYours(bala.username) });
    const logged = await clickToChat(lead.id, "Sent the fee details on WhatsApp", asha.token);
    expect(logged.statusCode, logged.body).toBe(403);
    expect(logged.json().message).toBe(PIPELINE_MESSAGES.notYours(bala.username));
    expect(await staffMessages(lead.id)).toBe(0);
    const after = await detail(lead.id);
    expect(after.timeline).toEqual(timelineBefore);
    expect(after.owner?.username).toBe(bala.username);

    // The owner's own message goes out; the refused one never follows it.
    expect((await template(lead.id, "follow_up_after_enquiry", bala.token)).statusCode).toBe(201);
    expect((await clickToChat(lead.id, "Called back on WhatsApp", bala.token)).statusCode).toBe(201);
    await expect.poll(() => templatesSentTo(lead.phone)).toEqual(["enquiry_received", "follow_up_after_enquiry"]);
    expect(await staffMessages(lead.id)).toBe(1);

    // An admin writes on any lead.
    expect((await template(lead.id, "course_details", admin)).statusCode).toBe(201);
    expect((await clickToChat(lead.id, "Admin followed up", admin)).statusCode).toBe(201);
    await expect.poll(() => templatesSentTo(lead.phone)).toEqual(["enquiry_received", "follow_up_after_enquiry", "course_details"]);
  });

  it("lets a counsellor write on an unassigned lead", async () => {
    const asha = await newStaff(t.app, admin, "counsellor");
    const lead = await leadOf(null);
    const sent = await template(lead.id, "follow_up_after_enquiry", asha.token);
    expect(sent.statusCode, sent.body).toBe(201);
    await expect.poll(() => templatesSentTo(lead.phone)).toEqual(["enquiry_received", "follow_up_after_enquiry"]);
    // Logging it takes the lead, as a note does.
    expect((await clickToChat(lead.id, "Wrote on WhatsApp", asha.token)).statusCode).toBe(201);
    expect((await detail(lead.id)).owner?.username).toBe(asha.username);
  });
});
