import type { FastifyBaseLogger } from "fastify";
import { enquirySchema } from "#contracts/enquiry";
import { z } from "#contracts/zod";
import type { Config } from "#server/config";
import type { Db } from "#server/db/types";
import { nowIso } from "../common/clock";
import { enqueueJob, type JobHandler } from "../jobs";
import type { EnquiryService } from "../leads";
import { fetchLead, leadAsEnquiry } from "./graph";

// Lead-ads events (docs/decisions/064): the webhook's delivery writes the leadgen
// id (once per id however often it is delivered) and a job of the one jobs runner
// (docs/decisions/085), which reads the lead from the Graph API and stores it
// through the same intake as the site's forms (dedupe, assignment, the WhatsApp
// acknowledgement), under a submission id made from the leadgen id, so it is
// stored once. A lead the Graph API will not give (an expired token) is tried
// again with back-off, and its reason is there for the admin; after the last try
// it is marked failed. `meta_leads` stays what the admin sees.

export const LEADGEN_JOB = "leadgen";

const RETRY = { baseMs: 60_000, maxMs: 6 * 3_600_000, maxAttempts: 8 };

export interface LeadgenEvent {
  leadgenId: string;
  formId: string | null;
  adId: string | null;
}

/** Writes the events not taken before, each with its job; answers how many were new. */
export async function queueLeadgen(db: Db, events: LeadgenEvent[], now: number): Promise<number> {
  let added = 0;
  for (const e of events) {
    const at = nowIso(now);
    const result = await db
      .insertInto("meta_leads")
      .values({
        id: e.leadgenId,
        form_id: e.formId,
        ad_id: e.adId,
        status: "pending",
        attempts: 0,
        next_attempt_at: at,
        last_error: null,
        enquiry_id: null,
        created_at: at,
        updated_at: at,
      })
      .onConflict((oc) => oc.column("id").doNothing())
      .executeTakeFirst();
    // Its job whether or not the row is new: a delivery taken again after a crash between the two still gets one.
    await enqueueJob(db, { kind: LEADGEN_JOB, key: e.leadgenId }, now);
    added += Number(result.numInsertedOrUpdatedRows ?? 0);
  }
  return added;
}

type Mark = { status: string; attempts: number; last_error: string | null; enquiry_id?: string; next_attempt_at?: string };

async function mark(db: Db, id: string, set: Mark, now: number) {
  await db
    .updateTable("meta_leads")
    .set({ ...set, updated_at: nowIso(now) })
    .where("id", "=", id)
    .execute();
}

/** The runner's handler of "leadgen" jobs (the key is the leadgen id); `now` is the app's clock. */
export function leadgenJob(db: Db, config: Config, enquiries: EnquiryService, log: FastifyBaseLogger, now: () => number): JobHandler<null> {
  return {
    payload: z.null(),
    retry: RETRY,
    leaseMs: 2 * 60_000,
    concurrency: 2,
    async run(_payload, job) {
      const id = job.key;
      const row = await db.selectFrom("meta_leads").select(["status", "created_at"]).where("id", "=", id).executeTakeFirst();
      if (!row || row.status !== "pending") return;
      const lead = await fetchLead(config, id);
      const parsed = enquirySchema.safeParse(leadAsEnquiry(lead));
      if (!parsed.success) {
        const fields = [...new Set(parsed.error.issues.map((i) => String(i.path[0])))].join(", ");
        await mark(
          db,
          id,
          { status: "failed", attempts: job.attempts, last_error: `The lead form gave no usable ${fields}: add it by hand from Meta's lead center` },
          now(),
        );
        return;
      }
      const receivedAt = lead.created_time ? Date.parse(lead.created_time) : Date.parse(row.created_at);
      const stored = await enquiries.store(parsed.data, { id: `leadgen:${id}`, receivedAt: Number.isFinite(receivedAt) ? receivedAt : now() });
      await mark(db, id, { status: "stored", attempts: job.attempts, last_error: null, enquiry_id: stored.id }, now());
      log.info({ enquiryId: stored.id }, "lead ads: lead stored");
    },
    failed: (trx, _payload, job, { error, retryAt }) =>
      mark(
        trx,
        job.key,
        { status: retryAt === null ? "failed" : "pending", attempts: job.attempts, last_error: error, next_attempt_at: nowIso(retryAt ?? now()) },
        now(),
      ),
  };
}

/** What the admin sees: leads waiting or failed, newest first, with Meta's reason. */
export async function leadAdsProblems(db: Db) {
  const rows = await db
    .selectFrom("meta_leads")
    .select(["id", "status", "attempts", "last_error", "updated_at"])
    .where("status", "in", ["pending", "failed"])
    .where("last_error", "is not", null)
    .orderBy("updated_at", "desc")
    .limit(20)
    .execute();
  return rows.map((r) => ({ leadgenId: r.id, status: r.status, attempts: Number(r.attempts), error: r.last_error!, at: r.updated_at }));
}
