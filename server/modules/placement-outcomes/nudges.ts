// Reminders to report an outcome (docs/decisions/096): 30, 90 and 180 days after a
// student's batch ended, while nothing is on their record, one message per mark.
import type { FastifyInstance } from "fastify";
import { instituteDay } from "#contracts/institute-time";
import { greetingName } from "#contracts/outgoing-text";
import { OUTCOME_MARK_DAYS } from "#contracts/placement-outcomes";
import { type Config, siteUrl } from "#server/config";
import type { Db } from "#server/db/types";
import { nowIso } from "../common/clock";
import { PollingTask, runWhileUp } from "../common/polling-worker";
import { readSiteFacts } from "../content";
import type { StudentMessage } from "../mail";
import { enqueueMessage } from "../outbox";
import { whatsAppConfigured } from "../whatsapp";
import { emailInstead } from "../whatsapp";
import { queueWhatsApp } from "../whatsapp";
import { inQuietHours } from "../whatsapp";
import { enrolments } from "./enrolments";

// The key row (student, mark) is written in the transaction that queues the
// message, so a mark goes once however many rounds or servers reach it; a
// mark missed (the server was down) is still sent until the next one is due,
// and only the latest due mark goes. A student who said early that they are not
// looking for a job, or who wrote STOP, is not chased; nor is one no channel
// reaches (nothing is written then, so it goes once a channel is set up).

/** The 180-day mark is sent until this many days after the batch: later it would surprise more than help. */
const LAST_DAY = 270;

/** The mark due `days` after the batch ended, or null (the marks are the desk's bands too, docs/decisions/098). */
export function markDue(days: number): number | null {
  if (days >= LAST_DAY) return null;
  return [...OUTCOME_MARK_DAYS].reverse().find((mark) => days >= mark) ?? null;
}

const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

export function nudgeEmail(name: string, mark: number, link: string, institute: string) {
  return {
    subject: `Got a job? Tell us on your student page`,
    text: [
      `Dear ${greetingName(name)},`,
      "",
      `It is ${mark} days since your batch ended. If you have a job, please tell us where, your role and when you started, and add your offer or joining letter if you have it:`,
      link,
      "",
      "It takes two minutes and helps the next students choose their course with true numbers. Still looking? Talk to the placement officer: we can help.",
      "",
      institute,
    ].join("\n"),
  };
}

interface Candidate {
  leadId: string;
  batchEnd: string;
  mark: number;
}

/** Graduates due a nudge today: their latest batch ended a mark ago, nothing on record, not said "not looking". */
async function candidates(db: Db, today: string): Promise<Candidate[]> {
  const ends = new Map<string, string>();
  // Their latest batch counts: a student in a later batch is still studying.
  for (const e of await enrolments(db)) if (e.endDate > (ends.get(e.leadId) ?? "")) ends.set(e.leadId, e.endDate);
  const due = [...ends]
    .map(([leadId, batchEnd]) => ({ leadId, batchEnd, mark: batchEnd < today ? markDue(daysBetween(batchEnd, today)) : null }))
    .filter((c): c is Candidate => c.mark !== null);
  if (due.length === 0) return [];
  const ids = due.map((c) => c.leadId);
  const [recorded, notSeeking, sent] = await Promise.all([
    db.selectFrom("placement_outcomes").select("enquiry_id").where("enquiry_id", "in", ids).execute(),
    db.selectFrom("student_intents").select("enquiry_id").where("enquiry_id", "in", ids).where("seeking", "=", 0).execute(),
    db.selectFrom("placement_nudges").select(["enquiry_id", "mark"]).where("enquiry_id", "in", ids).execute(),
  ]);
  const skip = new Set([...recorded, ...notSeeking].map((r) => r.enquiry_id));
  const taken = new Set(sent.map((r) => `${r.enquiry_id}/${Number(r.mark)}`));
  return due.filter((c) => !skip.has(c.leadId) && !taken.has(`${c.leadId}/${c.mark}`));
}

/** Queues every nudge due now through the outbox; answers how many were queued (the caller kicks the outbox). */
export async function queueOutcomeNudges(db: Db, config: Config, now: number): Promise<number> {
  const whatsApp = whatsAppConfigured(config) && Boolean(config.WHATSAPP_OUTCOME_TEMPLATE);
  const mail = Boolean(config.SMTP_URL);
  if ((!whatsApp && !mail) || inQuietHours(now)) return 0;
  const due = await candidates(db, instituteDay(now));
  if (due.length === 0) return 0;
  const institute = (await readSiteFacts(db)).name;
  const link = new URL("/my", siteUrl(config)).toString();
  let queued = 0;
  for (const c of due) {
    const lead = await db
      .selectFrom("enquiries")
      .select(["name", "phone", "email", "whatsapp_opt_out_at", "whatsapp_unreachable_at"])
      .where("id", "=", c.leadId)
      .executeTakeFirst();
    if (!lead || lead.whatsapp_opt_out_at) continue;
    const byWhatsApp = whatsApp && /^\d{10}$/.test(lead.phone) && !emailInstead(lead);
    const byEmail = !byWhatsApp && mail && Boolean(lead.email);
    if (!byWhatsApp && !byEmail) continue;
    const sent = await db.transaction().execute(async (trx) => {
      const key = await trx
        .insertInto("placement_nudges")
        .values({
          enquiry_id: c.leadId,
          mark: c.mark,
          batch_end: c.batchEnd,
          channel: byWhatsApp ? "whatsapp" : "email",
          message_id: null,
          created_at: nowIso(now),
        })
        .onConflict((oc) => oc.columns(["enquiry_id", "mark"]).doNothing())
        .returning("enquiry_id")
        .executeTakeFirst();
      if (!key) return false; // Another round or server took this mark.
      let messageId: string;
      if (byWhatsApp) {
        const template = { name: config.WHATSAPP_OUTCOME_TEMPLATE!, language: config.WHATSAPP_TEMPLATE_LANGUAGE, params: [greetingName(lead.name), link] };
        messageId = await queueWhatsApp(trx, { enquiryId: c.leadId, message: { template }, automatic: true, staffId: null }, now);
      } else {
        const message: StudentMessage = {
          to: lead.email.trim(),
          ...nudgeEmail(lead.name, c.mark, link, institute),
          done: `Emailed the student a reminder to report their job (${c.mark} days after their batch ended)`,
          activity: "status",
          detail: { placement: { nudge: c.mark } },
        };
        // Due at once by the outbox's own clock (the wall clock), as every student email is.
        messageId = await enqueueMessage(trx, c.leadId, "student_mail", message, Date.now());
      }
      await trx.updateTable("placement_nudges").set({ message_id: messageId }).where("enquiry_id", "=", c.leadId).where("mark", "=", c.mark).execute();
      return true;
    });
    if (sent) queued++;
  }
  return queued;
}

/** A round every ten minutes while the server is up (a mark is a day); tests drive `app.now` and kick it. */
export const NUDGE_CHECK_MS = 600_000;

declare module "fastify" {
  interface FastifyInstance {
    placementNudges: PollingTask;
  }
}

/** Runs the nudges while the server is up; what a round queues, the jobs runner sends at once. */
export function registerPlacementNudges(app: FastifyInstance) {
  const task = new PollingTask({ everyMs: NUDGE_CHECK_MS, log: app.log, failure: "placement: nudge round failed" }, async () => {
    if ((await queueOutcomeNudges(app.db, app.config, app.now())) > 0) void app.outbox.kick();
  });
  app.decorate("placementNudges", task);
  runWhileUp(app, task);
}
