import { call } from "#web/lib/api";
import type { PageQuery } from "../queries/keys";

// The audit log's read (server/modules/audit): one page, newest first, under keys.paged(auditList).

export const auditList = "GET /api/audit";

export const readAudit = (query: PageQuery, signal: AbortSignal) => call(auditList, { query, signal, auth: true });
