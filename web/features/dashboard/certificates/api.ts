import type { CertificateInput } from "#contracts/certificates";
import { call } from "#web/lib/api";
import { type PageQuery, keys } from "../queries/keys";

// The certificate calls (server/modules/certificates) in one place; their types
// come from the API table (contracts/api-table).

const LIST = "GET /api/certificates";

/** Every page and search of the certificate list: a write invalidates them all. */
export const certificatesKey = keys.paged(LIST);

/** One page of the list, read by usePagedQuery under certificatesKey. */
export const readCertificates = (query: PageQuery, signal: AbortSignal) => call(LIST, { query, signal, auth: true });
export const certificatesList = LIST;

export const issueCertificate = (input: CertificateInput) => call("POST /api/certificates", { body: input, auth: true }).then((a) => a.data);

export const revokeCertificate = (id: string, reason: string) =>
  call("POST /api/certificates/:id/revoke", { params: { id }, body: { reason }, auth: true }).then((a) => a.data);

export const fetchPrintable = (id: string, signal?: AbortSignal) =>
  call("GET /api/certificates/:id", { params: { id }, auth: true, signal }).then((a) => a.data);

export const previewBulk = (csv: string) => call("POST /api/certificates/bulk/preview", { body: { csv }, auth: true }).then((a) => a.data);

export const issueBulk = (csv: string) => call("POST /api/certificates/bulk", { body: { csv }, auth: true });
