import { startMailbox } from "#server/test/mailbox";
import { describe, expect, it } from "vitest";
import { useTestApp } from "#server/test/app";
import { testDatabases } from "#server/test/databases";
import { newVisitor } from "#server/test/visitors";
import { ADMIN_ENV, bearer, randomAddress, signIn } from "#server/test/staff-api";
import { readMail } from "../mail";
import { overdueInstalmentLines } from "../payments";
import { currentSlot, sendDigestIfDue } from "./digest";

// The staff digest of overdue and due leads, through a real SMTP conversation
// with a local server, sent once per slot however many servers share the database.

const { received, port: port } = await startMailbox();
/** The digests among the mails (new-enquiry notifications arrive here too). */
const digests = () => received.filter((raw) => readMail(raw).subject.startsWith("Admissions:"));

const chennai = (local: string) => Date.parse(`${local}+05:30`);

describe("digest slots", () => {
  it("is the latest configured Chennai time already passed today", () => {
    expect(currentSlot("09:30,14:30", chennai("2026-11-23T09:00:00"))).toBeNull();
    expect(currentSlot("09:30,14:30", chennai("2026-11-23T10:00:00"))).toBe("2026-11-23T09:30");
    expect(currentSlot("14:30, 09:30", chennai("2026-11-23T20:00:00"))).toBe("2026-11-23T14:30");
    expect(currentSlot("off", chennai("2026-11-23T20:00:00"))).toBeNull();
  });
});

describe.each(testDatabases)("staff digest on $name", (database) => {
  // Every minute of the day is a slot, so the test never waits for a clock time.
  const times = Array.from({ length: 24 }, (_, h) => `${String(h).padStart(2, "0")}:00`).join(",");
  const env = {
    ...ADMIN_ENV,
    SMTP_URL: `smtp://127.0.0.1:${port}`,
    MAIL_TO: "admissions@chennaitech.example",
    DIGEST_TIMES: times,
    SITE_URL: "https://www.chennaitech.example",
  };
  const t = useTestApp(database, env);

  it("lists overdue leads with their owner and a link, once per slot", async () => {
    const admin = await signIn(t.app);
    const post = (name: string) =>
      t.app.inject({
        method: "POST",
        url: "/api/enquiries",
        payload: newVisitor({ form: "contact", name, phone: "", email: "", message: "Hi" }),
        remoteAddress: randomAddress(),
      });
    const late = (await post("Overdue Olivia")).json().id as string;
    await t.app.inject({
      method: "PATCH",
      url: `/api/enquiries/${late}`,
      headers: bearer(admin),
      payload: { followUpAt: new Date(Date.now() - 3600_000).toISOString() },
    });
    // A follow-up that had passed when the lead enrolled was the sale's: cleared, not listed (docs/decisions/072).
    const done = (await post("Enrolled Ezhil")).json().id as string;
    for (const payload of [{ followUpAt: new Date(Date.now() - 3600_000).toISOString() }, { status: "enrolled" }]) {
      const res = await t.app.inject({ method: "PATCH", url: `/api/enquiries/${done}`, headers: bearer(admin), payload });
      expect(res.statusCode, res.body).toBe(200);
    }

    const before = digests().length;
    // Two servers of one database reach the same slot: one email.
    const deps = { db: t.app.db, config: t.config, log: t.app.log, overdueInstalments: overdueInstalmentLines };
    const sent = await Promise.all([sendDigestIfDue(deps), sendDigestIfDue(deps)]);
    expect(sent.filter(Boolean)).toHaveLength(1);
    expect(digests().length).toBe(before + 1);
    const mail = readMail(digests().at(-1)!);
    expect(mail.subject).toMatch(/^Admissions: [1-9]\d* overdue, \d+ due later today$/);
    expect(mail.text).toContain("Overdue (");
    expect(mail.text).toContain("- Overdue Olivia (");
    expect(mail.text).toContain(`https://www.chennaitech.example/dashboard/enquiries/${late}`);
    expect(mail.text).toContain("Open the Due view: https://www.chennaitech.example/dashboard/enquiries?view=due");
    expect(mail.text).not.toContain("Enrolled Ezhil");
    // The same slot again: nothing more.
    expect(await sendDigestIfDue(deps)).toBe(false);
    expect(digests().length).toBe(before + 1);
  });
});
