import { PAYMENT_MESSAGES, paymentRequestSchema, reissueSchema } from "#contracts/payments";
import { notFound } from "#server/domain-errors";
import { HttpError } from "#server/http-error";
import { type ApiServer, idParams } from "#server/route-schemas";
import { noteAudit } from "../common/audit-note";
import { requireRole } from "../auth";
import { integrationStatus, setupSentence } from "../common/integration-config";
import { cancelInstalment, reissueInstalment } from "./links";
import { hexDigest, signedWebhookRoute } from "../jobs";
import { RAZORPAY } from "./razorpay";
import { getReceipt } from "./receipts";
import type { PaymentDeps } from "./deps";
import { createPaymentRequest, leadPayments, leadToBill } from "./requests";
import { paymentSummary } from "./summary";
import { RAZORPAY_WEBHOOK_JOB, razorpayWebhookJob, readWebhook } from "./webhook";

/** Fee payments (docs/decisions/054): the staff routes behind the session, and Razorpay's public webhook. */
export async function paymentRoutes(app: ApiServer) {
  const staff = { onRequest: requireRole("admin", "counsellor") };
  const admins = { onRequest: requireRole("admin") };

  const deps: PaymentDeps = { db: app.db, config: app.config, log: app.log, now: () => app.now() };
  const leadOf = (id: string) => leadToBill(app.db, id);

  app.get("/api/enquiries/:id/payments", { ...staff, schema: { params: idParams } }, async (request) => ({
    success: true as const,
    data: await leadPayments(deps, await leadOf(request.params.id)),
  }));

  app.post("/api/enquiries/:id/payments", { ...staff, schema: { params: idParams, body: paymentRequestSchema } }, async (request, reply) => {
    const { id } = request.params;
    const { requestId, replay } = await createPaymentRequest(deps, id, request.body, request.staff!);
    noteAudit(request, id, { requestId, instalments: request.body.instalments.length, ...(replay && { replay }) });
    // The same request again (a retry, a double click) answers the links it already made.
    return reply.status(replay ? 200 : 201).send({
      success: true as const,
      message: replay ? "Payment link already created" : "Payment link created",
      data: await leadPayments(deps, await leadOf(id)),
    });
  });

  app.post("/api/payments/instalments/:id/cancel", { ...staff, schema: { params: idParams } }, async (request) => {
    const enquiryId = await cancelInstalment(deps, request.params.id, request.staff!);
    noteAudit(request, request.params.id, { enquiryId });
    return { success: true as const, message: "Payment link cancelled", data: await leadPayments(deps, await leadOf(enquiryId)) };
  });

  app.post("/api/payments/instalments/:id/reissue", { ...staff, schema: { params: idParams, body: reissueSchema } }, async (request) => {
    const { enquiryId, instalmentId } = await reissueInstalment(deps, request.params.id, request.body, request.staff!);
    noteAudit(request, request.params.id, { enquiryId, newInstalmentId: instalmentId });
    return { success: true as const, message: "Payment link re-issued", data: await leadPayments(deps, await leadOf(enquiryId)) };
  });

  app.get("/api/payments/receipts/:id", { ...staff, schema: { params: idParams } }, async (request) => {
    const receipt = await getReceipt(app.db, request.params.id);
    if (!receipt) throw notFound("Receipt");
    return { success: true as const, data: receipt };
  });

  app.get("/api/payments/summary", admins, async () => ({ success: true as const, data: await paymentSummary(deps) }));

  // Razorpay calls this without a session; the signature over the raw body is the
  // only proof it came from them. The event is stored once by its id and answered;
  // the jobs runner applies it (docs/decisions/085).
  app.jobs.register(RAZORPAY_WEBHOOK_JOB, razorpayWebhookJob(deps));
  await signedWebhookRoute(app, {
    url: "/api/payments/razorpay/webhook",
    kind: RAZORPAY_WEBHOOK_JOB,
    secret: () => {
      const secret = app.config.RAZORPAY_WEBHOOK_SECRET;
      if (secret) return secret;
      // Half set up without the secret: 503, so Razorpay keeps retrying until it is set (docs/decisions/056).
      const status = integrationStatus(RAZORPAY, app.config);
      if (status.state === "off") throw new HttpError(404, PAYMENT_MESSAGES.webhookNotConfigured);
      throw new HttpError(503, setupSentence(RAZORPAY, status));
    },
    signature: (request) => {
      const signature = request.headers["x-razorpay-signature"];
      if (typeof signature !== "string" || signature === "") throw new HttpError(400, "The X-Razorpay-Signature header is missing.");
      return hexDigest(signature);
    },
    forged: "The signature does not match this body.",
    read: (raw, request) => {
      const eventId = request.headers["x-razorpay-event-id"];
      return readWebhook(raw, typeof eventId === "string" ? eventId : undefined);
    },
    answer: (stored) => ({ success: true as const, outcome: stored ? ("queued" as const) : ("replay" as const) }),
  });
}
