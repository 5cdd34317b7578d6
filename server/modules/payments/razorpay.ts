import { z } from "#contracts/zod";
import type { Config } from "#server/config";
import { Conflict, Unavailable } from "#server/domain-errors";
import { type IntegrationSpec, integrationStatus, setupSentence } from "../common/integration-config";
import { readJson } from "../common/stored-json";

// Razorpay's Payment Links API spoken over fetch (docs/decisions/054): no SDK, two
// calls and one signature check. The key secret goes only into the Authorization
// header; it is never logged or answered to a browser.

const TIMEOUT_MS = 15_000;

/** Payments need all three: links made with the keys are only recorded when the webhook can be checked (docs/decisions/056). */
export const RAZORPAY: IntegrationSpec = {
  id: "razorpay",
  name: "Payments",
  settings: ["RAZORPAY_KEY_ID", "RAZORPAY_KEY_SECRET", "RAZORPAY_WEBHOOK_SECRET"],
};

/** Payments are on only when every Razorpay setting is. */
export const paymentsConfigured = (config: Config) => integrationStatus(RAZORPAY, config).state === "complete";

/**
 * Refuses a staff payment action unless Razorpay is fully set up: off (a fresh
 * install) answers 409, half set up 503, each saying exactly what to set.
 */
export function requirePayments(config: Config) {
  const status = integrationStatus(RAZORPAY, config);
  if (status.state !== "complete") throw new (status.state === "off" ? Conflict : Unavailable)(setupSentence(RAZORPAY, status));
}

export interface LinkRequest {
  amountPaise: number;
  description: string;
  customer: { name: string; contact: string; email: string };
  referenceId: string;
  /** Unix seconds. */
  expireBy: number;
  notes: Record<string, string>;
}

export interface CreatedLink {
  id: string;
  shortUrl: string;
}

/** A gateway answer we could not use; its text is for the log, never for the browser. */
export class GatewayError extends Error {}

function authHeader(config: Config) {
  return `Basic ${Buffer.from(`${config.RAZORPAY_KEY_ID}:${config.RAZORPAY_KEY_SECRET}`).toString("base64")}`;
}

/** Razorpay's answer to a link created (docs/decisions/092). */
const createdLink = z.object({ id: z.string(), short_url: z.string() });

const endpoint = (config: Config, path: string) => `${config.RAZORPAY_API_BASE.replace(/\/+$/, "")}${path}`;

export async function createPaymentLink(config: Config, link: LinkRequest): Promise<CreatedLink> {
  const res = await fetch(endpoint(config, "/v1/payment_links"), {
    method: "POST",
    headers: { authorization: authHeader(config), "content-type": "application/json" },
    body: JSON.stringify({
      amount: link.amountPaise,
      currency: "INR",
      accept_partial: true,
      description: link.description,
      customer: link.customer,
      // We send the link ourselves (WhatsApp, email); Razorpay's own messages would duplicate it.
      notify: { sms: false, email: false },
      reminder_enable: true,
      reference_id: link.referenceId,
      expire_by: link.expireBy,
      notes: link.notes,
    }),
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  const text = await res.text();
  if (!res.ok) throw new GatewayError(`Razorpay answered ${res.status}: ${text.slice(0, 300)}`);
  const body = readJson(createdLink, text);
  if (!body) throw new GatewayError("Razorpay's answer had no link id or short_url");
  return { id: body.id, shortUrl: body.short_url };
}

/**
 * Cancels a link (POST /v1/payment_links/:id/cancel); throws a GatewayError when
 * Razorpay refuses (e.g. the link was paid meanwhile) or cannot be reached.
 */
export async function cancelPaymentLink(config: Config, id: string) {
  const res = await fetch(endpoint(config, `/v1/payment_links/${encodeURIComponent(id)}/cancel`), {
    method: "POST",
    headers: { authorization: authHeader(config) },
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  const text = await res.text();
  if (!res.ok) throw new GatewayError(`Razorpay answered ${res.status}: ${text.slice(0, 300)}`);
}

/** Cancels links made for something that then failed, so none stays payable; a failure is logged for staff, never thrown. */
export async function cancelLinksQuietly(config: Config, log: { error: (o: object, m: string) => void }, ids: string[]) {
  const results = await Promise.allSettled(ids.map((id) => cancelPaymentLink(config, id)));
  results.forEach((r, i) => {
    if (r.status === "rejected")
      log.error({ linkId: ids[i], err: r.reason instanceof Error ? r.reason.message : String(r.reason) }, "payments: a link could not be cancelled");
  });
}
