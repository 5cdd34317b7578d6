import encodeQR from "qr";
import { type PrintableCertificate, bulkSchema, certificateInputSchema, certificatesIssued, revokeSchema } from "#contracts/certificates";
import { notFound } from "#server/domain-errors";
import { HttpError } from "#server/http-error";
import { type ApiServer, idParams } from "#server/route-schemas";
import { noteAudit } from "../common/audit-note";
import { requireRole } from "../auth";
import { checkMayWork, findEnquiry } from "../leads";
import { listAnswer, listQuery, pagingOf, searchOf } from "../common/list-query";
import { siteUrl } from "#server/config";
import { readBulkCsv } from "./bulk";
import { findCertificate, issueCertificates, listCertificates, revokeCertificate, toCertificate } from "./repository";
import { instituteName } from "./page-shell";
import { verifyRoutes } from "./verify-page";

/**
 * /api/certificates (docs/decisions/052). Admins and counsellors issue and see
 * certificates: counsellors are the staff who know which student finished which
 * batch. Only admins revoke: taking back a credential a student may already have
 * shown an employer is rare and weighty, so it rests with the accountable few.
 */
export async function certificateRoutes(app: ApiServer) {
  const issuers = { onRequest: requireRole("admin", "counsellor") };
  const admins = { onRequest: requireRole("admin") };
  // Links printed on paper must outlive any one server: the configured public address.
  const base = siteUrl(app.config);

  app.get("/api/certificates", { ...issuers, schema: { querystring: listQuery } }, async (request) => {
    const paging = pagingOf(request.query);
    const { rows, total } = await listCertificates(app.db, paging, searchOf(request.query));
    return listAnswer(
      rows.map((r) => toCertificate(r, base)),
      total,
      paging,
    );
  });

  app.get("/api/certificates/:id", { ...issuers, schema: { params: idParams } }, async (request) => {
    const row = await findCertificate(app.db, request.params.id);
    if (!row) throw notFound("Certificate");
    const certificate = toCertificate(row, base);
    const data: PrintableCertificate = {
      ...certificate,
      // Drawn here, never by a third-party QR service; the dashboard shows it as an image.
      qrSvg: encodeQR(certificate.verifyUrl, "svg", { border: 1, ecc: "medium" }),
      institute: await instituteName(app),
    };
    return { success: true, data };
  });

  app.post("/api/certificates", { ...issuers, schema: { body: certificateInputSchema } }, async (request, reply) => {
    const { leadId } = request.body;
    if (leadId) {
      const lead = await findEnquiry(app.db, leadId);
      if (!lead) throw new HttpError(400, "No enquiry has this id.", { leadId: "No enquiry has this id." });
      // Put on a lead's page only by its counsellor (or on an unassigned lead), or an admin (docs/decisions/084).
      await checkMayWork(app.db, lead, request.staff!);
    }
    const [row] = await issueCertificates(app.db, [request.body], request.staff!.username);
    const certificate = toCertificate(row!, base);
    noteAudit(request, `${certificate.certificateId} (${row!.student_name}, ${row!.course})`);
    return reply.status(201).send({ success: true, message: `Certificate ${certificate.certificateId} issued`, data: certificate });
  });

  app.post("/api/certificates/:id/revoke", { ...admins, schema: { params: idParams, body: revokeSchema } }, async (request) => {
    const current = await findCertificate(app.db, request.params.id);
    if (!current) throw notFound("Certificate");
    if (current.revoked_at) throw new HttpError(409, "This certificate is already revoked.");
    const row = await revokeCertificate(app.db, current.id, request.body.reason, request.staff!.username);
    // Revoked by someone else between the read and the write.
    if (!row) throw new HttpError(409, "This certificate is already revoked.");
    const certificate = toCertificate(row, base);
    noteAudit(request, `${certificate.certificateId} (${row.student_name})`, { reason: request.body.reason });
    return { success: true, message: `Certificate ${certificate.certificateId} revoked`, data: certificate };
  });

  // Reads the file and says what is wrong, row by row; stores nothing.
  app.post("/api/certificates/bulk/preview", { ...issuers, schema: { body: bulkSchema } }, async (request) => {
    const { rows, valid, fileError } = readBulkCsv(request.body.csv);
    return { success: true, data: { rows, valid, fileError } };
  });

  // All the file's certificates in one transaction, or none: one bad row refuses the whole file.
  app.post("/api/certificates/bulk", { ...issuers, schema: { body: bulkSchema } }, async (request, reply) => {
    const read = readBulkCsv(request.body.csv);
    if (read.fileError) throw new HttpError(400, read.fileError);
    const bad = read.rows.filter((r) => Object.keys(r.errors).length);
    if (bad.length) {
      const first = bad[0]!;
      throw new HttpError(
        400,
        `${bad.length} row${bad.length === 1 ? " has" : "s have"} errors; nothing was issued. Line ${first.line}: ${Object.values(first.errors)[0]}`,
      );
    }
    const rows = await issueCertificates(app.db, read.inputs, request.staff!.username);
    noteAudit(request, `${rows.length} certificates`, { ids: rows.map((r) => toCertificate(r, base).certificateId) });
    return reply.status(201).send({ success: true, message: certificatesIssued(rows.length), data: rows.map((r) => toCertificate(r, base)) });
  });

  await app.register(verifyRoutes);
}
