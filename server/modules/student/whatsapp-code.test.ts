import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { useTestApp } from "#server/test/app";
import { testDatabases } from "#server/test/databases";
import { type FakeWhatsApp, startFakeWhatsApp, withWhatsApp } from "#server/test/fake-whatsapp";
import { startMailbox } from "#server/test/mailbox";
import { ADMIN_ENV, bearer, randomAddress, signIn } from "#server/test/staff-api";
import { until } from "#server/test/until";
import { newVisitor } from "#server/test/visitors";
import { readMail } from "../mail";

// A student's sign-in code on WhatsApp too (docs/decisions/068), when WhatsApp is
// set up and WHATSAPP_CODE_TEMPLATE names the approved template: the same code as
// the email's, sent straight to Meta's API (the local stand-in), never written to
// the conversation or the timeline staff read.

const META = { token: "EAAG-student-code", appSecret: "student-code-app-secret", phoneNumberId: "109800000068", verifyToken: "hello" };
const { received, port: smtpPort } = await startMailbox();
let meta: FakeWhatsApp;
beforeAll(async () => {
  meta = await startFakeWhatsApp(META);
});
afterAll(() => meta.stop());

describe.each(testDatabases)("the sign-in code on WhatsApp on $name", (database) => {
  const t = useTestApp(
    database,
    withWhatsApp({ ...ADMIN_ENV, SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, WHATSAPP_CODE_TEMPLATE: "student_sign_in_code" }, META, () => meta),
  );

  it("sends the emailed code on WhatsApp with the code template, and keeps it out of what staff read", async () => {
    const admin = await signIn(t.app);
    const visitor = newVisitor({ form: "contact", name: "Revathi Krishnan", phone: "", email: "", message: "Batch timings?" });
    const lead = await t.app.inject({ method: "POST", url: "/api/enquiries", payload: visitor, remoteAddress: randomAddress() });
    expect(lead.statusCode, lead.body).toBe(201);
    const id = lead.json().id as string;
    expect((await t.app.inject({ method: "PATCH", url: `/api/enquiries/${id}`, headers: bearer(admin), payload: { status: "enrolled" } })).statusCode).toBe(
      200,
    );

    const asked = await t.app.inject({ method: "POST", url: "/api/student/code", payload: { email: visitor.email }, remoteAddress: randomAddress() });
    expect(asked.statusCode).toBe(202);
    const codeMessages = () => meta.sent.filter((m) => m.body.template?.name === "student_sign_in_code" && m.body.to === `91${visitor.phone}`);
    await until("the code on WhatsApp", () => codeMessages().length === 1);
    await until("the code by email", () => received.map(readMail).some((m) => (m.headers.to ?? "").includes(visitor.email)));
    const code = codeMessages()[0]!.body.template!.components![0]!.parameters[0]!.text;
    const mailed = received.map(readMail).find((m) => (m.headers.to ?? "").includes(visitor.email))!;
    expect(mailed.subject).toMatch(new RegExp(`^${code} is your sign-in code`));
    expect(codeMessages()[0]!.authorization).toBe(`Bearer ${META.token}`);

    const session = await t.app.inject({
      method: "POST",
      url: "/api/student/session",
      payload: { email: visitor.email, code },
      remoteAddress: randomAddress(),
    });
    expect(session.statusCode, session.body).toBe(201);
    const conversation = await t.app.db.selectFrom("whatsapp_messages").select("body").where("enquiry_id", "=", id).execute();
    const timeline = await t.app.db.selectFrom("enquiry_activities").select("text").where("enquiry_id", "=", id).execute();
    expect(JSON.stringify([conversation, timeline])).not.toContain(code);
  });
});
