import type { FastifyBaseLogger, FastifyInstance } from "fastify";
import nodemailer from "nodemailer";
import { ENQUIRY_STATUS_LABELS, type EnquiryStatus, formatInstituteTime } from "#contracts/enquiry-inbox";
import { DUE_VIEW_PATH } from "#contracts/dashboard-paths";
import { dayStartUtc, instituteDay } from "#contracts/institute-time";
import { oneLine } from "#contracts/outgoing-text";
import { type Config, mailEnabled, siteUrl } from "#server/config";
import type { Db } from "#server/db/types";
import { nowIso } from "../common/clock";
import { PollingTask, runWhileUp } from "../common/polling-worker";
import { endOfToday } from "./inbox";
import { enquiryLink } from "./repository";

// The staff digest (docs/decisions/022): at each DIGEST_TIMES time (Chennai
// clock) one email lists the leads that are overdue (first answer or follow-up
// missed) and those due later today, with their owners. Several servers share
// one database: the slot is claimed with one guarded UPDATE, so exactly one of
// them sends it.

const CHECK_EVERY_MS = 30_000;

/**
 * What the digest works with (docs/decisions/062). The fee instalments it lists
 * come from the payments module, which depends on leads, so they are handed in.
 */
export interface DigestDeps {
  db: Db;
  config: Config;
  log: FastifyBaseLogger;
  /** Lines about fee instalments past their due date (payments' overdueInstalmentLines), each with its lead's link. */
  overdueInstalments: (db: Db, now: number, link: (enquiryId: string) => string) => Promise<string[]>;
}
const LISTED = 50;

/** The latest digest slot at or before `now` ("2026-11-23T09:30"), or null before today's first. */
export function currentSlot(times: string, now: number): string | null {
  if (times === "off") return null;
  const day = instituteDay(now);
  const minutesNow = Math.floor((now - dayStartUtc(day).getTime()) / 60_000);
  const passed = times
    .split(",")
    .map((t) => t.trim().split(":").map(Number) as [number, number])
    .map(([h, m]) => h * 60 + m)
    .filter((m) => m <= minutesNow)
    .sort((a, b) => b - a);
  if (passed.length === 0) return null;
  const m = passed[0]!;
  return `${day}T${String(Math.floor(m / 60)).padStart(2, "0")}:${String(m % 60).padStart(2, "0")}`;
}

/** True for the one caller that moves the digest on to `slot`. */
async function claimSlot(db: Db, slot: string) {
  const result = await db
    .updateTable("pipeline_state")
    .set({ digest_slot: slot })
    .where("id", "=", 1)
    .where((eb) => eb.or([eb("digest_slot", "is", null), eb("digest_slot", "<", slot)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Subject and text of the digest, or null when nothing is due today. */
export async function digestMessage({ db, config, overdueInstalments }: Omit<DigestDeps, "log">, now: number) {
  const rows = await db
    .selectFrom("enquiries")
    .leftJoin("users as owner", "owner.id", "enquiries.owner_id")
    .select([
      "enquiries.id",
      "enquiries.name",
      "enquiries.phone",
      "enquiries.course",
      "enquiries.status",
      "enquiries.due_at",
      "enquiries.touched_at",
      "owner.username as owner_name",
    ])
    .where("enquiries.due_at", "<", endOfToday(now))
    .orderBy("enquiries.due_at")
    .execute();
  // Fee instalments past their due date (docs/decisions/054) are listed after the leads.
  const instalments = await overdueInstalments(db, now, (id) => enquiryLink(siteUrl(config), id));
  if (rows.length === 0 && instalments.length === 0) return null;
  const at = nowIso(now);
  const overdue = rows.filter((r) => r.due_at! < at);
  const later = rows.filter((r) => r.due_at! >= at);
  const line = (r: (typeof rows)[number]) =>
    [
      // The visitor's name on its own line, whatever they typed into it (docs/decisions/082).
      `- ${oneLine(r.name)} (${r.phone})${r.course ? `, ${r.course}` : ""}: ${ENQUIRY_STATUS_LABELS[r.status as EnquiryStatus] ?? r.status}`,
      r.touched_at === null ? "not answered yet" : "follow-up",
      `due ${formatInstituteTime(r.due_at!)}`,
      r.owner_name ? `owner ${r.owner_name}` : "unassigned",
      enquiryLink(siteUrl(config), r.id),
    ].join(" · ");
  const section = (title: string, list: typeof rows) =>
    list.length === 0
      ? []
      : [
          `${title} (${list.length})`,
          ...list.slice(0, LISTED).map(line),
          ...(list.length > LISTED ? [`…and ${list.length - LISTED} more in the dashboard.`] : []),
          "",
        ];
  const subject = `Admissions: ${overdue.length} overdue, ${later.length} due later today`;
  const text = [
    `Leads that need a counsellor, as of ${formatInstituteTime(at)}.`,
    "",
    ...section("Overdue", overdue),
    ...section("Due later today", later),
    ...instalments,
    `Open the Due view: ${siteUrl(config).replace(/\/+$/, "")}${DUE_VIEW_PATH}`,
  ].join("\n");
  return { subject, text };
}

/** Sends the digest of the current slot if no server has yet; true when this call sent it. */
export async function sendDigestIfDue(deps: DigestDeps, now = Date.now()) {
  const { config, db, log } = deps;
  if (!mailEnabled(config)) return false;
  const slot = currentSlot(config.DIGEST_TIMES, now);
  if (!slot || !(await claimSlot(db, slot))) return false;
  const message = await digestMessage(deps, now);
  if (!message) return false;
  const transport = nodemailer.createTransport({ url: config.SMTP_URL, connectionTimeout: config.OUTBOX_TIMEOUT_MS, socketTimeout: config.OUTBOX_TIMEOUT_MS });
  try {
    const from = config.MAIL_FROM ?? `Admissions digest <no-reply@${new URL(siteUrl(config)).hostname}>`;
    await transport.sendMail({ from, to: config.MAIL_TO, subject: message.subject, text: message.text });
    log.info({ slot }, "pipeline: digest sent");
    return true;
  } catch (err) {
    // A digest is a reminder: a failed one is logged and the next slot tries again.
    log.error({ err, slot }, "pipeline: digest could not be sent");
    return false;
  } finally {
    transport.close();
  }
}

/** Checks twice a minute while the server is up. */
export function registerDigest(app: FastifyInstance, overdueInstalments: DigestDeps["overdueInstalments"]) {
  if (app.config.DIGEST_TIMES === "off") return;
  const deps: DigestDeps = { db: app.db, config: app.config, log: app.log, overdueInstalments };
  const check = async () => void (await sendDigestIfDue(deps, app.now()));
  runWhileUp(app, new PollingTask({ everyMs: CHECK_EVERY_MS, atStart: false, log: app.log, failure: "pipeline: digest check failed" }, check));
}
