import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { afterAll, describe, expect, it } from "vitest";
import type { EnquiryDetail } from "#contracts/enquiry-inbox";
import { useTestApp } from "#server/test/app";
import { testDatabases } from "#server/test/databases";
import { uniqueEmail, uniquePhone } from "#server/test/visitors";
import { ADMIN_ENV, bearer, signIn, unique } from "#server/test/staff-api";
import { until } from "#server/test/fake-form-provider";
import { readMail } from "./read-mail";

// Staff email per new enquiry (docs/decisions/011) through a real SMTP conversation with a
// local server from the `smtp-server` package. The server rejects messages while
// `down` is set (a mail outage): they must arrive later, once each.

interface Received {
  from: string;
  to: string[];
  raw: string;
}

const received: Received[] = [];
let rejectNext = 0;
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ["STARTTLS"],
  logger: false,
  onAuth: (auth, _session, cb) => (auth.username === "mailer" && auth.password === "s3cret" ? cb(null, { user: "mailer" }) : cb(new Error("Invalid login"))),
  onData(stream, session, cb) {
    const chunks: Buffer[] = [];
    stream.on("data", (c: Buffer) => chunks.push(c));
    stream.on("end", () => {
      if (rejectNext > 0) {
        rejectNext--;
        const err = new Error("Mailbox busy, try later") as Error & { responseCode: number };
        err.responseCode = 451;
        return cb(err);
      }
      received.push({
        from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
        to: session.envelope.rcptTo.map((r) => r.address),
        raw: Buffer.concat(chunks).toString("utf8"),
      });
      cb();
    });
  },
});
await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
const port = (smtp.server.address() as AddressInfo).port;
afterAll(() => new Promise<void>((resolve) => smtp.close(() => resolve())));

const MAIL_ENV = {
  ...ADMIN_ENV,
  SMTP_URL: `smtp://mailer:s3cret@127.0.0.1:${port}`,
  MAIL_FROM: "Website <website@chennaitech.example>",
  MAIL_TO: "admissions@chennaitech.example, owner@chennaitech.example",
  SITE_URL: "https://www.chennaitech.example",
  OUTBOX_POLL_MS: "25",
  OUTBOX_RETRY_BASE_MS: "20",
  OUTBOX_RETRY_MAX_MS: "80",
  OUTBOX_TIMEOUT_MS: "3000",
  ENQUIRY_RATE_LIMIT_PER_MINUTE: "100000",
};

const mailsFor = (name: string) => received.filter((m) => readMail(m.raw).text.includes(name));

describe.each(testDatabases)("staff email on $name", (database) => {
  const t = useTestApp(database, MAIL_ENV);
  const outboxOf = (id: string) => t.app.db.selectFrom("outbox").selectAll().where("enquiry_id", "=", id).execute();

  it("emails staff about a new enquiry: form and course in the subject, the fields and a dashboard link in the body", async () => {
    const name = unique("Priya ");
    const res = await t.app.inject({
      method: "POST",
      url: "/api/enquiries",
      payload: { form: "registration", name, mobile: "9840012345", email: "priya@example.in", course: "Data Science" },
    });
    expect(res.statusCode).toBe(201);
    const id = res.json().id as string;
    await until(() => mailsFor(name).length === 1, 5000, "the email");
    await until(async () => (await outboxOf(id))[0]?.status === "sent", 5000, "marked sent");

    const mail = mailsFor(name)[0]!;
    expect(mail.from).toBe("website@chennaitech.example");
    expect(mail.to).toEqual(["admissions@chennaitech.example", "owner@chennaitech.example"]);
    const parsed = readMail(mail.raw);
    expect(parsed.subject).toBe(`New Course registration enquiry: Data Science from ${name}`);
    expect(parsed.headers["reply-to"]).toBe("priya@example.in");
    expect(parsed.text).toContain(`Name: ${name}`);
    expect(parsed.text).toContain("Mobile: 9840012345");
    expect(parsed.text).toContain("Email: priya@example.in");
    expect(parsed.text).toContain("Course: Data Science");
    expect(parsed.text).toContain(`https://www.chennaitech.example/dashboard/enquiries/${id}`);

    const detail = (await t.app.inject({ method: "GET", url: `/api/enquiries/${id}`, headers: bearer(await signIn(t.app)) })).json().data as EnquiryDetail;
    expect(detail.outbox).toEqual([expect.objectContaining({ kind: "mail", status: "sent", attempts: 1 })]);
  });

  it("keeps Tamil text intact and names the company for a corporate enquiry", async () => {
    const firstName = unique("முத்து");
    await t.app.inject({
      method: "POST",
      url: "/api/enquiries",
      payload: {
        form: "corporate",
        firstName,
        lastName: "Kumar",
        email: uniqueEmail("m"),
        phone: uniquePhone(),
        company: 'Acme "Chennai"',
        peopleCount: "8",
        message: "வணக்கம்",
      },
    });
    await until(() => mailsFor(firstName).length === 1, 5000, "the corporate email");
    const mail = readMail(mailsFor(firstName)[0]!.raw);
    expect(mail.subject).toBe(`New Corporate enquiry: Acme "Chennai" from ${firstName} Kumar`);
    expect(mail.text).toContain("Message: வணக்கம்");
    expect(mail.text).toContain("People to train: 8");
  });

  it("emails a known visitor's new submission as itself, though it joins their existing lead", async () => {
    const phone = uniquePhone();
    const first = unique("Again ");
    const firstRes = await t.app.inject({
      method: "POST",
      url: "/api/enquiries",
      payload: { form: "contact", name: first, phone, email: uniqueEmail(), message: "First question" },
    });
    await until(() => mailsFor(first).length === 1, 5000, "the first email");
    const second = unique("Again ");
    const res = await t.app.inject({
      method: "POST",
      url: "/api/enquiries",
      payload: { form: "registration", name: second, mobile: phone, email: uniqueEmail(), course: "Java" },
    });
    // The visitor's answer does not give the known lead away; the staff email links to it.
    expect(res.json().id).not.toBe(firstRes.json().id);
    await until(() => mailsFor(second).length === 1, 5000, "the second email");
    const mail = readMail(mailsFor(second)[0]!.raw);
    expect(mail.text).toContain(`/dashboard/enquiries/${firstRes.json().id}`);
    expect(mail.subject).toBe(`New Course registration enquiry: Java from ${second}`);
    expect(mail.text).toContain("Course: Java");
    expect(mail.text).not.toContain("First question");
  });

  it("a mail outage delays the email but never drops it, and it is sent once", async () => {
    rejectNext = 3;
    const name = unique("Outage ");
    const res = await t.app.inject({
      method: "POST",
      url: "/api/enquiries",
      payload: { form: "contact", name, phone: uniquePhone(), email: uniqueEmail("o"), message: "Call me" },
    });
    const id = res.json().id as string;
    await until(async () => (await outboxOf(id))[0]?.status === "sent", 8000, "sent after the outage");
    const row = (await outboxOf(id))[0]!;
    expect(Number(row.attempts)).toBe(4);
    expect(row.last_error).toMatch(/451/);
    expect(mailsFor(name)).toHaveLength(1);
  });
});

describe.each(testDatabases)("email with the SMTP server unreachable on $name", (database) => {
  // Nothing listens on this port: every attempt fails, the enquiry is still stored and queued.
  const t = useTestApp(database, { ...MAIL_ENV, SMTP_URL: "smtp://127.0.0.1:9", OUTBOX_RETRY_BASE_MS: "60000", OUTBOX_RETRY_MAX_MS: "3600000" });

  it("stores the enquiry, answers the visitor and keeps the email pending with the reason", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/enquiries",
      payload: { form: "contact", name: unique("Down "), phone: "9840012345", email: "d@example.in", message: "Hi" },
    });
    expect(res.statusCode).toBe(201);
    const id = res.json().id as string;
    await until(
      async () => Number((await t.app.db.selectFrom("outbox").select("attempts").where("enquiry_id", "=", id).executeTakeFirst())?.attempts ?? 0) === 1,
      5000,
      "one attempt",
    );
    await until(
      async () => (await t.app.db.selectFrom("outbox").select("last_error").where("enquiry_id", "=", id).executeTakeFirst())?.last_error != null,
      5000,
      "the error",
    );
    const row = (await t.app.db.selectFrom("outbox").selectAll().where("enquiry_id", "=", id).executeTakeFirst())!;
    expect(row).toMatchObject({ kind: "mail", status: "pending" });
    expect(row.last_error).toMatch(/ECONNREFUSED|connect/i);
    expect(Date.parse(row.next_attempt_at) - Date.now()).toBeGreaterThan(50_000);
  });
});
