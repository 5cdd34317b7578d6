// An employer confirms a placement by a link in an email (docs/decisions/095):
// the officer asks, the employer's contact answers once, without an account.
import crypto from "node:crypto";
import { formatDate, formatMonthYear } from "#contracts/date-format";
import { instituteDay } from "#contracts/institute-time";
import type { PlacementConfirmationRequest } from "#contracts/api-table/placement-outcomes";
import { CONFIRMATION_LINK_DAYS, CONFIRMATION_PAGE_MESSAGES, CONFIRMATION_REQUEST_STATES, PLACEMENT_MESSAGES, isJob } from "#contracts/placement-outcomes";
import type { Db, PlacementConfirmationRequestsTable } from "#server/db/types";
import { z } from "zod";
import { hashToken, randomToken } from "../auth";
import { nowIso } from "../common/clock";
import { lockLead } from "../leads";
import type { Actor } from "../leads";
import type { StudentMessage } from "../mail";
import { enqueueMessage } from "../outbox";
import { Conflict, NotFound } from "#server/domain-errors";
import { insertEvidence } from "./evidence";
import { loadLead } from "./outcome-view";
import { recordEvent } from "./outcomes";

// The link is /placement-confirmation/<id>.<secret>: the row's id and 32 random
// bytes. Only the secret's SHA-256 is stored, so neither the table nor a guess
// makes a working link, and one changed character makes it match no row. The
// token is the only authority: whoever holds the email may answer, once. The
// answer is a conditional update of the row (state = 'pending') after the lead's
// lock, in the transaction that writes the evidence, so of two answers at once,
// on one server or two, one is recorded and the other reads "already answered".

const DAY_MS = 86_400_000;
const TOKEN = /^([0-9a-f-]{36})\.([A-Za-z0-9_-]{43})$/;

export const confirmationPath = (token: string) => `/placement-confirmation/${token}`;

export interface RequestSettings {
  /** Email can be sent (SMTP_URL is set). */
  mail: boolean;
  /** Where links in emails point (SITE_URL). */
  siteUrl: string;
  institute: string;
}

const contactOf = (row: Pick<PlacementConfirmationRequestsTable, "contact_name" | "contact_email">) =>
  row.contact_name ? `${row.contact_name} (${row.contact_email})` : row.contact_email;

const stateOf = (row: PlacementConfirmationRequestsTable, now: number) => {
  const state = z.enum(CONFIRMATION_REQUEST_STATES).parse(row.state);
  return state === "pending" && row.expires_at <= nowIso(now) ? "expired" : state;
};

const startMonth = (startDate: string | null) => (startDate ? formatMonthYear(startDate) : null);

function requestEmail(
  facts: { contact: string | null; student: string; employer: string; role: string; start: string | null },
  link: string,
  until: string,
  institute: string,
) {
  const starting = facts.start ? `, starting ${facts.start}` : "";
  return {
    subject: `Please confirm: ${facts.student} at ${facts.employer}`,
    text: [
      `Dear ${facts.contact ?? `${facts.employer} team`},`,
      "",
      `${institute} records where its students find work, and asks each employer to confirm it. We have ${facts.student} working at ${facts.employer} as ${facts.role}${starting}.`,
      "",
      `Please open this link and press "Confirm", or "This is not right" if it is not. It needs no account or password, works once, and works until ${until}:`,
      link,
      "",
      "If you did not expect this email, you can ignore it: nothing is recorded unless you answer.",
      "",
      "Thank you,",
      institute,
    ].join("\n"),
  };
}

/**
 * Emails the employer's contact a single-use link to confirm the student's claimed job, in one
 * transaction with the row, the history line and the outbox row; an earlier link not yet answered
 * for this student stops working (replaced). Answers whether an email was queued (the caller kicks the outbox).
 */
export async function requestConfirmation(db: Db, leadId: string, actor: NonNullable<Actor>, settings: RequestSettings, now: number) {
  const lead = await loadLead(db, leadId);
  return db.transaction().execute(async (trx) => {
    if (!(await lockLead(trx, leadId))) throw new NotFound(PLACEMENT_MESSAGES.studentNotFound);
    const current = await trx.selectFrom("placement_outcomes").selectAll().where("enquiry_id", "=", leadId).executeTakeFirst();
    if (!current) throw new Conflict(PLACEMENT_MESSAGES.noOutcome);
    if (!isJob(current.code) || !current.employer_id) throw new Conflict(PLACEMENT_MESSAGES.confirmationNeedsJob);
    const employer = await trx.selectFrom("employers").selectAll().where("id", "=", current.employer_id).executeTakeFirstOrThrow();
    if (!employer.contact_email) throw new Conflict(PLACEMENT_MESSAGES.noContactEmail(employer.name));
    if (!settings.mail) throw new Conflict(PLACEMENT_MESSAGES.mailOff);

    await trx
      .updateTable("placement_confirmation_requests")
      .set({ state: "replaced" })
      .where("enquiry_id", "=", leadId)
      .where("state", "=", "pending")
      .execute();
    const id = crypto.randomUUID();
    const secret = randomToken();
    const expiresAt = nowIso(now + CONFIRMATION_LINK_DAYS * DAY_MS);
    const row: PlacementConfirmationRequestsTable = {
      id,
      enquiry_id: leadId,
      employer_id: employer.id,
      outcome_revision: Number(current.revision),
      contact_name: employer.contact_name,
      contact_email: employer.contact_email,
      secret_hash: hashToken(secret),
      state: "pending",
      sent_at: nowIso(now),
      expires_at: expiresAt,
      requested_by: actor.username,
      answered_at: null,
      note: null,
      outbox_id: null,
    };
    await trx.insertInto("placement_confirmation_requests").values(row).execute();

    const until = formatDate(instituteDay(expiresAt));
    const link = new URL(confirmationPath(`${id}.${secret}`), settings.siteUrl).toString();
    const facts = {
      contact: employer.contact_name,
      student: lead.name,
      employer: employer.name,
      role: current.role ?? "",
      start: startMonth(current.start_date),
    };
    const message: StudentMessage = {
      to: employer.contact_email,
      ...requestEmail(facts, link, until, settings.institute),
      done: `Emailed ${contactOf(row)} a link to confirm the placement`,
      activity: "status",
      detail: { placement: { confirmationRequest: id } },
    };
    // Due at once by the outbox's own clock (the wall clock), as every email it sends is.
    row.outbox_id = await enqueueMessage(trx, leadId, "student_mail", message, Date.now());
    await trx.updateTable("placement_confirmation_requests").set({ outbox_id: row.outbox_id }).where("id", "=", id).execute();
    const said = `Confirmation asked of ${employer.name}: a link emailed to ${contactOf(row)}, working until ${until}`;
    await recordEvent(trx, leadId, actor, said, { kind: "confirmation_request", requestId: id, revision: Number(current.revision) }, now);
    return toRequest(row, lead.name, employer.name, now);
  });
}

function toRequest(row: PlacementConfirmationRequestsTable, studentName: string, employerName: string, now: number): PlacementConfirmationRequest {
  return {
    _id: row.id,
    leadId: row.enquiry_id,
    studentName,
    employerId: row.employer_id,
    employerName,
    contactName: row.contact_name,
    contactEmail: row.contact_email,
    sentAt: row.sent_at,
    sentBy: row.requested_by,
    expiresAt: row.expires_at,
    state: stateOf(row, now),
    answeredAt: row.answered_at,
    note: row.note,
  };
}

/** Every link sent, newest first, with its state on the app's clock. */
export async function listConfirmationRequests(db: Db, now: number): Promise<PlacementConfirmationRequest[]> {
  const rows = await db
    .selectFrom("placement_confirmation_requests as r")
    .innerJoin("enquiries as e", "e.id", "r.enquiry_id")
    .innerJoin("employers as m", "m.id", "r.employer_id")
    .selectAll("r")
    .select(["e.name as student_name", "m.name as employer_name"])
    .orderBy("r.sent_at", "desc")
    .orderBy("r.id")
    .execute();
  return rows.map((r) => toRequest(r, r.student_name, r.employer_name, now));
}

/** The latest "This is not right" about the claim as it is now, for the officer (a changed claim clears it). */
export async function disputeOf(db: Db, leadId: string, revision: number | null) {
  if (revision === null) return null;
  const row = await db
    .selectFrom("placement_confirmation_requests")
    .selectAll()
    .where("enquiry_id", "=", leadId)
    .where("outcome_revision", "=", revision)
    .where("state", "=", "not_right")
    .orderBy("answered_at", "desc")
    .executeTakeFirst();
  return row ? { at: row.answered_at!, by: contactOf(row), note: row.note } : null;
}

/** What the employer's page shows: the student's name, role, start month and employer; never pay. */
export interface ConfirmationFacts {
  student: string;
  employer: string;
  role: string;
  start: string | null;
  expiresAt: string;
}

/** Why a link answers nothing, with the page's status. */
export type Refusal = { refused: keyof typeof CONFIRMATION_PAGE_MESSAGES; status: number };

const refusal = (refused: Refusal["refused"], status: number): Refusal => ({ refused, status });

/** The link's row when the token is whole and its secret matches; undefined for anything else. */
async function rowOfToken(db: Db, token: string) {
  const parts = TOKEN.exec(token);
  if (!parts) return undefined;
  const row = await db.selectFrom("placement_confirmation_requests").selectAll().where("id", "=", parts[1]!).executeTakeFirst();
  if (!row) return undefined;
  const given = Buffer.from(hashToken(parts[2]!));
  const stored = Buffer.from(row.secret_hash);
  return given.length === stored.length && crypto.timingSafeEqual(given, stored) ? row : undefined;
}

/** The link as it stands: the facts to ask about, or why it answers nothing. */
async function check(db: Db, token: string, now: number): Promise<{ row: PlacementConfirmationRequestsTable; facts: ConfirmationFacts } | Refusal> {
  const row = await rowOfToken(db, token);
  if (!row) return refusal("invalid", 404);
  const state = stateOf(row, now);
  if (state === "confirmed" || state === "not_right") return refusal("used", 409);
  if (state === "replaced") return refusal("replaced", 410);
  if (state === "expired") return refusal("expired", 410);
  const outcome = await db.selectFrom("placement_outcomes").selectAll().where("enquiry_id", "=", row.enquiry_id).executeTakeFirst();
  if (!outcome || Number(outcome.revision) !== Number(row.outcome_revision)) return refusal("changed", 409);
  const lead = await db.selectFrom("enquiries").select("name").where("id", "=", row.enquiry_id).executeTakeFirstOrThrow();
  const employer = await db.selectFrom("employers").select("name").where("id", "=", row.employer_id).executeTakeFirstOrThrow();
  const facts = { student: lead.name, employer: employer.name, role: outcome.role ?? "", start: startMonth(outcome.start_date), expiresAt: row.expires_at };
  return { row, facts };
}

/** GET: what the page asks about, or why the link answers nothing. Changes nothing. */
export async function confirmationPage(db: Db, token: string, now: number): Promise<ConfirmationFacts | Refusal> {
  const checked = await check(db, token, now);
  return "refused" in checked ? checked : checked.facts;
}

export type Answer = "confirm" | "not_right";

/**
 * POST: records the contact's answer once. "confirm" makes the claim employer
 * confirmed (who: the contact; how: the link; when: now); "not_right" writes a
 * history line the officer sees on the outcome, and confirms nothing.
 */
export async function answerConfirmation(
  db: Db,
  token: string,
  answer: Answer,
  note: string | null,
  now: number,
): Promise<{ done: "confirmed" | "notRight" } | Refusal> {
  const first = await check(db, token, now);
  if ("refused" in first) return first;
  const leadId = first.row.enquiry_id;
  return db.transaction().execute(async (trx) => {
    await lockLead(trx, leadId);
    // Read again under the lock: another answer may have just been recorded, on this server or another.
    const checked = await check(trx, token, now);
    if ("refused" in checked) return checked;
    const { row } = checked;
    const taken = await trx
      .updateTable("placement_confirmation_requests")
      .set({ state: answer === "confirm" ? "confirmed" : "not_right", answered_at: nowIso(now), note })
      .where("id", "=", row.id)
      .where("state", "=", "pending")
      .executeTakeFirst();
    if (Number(taken.numUpdatedRows) !== 1) return refusal("used", 409);
    const contact = contactOf(row);
    const revision = Number(row.outcome_revision);
    const noted = note ? ` ("${note}")` : "";
    if (answer === "not_right") {
      const said = `${contact} answered the emailed link: this is not right${noted}. Not confirmed: please check the claim with the employer`;
      await recordEvent(trx, leadId, null, said, { kind: "employer_disputed", requestId: row.id, revision }, now);
      return { done: "notRight" as const };
    }
    await insertEvidence(trx, leadId, revision, null, now, {
      kind: "employer_confirmation",
      filename: null,
      mime: null,
      bytes: null,
      data: null,
      confirmed_by: contact,
      how: "link",
      note,
    });
    await trx
      .updateTable("placement_outcomes")
      .set({ status: "employer_confirmed", updated_at: nowIso(now), updated_by: null })
      .where("enquiry_id", "=", leadId)
      .execute();
    const said = `Confirmed by the employer: ${contact}, by the emailed link${noted}: employer confirmed`;
    await recordEvent(trx, leadId, null, said, { kind: "confirmation", confirmedBy: contact, how: "link", requestId: row.id, revision }, now);
    return { done: "confirmed" as const };
  });
}
