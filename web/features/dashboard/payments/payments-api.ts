import type { IntegrationStatus } from "../../../../contracts/integrations";
import type { LeadPayments, PaymentRequestInput, PaymentSummary, ReissueInput, Receipt } from "../../../../contracts/payments";
import { api } from "../../../lib/api";

// The fee payment calls (server/modules/payments, docs/decisions/054) in one place.

const leadPath = (id: string) => `/enquiries/${encodeURIComponent(id)}/payments`;

export const fetchLeadPayments = (id: string, signal?: AbortSignal) => api<{ data: LeadPayments }>(leadPath(id), { auth: true, signal }).then((a) => a.data);

export const requestPayment = (id: string, input: PaymentRequestInput) =>
  api<{ data: LeadPayments }>(leadPath(id), { method: "POST", body: input, auth: true }).then((a) => a.data);

export const fetchReceipt = (id: string, signal?: AbortSignal) =>
  api<{ data: Receipt }>(`/payments/receipts/${encodeURIComponent(id)}`, { auth: true, signal }).then((a) => a.data);

export const fetchPaymentSummary = (signal?: AbortSignal) => api<{ data: PaymentSummary }>("/payments/summary", { auth: true, signal }).then((a) => a.data);

const instalmentPath = (id: string, action: "cancel" | "reissue") => `/payments/instalments/${encodeURIComponent(id)}/${action}`;

export const cancelLink = (instalmentId: string) =>
  api<{ data: LeadPayments }>(instalmentPath(instalmentId, "cancel"), { method: "POST", body: {}, auth: true }).then((a) => a.data);

export const reissueLink = (instalmentId: string, input: ReissueInput) =>
  api<{ data: LeadPayments }>(instalmentPath(instalmentId, "reissue"), { method: "POST", body: input, auth: true }).then((a) => a.data);

export const fetchIntegrations = (signal?: AbortSignal) => api<{ data: IntegrationStatus[] }>("/integrations", { auth: true, signal }).then((a) => a.data);
