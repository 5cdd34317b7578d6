import crypto from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import type { PlacementOutcome } from "#contracts/api-table/placement-outcomes";
import { PLACEMENT_MESSAGES } from "#contracts/placement-outcomes";
import { useTestApp } from "#server/test/app";
import { testDatabases } from "#server/test/databases";
import { bearer, jpegPhoto, sendForm } from "#server/test/staff-api";
import { PLACEMENT_ENV, chennai, placementKit } from "#server/test/placement-kit";

// The outcome ledger (docs/decisions/089), on both databases: staff record a
// student's outcome; it is claimed until a letter (checked by its bytes) documents
// it or the employer confirms it; every change is kept with who and when; a
// claim changed after it was proven is claimed again; joining through a drive
// proposes the outcome.

/** The start of a real PDF: file-type knows one by its first bytes, whatever the name. */
const PDF = Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n");

describe.each(testDatabases)("the outcome ledger on $name", (database) => {
  const clock = { now: chennai("2027-02-01T11:00:00") };
  const t = useTestApp(database, PLACEMENT_ENV, false, { now: () => clock.now });
  const kit = placementKit(t, clock);
  let batch: string;
  let zoho: string;
  let officer: string;
  beforeAll(async () => {
    await kit.setUp();
    batch = (await kit.newBatch({ startDate: "2027-01-04", duration: "2 weeks" })).id;
    zoho = await kit.employer("Zoho");
    officer = kit.usernames.placement;
  });
  const url = (lead: string) => `/api/students/${lead}/outcome`;
  const outcome = async (lead: string) => (await kit.send("GET", url(lead))).json().data as PlacementOutcome;
  const record = (lead: string, body: object) => kit.send("PUT", url(lead), "placement", body);
  const upload = (lead: string, data: Buffer, filename: string, type = "application/pdf", token = kit.tokens.placement) =>
    sendForm(t.app, "POST", `${url(lead)}/evidence`, token, { file: { data, filename, type } });
  const job = { code: "in_field_full_time", employerId: "", role: "Java developer", startDate: "2027-03-01", baseSalaryMonthly: 25000, ctcAnnual: 420000 };

  it("keeps a claim 'claimed' (not counted) until a letter documents it, then the employer confirms it; every change in the history", async () => {
    const lead = await kit.student(batch, "Nila Ledger");
    expect(await outcome(lead)).toMatchObject({ code: null, status: null, counts: false, evidence: [], history: [] });

    const claimed = await record(lead, { ...job, employerId: zoho });
    expect(claimed.statusCode, claimed.body).toBe(200);
    expect(claimed.json().data).toMatchObject({
      code: "in_field_full_time",
      status: "claimed",
      counts: false,
      employerName: "Zoho",
      baseSalaryMonthly: 25000,
      ctcAnnual: 420000,
    });
    // The same claim again is no change.
    await record(lead, { ...job, employerId: zoho });
    expect((await outcome(lead)).history).toHaveLength(1);

    // A text file named like a PDF is refused by its bytes; nothing changes.
    const renamed = await upload(lead, Buffer.from("I promise I got the job.\n"), "offer-letter.pdf");
    expect(renamed.statusCode).toBe(400);
    expect(renamed.json()).toEqual({ success: false, message: PLACEMENT_MESSAGES.evidenceType, errors: { file: PLACEMENT_MESSAGES.evidenceType } });
    expect(await outcome(lead)).toMatchObject({ status: "claimed", evidence: [] });

    const letter = await upload(lead, PDF, "offer letter.pdf");
    expect(letter.statusCode, letter.body).toBe(201);
    const documented = letter.json().data as PlacementOutcome;
    expect(documented).toMatchObject({ status: "documented", counts: true });
    expect(documented.evidence).toEqual([
      expect.objectContaining({ kind: "letter", filename: "offer letter.pdf", mime: "application/pdf", current: true, by: officer }),
    ]);

    const confirmed = await kit.send("POST", `${url(lead)}/confirmation`, "placement", { confirmedBy: "Priya R, HR", how: "email" });
    expect(confirmed.statusCode, confirmed.body).toBe(201);
    expect(confirmed.json().data).toMatchObject({ status: "employer_confirmed", counts: true });

    // A new base pay is a new claim: claimed again, the evidence no longer current.
    const changed = (await record(lead, { ...job, employerId: zoho, baseSalaryMonthly: 27000 })).json().data as PlacementOutcome;
    expect(changed).toMatchObject({ status: "claimed", counts: false, baseSalaryMonthly: 27000 });
    expect(changed.evidence.map((e) => e.current)).toEqual([false, false]);

    expect(changed.history.map((h) => h.change)).toEqual([
      "In field, full time — Zoho, Java developer, ₹25,000 a month base pay, ₹4,20,000 a year CTC, from 2027-03-01; claimed: it counts once the offer or joining letter is added, or the employer confirms it",
      "Letter added (offer letter.pdf, PDF, 1 kB): documented",
      "Confirmed by the employer: Priya R, HR, by email: employer confirmed",
      "In field, full time — Zoho, Java developer, ₹27,000 a month base pay, ₹4,20,000 a year CTC, from 2027-03-01; claimed: it counts once the offer or joining letter is added, or the employer confirms it; changed after it was proven, so the evidence on file no longer counts for it",
    ]);
    expect(changed.history.every((h) => h.by === officer && h.at === new Date(clock.now).toISOString())).toBe(true);
    // Each write is in the audit log too (the unchanged second claim as well: a write was asked for).
    const audited = await t.app.db.selectFrom("audit_log").select("action").where("target", "=", lead).execute();
    expect(audited.map((a) => a.action).sort()).toEqual(["outcome.confirmation", "outcome.letter", "outcome.record", "outcome.record", "outcome.record"]);
  });

  it("shows a letter to staff only, as stored, never cached; a picture is taken too", async () => {
    const lead = await kit.student(batch, "Oviya Letter");
    await record(lead, { ...job, employerId: zoho });
    const photo = await upload(lead, await jpegPhoto(), "joining.jpg", "image/jpeg");
    expect(photo.statusCode, photo.body).toBe(201);
    const [evidence] = (photo.json().data as PlacementOutcome).evidence;
    const file = await kit.send("GET", `${url(lead)}/evidence/${evidence!._id}`);
    expect(file.statusCode).toBe(200);
    expect(file.headers["content-type"]).toBe("image/jpeg");
    expect(file.headers["cache-control"]).toBe("private, no-store");
    expect(file.rawPayload.equals(await jpegPhoto())).toBe(true);
    for (const role of ["counsellor", "editor", "trainer"] as const)
      expect((await kit.send("GET", `${url(lead)}/evidence/${evidence!._id}`, role)).statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: "GET", url: `${url(lead)}/evidence/${evidence!._id}`, headers: bearer(await kit.studentToken(lead)) })).statusCode,
    ).toBe(401);
    const other = await kit.student(batch, "Prema Other");
    expect((await kit.send("GET", `${url(other)}/evidence/${evidence!._id}`)).statusCode).toBe(404);
  });

  it("counts 'still looking' as said, needs no evidence for it, and refuses what does not fit", async () => {
    const lead = await kit.student(batch, "Qadir Rules");
    expect((await upload(lead, PDF, "early.pdf")).json()).toMatchObject({ message: PLACEMENT_MESSAGES.noOutcome });
    const seeking = (await record(lead, { code: "seeking" })).json().data as PlacementOutcome;
    expect(seeking).toMatchObject({ code: "seeking", status: "claimed", counts: true, employerId: null });
    const letter = await upload(lead, PDF, "x.pdf");
    expect(letter.statusCode).toBe(409);
    expect(letter.json().message).toBe(PLACEMENT_MESSAGES.seekingNeedsNoEvidence);

    const noEmployer = await record(lead, { code: "out_of_field", role: "Sales" });
    expect(noEmployer.statusCode).toBe(400);
    expect(noEmployer.json().errors).toEqual({ employerId: PLACEMENT_MESSAGES.jobNeedsEmployer });
    const study = await record(lead, { code: "further_study", baseSalaryMonthly: 1000 });
    expect(study.json().errors).toEqual({ baseSalaryMonthly: PLACEMENT_MESSAGES.notAJob });
    expect((await record(lead, { code: "in_field_contract", employerId: crypto.randomUUID() })).json().errors).toEqual({
      employerId: PLACEMENT_MESSAGES.chooseEmployer,
    });
    expect((await record(lead, { code: "placed" })).statusCode).toBe(400);
    expect((await upload(lead, Buffer.alloc(0), "")).statusCode).toBe(400);
    expect((await outcome(lead)).history).toHaveLength(1);

    expect((await record(crypto.randomUUID(), { code: "seeking" })).statusCode).toBe(404);
    const enquiry = await kit.newLead("Ravi NotEnrolled");
    const notStudent = await record(enquiry, { code: "seeking" });
    expect(notStudent.statusCode).toBe(409);
    expect(notStudent.json().message).toBe(PLACEMENT_MESSAGES.notAStudent);
  });

  it("proposes the outcome from the drive when the student joins: claimed, the drive's employer, role and pay", async () => {
    const lead = await kit.student(batch, "Sita Joins");
    const drive = await kit.drive(zoho, { title: "Zoho campus drive", role: "Member of technical staff", baseSalaryMonthly: 32000, ctcAnnual: 600000 });
    const applied = await t.app.inject({ method: "POST", url: `/api/student/drives/${drive}/apply`, headers: bearer(await kit.studentToken(lead)) });
    const application = applied.json().data._id as string;
    expect((await kit.send("PATCH", `/api/applications/${application}`, "placement", { stage: "joined" })).statusCode).toBe(200);
    const proposed = await outcome(lead);
    expect(proposed).toMatchObject({
      code: "in_field_full_time",
      status: "claimed",
      counts: false,
      employerName: "Zoho",
      role: "Member of technical staff",
      baseSalaryMonthly: 32000,
      ctcAnnual: 600000,
      startDate: "2027-02-01",
      driveId: drive,
    });
    expect(proposed.history.map((h) => h.change)).toEqual([
      expect.stringMatching(/^Proposed from the drive "Zoho campus drive" \(joined\): In field, full time — Zoho/),
    ]);
  });
});
