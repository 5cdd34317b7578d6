import type { DriveApplication } from "#contracts/api-table/placement-outcomes";
import { type ApplicationChange, PLACEMENT_MESSAGES, STAGE_LABELS } from "#contracts/placement-outcomes";
import type { Db, PlacementApplicationsTable } from "#server/db/types";
import { nowIso } from "../common/clock";
import { type Actor, addActivity, orderedId } from "../leads";
import { courseTitles } from "./courses";
import { driveCourses, employerNames, loadDrive } from "./drives";
import { enrolments } from "./enrolments";
import { NotFound } from "#server/domain-errors";
import { stageOf } from "./ledger-rows";
import { type StageMessageSettings, messageStage } from "./stage-messages";

// Applications through a drive's rounds (docs/decisions/089): the officer moves
// each through its stages; every change is kept (the student reads them on their
// own page), is a line on the student's lead timeline, and a shortlist, an
// interview or an offer tells the student, once per stage (./stage-messages.ts).
// A student who joins gets their outcome proposed from the drive (`onJoined`).
// Each application names the student's course for the drive (the officer's board
// shows it, docs/decisions/098).

type Row = PlacementApplicationsTable & { name: string };

const toApplication = (r: Row, courses: Map<string, string>): DriveApplication => ({
  _id: r.id,
  driveId: r.drive_id,
  leadId: r.enquiry_id,
  name: r.name,
  courseTitle: courses.get(r.enquiry_id) ?? null,
  stage: stageOf(r.stage),
  round: r.round,
  note: r.note,
  appliedAt: r.applied_at,
  updatedAt: r.updated_at,
  updatedBy: r.updated_by,
});

const withNames = (db: Db) => db.selectFrom("placement_applications as a").innerJoin("enquiries as e", "e.id", "a.enquiry_id").selectAll("a").select("e.name");

/**
 * Each applicant's course for the drive, by lead: the title of their latest batch
 * in one of the drive's courses, as eligibility reads it (./eligibility.ts); none
 * when the drive's courses were changed since they applied.
 */
async function applicantCourses(db: Db, driveId: string, leadIds: string[]): Promise<Map<string, string>> {
  const courses = (await driveCourses(db, [driveId])).get(driveId) ?? [];
  const [list, titles] = await Promise.all([enrolments(db, {}, leadIds), courseTitles(db)]);
  const found = new Map<string, string>();
  // Oldest batch first: the latest one of a drive's courses is the last written.
  for (const e of list) if (courses.includes(e.batch.course_id)) found.set(e.leadId, titles.get(e.batch.course_id) ?? e.batch.course_id);
  return found;
}

export async function driveApplications(db: Db, driveId: string): Promise<DriveApplication[]> {
  await loadDrive(db, driveId);
  const rows = await withNames(db).where("a.drive_id", "=", driveId).orderBy("a.applied_at").orderBy("a.id").execute();
  const courses = await applicantCourses(db, driveId, [...new Set(rows.map((r) => r.enquiry_id))]);
  return rows.map((r) => toApplication(r, courses));
}

/** Called in the change's transaction when a student joins: the outcomes ledger proposes their outcome from the drive. */
export type OnJoined = (trx: Db, join: { leadId: string; driveId: string; actor: Actor }, now: number) => Promise<void>;

export interface StageChangeDeps {
  messages: StageMessageSettings;
  onJoined: OnJoined;
}

/** Moves an application to a stage (and round, note); answers it and whether a message was queued (email or WhatsApp). */
export async function changeStage(
  db: Db,
  id: string,
  change: ApplicationChange,
  actor: NonNullable<Actor>,
  deps: StageChangeDeps,
  now: number,
): Promise<{ application: DriveApplication; queued: boolean }> {
  const queued = await db.transaction().execute(async (trx) => {
    // Locked for the transaction: two changes at once are applied in turn, each line written once.
    const current = await trx
      .updateTable("placement_applications")
      .set((eb) => ({ stage: eb.ref("stage") }))
      .where("id", "=", id)
      .returningAll()
      .executeTakeFirst();
    if (!current) throw new NotFound(PLACEMENT_MESSAGES.applicationNotFound);
    const round = change.round ?? null;
    const note = change.note ?? null;
    if (current.stage === change.stage && current.round === round && current.note === note) return false;
    const at = nowIso(now);
    await trx
      .updateTable("placement_applications")
      .set({ stage: change.stage, round, note, updated_at: at, updated_by: actor.username })
      .where("id", "=", id)
      .execute();
    await trx
      .insertInto("placement_application_events")
      .values({ id: orderedId(now), application_id: id, stage: change.stage, round, note, at, by: actor.username })
      .execute();
    const drive = await loadDrive(trx, current.drive_id);
    const employer = (await employerNames(trx, [drive.employer_id])).get(drive.employer_id) ?? "";
    const lead = await trx
      .selectFrom("enquiries")
      .select(["name", "email", "phone", "whatsapp_unreachable_at", "whatsapp_opt_out_at"])
      .where("id", "=", current.enquiry_id)
      .executeTakeFirstOrThrow();
    const text = [`Placement: ${STAGE_LABELS[change.stage]} — "${drive.title}" of ${employer}`, round && ` (${round})`, note && `: ${note}`]
      .filter(Boolean)
      .join("");
    await addActivity(
      trx,
      current.enquiry_id,
      actor,
      "status",
      text.slice(0, 2000),
      { placement: { applicationId: id, driveId: drive.id, from: current.stage, to: change.stage, round } },
      now,
    );
    if (change.stage === "joined") await deps.onJoined(trx, { leadId: current.enquiry_id, driveId: drive.id, actor }, now);
    return messageStage(
      trx,
      deps.messages,
      change.stage,
      {
        applicationId: id,
        leadId: current.enquiry_id,
        name: lead.name,
        email: lead.email,
        phone: lead.phone,
        noWhatsApp: Boolean(lead.whatsapp_unreachable_at || lead.whatsapp_opt_out_at),
        title: drive.title,
        employer,
        role: drive.role,
        round,
      },
      now,
    );
  });
  const row = await withNames(db).where("a.id", "=", id).executeTakeFirstOrThrow();
  return { application: toApplication(row, await applicantCourses(db, row.drive_id, [row.enquiry_id])), queued };
}
