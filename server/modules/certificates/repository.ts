import crypto from "node:crypto";
import { sql } from "kysely";
import {
  CERTIFICATE_ALPHABET,
  CERTIFICATE_CODE_LENGTH,
  type Certificate,
  type CertificateInput,
  formatCertificateId,
  verifyPath,
} from "#contracts/certificates";
import type { CertificatesTable, Db } from "#server/db/types";
import { type Paging, containsPattern } from "../common/list-query";

/** A fresh random ID: crypto.randomInt draws each symbol evenly, so no symbol is likelier than another. */
export function newCertificateCode(): string {
  let code = "";
  for (let i = 0; i < CERTIFICATE_CODE_LENGTH; i++) code += CERTIFICATE_ALPHABET[crypto.randomInt(CERTIFICATE_ALPHABET.length)];
  return code;
}

export function toCertificate(row: CertificatesTable, siteUrl: string): Certificate {
  return {
    _id: row.id,
    certificateId: formatCertificateId(row.code),
    studentName: row.student_name,
    course: row.course,
    batch: row.batch,
    startDate: row.start_date,
    endDate: row.end_date,
    grade: row.grade,
    issuedAt: row.issued_at,
    issuedBy: row.issued_by,
    revokedAt: row.revoked_at,
    revokedReason: row.revoked_reason,
    verifyUrl: new URL(verifyPath(row.code), siteUrl).toString(),
  };
}

const rowOf = (input: CertificateInput, issuedBy: string, now: string): CertificatesTable => ({
  id: crypto.randomUUID(),
  code: newCertificateCode(),
  student_name: input.studentName,
  course: input.course,
  batch: input.batch ?? null,
  start_date: input.startDate,
  end_date: input.endDate,
  grade: input.grade ?? null,
  issued_at: now,
  issued_by: issuedBy,
  revoked_at: null,
  revoked_reason: null,
  revoked_by: null,
  enquiry_id: input.leadId ?? null,
});

/**
 * Issues certificates in one transaction: all of them or none. A code that
 * happens to exist already (2^-58 per pair) fails the unique index and the
 * whole write with it, never a duplicate ID.
 */
export async function issueCertificates(
  db: Db,
  inputs: CertificateInput[],
  issuedBy: string,
  /** Issued from a batch (docs/decisions/067): each certificate's student lead and batch, in the order of `inputs`. */
  links?: { enquiryId: string; batchId: string }[],
): Promise<CertificatesTable[]> {
  const now = new Date().toISOString();
  const rows = inputs.map((input, i) => ({
    ...rowOf(input, issuedBy, now),
    ...(links?.[i] && { enquiry_id: links[i].enquiryId, batch_id: links[i].batchId }),
  }));
  await db.transaction().execute(async (trx) => {
    // In chunks: SQLite allows at most 32766 bound values per statement.
    for (let i = 0; i < rows.length; i += 100)
      await trx
        .insertInto("certificates")
        .values(rows.slice(i, i + 100))
        .execute();
  });
  return rows;
}

export async function findCertificate(db: Db, id: string) {
  return db.selectFrom("certificates").selectAll().where("id", "=", id).executeTakeFirst();
}

export async function findByCode(db: Db, code: string) {
  return db.selectFrom("certificates").selectAll().where("code", "=", code).executeTakeFirst();
}

/** Revokes once: a certificate already revoked keeps its first reason and time (null then). */
export async function revokeCertificate(db: Db, id: string, reason: string, by: string) {
  return db
    .updateTable("certificates")
    .set({ revoked_at: new Date().toISOString(), revoked_reason: reason, revoked_by: by })
    .where("id", "=", id)
    .where("revoked_at", "is", null)
    .returningAll()
    .executeTakeFirst();
}

/** Newest first; ?q= finds a student's name, a course or an ID. */
export async function listCertificates(db: Db, paging: Paging | null, search: string | null) {
  let query = db.selectFrom("certificates");
  if (search) {
    const pattern = sql<string>`${containsPattern(search)} escape '\\'`;
    const code = search.toUpperCase().replace(/[\s-]/g, "").replace(/^CTA/, "");
    query = query.where((eb) =>
      eb.or([
        eb(sql<string>`lower(student_name)`, "like", pattern),
        eb(sql<string>`lower(course)`, "like", pattern),
        ...(code ? [eb("code", "like", `%${code.replace(/[\\%_]/g, "")}%`)] : []),
      ]),
    );
  }
  const total = Number((await query.select((eb) => eb.fn.countAll().as("n")).executeTakeFirstOrThrow()).n);
  let rows = query.selectAll().orderBy("issued_at", "desc").orderBy("id");
  if (paging) rows = rows.limit(paging.limit).offset(paging.offset);
  return { rows: await rows.execute(), total };
}
