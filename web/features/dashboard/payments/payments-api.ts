import type { LeadPayments, PaymentRequestInput, PaymentSummary, Receipt } from "../../../../contracts/payments";
import { api } from "../../../lib/api";

// The fee payment calls (server/modules/payments, docs/decisions/054) in one place.

const leadPath = (id: string) => `/enquiries/${encodeURIComponent(id)}/payments`;

export const fetchLeadPayments = (id: string, signal?: AbortSignal) => api<{ data: LeadPayments }>(leadPath(id), { auth: true, signal }).then((a) => a.data);

export const requestPayment = (id: string, input: PaymentRequestInput) =>
  api<{ data: LeadPayments }>(leadPath(id), { method: "POST", body: input, auth: true }).then((a) => a.data);

export const fetchReceipt = (id: string, signal?: AbortSignal) =>
  api<{ data: Receipt }>(`/payments/receipts/${encodeURIComponent(id)}`, { auth: true, signal }).then((a) => a.data);

export const fetchPaymentSummary = (signal?: AbortSignal) => api<{ data: PaymentSummary }>("/payments/summary", { auth: true, signal }).then((a) => a.data);
