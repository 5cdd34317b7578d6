import type { BulkPreview, Certificate, CertificateInput, PrintableCertificate } from "../../../../contracts/certificates";
import { api } from "../../../lib/api";
import { keys } from "../queries/keys";

// The certificate calls (server/modules/certificates) in one place.

/** Every page and search of the certificate list: a write invalidates them all. */
export const certificatesKey = keys.paged("/certificates");

export const issueCertificate = (input: CertificateInput) =>
  api<{ data: Certificate; message: string }>("/certificates", { method: "POST", body: input, auth: true }).then((a) => a.data);

export const revokeCertificate = (id: string, reason: string) =>
  api<{ data: Certificate }>(`/certificates/${encodeURIComponent(id)}/revoke`, { method: "POST", body: { reason }, auth: true }).then((a) => a.data);

export const fetchPrintable = (id: string, signal?: AbortSignal) =>
  api<{ data: PrintableCertificate }>(`/certificates/${encodeURIComponent(id)}`, { auth: true, signal }).then((a) => a.data);

export const previewBulk = (csv: string) =>
  api<{ data: BulkPreview }>("/certificates/bulk/preview", { method: "POST", body: { csv }, auth: true }).then((a) => a.data);

export const issueBulk = (csv: string) => api<{ data: Certificate[]; message: string }>("/certificates/bulk", { method: "POST", body: { csv }, auth: true });
