import type { FastifyInstance } from "fastify";
import { AUDIT_PAGE_SIZE } from "../../../contracts/audit";
import { requireRole } from "../auth/require-staff";
import { listAnswer, parsePaging, parseSearch } from "../common/list-query";
import { listAudit, toAuditEntry } from "./repository";

/** GET /api/audit?page=&limit=&q=: the audit log for admins, newest first, always one page (it only grows). */
export async function auditRoutes(app: FastifyInstance) {
  app.get("/api/audit", { onRequest: requireRole("admin") }, async (request) => {
    const paging = parsePaging(request.query) ?? { page: 1, limit: AUDIT_PAGE_SIZE, offset: 0 };
    const { rows, total } = await listAudit(app.db, paging, parseSearch(request.query));
    return listAnswer(rows.map(toAuditEntry), total, paging);
  });
}
