import type { BatchCertificatesResult } from "#contracts/batches";
import type { CertificateInput } from "#contracts/certificates";
import { instituteDay } from "#contracts/institute-time";
import type { PublicUser } from "#contracts/user";
import type { Db } from "#server/db/types";
import { Invalid } from "#server/domain-errors";
import { issueCertificates, toCertificate } from "../certificates";
import { mayWork } from "../leads";
import { courseTitles, rosterOf } from "./roster";
import { SCHEDULE_WORDS } from "./schedule";
import { loadBatch, sessionsOf } from "./sessions";

// Certificates earned (docs/decisions/067): from a batch's page, in one step, to
// every enrolled student who attended at least the threshold share of its held
// classes, with the batch's own dates. Those below are listed with their
// attendance for staff to decide (a single certificate can still be issued by
// hand); a student already issued one from this batch is not issued another.
// A counsellor issues only to their own or unassigned leads; another
// counsellor's students who earned one are listed for them (docs/decisions/084).

export async function issueBatchCertificates(
  db: Db,
  batchId: string,
  { thresholdPercent, issuer, siteUrl, now }: { thresholdPercent: number; issuer: Pick<PublicUser, "_id" | "role" | "username">; siteUrl: string; now: number },
): Promise<BatchCertificatesResult> {
  const batch = await loadBatch(db, batchId);
  const roster = await rosterOf(db, batchId, { id: "", role: "admin" }, now);
  if (roster.students.length === 0) throw new Invalid("This batch has no enrolled students yet.");
  const issuedBefore = new Set(
    (await db.selectFrom("certificates").select("enquiry_id").where("batch_id", "=", batchId).where("revoked_at", "is", null).execute()).map(
      (r) => r.enquiry_id,
    ),
  );
  const classes = (await sessionsOf(db, batchId)).filter((s) => !Number(s.cancelled));
  const today = instituteDay(now);
  const lastHeld = classes.filter((s) => s.date <= today).at(-1)?.date;
  const endDate = lastHeld && lastHeld >= batch.start_date ? lastHeld : (roster.batch.endDate ?? batch.start_date);
  const course = (await courseTitles(db)).get(batch.course_id) ?? batch.course_id;
  const batchName = `${SCHEDULE_WORDS[batch.schedule] ?? batch.schedule}, ${batch.timing}`.slice(0, 120);

  // Whose lead each student is: a counsellor issues only to their own and unassigned ones.
  const leadIds = roster.students.map((s) => s.leadId);
  const owners = new Map((await db.selectFrom("enquiries").select(["id", "owner_id"]).where("id", "in", leadIds).execute()).map((r) => [r.id, r.owner_id]));

  const result: BatchCertificatesResult = { thresholdPercent, issued: [], below: [], already: [], notYours: [] };
  const eligible: { leadId: string; name: string; input: CertificateInput }[] = [];
  for (const s of roster.students) {
    if (issuedBefore.has(s.leadId)) {
      result.already.push({ leadId: s.leadId, name: s.name });
      continue;
    }
    const { attended, held } = s.attendance;
    // No class held yet: nobody has earned it.
    if (held === 0 || attended * 100 < thresholdPercent * held) {
      result.below.push({ leadId: s.leadId, name: s.name, attendance: s.attendance });
      continue;
    }
    if (!mayWork({ owner_id: owners.get(s.leadId) ?? null }, issuer)) {
      result.notYours.push({ leadId: s.leadId, name: s.name });
      continue;
    }
    eligible.push({
      leadId: s.leadId,
      name: s.name,
      input: { studentName: s.name.slice(0, 120), course: course.slice(0, 120), batch: batchName, startDate: batch.start_date, endDate, grade: undefined },
    });
  }
  const rows = await issueCertificates(
    db,
    eligible.map((e) => e.input),
    issuer.username,
    eligible.map((e) => ({ enquiryId: e.leadId, batchId })),
  );
  result.issued = rows.map((row, i) => ({ leadId: eligible[i]!.leadId, name: eligible[i]!.name, certificateId: toCertificate(row, siteUrl).certificateId }));
  return result;
}
