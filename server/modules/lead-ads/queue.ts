import type { FastifyBaseLogger } from "fastify";
import { enquirySchema } from "#contracts/enquiry";
import type { Config } from "#server/config";
import type { Db } from "#server/db/types";
import { nowIso } from "../common/clock";
import { PollingWorker } from "../common/polling-worker";
import type { EnquiryService } from "../leads/intake";
import { backoffMs } from "../outbox/repository";
import { fetchLead, leadAsEnquiry } from "./graph";

// Lead-ads events (docs/decisions/064): the webhook only writes the leadgen id
// (answering Meta at once, and once per id however often it is delivered); this
// worker reads the lead from the Graph API and stores it through the same intake
// as the site's forms (dedupe, assignment, the WhatsApp acknowledgement), under a
// submission id made from the leadgen id, so it is stored once. A lead the Graph
// API will not give (an expired token) is tried again with back-off, and its
// reason is there for the admin; after the last try it is marked failed.

const MAX_ATTEMPTS = 8;
const RETRY = { baseMs: 60_000, maxMs: 6 * 3_600_000 };

export interface LeadgenEvent {
  leadgenId: string;
  formId: string | null;
  adId: string | null;
}

/** Writes the events not taken before; answers how many were new. */
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
    added += Number(result.numInsertedOrUpdatedRows ?? 0);
  }
  return added;
}

export class LeadAdsWorker extends PollingWorker {
  constructor(
    private readonly db: Db,
    private readonly config: Config,
    private readonly enquiries: EnquiryService,
    private readonly log: FastifyBaseLogger,
    private readonly now: () => number = Date.now,
  ) {
    super({ everyMs: 60_000, log, failure: "lead ads: round failed" });
  }

  protected async round(stopping: AbortSignal) {
    const due = await this.db
      .selectFrom("meta_leads")
      .selectAll()
      .where("status", "=", "pending")
      .where("next_attempt_at", "<=", nowIso(this.now()))
      .orderBy("next_attempt_at")
      .limit(20)
      .execute();
    for (const row of due) {
      if (stopping.aborted) return;
      await this.take(row.id, Number(row.attempts) + 1, row.created_at);
    }
  }

  private async take(id: string, attempts: number, createdAt: string) {
    const now = this.now();
    try {
      const lead = await fetchLead(this.config, id);
      const parsed = enquirySchema.safeParse(leadAsEnquiry(lead));
      if (!parsed.success) {
        const fields = [...new Set(parsed.error.issues.map((i) => String(i.path[0])))].join(", ");
        await this.mark(id, { status: "failed", attempts, last_error: `The lead form gave no usable ${fields}: add it by hand from Meta's lead center` });
        return;
      }
      const receivedAt = lead.created_time ? Date.parse(lead.created_time) : Date.parse(createdAt);
      const stored = await this.enquiries.store(parsed.data, { id: `leadgen:${id}`, receivedAt: Number.isFinite(receivedAt) ? receivedAt : now });
      await this.mark(id, { status: "stored", attempts, last_error: null, enquiry_id: stored.id });
      this.log.info({ enquiryId: stored.id }, "lead ads: lead stored");
    } catch (err) {
      const reason = err instanceof Error ? err.message : String(err);
      const last = attempts >= MAX_ATTEMPTS;
      await this.mark(id, { status: last ? "failed" : "pending", attempts, last_error: reason, next_attempt_at: nowIso(now + backoffMs(attempts, RETRY)) });
      this.log.warn({ leadgenId: id, attempts, error: reason }, last ? "lead ads: gave up" : "lead ads: will retry");
    }
  }

  private async mark(id: string, set: { status: string; attempts: number; last_error: string | null; enquiry_id?: string; next_attempt_at?: string }) {
    await this.db
      .updateTable("meta_leads")
      .set({ ...set, updated_at: nowIso(this.now()) })
      .where("id", "=", id)
      .execute();
  }
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
