import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LeadWhatsApp } from "#contracts/whatsapp";
import { useTestApp } from "#server/test/app";
import { testDatabases } from "#server/test/databases";
import { backOffOver } from "#server/test/jobs";
import { type FakeWhatsApp, deliverTo, startFakeWhatsApp, withWhatsApp } from "#server/test/fake-whatsapp";
import { uniquePhone } from "#server/test/visitors";
import { ADMIN_ENV, bearer, newStaff, signIn } from "#server/test/staff-api";

// A student's photos and documents on WhatsApp (docs/decisions/066): the webhook
// answers at once, a worker fetches each file from the Cloud API (retried, once),
// checks it by its bytes and size, and stores it for staff only; through the real
// API on both databases against a local stand-in that serves media as Meta does.

const META = { token: "EAAG-media", appSecret: "media-app-secret", phoneNumberId: "109800000067", verifyToken: "media" };

let meta: FakeWhatsApp;
let png: Buffer;
const pdf = Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n");
beforeAll(async () => {
  meta = await startFakeWhatsApp(META);
  png = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#0a7" } })
    .png()
    .toBuffer();
});
afterAll(() => meta.stop());

describe.each(testDatabases)("WhatsApp photos and documents on $name", (database) => {
  const clock = { now: Date.now() };
  // 4 kB at most, so "too big" needs no large fixture.
  const env = withWhatsApp({ ...ADMIN_ENV, OUTBOX_POLL_MS: "25", WHATSAPP_MEDIA_MAX_MB: String(4 / 1024) }, META, () => meta);
  const t = useTestApp(database, env, false, { now: () => clock.now });
  let admin: string;
  beforeAll(async () => {
    admin = await signIn(t.app);
  });

  /** Meta's delivery, taken by the jobs runner with the fetch it queues (docs/decisions/085). */
  const deliver = (d: { body: string; headers: Record<string, string> }) => deliverTo(t.app, d);
  const leadOf = async (phone: string) => (await t.app.db.selectFrom("enquiries").select("id").where("phone", "=", phone).executeTakeFirstOrThrow()).id;
  const messages = async (id: string) =>
    ((await t.app.inject({ method: "GET", url: `/api/enquiries/${id}/whatsapp`, headers: bearer(admin) })).json().data as LeadWhatsApp).messages;
  const mediaOf = async (id: string) => (await messages(id))[0]!.media;
  const file = (url: string, token?: string) => t.app.inject({ method: "GET", url, headers: token ? bearer(token) : {} });
  const media = (data: Buffer, mime: string) => {
    const id = `media-${crypto.randomUUID()}`;
    meta.media.set(id, { data, mime });
    return id;
  };

  it("fetches a photo after answering the webhook, stores it once, and serves it to staff only", async () => {
    clock.now = Date.now();
    const phone = uniquePhone();
    const id = media(png, "image/jpeg"); // The sender's type is not believed: the bytes say PNG.
    const delivery = meta.incomingMedia(`91${phone}`, "image", id, { caption: "My marksheet" });
    const res = await deliver(delivery);
    expect(res.statusCode).toBe(200);
    const lead = await leadOf(phone);
    await expect.poll(async () => (await mediaOf(lead))?.status).toBe("stored");
    const stored = (await mediaOf(lead))!;
    expect(stored).toMatchObject({ mime: "image/png", bytes: png.length, error: null });
    expect((await messages(lead))[0]!.text).toBe("[Photo] My marksheet");

    const got = await file(stored.url!, admin);
    expect(got.statusCode).toBe(200);
    expect(got.headers["content-type"]).toBe("image/png");
    expect(got.headers["cache-control"]).toBe("private, no-store");
    expect(got.rawPayload.equals(png)).toBe(true);
    // Staff who work leads only; and the file belongs to its lead.
    expect((await file(stored.url!)).statusCode).toBe(401);
    const editor = await newStaff(t.app, admin, "editor");
    expect((await file(stored.url!, editor.token)).statusCode).toBe(403);
    const counsellor = await newStaff(t.app, admin, "counsellor");
    expect((await file(stored.url!, counsellor.token)).statusCode).toBe(200);
    expect((await file(stored.url!.replace(lead, "another-lead"), admin)).statusCode).toBe(404);

    // Meta delivers the webhook again, and the runner runs again: one message, one download.
    expect((await deliver(delivery)).statusCode).toBe(200);
    await t.app.jobs.kick();
    expect(await messages(lead)).toHaveLength(1);
    expect(meta.mediaDownloads.get(id)).toBe(1);
  });

  it("tries again after the Cloud API failed, and keeps a document's name", async () => {
    clock.now = Date.now();
    const phone = uniquePhone();
    const id = media(pdf, "application/pdf");
    meta.failMediaNext(1);
    expect((await deliver(meta.incomingMedia(`91${phone}`, "document", id, { filename: "Aadhaar card.pdf" }))).statusCode).toBe(200);
    const lead = await leadOf(phone);
    await expect
      .poll(async () => (await mediaOf(lead))?.error ?? null)
      .toBe("WhatsApp refused the file (500, code 2): An unexpected error has occurred. Please retry your request later.");
    expect((await mediaOf(lead))!.status).toBe("pending");
    // The back-off has passed.
    await backOffOver(t.app, "whatsapp-media");
    await expect.poll(async () => (await mediaOf(lead))?.status).toBe("stored");
    const stored = (await mediaOf(lead))!;
    expect(stored).toMatchObject({ filename: "Aadhaar card.pdf", mime: "application/pdf", error: null });
    const got = await file(stored.url!, admin);
    expect(got.headers["content-disposition"]).toBe(`attachment; filename*=UTF-8''${encodeURIComponent("Aadhaar card.pdf")}`);
    expect(got.rawPayload.equals(pdf)).toBe(true);
  });

  it("does not keep a file that is too big or not what it claims, and says why", async () => {
    clock.now = Date.now();
    const big = uniquePhone();
    const bigId = media(Buffer.concat([pdf, Buffer.alloc(8 * 1024, 32)]), "application/pdf");
    expect((await deliver(meta.incomingMedia(`91${big}`, "document", bigId, { filename: "notes.pdf" }))).statusCode).toBe(200);
    const bigLead = await leadOf(big);
    await expect.poll(async () => (await mediaOf(bigLead))?.status).toBe("failed");
    expect((await mediaOf(bigLead))!.error).toBe("The file is 9 kB, larger than 4 kB (WHATSAPP_MEDIA_MAX_MB), so it was not stored: open WhatsApp to see it");
    expect(meta.mediaDownloads.get(bigId)).toBeUndefined();

    const odd = uniquePhone();
    const oddId = media(Buffer.from("<html><script>alert(1)</script></html>"), "image/jpeg");
    expect((await deliver(meta.incomingMedia(`91${odd}`, "image", oddId))).statusCode).toBe(200);
    const oddLead = await leadOf(odd);
    await expect.poll(async () => (await mediaOf(oddLead))?.status).toBe("failed");
    expect((await mediaOf(oddLead))!).toMatchObject({
      url: null,
      error: "The file is of a kind we do not keep, so it was not stored: open WhatsApp to see it",
    });
    expect(await t.app.db.selectFrom("whatsapp_media").select("message_id").where("mime", "like", "%html%").execute()).toEqual([]);
  });
});
