import type { ActivityInput, EnquiryStatus, EnquiryUpdate } from "#contracts/enquiry-inbox";
import { CALL_OUTCOME_LABELS, ENQUIRY_STATUS_LABELS, formatInstituteTime } from "#contracts/enquiry-inbox";
import { STALE_EDIT_MESSAGE } from "#contracts/revision";
import type { PublicUser } from "#contracts/user";
import type { Db, EnquiriesTable } from "#server/db/types";
import { Conflict, Forbidden, Invalid, notFound } from "#server/domain-errors";
import { nowIso } from "../common/clock";
import { jsonObject, readStored } from "../common/stored-json";
import { followUpAfterEnrolment } from "./due";
import { writeLead } from "./lead-writes";
import { lockCounsellor, lockLead } from "./locks";
import { type Actor, addActivity } from "./timeline";

// Staff changes to a lead (docs/decisions/022, 035): who may change what, and the
// timeline line each change leaves. Every write runs in one transaction so a lead
// never changes without its timeline entry, and starts by locking the lead
// (./locks.ts): two counsellors claiming one lead at the same moment are served
// one after the other, and the second sees the first one's claim. A change that
// names the lead's revision it was made on is refused with 409 when the lead
// changed since.

export const PIPELINE_MESSAGES = {
  notYours: (owner: string) => `This lead belongs to ${owner}. Ask an admin to reassign it.`,
  onlyAdminsReassign: "Only an admin can reassign a lead.",
  notACounsellor: "Choose a counsellor: that account is not a verified counsellor.",
  mergeSelf: "Choose another lead to merge: a lead cannot be merged with itself.",
  noLongerCounsellor: "Your account is no longer a counsellor's. Log in again.",
} as const;

type Lead = EnquiriesTable;

/** The lead, locked for the rest of the transaction. */
async function loadLead(db: Db, id: string) {
  const lead = await lockLead(db, id);
  if (!lead) throw notFound("Enquiry");
  return lead;
}

/**
 * A counsellor's own account is locked before the lead (./locks.ts): a lead they
 * take cannot end up owned by an account deleted or demoted at that moment.
 */
async function lockSelf(db: Db, staff: PublicUser) {
  if (staff.role === "counsellor" && !(await lockCounsellor(db, staff._id))) throw new Forbidden(PIPELINE_MESSAGES.noLongerCounsellor);
}

const staleLead = () => new Conflict(STALE_EDIT_MESSAGE);

async function usernameOf(db: Db, id: string | null) {
  if (!id) return null;
  return (await db.selectFrom("users").select("username").where("id", "=", id).executeTakeFirst())?.username ?? "a former colleague";
}

/**
 * A counsellor works their own leads and unassigned ones (taking them); a lead
 * another counsellor owns is refused. Admins may change any lead. The one rule
 * for every act on a lead: notes, status, WhatsApp, certificates (docs/decisions/084).
 */
export const mayWork = (lead: Pick<Lead, "owner_id">, staff: Pick<PublicUser, "_id" | "role">) =>
  staff.role === "admin" || !lead.owner_id || lead.owner_id === staff._id;

/** The same rule as a 403 naming the lead's owner, so the counsellor knows whom to ask. */
export async function checkMayWork(db: Db, lead: Pick<Lead, "owner_id">, staff: Pick<PublicUser, "_id" | "role">) {
  if (!mayWork(lead, staff)) throw new Forbidden(PIPELINE_MESSAGES.notYours((await usernameOf(db, lead.owner_id))!));
}

const actorOf = (staff: PublicUser): Actor => ({ id: staff._id, username: staff.username });

/**
 * Writes the lead's new facts with due_at recomputed from them and the next
 * revision (./lead-writes.ts). Conditional on the revision it was read with: under
 * the lock it always is, and without one it would still never overwrite a change it did not see.
 */
async function saveLead(db: Db, lead: Lead, changes: Partial<Lead>, now: number) {
  if (!(await writeLead(db, lead, changes, now, { revision: "next" }))) throw staleLead();
}

/** A verified counsellor account's name (its account locked, ./locks.ts), or a 400 naming the rule. */
async function counsellorName(db: Db, id: string) {
  const user = await lockCounsellor(db, id);
  if (!user) throw new Invalid(PIPELINE_MESSAGES.notACounsellor, { ownerId: PIPELINE_MESSAGES.notACounsellor });
  return user.username;
}

/** PATCH /api/enquiries/:id: status, follow-up and owner, each change on the timeline. */
export async function updateLead(db: Db, id: string, update: EnquiryUpdate, staff: PublicUser, now = Date.now()) {
  await db.transaction().execute(async (trx) => {
    // Accounts before the lead (./locks.ts): the counsellor at work, or the one an admin assigns to.
    await lockSelf(trx, staff);
    const assignee = staff.role === "admin" && update.ownerId ? await counsellorName(trx, update.ownerId) : null;
    const lead = await loadLead(trx, id);
    if (update.revision !== undefined && update.revision !== Number(lead.revision)) throw staleLead();
    const actor = actorOf(staff);
    const changes: Partial<Lead> = {};

    if (update.ownerId !== undefined && update.ownerId !== lead.owner_id) {
      const claiming = staff.role === "counsellor" && lead.owner_id === null && update.ownerId === staff._id;
      if (staff.role !== "admin" && !claiming) throw new Forbidden(PIPELINE_MESSAGES.onlyAdminsReassign);
      const name = update.ownerId === null ? null : claiming ? staff.username : assignee;
      changes.owner_id = update.ownerId;
      const text = name ? (claiming ? `${name} took the lead` : `Assigned to ${name}`) : "Unassigned";
      await addActivity(trx, id, actor, "assignment", text, { from: lead.owner_id, to: update.ownerId }, now);
    } else {
      await checkMayWork(trx, lead, staff);
    }

    if (update.status !== undefined && (update.status !== lead.status || (update.status === "lost" && update.lostReason !== lead.lost_reason))) {
      changes.status = update.status;
      changes.lost_reason = update.status === "lost" ? update.lostReason! : null;
      const from = ENQUIRY_STATUS_LABELS[lead.status as EnquiryStatus] ?? lead.status;
      const reason = update.status === "lost" ? ` (${update.lostReason})` : "";
      await addActivity(
        trx,
        id,
        actor,
        "status",
        `Status: ${from} → ${ENQUIRY_STATUS_LABELS[update.status]}${reason}`,
        { from: lead.status, to: update.status, reason: changes.lost_reason },
        now,
      );
    }

    // Enrolled without a new follow-up: one already past was the sale's and is done (docs/decisions/072).
    if (changes.status === "enrolled" && update.followUpAt === undefined && lead.follow_up_at !== followUpAfterEnrolment(lead.follow_up_at, nowIso(now))) {
      changes.follow_up_at = null;
      await addActivity(trx, id, actor, "follow_up", "Follow-up cleared: enrolled", { at: null }, now);
    }

    if (update.followUpAt !== undefined && update.followUpAt !== lead.follow_up_at) {
      changes.follow_up_at = update.followUpAt;
      const text = update.followUpAt ? `Follow-up set for ${formatInstituteTime(update.followUpAt)}` : "Follow-up cleared";
      await addActivity(trx, id, actor, "follow_up", text, { at: update.followUpAt }, now);
    }

    // Working on a lead answers it; assigning it does not.
    if (changes.status !== undefined || changes.follow_up_at !== undefined) {
      changes.touched_at = nowIso(now);
      if (lead.owner_id === null && staff.role === "counsellor" && changes.owner_id === undefined) {
        changes.owner_id = staff._id;
        await addActivity(trx, id, actor, "assignment", `${staff.username} took the lead`, { from: null, to: staff._id }, now);
      }
    }
    if (Object.keys(changes).length > 0) await saveLead(trx, lead, changes, now);
  });
}

function activityText(input: ActivityInput) {
  switch (input.kind) {
    case "note":
      return input.text;
    case "call":
      return `Called: ${CALL_OUTCOME_LABELS[input.outcome]}${input.text ? ` · ${input.text}` : ""}`;
    case "whatsapp":
      return `WhatsApp message: ${input.text}`;
  }
}

const reachedVisitor = (input: ActivityInput) => (input.kind === "call" && input.outcome === "connected") || input.kind === "whatsapp";

/** A note, a call or a WhatsApp message logged on the lead; it counts as answering it. */
export async function logActivity(db: Db, id: string, input: ActivityInput, staff: PublicUser, now = Date.now()) {
  await db.transaction().execute(async (trx) => {
    await lockSelf(trx, staff);
    const lead = await loadLead(trx, id);
    await checkMayWork(trx, lead, staff);
    const actor = actorOf(staff);
    const changes: Partial<Lead> = { touched_at: nowIso(now) };
    if (lead.owner_id === null && staff.role === "counsellor") {
      changes.owner_id = staff._id;
      await addActivity(trx, id, actor, "assignment", `${staff.username} took the lead`, { from: null, to: staff._id }, now);
    }
    const detail = input.kind === "call" ? { outcome: input.outcome } : input.kind === "whatsapp" ? { templateId: input.templateId ?? null } : {};
    await addActivity(trx, id, actor, input.kind, activityText(input), detail, now);
    // Reaching the visitor (a call they answered, a message sent) moves a new lead on by itself.
    if (lead.status === "new" && reachedVisitor(input)) {
      changes.status = "contacted";
      await addActivity(
        trx,
        id,
        actor,
        "status",
        `Status: ${ENQUIRY_STATUS_LABELS.new} → ${ENQUIRY_STATUS_LABELS.contacted}`,
        { from: "new", to: "contacted" },
        now,
      );
    }
    await saveLead(trx, lead, changes, now);
  });
}

const earliest = (a: string | null, b: string | null) => (a && b ? (a < b ? a : b) : (a ?? b));
const latest = (a: string, b: string) => (a > b ? a : b);

/**
 * Merges two leads of one person by hand: `otherId` joins `keepId`. Its timeline
 * and deliveries move over, its submission is kept on the timeline, the kept lead
 * takes the earlier arrival, the later submission and any facts it lacked; the
 * other lead is removed.
 */
export async function mergeLeads(db: Db, keepId: string, otherId: string, staff: PublicUser, now = Date.now()) {
  if (keepId === otherId) throw new Invalid(PIPELINE_MESSAGES.mergeSelf, { otherId: PIPELINE_MESSAGES.mergeSelf });
  await db.transaction().execute(async (trx) => {
    // Locked in one order whichever is kept, so two merges of the same pair queue up instead of deadlocking.
    const [first, second] = [keepId, otherId].sort();
    const locked = new Map([
      [first!, await loadLead(trx, first!)],
      [second!, await loadLead(trx, second!)],
    ]);
    const keep = locked.get(keepId)!;
    const other = locked.get(otherId)!;
    await trx.updateTable("enquiry_activities").set({ enquiry_id: keepId }).where("enquiry_id", "=", otherId).execute();
    await trx.updateTable("outbox").set({ enquiry_id: keepId }).where("enquiry_id", "=", otherId).execute();
    // Fees asked for and paid follow the person (docs/decisions/054).
    await trx.updateTable("payment_instalments").set({ enquiry_id: keepId }).where("enquiry_id", "=", otherId).execute();
    await trx.updateTable("payment_receipts").set({ enquiry_id: keepId }).where("enquiry_id", "=", otherId).execute();
    // So is the WhatsApp conversation (docs/decisions/064).
    await trx.updateTable("whatsapp_messages").set({ enquiry_id: keepId }).where("enquiry_id", "=", otherId).execute();
    // And its acknowledgements, sent or held for an admin (docs/decisions/082).
    await trx.updateTable("auto_messages").set({ enquiry_id: keepId }).where("enquiry_id", "=", otherId).execute();
    const about = [other.phone, other.email].join(", ");
    await addActivity(
      trx,
      keepId,
      actorOf(staff),
      "merge",
      `Merged with the lead of ${other.name} (${about}), first received ${formatInstituteTime(other.created_at)}`,
      {
        merged: {
          id: other.id,
          form: other.form,
          name: other.name,
          email: other.email,
          phone: other.phone,
          course: other.course,
          company: other.company,
          message: other.message,
          status: other.status,
          createdAt: other.created_at,
          data: readStored(jsonObject, other.data, `Lead ${other.id}'s fields`),
        },
      },
      now,
    );
    await trx.deleteFrom("enquiries").where("id", "=", otherId).execute();
    await saveLead(
      trx,
      keep,
      {
        created_at: earliest(keep.created_at, other.created_at)!,
        last_submitted_at: latest(keep.last_submitted_at, other.last_submitted_at),
        owner_id: keep.owner_id ?? other.owner_id,
        follow_up_at: earliest(keep.follow_up_at, other.follow_up_at),
        respond_by: earliest(keep.respond_by, other.respond_by),
        touched_at: keep.touched_at && other.touched_at ? latest(keep.touched_at, other.touched_at) : null,
        course: keep.course ?? other.course,
        company: keep.company ?? other.company,
        message: keep.message ?? other.message,
        source_page: keep.source_page ?? other.source_page,
        referrer_host: keep.referrer_host ?? other.referrer_host,
        utm_source: keep.utm_source ?? other.utm_source,
        utm_medium: keep.utm_medium ?? other.utm_medium,
        utm_campaign: keep.utm_campaign ?? other.utm_campaign,
      },
      now,
    );
  });
}
