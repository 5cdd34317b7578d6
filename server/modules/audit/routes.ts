import { AUDIT_PAGE_SIZE } from "#contracts/audit";
import { requireRole } from "../auth";
import type { ApiServer } from "#server/route-schemas";
import { listAnswer, listQuery, pagingOf, searchOf } from "../common/list-query";
import { listAudit, toAuditEntry } from "./repository";

/** GET /api/audit?page=&limit=&q=: the audit log for admins, newest first, always one page (it only grows). */
export async function auditRoutes(app: ApiServer) {
  app.get("/api/audit", { onRequest: requireRole("admin"), schema: { querystring: listQuery } }, async (request) => {
    const paging = pagingOf(request.query) ?? { page: 1, limit: AUDIT_PAGE_SIZE, offset: 0 };
    const { rows, total } = await listAudit(app.db, paging, searchOf(request.query));
    return listAnswer(rows.map(toAuditEntry), total, paging);
  });
}
