import { describe, expect, it } from "vitest";
import { CERTIFICATE_ALPHABET, normaliseCertificateId } from "#contracts/certificates";
import { useTestApp } from "#server/test/app";
import { testDatabases } from "#server/test/databases";
import { ADMIN_ENV, bearer, newStaff, randomAddress, signIn } from "#server/test/staff-api";
import { VERIFY_LOOKUPS_PER_MINUTE } from "./verify-page";

const student = { studentName: "Kavya Raman", course: "Python", batch: "Python weekday, Aug 2026", startDate: "2026-08-03", endDate: "2026-10-30", grade: "A" };
const SITE_URL = "https://certs.example.in";

describe.each(testDatabases)("certificates on $name", (database) => {
  const t = useTestApp(database, { ...ADMIN_ENV, SITE_URL });
  const issue = async (token: string, body: object = student) =>
    t.app.inject({ method: "POST", url: "/api/certificates", headers: bearer(token), payload: body, remoteAddress: randomAddress() });
  const verify = (path: string, remoteAddress = randomAddress()) => t.app.inject({ method: "GET", url: path, remoteAddress });
  const count = async () =>
    Number(
      (
        await t.app.db
          .selectFrom("certificates")
          .select((eb) => eb.fn.countAll().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it("issues a certificate with a random, readable ID and a QR code linking to the public check on SITE_URL", async () => {
    const admin = await signIn(t.app);
    const res = await issue(admin);
    expect(res.statusCode, res.body).toBe(201);
    const data = res.json().data;
    expect(data).toMatchObject({ studentName: "Kavya Raman", course: "Python", grade: "A", revokedAt: null, issuedBy: ADMIN_ENV.ADMIN_USERNAME });
    expect(data.certificateId).toMatch(new RegExp(`^CTA(-[${CERTIFICATE_ALPHABET}]{4}){3}$`));
    expect(data.verifyUrl).toBe(`${SITE_URL}/verify/${data.certificateId}`);
    // Two certificates never share an ID, even for the same student and course.
    const again = (await issue(admin)).json().data;
    expect(again.certificateId).not.toBe(data.certificateId);

    const printable = await t.app.inject({ method: "GET", url: `/api/certificates/${data._id}`, headers: bearer(admin) });
    expect(printable.statusCode).toBe(200);
    expect(printable.json().data.qrSvg).toMatch(/^<svg[\s\S]*<\/svg>$/);
    expect(printable.json().data.institute).toBe("Chennai Tech Academy");

    const audit = (await t.app.inject({ method: "GET", url: "/api/audit?q=certificate", headers: bearer(admin) })).json().data;
    expect(audit.some((e: { action: string; target: string }) => e.action === "certificate.issue" && e.target.startsWith(data.certificateId))).toBe(true);
  });

  it("refuses bad input with a message per field and stores nothing", async () => {
    const admin = await signIn(t.app);
    const before = await count();
    const res = await issue(admin, { ...student, studentName: " ", endDate: "2026-07-01" });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toMatchObject({ studentName: "Enter the student's name" });
    const dates = await issue(admin, { ...student, endDate: "2026-07-01" });
    expect(dates.statusCode).toBe(400);
    expect(dates.json().errors).toEqual({ endDate: "The end date cannot be before the start date" });
    expect(await count()).toBe(before);
  });

  it("/verify/<id> shows a valid certificate's name, course and dates, nothing else, marked noindex", async () => {
    const admin = await signIn(t.app);
    const data = (await issue(admin)).json().data;
    const res = await verify(`/verify/${data.certificateId}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers["x-robots-tag"]).toBe("noindex");
    expect(res.headers["cache-control"]).toBe("no-store");
    expect(res.body).toContain('<meta name="robots" content="noindex"/>');
    expect(res.body).toContain('data-status="valid"');
    expect(res.body).toContain("Kavya Raman");
    expect(res.body).toContain("Python weekday, Aug 2026");
    expect(res.body).toContain("3 Aug 2026 – 30 Oct 2026");
    // The grade and who issued it are the institute's business, not the public's.
    expect(res.body).not.toContain(">A<");
    expect(res.body).not.toContain(ADMIN_ENV.ADMIN_USERNAME);
    // Case, spaces and dashes do not matter.
    const typed = await verify(`/verify/${encodeURIComponent(data.certificateId.toLowerCase().replace(/-/g, " "))}`);
    expect(typed.statusCode).toBe(200);
    expect(typed.body).toContain('data-status="valid"');
  });

  it("/verify?id= (the form without JavaScript) redirects to the certificate's own address", async () => {
    const admin = await signIn(t.app);
    const data = (await issue(admin)).json().data;
    const res = await verify(`/verify?id=${encodeURIComponent(` ${data.certificateId.toLowerCase()} `)}`);
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`/verify/${data.certificateId}`);
    const form = await verify("/verify");
    expect(form.statusCode).toBe(200);
    expect(form.headers["x-robots-tag"]).toBe("noindex");
    expect(form.body).toMatch(/<form method="get" action="\/verify"/);
    expect(form.body).toContain('name="id"');
  });

  it("an unknown or malformed ID is a 404 page saying so", async () => {
    for (const id of ["CTA-2345-6789-ABCD", "not-an-id", "<script>x</script>"]) {
      const res = await verify(`/verify/${encodeURIComponent(id)}`);
      expect(res.statusCode, id).toBe(404);
      expect(res.headers["content-type"]).toMatch(/^text\/html/);
      expect(res.headers["x-robots-tag"]).toBe("noindex");
      expect(res.body).toContain("Certificate not found");
      expect(res.body).not.toContain("<script>x");
    }
  });

  it("revoking (admins only, with a reason, audited) makes the public check say revoked, never the reason", async () => {
    const admin = await signIn(t.app);
    const counsellor = await newStaff(t.app, admin, "counsellor");
    const data = (await issue(counsellor.token)).json().data;
    const byCounsellor = await t.app.inject({
      method: "POST",
      url: `/api/certificates/${data._id}/revoke`,
      headers: bearer(counsellor.token),
      payload: { reason: "x" },
    });
    expect(byCounsellor.statusCode).toBe(403);
    const noReason = await t.app.inject({ method: "POST", url: `/api/certificates/${data._id}/revoke`, headers: bearer(admin), payload: { reason: "  " } });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().errors).toEqual({ reason: "Enter the reason for revoking" });

    const reason = "Issued by mistake: confidential note";
    const res = await t.app.inject({ method: "POST", url: `/api/certificates/${data._id}/revoke`, headers: bearer(admin), payload: { reason } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ revokedReason: reason, revokedAt: expect.any(String) });
    const twice = await t.app.inject({ method: "POST", url: `/api/certificates/${data._id}/revoke`, headers: bearer(admin), payload: { reason: "again" } });
    expect(twice.statusCode).toBe(409);

    const page = await verify(`/verify/${data.certificateId}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('data-status="revoked"');
    expect(page.body).toContain("Revoked");
    expect(page.body).not.toContain("confidential");

    const audit = (await t.app.inject({ method: "GET", url: "/api/audit?q=revoke", headers: bearer(admin) })).json().data;
    expect(audit).toContainEqual(expect.objectContaining({ action: "certificate.revoke", username: ADMIN_ENV.ADMIN_USERNAME, detail: { reason } }));
  });

  it(`limits lookups to ${VERIFY_LOOKUPS_PER_MINUTE} a minute per address, with a page saying so`, async () => {
    const address = randomAddress();
    for (let i = 0; i < VERIFY_LOOKUPS_PER_MINUTE; i++) {
      const res = await verify(`/verify/CTA-2345-6789-${"ABCDEFGHJKMN"[i % 12]}BCD`, address);
      expect(res.statusCode).toBe(404);
    }
    const refused = await verify("/verify/CTA-2345-6789-ZZZZ", address);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers["content-type"]).toMatch(/^text\/html/);
    expect(refused.body).toContain("Too many checks");
    // Another address is not held back.
    expect((await verify("/verify/CTA-2345-6789-ZZZZ")).statusCode).toBe(404);
  });

  it("normalises what people type", () => {
    expect(normaliseCertificateId("cta 7kq4 m2xh 9prd")).toBe("7KQ4M2XH9PRD");
    expect(normaliseCertificateId("7KQ4-M2XH-9PRD")).toBe("7KQ4M2XH9PRD");
    expect(normaliseCertificateId("CTA-7KQ4-M2XH-9PR0")).toBeNull();
    expect(normaliseCertificateId("CTA-7KQ4")).toBeNull();
  });
});
