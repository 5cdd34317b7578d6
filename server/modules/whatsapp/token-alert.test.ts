import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { type LeadWhatsApp, REFUSAL_WORDS, type WhatsAppHealth } from "#contracts/whatsapp";
import { testDatabases } from "#server/test/databases";
import { type FakeWhatsApp, startFakeWhatsApp, withWhatsApp } from "#server/test/fake-whatsapp";
import { startMailbox } from "#server/test/mailbox";
import { useTwoApps } from "#server/test/two-apps";
import { newVisitor } from "#server/test/visitors";
import { ADMIN_ENV, bearer, randomAddress, signIn } from "#server/test/staff-api";
import { readMail } from "../mail";

// A WhatsApp access token Meta refuses (docs/decisions/086), on two servers
// sharing one database as an institute runs them: every send fails with 401 and
// code 190, the health card turns red, the admins get one email however many
// messages fail on however many servers, and one more only after the token worked
// and broke again. Meta and the mail server are local stand-ins.

const META = { token: "EAAG-token-that-expires", appSecret: "token-app-secret", phoneNumberId: "109800000190", verifyToken: "token" };
const ADMIN_EMAIL = "principal@chennaitech.example";

const { received, port: smtpPort } = await startMailbox();
const alerts = () => received.map(readMail).filter((m) => (m.headers.to ?? "").includes(ADMIN_EMAIL));

let meta: FakeWhatsApp;
beforeAll(async () => {
  meta = await startFakeWhatsApp(META);
});
afterAll(() => meta.stop());

// Must happen once across servers: proven on PostgreSQL, where two servers really share a database.
describe.each(testDatabases.filter((d) => d.name === "postgres"))("a refused WhatsApp token on two servers ($name)", (database) => {
  const clock = { now: Date.now() };
  const env = withWhatsApp(
    {
      ...ADMIN_ENV,
      ADMIN_EMAIL,
      OUTBOX_POLL_MS: "25",
      OUTBOX_RETRY_BASE_MS: "50",
      OUTBOX_RETRY_MAX_MS: "200",
      OUTBOX_TIMEOUT_MS: "2000",
      ENQUIRY_RATE_LIMIT_PER_MINUTE: "100000",
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      MAIL_FROM: "Chennai Tech Academy <hello@chennaitech.example>",
    },
    META,
    () => meta,
  );
  const t = useTwoApps(database, env, { now: () => clock.now });
  const tokens: string[] = [];
  beforeAll(async () => {
    for (const app of t.apps) tokens.push(await signIn(app));
  });
  afterAll(() => void (meta.tokenExpired = false));

  const health = async (i: number) => {
    const res = await t.apps[i]!.inject({ method: "GET", url: "/api/whatsapp/health", headers: bearer(tokens[i]!) });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as WhatsAppHealth;
  };
  const conversation = async (app: FastifyInstance, token: string, id: string) =>
    (await app.inject({ method: "GET", url: `/api/enquiries/${id}/whatsapp`, headers: bearer(token) })).json().data as LeadWhatsApp;
  const enquire = async (i: number) => {
    const visitor = newVisitor({ form: "contact", name: `Token Student ${i}`, phone: "", email: "", message: "Fees?" });
    const res = await t.apps[i % 2]!.inject({ method: "POST", url: "/api/enquiries", payload: visitor, remoteAddress: randomAddress() });
    expect(res.statusCode, res.body).toBe(201);
    return { phone: visitor.phone, id: res.json().id as string };
  };
  const refusedTries = (phone: string) => meta.attempts.filter((a) => a.to === `91${phone}` && a.code === 190).length;
  const sentTo = (phone: string) => meta.sent.filter((m) => m.body.to === `91${phone}`);

  it("turns the health card red and emails the admins once per breakage, however many messages and servers fail", async () => {
    meta.tokenExpired = true;
    const students = await Promise.all([0, 1, 2, 3, 4, 5].map(enquire));
    // Every acknowledgement refused, and tried again after the back-off, on both servers.
    await expect.poll(() => students.every((s) => refusedTries(s.phone) >= 3), { timeout: 20_000 }).toBe(true);
    for (const i of [0, 1]) {
      const card = await health(i);
      expect(card.token).toMatchObject({ since: expect.any(String), adminsEmailedAt: expect.any(String) });
      expect(card.token!.error).toContain("190");
    }
    await expect.poll(() => alerts().length).toBe(1);
    const [alert] = alerts();
    expect(alert!.subject).toBe("WhatsApp has stopped sending: Meta refused the access token");
    expect(alert!.text).toContain("WHATSAPP_TOKEN");
    expect(alert!.text).not.toContain(META.token);
    // On the lead: still waiting, in plain words.
    const waiting = (await conversation(t.apps[1], tokens[1]!, students[0]!.id)).messages[0]!;
    expect(waiting).toMatchObject({ status: "queued", refusal: "token" });
    expect(waiting.error!.startsWith(REFUSAL_WORDS.token)).toBe(true);

    // The token works again: the waiting messages go, the card is green, no more email.
    meta.tokenExpired = false;
    await expect.poll(() => students.every((s) => sentTo(s.phone).length === 1), { timeout: 20_000 }).toBe(true);
    expect((await health(0)).token).toBeNull();
    expect((await health(1)).token).toBeNull();
    expect(alerts()).toHaveLength(1);

    // And breaks again: one more email.
    meta.tokenExpired = true;
    const later = await Promise.all([6, 7].map(enquire));
    await expect.poll(() => later.every((s) => refusedTries(s.phone) >= 2), { timeout: 20_000 }).toBe(true);
    await expect.poll(() => alerts().length).toBe(2);
    expect((await health(1)).token).not.toBeNull();
    await expect.poll(() => later.every((s) => refusedTries(s.phone) >= 4), { timeout: 20_000 }).toBe(true);
    expect(alerts()).toHaveLength(2);
    meta.tokenExpired = false;
  });
});
