import { beforeAll, describe, expect, it } from "vitest";
import { PLACEMENT_MESSAGES } from "#contracts/placement-outcomes";
import { useTestApp } from "#server/test/app";
import { testDatabases } from "#server/test/databases";
import { PLACEMENT_ENV, chennai, placementKit } from "#server/test/placement-kit";
import { multipart, randomAddress } from "#server/test/staff-api";
import { escapeHtml } from "../certificates";
import { STUDENT_COOKIE } from "../student";

// Placements on /my as a browser without JavaScript uses them (docs/decisions/096):
// the open drives of the student's course with Apply or the reasons why not,
// applying by a form post, the applications with a line per stage, the intent
// question answered once, and the job reported with its letter; each form
// answers 303 back to the page with its message. Both databases, the app's clock.

const PDF = Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n");

describe.each(testDatabases)("placements on /my on $name", (database) => {
  const clock = { now: chennai("2027-02-10T11:00:00") };
  const t = useTestApp(database, PLACEMENT_ENV, false, { now: () => clock.now });
  const kit = placementKit(t, clock);
  const ids = {} as Record<"asha" | "bala" | "open" | "strict", string>;
  beforeAll(async () => {
    await kit.setUp();
    // Classes since 4 January; the batch ends in March.
    const batch = (await kit.newBatch({ startDate: "2027-01-04", duration: "10 weeks" })).id;
    ids.asha = await kit.student(batch, "Asha Student");
    ids.bala = await kit.student(batch, "Bala Student");
    await kit.absent(batch, { [ids.bala]: 12 });
    const zoho = await kit.employer("Zoho");
    ids.open = await kit.drive(zoho, { title: "Open drive", role: "Java developer" });
    ids.strict = await kit.drive(zoho, { title: "Strict drive", role: "Backend trainee", eligibility: { minAttendance: 75 } });
  });

  const cookieOf = async (lead: string) => `${STUDENT_COOKIE}=${await kit.studentToken(lead)}`;
  const page = async (lead: string, query = "") => {
    const res = await t.app.inject({ method: "GET", url: `/my${query}`, headers: { cookie: await cookieOf(lead) } });
    expect(res.statusCode).toBe(200);
    return res.body;
  };
  const post = async (lead: string | null, url: string, fields: Record<string, string> = {}, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: "POST",
      url,
      payload: new URLSearchParams(fields).toString(),
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        "sec-fetch-site": "same-origin",
        ...(lead ? { cookie: await cookieOf(lead) } : {}),
        ...headers,
      },
      remoteAddress: randomAddress(),
    });
  const backTo = (res: { statusCode: number; headers: Record<string, unknown> }, code: string) => {
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`/my?placement=${code}#placement`);
  };
  const applyForm = (drive: string) => `<form method="post" action="/my/drives/${drive}/apply">`;

  it("shows the open drives with Apply, or the reasons why not in plain words", async () => {
    const asha = await page(ids.asha);
    expect(asha).toContain('<h2 id="placement-title">Placement</h2>');
    expect(asha).toContain(applyForm(ids.open));
    expect(asha).toContain(applyForm(ids.strict));
    expect(asha).toContain("₹25,000 a month base pay · ₹4,20,000 a year CTC");
    const bala = await page(ids.bala);
    expect(bala).toContain(applyForm(ids.open));
    expect(bala).not.toContain(applyForm(ids.strict));
    expect(bala).toMatch(/<ul class="reasons"><li>Attendance \d+ % — this drive needs 75 %<\/li><\/ul>/);
  });

  it("applies by a plain form post, once, and lists the application with a line for each stage", async () => {
    backTo(await post(ids.asha, `/my/drives/${ids.open}/apply`), "applied");
    const after = await page(ids.asha, "?placement=applied");
    expect(after).toContain("Applied. The placement officer will tell you the next step.");
    expect(after).not.toContain(applyForm(ids.open));
    expect(after).toContain("<h3>Your applications</h3>");
    backTo(await post(ids.asha, `/my/drives/${ids.open}/apply`), "already-applied");
    expect(await page(ids.asha, "?placement=already-applied")).toContain(escapeHtml(PLACEMENT_MESSAGES.alreadyApplied));
    backTo(await post(ids.bala, `/my/drives/${ids.strict}/apply`), "not-eligible");

    // The officer moves it on: the student's page shows each change as a line.
    const [application] = (await kit.send("GET", `/api/placement-drives/${ids.open}/applications`)).json().data as { _id: string }[];
    clock.now = chennai("2027-02-12T10:00:00");
    const moved = await kit.send("PATCH", `/api/applications/${application!._id}`, "placement", { stage: "shortlisted", round: "Aptitude test" });
    expect(moved.statusCode, moved.body).toBe(200);
    const lines = /<ol class="stages">(.*?)<\/ol>/.exec(await page(ids.asha))![1]!;
    expect(lines.match(/<li>.*?<\/li>/g)!.map((l) => l.replace(/<[^>]+>/g, ""))).toEqual(["10 Feb 2027 Applied", "12 Feb 2027 Shortlisted · Aptitude test"]);
  });

  it("asks the intent question until it is answered, once, then shows the answer", async () => {
    const before = await page(ids.bala);
    expect(before).toContain('<form method="post" action="/my/intent" class="intent">');
    expect(before).toContain("Are you looking for a job after this course?");
    backTo(await post(ids.bala, "/my/intent", {}), "intent-missing");
    backTo(await post(ids.bala, "/my/intent", { seeking: "yes" }), "answered");
    const after = await page(ids.bala);
    expect(after).not.toContain('action="/my/intent"');
    expect(after).toMatch(/Are you looking for a job after this course\? <strong>Yes<\/strong>/);
    backTo(await post(ids.bala, "/my/intent", { seeking: "no" }), "intent-given");
    expect(await page(ids.bala)).toMatch(/<strong>Yes<\/strong>/);
  });

  it("refuses a form from another site's page, and sends a signed-out browser to the sign-in", async () => {
    const forged = await post(ids.bala, `/my/drives/${ids.open}/apply`, {}, { origin: "https://evil.example", "sec-fetch-site": "cross-site" });
    expect(forged.statusCode).toBe(403);
    const signedOut = await post(null, `/my/drives/${ids.open}/apply`);
    expect(signedOut.statusCode).toBe(303);
    expect(signedOut.headers.location).toBe("/my");
    expect(await page(ids.bala)).toContain(applyForm(ids.open));
  });

  it("reminds a student whose batch ended to report their job, and takes the report with its letter from the form", async () => {
    clock.now = chennai("2027-04-20T11:00:00");
    const before = await page(ids.asha);
    expect(before).toContain('id="report-reminder"');
    expect(before).toContain('<form method="post" action="/my/outcome" enctype="multipart/form-data"');
    const sendReport = async (file: { data: Buffer; filename: string; type: string }) => {
      const body = await multipart({
        employerName: "Zoho",
        role: "Java developer",
        code: "in_field_full_time",
        startDate: "2027-04-01",
        baseSalaryMonthly: "25000",
        file,
      });
      return t.app.inject({
        method: "POST",
        url: "/my/outcome",
        payload: body.payload,
        headers: { ...body.headers, cookie: await cookieOf(ids.asha), "sec-fetch-site": "same-origin" },
      });
    };
    backTo(await sendReport({ data: Buffer.from("not a letter"), filename: "letter.pdf", type: "application/pdf" }), "check-file");
    expect(await page(ids.asha, "?placement=check-file")).toContain(escapeHtml(PLACEMENT_MESSAGES.evidenceType));
    backTo(await sendReport({ data: PDF, filename: "letter.pdf", type: "application/pdf" }), "reported");
    const after = await page(ids.asha);
    expect(after).not.toContain('id="report-reminder"');
    expect(after).toContain("In field, full time · Zoho · Java developer · from 1 Apr 2027");
    expect(after).toContain("Your letter is on file.");
    const ledger = (await kit.send("GET", `/api/students/${ids.asha}/outcome`)).json().data as { status: string };
    expect(ledger.status).toBe("documented");
  });
});
