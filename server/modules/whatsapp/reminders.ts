import type { SiteFacts } from "#contracts/content";
import { chennaiDateTime, chennaiDayMonthYear, chennaiWeekdayTime } from "#contracts/en-in-format";
import { INSTITUTE_UTC_OFFSET_MINUTES, addDays, instituteDay } from "#contracts/institute-time";
import { greetingName } from "#contracts/outgoing-text";
import { formatPaise } from "#contracts/payments";
import { type AutomationKind, QUIET_HOURS } from "#contracts/whatsapp";
import type { Config } from "#server/config";
import type { Db } from "#server/db/types";
import { nowIso } from "../common/clock";
import { isUniqueViolation } from "../common/db-errors";
import { readDocument } from "../content";
import { outstandingInstalments } from "../payments";
import { whatsAppConfigured } from "./cloud-api";
import { activeAutomation } from "./automations";
import { emailInstead } from "./deliver";
import { queueAutomaticEmail } from "./email-fallback";
import { queueWhatsApp } from "./messages";

// Demo and fee reminders on WhatsApp (docs/decisions/064). Each round looks for
// what is due now and queues it through the outbox, once: the reminder's key (its
// occasion, lead or instalment, and the moment it is about) is written in the same
// transaction, so a second round or a second server finds it taken. Nothing
// automatic goes in the quiet hours; a reminder whose window passed in them is
// not sent late (a "two hours before" at midnight would be worse than none).

const HOUR = 3_600_000;
const minutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** Between 21:00 and 08:00 Chennai time. */
export function inQuietHours(now: number) {
  const local = Math.floor((now / 60_000 + INSTITUTE_UTC_OFFSET_MINUTES) % (24 * 60));
  const from = minutes(QUIET_HOURS.from);
  const to = minutes(QUIET_HOURS.to);
  return from > to ? local >= from || local < to : local >= from && local < to;
}

interface Due {
  key: string;
  kind: AutomationKind;
  enquiryId: string;
  params: string[];
  /** How to reach the student: WhatsApp, or email when WhatsApp cannot (docs/decisions/066). */
  reach: { phone: string; email: string; whatsapp_unreachable_at?: string | null };
}

/** The name a reminder greets, cleaned of links and lines (docs/decisions/082). */
const firstName = greetingName;

function addressOf(site: SiteFacts) {
  const a = site.address;
  return { address: [a.street, a.locality, a.city, a.postalCode].filter(Boolean).join(", "), directions: site.mapUrl };
}

/** Demo classes booked on a lead: the day before (20–26 hours ahead) and two hours before (2 h to 30 min ahead). */
async function dueDemos(db: Db, now: number, site: SiteFacts): Promise<Due[]> {
  const leads = await db
    .selectFrom("enquiries")
    .select(["id", "name", "course", "follow_up_at", "phone", "email", "whatsapp_unreachable_at"])
    .where("status", "=", "demo_scheduled")
    .where("whatsapp_opt_out_at", "is", null)
    .where("follow_up_at", ">", nowIso(now + 30 * 60_000))
    .where("follow_up_at", "<=", nowIso(now + 26 * HOUR))
    .execute();
  const { address, directions } = addressOf(site);
  const due: Due[] = [];
  for (const lead of leads) {
    const at = Date.parse(lead.follow_up_at!);
    const ahead = at - now;
    const course = lead.course ?? "our course";
    if (ahead > 20 * HOUR)
      due.push({
        key: `demo_day_before:${lead.id}:${lead.follow_up_at}`,
        kind: "demo_day_before",
        enquiryId: lead.id,
        params: [firstName(lead.name), course, chennaiWeekdayTime(new Date(at)), address, directions],
        reach: lead,
      });
    else if (ahead <= 2 * HOUR)
      due.push({
        key: `demo_two_hours:${lead.id}:${lead.follow_up_at}`,
        kind: "demo_two_hours",
        enquiryId: lead.id,
        params: [firstName(lead.name), course, chennaiDateTime(new Date(at)), address, directions],
        reach: lead,
      });
  }
  return due;
}

/** Instalments still payable: three days before the due date, on it, and the day after. */
async function dueFees(db: Db, now: number): Promise<Due[]> {
  const today = instituteDay(now);
  const occasions: [AutomationKind, string][] = [
    ["fee_three_days", addDays(today, 3)],
    ["fee_due_today", today],
    ["fee_overdue", addDays(today, -1)],
  ];
  const rows = (
    await outstandingInstalments(
      db,
      occasions.map(([, day]) => day),
    )
  ).filter((row) => row.whatsapp_opt_out_at === null);
  return rows.map((row) => {
    const kind = occasions.find(([, day]) => day === row.due_date)![0];
    return {
      key: `${kind}:${row.id}:${row.due_date}`,
      kind,
      enquiryId: row.enquiry_id,
      params: [
        firstName(row.name),
        row.description,
        formatPaise(Number(row.amount_paise) - Number(row.amount_paid_paise)),
        chennaiDayMonthYear(new Date(`${row.due_date}T12:00:00+05:30`)),
        row.short_url,
      ],
      reach: row,
    };
  });
}

/** Queues every reminder due now that is switched on; answers how many were queued. */
export async function queueDueReminders(db: Db, config: Config, now: number): Promise<number> {
  if (!whatsAppConfigured(config) || inQuietHours(now)) return 0;
  const site = await readDocument(db, "site");
  const due = [...(await dueDemos(db, now, site)), ...(await dueFees(db, now))];
  let queued = 0;
  for (const reminder of due) {
    const template = await activeAutomation(db, config, reminder.kind);
    if (!template) continue;
    const taken = await db.selectFrom("whatsapp_reminders").select("key").where("key", "=", reminder.key).executeTakeFirst();
    if (taken) continue;
    try {
      await db.transaction().execute(async (trx) => {
        // A lead WhatsApp cannot reach gets the email copy (066); its key is written either way, so the timeline says it once.
        const why = emailInstead(reminder.reach);
        const messageId = why
          ? `email:${(await queueAutomaticEmail(trx, config, { id: reminder.enquiryId, email: reminder.reach.email }, reminder.kind, reminder.params, why, now)) ?? "none"}`
          : await queueWhatsApp(
              trx,
              {
                enquiryId: reminder.enquiryId,
                message: { template: { ...template, params: reminder.params } },
                automatic: true,
                staffId: null,
                automation: reminder.kind,
              },
              now,
            );
        await trx
          .insertInto("whatsapp_reminders")
          .values({ key: reminder.key, enquiry_id: reminder.enquiryId, message_id: messageId, created_at: nowIso(now) })
          .execute();
      });
      queued++;
    } catch (err) {
      // Queued by another server at the same moment: nothing to do.
      if (!isUniqueViolation(err)) throw err;
    }
  }
  return queued;
}

/** Every minute while the server is up; tests drive `app.now` and kick it. */
export const REMINDER_CHECK_MS = 60_000;
