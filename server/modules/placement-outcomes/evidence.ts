import crypto from "node:crypto";
import { fileTypeFromBuffer } from "file-type";
import { CONFIRMATION_WAYS, type ConfirmationInput, EVIDENCE_TYPES, PLACEMENT_MESSAGES } from "#contracts/placement-outcomes";
import type { Insertable } from "kysely";
import type { Db, PlacementEvidenceTable } from "#server/db/types";
import { nowIso } from "../common/clock";
import { Conflict, Invalid, NotFound } from "#server/domain-errors";
import { lockLead, type Actor } from "../leads";
import { loadLead } from "./outcome-view";
import { recordEvent } from "./outcomes";

// The proof of an outcome (docs/decisions/089): an offer or joining letter, a
// PDF or a picture checked by its bytes (never its name or declared type: a
// renamed text file is refused, as photos are, docs/decisions/014), kept in the
// database for staff only; or the employer's confirmation, who and how. A letter
// makes a claim "documented", a confirmation "employer confirmed" (the stronger:
// a letter after it does not lower it). Evidence names the revision of the claim
// it proves, so a claim changed later is claimed again until proven again.

const EXTENSIONS: Record<string, string> = { "application/pdf": "pdf", "image/jpeg": "jpg", "image/png": "png", "image/webp": "webp" };
const WAYS: Record<(typeof CONFIRMATION_WAYS)[number], string> = { email: "by email", phone: "by phone", letter: "by letter", in_person: "in person" };

const kilobytes = (bytes: number) => (bytes < 1024 * 1024 ? `${Math.ceil(bytes / 1024)} kB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`);

/** The name staff download it by: the uploader's, made safe, or one made from its type. */
function safeName(given: string | undefined, mime: string) {
  const safe = (given ?? "")
    .replace(/[^\w.\- ()]+/g, "_")
    .trim()
    .slice(0, 120);
  return safe || `letter.${EXTENSIONS[mime]}`;
}

/** The outcome to prove, locked (inside the caller's transaction); a Conflict when there is nothing to prove. */
async function claimToProve(trx: Db, leadId: string) {
  if (!(await lockLead(trx, leadId))) throw new NotFound(PLACEMENT_MESSAGES.studentNotFound);
  const current = await trx.selectFrom("placement_outcomes").selectAll().where("enquiry_id", "=", leadId).executeTakeFirst();
  if (!current) throw new Conflict(PLACEMENT_MESSAGES.noOutcome);
  if (current.code === "seeking") throw new Conflict(PLACEMENT_MESSAGES.seekingNeedsNoEvidence);
  return current;
}

/** One piece of evidence for the outcome as it stands at `revision`, with who added it (no one on staff: the employer's own link) and when. */
type EvidenceFields = Omit<Insertable<PlacementEvidenceTable>, "id" | "enquiry_id" | "outcome_revision" | "created_at" | "created_by">;
export const insertEvidence = (trx: Db, leadId: string, revision: number, by: string | null, now: number, fields: EvidenceFields) =>
  trx
    .insertInto("placement_evidence")
    .values({ id: crypto.randomUUID(), enquiry_id: leadId, outcome_revision: revision, ...fields, created_at: nowIso(now), created_by: by })
    .execute();

/** A letter checked by its bytes: a PDF or a picture, or Invalid (nothing is written before this passes). */
export async function checkedLetter(file: { data: Buffer; filename?: string }) {
  const type = await fileTypeFromBuffer(file.data);
  if (!type || !(EVIDENCE_TYPES as readonly string[]).includes(type.mime)) throw new Invalid(PLACEMENT_MESSAGES.evidenceType, "file");
  return { data: file.data, mime: type.mime, ext: type.ext, filename: safeName(file.filename, type.mime) };
}
export type CheckedLetter = Awaited<ReturnType<typeof checkedLetter>>;

/**
 * Files a checked letter for the claim `current` (locked by the caller, in its
 * transaction) and documents it when it was only claimed.
 */
export async function fileLetter(trx: Db, leadId: string, current: { revision: number; status: string }, letter: CheckedLetter, actor: Actor, now: number) {
  const { filename, mime, data } = letter;
  await insertEvidence(trx, leadId, Number(current.revision), actor?.username ?? null, now, {
    kind: "letter",
    filename,
    mime,
    bytes: data.length,
    data,
    confirmed_by: null,
    how: null,
    note: null,
  });
  const documented = current.status === "claimed";
  if (documented)
    await trx
      .updateTable("placement_outcomes")
      .set({ status: "documented", updated_at: nowIso(now), updated_by: actor?.username ?? null })
      .where("enquiry_id", "=", leadId)
      .execute();
  const said = `Letter added (${filename}, ${letter.ext.toUpperCase()}, ${kilobytes(data.length)})${documented ? ": documented" : ""}`;
  await recordEvent(trx, leadId, actor, said, { kind: "letter", filename, mime, revision: Number(current.revision) }, now);
}

/** Stores an offer or joining letter and documents the claim; refuses what is not a PDF or a picture by its bytes. */
export async function addLetter(db: Db, leadId: string, file: { data: Buffer; filename?: string }, actor: NonNullable<Actor>, now: number) {
  await loadLead(db, leadId);
  const letter = await checkedLetter(file);
  await db.transaction().execute(async (trx) => {
    const current = await claimToProve(trx, leadId);
    await fileLetter(trx, leadId, current, letter, actor, now);
  });
}

/** Records the employer's confirmation of the claim: employer confirmed. */
export async function confirmByEmployer(db: Db, leadId: string, input: ConfirmationInput, actor: NonNullable<Actor>, now: number) {
  await loadLead(db, leadId);
  await db.transaction().execute(async (trx) => {
    const current = await claimToProve(trx, leadId);
    await insertEvidence(trx, leadId, Number(current.revision), actor.username, now, {
      kind: "employer_confirmation",
      filename: null,
      mime: null,
      bytes: null,
      data: null,
      confirmed_by: input.confirmedBy,
      how: input.how,
      note: input.note ?? null,
    });
    await trx
      .updateTable("placement_outcomes")
      .set({ status: "employer_confirmed", updated_at: nowIso(now), updated_by: actor.username })
      .where("enquiry_id", "=", leadId)
      .execute();
    const said = `Confirmed by the employer: ${input.confirmedBy}, ${WAYS[input.how]}${input.note ? ` (${input.note})` : ""}: employer confirmed`;
    await recordEvent(
      trx,
      leadId,
      actor,
      said,
      { kind: "confirmation", confirmedBy: input.confirmedBy, how: input.how, revision: Number(current.revision) },
      now,
    );
  });
}

/** A letter's bytes, for staff; NotFound for anything else (another student's, a confirmation, none). */
export async function letterFile(db: Db, leadId: string, evidenceId: string) {
  const row = await db
    .selectFrom("placement_evidence")
    .select(["mime", "filename", "data"])
    .where("id", "=", evidenceId)
    .where("enquiry_id", "=", leadId)
    .where("kind", "=", "letter")
    .executeTakeFirst();
  if (!row?.data || !row.mime) throw new NotFound(PLACEMENT_MESSAGES.evidenceNotFound);
  return { mime: row.mime, filename: row.filename ?? "letter", data: Buffer.from(row.data) };
}
