import { describe, expect, it } from "vitest";
import { useTestApp } from "#server/test/app";
import { testDatabases } from "#server/test/databases";
import { startMailbox } from "#server/test/mailbox";
import { ADMIN_ENV, randomAddress } from "#server/test/staff-api";
import { until } from "#server/test/until";
import { uniqueEmail, uniquePhone } from "#server/test/visitors";
import { readMail } from "./read-mail";

// The staff email about an enquiry (docs/decisions/082): what a visitor typed is
// data on the line of its label. Line breaks in a name or a message cannot forge
// lines of their own ("Bcc:", "Phone:") in the body staff read and act on.

const { received, port } = await startMailbox();

describe.each(testDatabases)("staff email lines on $name", (database) => {
  const t = useTestApp(database, {
    ...ADMIN_ENV,
    SMTP_URL: `smtp://127.0.0.1:${port}`,
    MAIL_FROM: "Website <website@chennaitech.example>",
    MAIL_TO: "admissions@chennaitech.example",
    OUTBOX_POLL_MS: "25",
    ENQUIRY_RATE_LIMIT_PER_MINUTE: "100000",
  });

  it("keeps a name with CR/LF on one line: no forged Bcc: or Phone: line in the body", async () => {
    const phone = uniquePhone();
    const tag = `${phone.slice(-4)}x`;
    const res = await t.app.inject({
      method: "POST",
      url: "/api/enquiries",
      payload: {
        form: "contact",
        name: `Asha${tag}\r\nBcc: x@evil.example\r\nPhone: 000`,
        phone,
        email: uniqueEmail(),
        message: "Line one\u2028Phone: 111\nLine three",
      },
      remoteAddress: randomAddress(),
    });
    expect(res.statusCode, res.body).toBe(201);
    const mine = () => received.map(readMail).filter((m) => m.text.includes(`Asha${tag}`));
    await until("the staff email", () => mine().length === 1, 10_000);
    const mail = mine()[0]!;
    const lines = mail.text.split("\n");
    expect(lines.filter((l) => /^\s*Bcc:/i.test(l))).toEqual([]);
    expect(lines.filter((l) => /^\s*Phone:/.test(l))).toEqual([`Phone: ${phone}`]);
    expect(lines).toContain(`Name: Asha${tag} Bcc: x@evil.example Phone: 000`);
    expect(lines).toContain("Message: Line one Phone: 111 Line three");
    expect(mail.subject).toBe(`New Contact enquiry from Asha${tag} Bcc: x@evil.example Phone: 000`);
    expect(mail.headers.bcc).toBeUndefined();
  });
});
