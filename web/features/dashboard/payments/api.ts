import type { BodyOf } from "#contracts/api-table";
import { call } from "#web/lib/api";

// The fee payment calls (server/modules/payments, docs/decisions/054) in one
// place, typed by the API table; a lead's payments are read under
// keys.payments(id), inside keys.inbox, so a change reads again with the overview.

export const fetchLeadPayments = (id: string, signal?: AbortSignal) =>
  call("GET /api/enquiries/:id/payments", { params: { id }, auth: true, signal }).then((a) => a.data);

export const requestPayment = (id: string, input: BodyOf<"POST /api/enquiries/:id/payments">) =>
  call("POST /api/enquiries/:id/payments", { params: { id }, body: input, auth: true }).then((a) => a.data);

export const fetchReceipt = (id: string, signal?: AbortSignal) =>
  call("GET /api/payments/receipts/:id", { params: { id }, auth: true, signal }).then((a) => a.data);

export const fetchPaymentSummary = (signal?: AbortSignal) => call("GET /api/payments/summary", { auth: true, signal }).then((a) => a.data);

export const cancelLink = (id: string) => call("POST /api/payments/instalments/:id/cancel", { params: { id }, auth: true }).then((a) => a.data);

export const reissueLink = (id: string, input: BodyOf<"POST /api/payments/instalments/:id/reissue">) =>
  call("POST /api/payments/instalments/:id/reissue", { params: { id }, body: input, auth: true }).then((a) => a.data);

export const fetchIntegrations = (signal?: AbortSignal) => call("GET /api/integrations", { auth: true, signal }).then((a) => a.data);
