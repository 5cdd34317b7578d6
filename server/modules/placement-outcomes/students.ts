import type { PlacementStudent } from "#contracts/api-table/placement-outcomes";
import { formatCertificateId } from "#contracts/certificates";
import { instituteDay } from "#contracts/institute-time";
import type { CohortQuery } from "#contracts/placement-outcomes";
import type { Db } from "#server/db/types";
import { courseTitles } from "./courses";
import { attendanceOfEnrolments, certificatesOf, enrolments, graduated } from "./enrolments";
import { codeOf, intentsOf, outcomeCounts, outcomeRowsOf, statusOf } from "./ledger-rows";

// What the placement officer reads of students (docs/decisions/089): names,
// courses, batches, attendance and certificates, with the student's intent and
// outcome. No phone, email, fee or enquiry note: those stay with the counsellors.

export async function placementStudents(db: Db, filter: CohortQuery, now: number): Promise<PlacementStudent[]> {
  const today = instituteDay(now);
  const list = await enrolments(db, filter);
  const ids = [...new Set(list.map((e) => e.leadId))];
  const [titles, attendance, certificates, intents, outcomes] = await Promise.all([
    courseTitles(db),
    attendanceOfEnrolments(db, list, today),
    certificatesOf(db, ids),
    intentsOf(db, ids),
    outcomeRowsOf(db, ids),
  ]);
  return list.map((e) => {
    const outcome = outcomes.get(e.leadId);
    return {
      leadId: e.leadId,
      name: e.name,
      courseId: e.batch.course_id,
      courseTitle: titles.get(e.batch.course_id) ?? e.batch.course_id,
      batchId: e.batch.id,
      batchStartDate: e.batch.start_date,
      batchEndDate: e.endDate,
      graduated: graduated(e, today),
      attendance: attendance.get(`${e.batch.id}/${e.leadId}`) ?? { attended: 0, held: 0 },
      certificates: certificates
        .filter((c) => c.leadId === e.leadId)
        .map((c) => ({ certificateId: formatCertificateId(c.code), course: c.course, revoked: c.revoked })),
      intent: intents.get(e.leadId) ?? null,
      outcome: outcome ? { code: codeOf(outcome.code), status: statusOf(outcome.status), counts: outcomeCounts(outcome) } : null,
    };
  });
}
