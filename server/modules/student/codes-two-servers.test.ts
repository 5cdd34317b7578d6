import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { STUDENT_CODES_PER_WINDOW, STUDENT_MESSAGES } from "#contracts/student";
import { testDatabases } from "#server/test/databases";
import { type FakeWhatsApp, startFakeWhatsApp, withWhatsApp } from "#server/test/fake-whatsapp";
import { startMailbox } from "#server/test/mailbox";
import { ADMIN_ENV, bearer, randomAddress, signIn } from "#server/test/staff-api";
import { useTwoApps } from "#server/test/two-apps";
import { until } from "#server/test/until";
import { newVisitor } from "#server/test/visitors";
import { readMail } from "../mail";
import { emailHash } from "./codes";

// A student's sign-in codes asked for all at once from many addresses, over two
// servers on one database (docs/decisions/068, 083): the count of codes per
// student holds across both, so no more codes are sent than the limit allows by
// email and WhatsApp together, and only the newest of them works.

const META = { token: "EAAG-two-servers", appSecret: "two-servers-app-secret", phoneNumberId: "109800000083", verifyToken: "hello" };
const { received, port: smtpPort } = await startMailbox();
let meta: FakeWhatsApp;
beforeAll(async () => {
  meta = await startFakeWhatsApp(META);
});
afterAll(() => meta.stop());

describe.each(testDatabases)("a student's codes asked for on two servers on $name", (database) => {
  const t = useTwoApps(
    database,
    withWhatsApp({ ...ADMIN_ENV, SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, WHATSAPP_CODE_TEMPLATE: "student_sign_in_code" }, META, () => meta),
  );

  it("sends at most three codes for 30 requests at once from 30 addresses, and only the newest signs in", async () => {
    const [one, two] = t.apps;
    const admin = await signIn(one);
    const visitor = newVisitor({ form: "contact", name: "Lakshmi Narayanan", phone: "", email: "", message: "Fees?" });
    const lead = await one.inject({ method: "POST", url: "/api/enquiries", payload: visitor, remoteAddress: randomAddress() });
    expect(lead.statusCode, lead.body).toBe(201);
    const id = lead.json().id as string;
    const enrolled = await two.inject({ method: "PATCH", url: `/api/enquiries/${id}`, headers: bearer(admin), payload: { status: "enrolled" } });
    expect(enrolled.statusCode, enrolled.body).toBe(200);

    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        t.apps[i % 2].inject({ method: "POST", url: "/api/student/code", payload: { email: visitor.email }, remoteAddress: randomAddress() }),
      ),
    );
    const accepted = answers.filter((a) => a.statusCode === 202);
    const refused = answers.filter((a) => a.statusCode === 429);
    expect(accepted).toHaveLength(STUDENT_CODES_PER_WINDOW);
    expect(refused).toHaveLength(30 - STUDENT_CODES_PER_WINDOW);
    for (const answer of refused) expect(answer.json()).toEqual({ success: false, message: STUDENT_MESSAGES.tooManyCodes });

    // Every accepted code goes out (not awaited by the answer): wait for them, then count what arrived.
    const mailed = () =>
      received
        .map(readMail)
        .filter((m) => (m.headers.to ?? "").includes(visitor.email))
        .map((m) => /^(\d{6}) is your sign-in code/.exec(m.subject)?.[1] ?? "");
    const onWhatsApp = () =>
      meta.sent
        .filter((m) => m.body.template?.name === "student_sign_in_code" && m.body.to === `91${visitor.phone}`)
        .map((m) => m.body.template!.components![0]!.parameters[0]!.text);
    await until("the accepted codes to arrive", () => mailed().length >= accepted.length && onWhatsApp().length >= accepted.length);
    expect(mailed()).toHaveLength(STUDENT_CODES_PER_WINDOW);
    expect(onWhatsApp().sort()).toEqual(mailed().sort());

    // One code lives at a time: the rows say so, and of the three sent exactly one signs in.
    const live = await one.db
      .selectFrom("student_codes")
      .select("id")
      .where("email_hash", "=", emailHash(visitor.email))
      .where("used_at", "is", null)
      .execute();
    expect(live).toHaveLength(1);
    const signIns = [];
    for (const code of mailed()) {
      signIns.push(await two.inject({ method: "POST", url: "/api/student/session", payload: { email: visitor.email, code }, remoteAddress: randomAddress() }));
    }
    expect(signIns.map((s) => s.statusCode).sort()).toEqual([201, 400, 400]);
  });
});
