import { beforeAll, describe, expect, it } from "vitest";
import type { PlacementConfirmationRequest, PlacementOutcome } from "#contracts/api-table/placement-outcomes";
import { CONFIRMATION_PAGE_MESSAGES, PLACEMENT_MESSAGES } from "#contracts/placement-outcomes";
import { useTestApp } from "#server/test/app";
import { testDatabases } from "#server/test/databases";
import { startMailbox } from "#server/test/mailbox";
import { escapeHtml } from "../certificates";
import { readMail } from "../mail";
import { PLACEMENT_ENV, chennai, confirmationLinkIn, placementKit } from "#server/test/placement-kit";

// The employer's confirmation by an emailed link (docs/decisions/095), on both
// databases with a real local mail server: the officer asks; the contact's email
// holds a single-use link; its page (plain HTML, no script, no account) shows the
// student's name, role and start month and never pay; "Confirm" makes the claim
// employer confirmed, "This is not right" flags it for the officer; a used,
// altered, expired or replaced link says so and changes nothing.

const mailbox = await startMailbox();
const FORM = { "content-type": "application/x-www-form-urlencoded" };

describe.each(testDatabases)("an employer's confirmation by link on $name", (database) => {
  const start = chennai("2027-02-01T11:00:00");
  const clock = { now: start };
  const env = { ...PLACEMENT_ENV, SMTP_URL: `smtp://127.0.0.1:${mailbox.port}`, OUTBOX_POLL_MS: "25" };
  const t = useTestApp(database, env, false, { now: () => clock.now });
  const kit = placementKit(t, clock);
  let batch: string;
  let employer: string;
  let contact: string;
  beforeAll(async () => {
    await kit.setUp();
    batch = (await kit.newBatch({ startDate: "2027-01-04", duration: "2 weeks" })).id;
    contact = `priya.${database.name}@zoho.example`;
    const res = await kit.send("POST", "/api/employers", "placement", { name: "Zoho", contactName: "Priya R", contactEmail: contact });
    expect(res.statusCode, res.body).toBe(201);
    employer = res.json().data._id;
  });

  /** A student with a claimed job at Zoho (₹25,000 a month, ₹4,20,000 a year). */
  const placed = async (name: string, employerId = employer) => {
    const lead = await kit.student(batch, name);
    const job = { code: "in_field_full_time", employerId, role: "Java developer", startDate: "2027-03-01", baseSalaryMonthly: 25000, ctcAnnual: 420000 };
    const res = await kit.send("PUT", `/api/students/${lead}/outcome`, "placement", job);
    expect(res.statusCode, res.body).toBe(200);
    return lead;
  };
  const ask = (lead: string, role: "placement" | "admin" | "counsellor" | "editor" = "placement") =>
    kit.send("POST", `/api/students/${lead}/outcome/confirmation-request`, role);
  /** Asks, and answers the path of the link in the email the contact received about this student. */
  const linkFor = async (lead: string, student: string) => {
    const res = await ask(lead);
    expect(res.statusCode, res.body).toBe(201);
    return new URL(await confirmationLinkIn(mailbox, contact, student)).pathname;
  };
  const outcome = async (lead: string) => (await kit.send("GET", `/api/students/${lead}/outcome`)).json().data as PlacementOutcome;
  const requests = async () => (await kit.send("GET", "/api/placement-confirmation-requests")).json().data as PlacementConfirmationRequest[];
  const answer = (path: string, body: string) => t.app.inject({ method: "POST", url: path, headers: FORM, payload: body });
  const page = (path: string) => t.app.inject({ method: "GET", url: path });

  it("emails the contact a link whose page shows name, role and start month, no pay; Confirm records employer confirmed with who, how and when", async () => {
    const lead = await placed("Anita Confirm");
    const asked = await ask(lead);
    expect(asked.statusCode, asked.body).toBe(201);
    expect(asked.json().data).toMatchObject({ leadId: lead, studentName: "Anita Confirm", employerName: "Zoho", contactEmail: contact, state: "pending" });
    expect(asked.json().data.expiresAt).toBe(new Date(start + 30 * 86_400_000).toISOString());
    const link = await confirmationLinkIn(mailbox, contact, "Anita Confirm");
    const path = new URL(link).pathname;
    const mail = mailbox.received.map(readMail).find((m) => m.text.includes(link))!;
    expect(mail.subject).toBe("Please confirm: Anita Confirm at Zoho");
    expect(mail.text).toContain("Dear Priya R,");
    expect(mail.text).toContain("Anita Confirm working at Zoho as Java developer, starting Mar 2027.");
    expect(mail.text).not.toMatch(/25,000|25000|4,20,000|420000/);

    const shown = await page(path);
    expect(shown.statusCode).toBe(200);
    expect(shown.headers["content-type"]).toContain("text/html");
    expect(shown.headers["cache-control"]).toBe("no-store");
    expect(shown.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(shown.body).toContain("Anita Confirm");
    expect(shown.body).toContain("Java developer");
    expect(shown.body).toContain("Mar 2027");
    expect(shown.body).not.toMatch(/25,000|25000|4,20,000|420000/);
    expect(shown.body).not.toContain("<script");
    // Two plain forms posting to the link itself: no JavaScript needed.
    expect(shown.body.match(new RegExp(`<form method="post" action="${escapeHtml(path)}"`, "g"))).toHaveLength(2);
    expect(shown.body).toContain(">Confirm</button>");
    expect(shown.body).toContain(">This is not right</button>");
    // Showing the page changes nothing.
    expect(await outcome(lead)).toMatchObject({ status: "claimed" });

    clock.now = start + 3 * 86_400_000;
    const confirmed = await answer(path, "answer=confirm");
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.body).toContain(escapeHtml(CONFIRMATION_PAGE_MESSAGES.confirmed));
    const after = await outcome(lead);
    expect(after).toMatchObject({ status: "employer_confirmed", counts: true, employerDisputed: null });
    const at = new Date(clock.now).toISOString();
    expect(after.evidence).toEqual([
      expect.objectContaining({ kind: "employer_confirmation", confirmedBy: `Priya R (${contact})`, how: "link", at, by: null, current: true }),
    ]);
    expect(after.history.at(-1)).toEqual({ at, by: null, change: `Confirmed by the employer: Priya R (${contact}), by the emailed link: employer confirmed` });
    expect((await requests()).find((r) => r.leadId === lead)).toMatchObject({ state: "confirmed", answeredAt: at });

    // A second use says so and changes nothing, by either button and on the page.
    for (const body of ["answer=confirm", "answer=not_right&note=again"]) {
      const again = await answer(path, body);
      expect(again.statusCode).toBe(409);
      expect(again.body).toContain(escapeHtml(CONFIRMATION_PAGE_MESSAGES.used));
    }
    expect((await page(path)).body).toContain(escapeHtml(CONFIRMATION_PAGE_MESSAGES.used));
    expect(await outcome(lead)).toEqual(after);
    clock.now = start;
  });

  it("'This is not right' records a history line and flags the claim for the officer; it confirms nothing", async () => {
    const lead = await placed("Bala Disputed");
    const path = await linkFor(lead, "Bala Disputed");
    const res = await answer(path, "answer=not_right&note=He+joined+as+a+tester");
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(escapeHtml(CONFIRMATION_PAGE_MESSAGES.notRight));
    const after = await outcome(lead);
    const at = new Date(clock.now).toISOString();
    expect(after).toMatchObject({ status: "claimed", counts: false, evidence: [] });
    expect(after.employerDisputed).toEqual({ at, by: `Priya R (${contact})`, note: "He joined as a tester" });
    expect(after.history.at(-1)?.change).toBe(
      `Priya R (${contact}) answered the emailed link: this is not right ("He joined as a tester"). Not confirmed: please check the claim with the employer`,
    );
    expect((await requests()).find((r) => r.leadId === lead)).toMatchObject({ state: "not_right", answeredAt: at, note: "He joined as a tester" });
    // A corrected claim clears the flag.
    await kit.send("PUT", `/api/students/${lead}/outcome`, "placement", { code: "in_field_full_time", employerId: employer, role: "Software tester" });
    expect((await outcome(lead)).employerDisputed).toBeNull();
  });

  it("an altered link (one character changed) says so and changes nothing", async () => {
    const lead = await placed("Chitra Altered");
    const path = await linkFor(lead, "Chitra Altered");
    const last = path.at(-1)!;
    const altered = path.slice(0, -1) + (last === "A" ? "B" : "A");
    for (const res of [await page(altered), await answer(altered, "answer=confirm")]) {
      expect(res.statusCode).toBe(404);
      expect(res.body).toContain(escapeHtml(CONFIRMATION_PAGE_MESSAGES.invalid));
    }
    expect((await answer("/placement-confirmation/not-a-token", "answer=confirm")).statusCode).toBe(404);
    expect(await outcome(lead)).toMatchObject({ status: "claimed", evidence: [] });
    expect((await requests()).find((r) => r.leadId === lead)).toMatchObject({ state: "pending", answeredAt: null });
    // The real link still works.
    expect((await page(path)).statusCode).toBe(200);
  });

  it("a link past its 30 days (on the app's clock) says it expired and changes nothing", async () => {
    const lead = await placed("Deepa Expired");
    const path = await linkFor(lead, "Deepa Expired");
    clock.now = start + 30 * 86_400_000 - 60_000;
    expect((await page(path)).statusCode).toBe(200);
    clock.now = start + 30 * 86_400_000;
    for (const res of [await page(path), await answer(path, "answer=confirm")]) {
      expect(res.statusCode).toBe(410);
      expect(res.body).toContain(escapeHtml(CONFIRMATION_PAGE_MESSAGES.expired));
    }
    expect(await outcome(lead)).toMatchObject({ status: "claimed", evidence: [] });
    expect((await requests()).find((r) => r.leadId === lead)).toMatchObject({ state: "expired", answeredAt: null });
    clock.now = start;
  });

  it("a newer link replaces the one before; a claim changed since the link was sent stops it", async () => {
    const lead = await placed("Esha Twice");
    const first = await linkFor(lead, "Esha Twice");
    const second = await linkFor(lead, "Esha Twice");
    expect(second).not.toBe(first);
    const old = await answer(first, "answer=confirm");
    expect(old.statusCode).toBe(410);
    expect(old.body).toContain(escapeHtml(CONFIRMATION_PAGE_MESSAGES.replaced));
    await kit.send("PUT", `/api/students/${lead}/outcome`, "placement", { code: "in_field_full_time", employerId: employer, role: "Team lead" });
    const changed = await answer(second, "answer=confirm");
    expect(changed.statusCode).toBe(409);
    expect(changed.body).toContain(escapeHtml(CONFIRMATION_PAGE_MESSAGES.changed));
    expect(await outcome(lead)).toMatchObject({ status: "claimed", evidence: [] });
  });

  it("a post without an answer shows the question again and records nothing", async () => {
    const lead = await placed("Fathima Blank");
    const path = await linkFor(lead, "Fathima Blank");
    const res = await answer(path, "answer=maybe");
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain(">Confirm</button>");
    expect((await requests()).find((r) => r.leadId === lead)).toMatchObject({ state: "pending" });
  });

  it("only the placement officer and admins may ask or list; the employer needs a contact email; nothing is sent otherwise", async () => {
    const lead = await placed("Gita Roles");
    for (const role of ["counsellor", "editor"] as const) {
      expect((await ask(lead, role)).statusCode).toBe(403);
      expect((await kit.send("GET", "/api/placement-confirmation-requests", role)).statusCode).toBe(403);
    }
    expect((await t.app.inject({ method: "POST", url: `/api/students/${lead}/outcome/confirmation-request` })).statusCode).toBe(401);
    expect((await requests()).some((r) => r.leadId === lead)).toBe(false);
    expect((await ask(lead, "admin")).statusCode).toBe(201);
    const audited = await t.app.db.selectFrom("audit_log").select("action").where("target", "=", lead).execute();
    expect(audited.map((a) => a.action)).toContain("outcome.confirmation_request");

    const silent = (await kit.send("POST", "/api/employers", "placement", { name: "Quiet Corp" })).json().data._id as string;
    const noEmail = await placed("Hari NoEmail", silent);
    const refused = await ask(noEmail);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(PLACEMENT_MESSAGES.noContactEmail("Quiet Corp"));
    const nothing = await kit.student(batch, "Indu Nothing");
    expect((await ask(nothing)).json()).toMatchObject({ message: PLACEMENT_MESSAGES.noOutcome });
    expect((await ask("no-such-lead")).statusCode).toBe(404);
    expect((await requests()).some((r) => r.leadId === noEmail || r.leadId === nothing)).toBe(false);
  });
});
