import { expect } from "vitest";
import type { BatchSessions } from "#contracts/batches";
import type { Batch } from "#contracts/content";
import { instituteDay } from "#contracts/institute-time";
import type { Role } from "#contracts/user";
import type { TestApp } from "#server/test/app";
import { ADMIN, ADMIN_ENV, bearer, newStaff, randomAddress, signIn } from "#server/test/staff-api";
import { until } from "#server/test/until";
import { newVisitor } from "#server/test/visitors";
import { readMail } from "../modules/mail";
import { createStudentSession } from "../modules/student";

// What the placement tests do over and over, through the real API (not a test
// file itself): staff of each role, students enrolled in batches with the
// attendance and certificates a case needs, employers and drives.

export const PLACEMENT_ENV = { ...ADMIN_ENV, ENQUIRY_RATE_LIMIT_PER_MINUTE: "100000" };

/** A time in Chennai as the app's clock reads it. */
export const chennai = (local: string) => Date.parse(`${local}+05:30`);

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

export function placementKit(t: TestApp, clock: { now: number }) {
  const tokens = {} as Record<Role, string>;
  const usernames = {} as Record<Role, string>;
  /** Signs in the admin and makes one account of each other role (call in beforeAll). */
  const setUp = async () => {
    tokens.admin = await signIn(t.app);
    usernames.admin = ADMIN.username;
    for (const role of ["editor", "counsellor", "trainer", "placement"] as const) {
      const staff = await newStaff(t.app, tokens.admin, role);
      tokens[role] = staff.token;
      usernames[role] = staff.username;
    }
  };
  const send = (method: Method, url: string, token: string | Role = "placement", payload?: object) =>
    t.app.inject({ method, url, headers: bearer(token in tokens ? tokens[token as Role] : token), ...(payload ? { payload } : {}) });

  const newLead = async (name: string) => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/enquiries",
      payload: newVisitor({ form: "contact", name, phone: "", email: "", message: "Placement?" }),
      remoteAddress: randomAddress(),
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id as string;
  };

  const newBatch = async (fields: Partial<Batch> = {}) => {
    const res = await send("POST", "/api/content/batches", "admin", {
      courseId: "java",
      startDate: "2027-01-04",
      schedule: "weekday",
      timing: "7:00 am – 9:00 am",
      mode: "classroom",
      duration: "2 weeks",
      ...fields,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data as Batch;
  };

  const enrol = async (batchId: string, leadId: string) => {
    const res = await send("POST", `/api/batches/${batchId}/students`, "admin", { leadId });
    expect(res.statusCode, res.body).toBe(201);
  };

  /** A new student in the batch. */
  const student = async (batchId: string, name: string) => {
    const id = await newLead(name);
    await enrol(batchId, id);
    return id;
  };

  /**
   * Takes the register of every class held so far (a class counts once its register
   * is saved, docs/decisions/084), marking each student absent from the first
   * `absences` classes of the batch (the admin, on the app's clock).
   */
  const absent = async (batchId: string, absences: Record<string, number>) => {
    const sessions = (await send("GET", `/api/batches/${batchId}/sessions`, "admin")).json().data as BatchSessions;
    const today = instituteDay(clock.now);
    for (const [index, session] of sessions.sessions.entries()) {
      if (session.cancelled || session.date > today) continue;
      const list = Object.entries(absences)
        .filter(([, n]) => index < n)
        .map(([id]) => id);
      const res = await send("PUT", `/api/sessions/${session.id}/attendance`, "admin", { absent: list });
      expect(res.statusCode, res.body).toBe(200);
    }
  };

  /** Issues the batch's certificates to those who attended at least `thresholdPercent` of its classes. */
  const certify = async (batchId: string, thresholdPercent = 75) => {
    const res = await send("POST", `/api/batches/${batchId}/certificates`, "admin", { thresholdPercent });
    expect([200, 201], res.body).toContain(res.statusCode);
  };

  const studentToken = (leadId: string) => studentTokenOf(t.app, leadId, clock.now);

  const employer = async (name: string) => {
    const res = await send("POST", "/api/employers", "placement", { name });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data._id as string;
  };

  const drive = async (employerId: string, fields: Record<string, unknown> = {}) => {
    const res = await send("POST", "/api/placement-drives", "placement", {
      employerId,
      title: "Campus hiring 2027",
      role: "Java developer",
      courses: ["java"],
      baseSalaryMonthly: 25000,
      ctcAnnual: 420000,
      lastDate: "2027-12-31",
      eligibility: {},
      ...fields,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data._id as string;
  };

  return { tokens, usernames, setUp, send, newLead, newBatch, enrol, student, absent, certify, studentToken, employer, drive };
}

/** A student's own session token (as the one-time code sign-in gives one, docs/decisions/068), made at `now`. */
export const studentTokenOf = async (app: TestApp["app"], leadId: string, now: number) => (await createStudentSession(app.db, leadId, now)).token;

const linksTaken = new Set<string>();

/**
 * Waits for an employer's confirmation email (docs/decisions/095) to `address` about
 * `student` with a link not taken before, and answers that link.
 */
export async function confirmationLinkIn(mailbox: { received: string[] }, address: string, student: string): Promise<string> {
  let link: string | undefined;
  await until(`a confirmation link for ${student} mailed to ${address}`, () => {
    const links = mailbox.received
      .map(readMail)
      .filter((m) => (m.headers.to ?? "").includes(address) && m.text.includes(student))
      .map((m) => /https?:\/\/\S+\/placement-confirmation\/\S+/.exec(m.text)?.[0])
      .filter((l): l is string => Boolean(l) && !linksTaken.has(l!));
    link = links[0];
    return Boolean(link);
  });
  linksTaken.add(link!);
  return link!;
}
