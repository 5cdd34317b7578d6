// The enquiry intake every form shares: checks what the browser sent and stores it with its deliveries in one
// transaction, or keeps it on disk while the database is away (docs/decisions/011, 034).

import crypto from "node:crypto";
import type { FastifyBaseLogger } from "fastify";
import { demoSlots } from "#contracts/demo-slots";
import {
  ENQUIRY_FORMS,
  ENQUIRY_MESSAGES,
  type EnquiryAnswer,
  type EnquiryForm,
  type EnquiryInput,
  HONEYPOT_FIELD,
  enquirySchema,
  enquirySuccessMessage,
} from "#contracts/enquiry";
import { instituteDay } from "#contracts/institute-time";
import type { Config } from "#server/config";
import { isDatabaseUnavailable } from "#server/db/faults";
import type { Db } from "#server/db/types";
import { Invalid, parseOr400 } from "#server/domain-errors";
import { nowIso } from "../common/clock";
import { isUniqueViolation } from "../common/db-errors";
import { formArrival } from "./form-arrival";
import { KnownOffer } from "./known-offer";
import { submittedFields } from "./repository";
import type { EnquirySpool } from "./spool";
import { type Intake, takeIntoLead } from "./take-into-lead";

/** What a honeypot that is not text (no form sends that) answers. */
export const UNREADABLE_FORM = "The form could not be read. Please reload the page and try again.";

/** One form submission as it arrived: the id the server gave it and when (docs/decisions/034). */
export interface Submission {
  id: string;
  receivedAt: number;
}

export const newSubmission = (now: number): Submission => ({ id: crypto.randomUUID(), receivedAt: now });

/** What storing did; `earlier` when this submission had been stored before (nothing changed). */
export interface Stored extends Intake {
  earlier: boolean;
}

/**
 * The honeypot holds text only when a bot filled every input it found. Browsers
 * always send it as text; any other value is refused, never converted to text
 * (an object can make that throw, a deeply nested array overflow the stack).
 */
function honeypotFilled(body: unknown): boolean {
  if (!body || typeof body !== "object") return false;
  const value = (body as Record<string, unknown>)[HONEYPOT_FIELD];
  if (value === undefined || value === null) return false;
  if (typeof value !== "string") throw new Invalid(UNREADABLE_FORM, { [HONEYPOT_FIELD]: UNREADABLE_FORM });
  return value.trim() !== "";
}

function claimedForm(body: unknown): EnquiryForm {
  const form = body && typeof body === "object" ? (body as Record<string, unknown>).form : undefined;
  return ENQUIRY_FORMS.includes(form as EnquiryForm) ? (form as EnquiryForm) : "registration";
}

/** A form's course must be one the site offers now (its visible courses); a booked demo one of the slots its page offers (contracts/demo-slots.ts). */
async function checkOffer(offer: KnownOffer, input: EnquiryInput, now: number) {
  if (input.form !== "registration" && input.form !== "course") return;
  const course = (await offer.visibleCourses()).find((c) => c.course.name === input.course);
  if (!course) throw new Invalid(ENQUIRY_MESSAGES.course, { course: ENQUIRY_MESSAGES.course });
  if (input.form !== "course" || !input.demoAt) return;
  const batches = await offer.upcomingBatches(course.course.id, instituteDay(now));
  if (!demoSlots(batches, now).some((slot) => slot.at === input.demoAt)) throw new Invalid(ENQUIRY_MESSAGES.demo, { demoAt: ENQUIRY_MESSAGES.demo });
}

const storedBefore = (db: Db, submissionId: string) =>
  db.selectFrom("enquiry_submissions").select("enquiry_id").where("id", "=", submissionId).executeTakeFirst();

/**
 * A new enquiry's deliveries (forwarding, staff email): the outbox module's
 * enquiryDeliveries, handed in, since the outbox depends on leads and never the
 * other way (docs/decisions/062).
 */
export interface Deliveries {
  /** Queues the deliveries of a stored enquiry inside the storing transaction; true when there were any. */
  queue(trx: Db, enquiryId: string, input: EnquiryInput, submission: string | null, now: number): Promise<boolean>;
  /** Deliveries were queued and committed: the outbox should look now. */
  queued(): void;
}

export interface EnquiryServiceDeps {
  db: Db;
  config: Config;
  spool: EnquirySpool;
  deliveries: Deliveries;
  /** The server's clock: a submission's arrival, the demo slots it may book. */
  now: () => number;
}

/**
 * Enquiry intake (docs/decisions/011, 034): a visitor's submission, whichever way
 * it came (the JSON API, a plain form post), checked and stored with its
 * deliveries, or kept in the spool while the database cannot be reached; and the
 * storing of a kept one later, through the same path.
 */
export class EnquiryService {
  private readonly offer: KnownOffer;

  constructor(private readonly deps: EnquiryServiceDeps) {
    this.offer = new KnownOffer(deps.db);
  }

  /** Reads the offer once at start, so even the first enquiry of an outage can be checked. */
  prime() {
    return this.offer.prime(this.deps.now());
  }

  /**
   * Checks and stores one enquiry as a visitor's browser sent it. The enquiry is
   * in the database before this resolves or, while the database cannot be
   * reached, safely on this server's disk to be stored when it answers again;
   * bad input throws an Invalid (400) naming its fields. A filled honeypot is
   * answered like a real submission so the bot learns nothing; nothing is stored.
   */
  async receive(body: unknown, log: FastifyBaseLogger): Promise<EnquiryAnswer> {
    const submission = newSubmission(this.deps.now());
    if (honeypotFilled(body)) {
      log.info({ form: claimedForm(body) }, "enquiry honeypot filled: dropped");
      return { success: true, message: enquirySuccessMessage(claimedForm(body)), id: submission.id };
    }
    const input = parseOr400(enquirySchema, body);
    await checkOffer(this.offer, input, submission.receivedAt);
    let id: string;
    try {
      const stored = await this.store(input, submission);
      log.info({ enquiryId: stored.id, form: input.form }, "enquiry stored");
      // The same answer whether the phone or email was known (docs/decisions/035): a
      // submission that joined a known lead is answered with its own id, never the lead's.
      id = stored.duplicate ? submission.id : stored.id;
    } catch (err) {
      if (!isDatabaseUnavailable(err)) throw err;
      try {
        await this.deps.spool.keep({ ...submission, input });
      } catch (diskErr) {
        // Neither the database nor the disk took it: the visitor is told to try again (503).
        log.error({ err: diskErr }, "enquiry could not be kept on disk either");
        throw err;
      }
      log.warn({ err, submissionId: submission.id, form: input.form }, "database unreachable: enquiry kept in the spool");
      id = submission.id;
    }
    return { success: true, message: enquirySuccessMessage(input.form), id };
  }

  /**
   * Stores an enquiry (a new lead or a known visitor's, ./take-into-lead.ts) and queues
   * its deliveries in one transaction: either both are in the database or neither
   * is, so no enquiry is ever stored without the forwarding and email it is owed.
   * The submission's id is recorded in the same transaction, so storing the same
   * submission again (one kept in the spool) changes nothing. The lead's times
   * are the submission's arrival; deliveries start now.
   */
  async store(input: EnquiryInput, submission: Submission = newSubmission(this.deps.now())): Promise<Stored> {
    const { db, config, deliveries } = this.deps;
    let queued = false;
    let stored: Stored;
    try {
      stored = await db.transaction().execute(async (trx) => {
        const earlier = await storedBefore(trx, submission.id);
        if (earlier) return { id: earlier.enquiry_id, duplicate: false, earlier: true };
        const result = await takeIntoLead(trx, config, formArrival(input, submission.receivedAt));
        // A known visitor's submission joins their lead but is still forwarded and mailed as itself.
        const fields = result.duplicate ? JSON.stringify(submittedFields(input)) : null;
        const now = this.deps.now();
        queued = await deliveries.queue(trx, result.id, input, fields, now);
        await trx
          .insertInto("enquiry_submissions")
          .values({ id: submission.id, enquiry_id: result.id, received_at: nowIso(submission.receivedAt), stored_at: nowIso(now) })
          .execute();
        return { ...result, earlier: false };
      });
    } catch (err) {
      // Another server stored the same kept submission at the same moment and committed first.
      const earlier = isUniqueViolation(err) ? await storedBefore(db, submission.id) : undefined;
      if (!earlier) throw err;
      return { id: earlier.enquiry_id, duplicate: false, earlier: true };
    }
    if (queued && !stored.earlier) deliveries.queued();
    return stored;
  }
}
