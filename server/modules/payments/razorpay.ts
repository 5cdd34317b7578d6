import crypto from "node:crypto";
import type { Config } from "../../config";

// Razorpay's Payment Links API spoken over fetch (docs/decisions/054): no SDK, two
// calls and one signature check. The key secret goes only into the Authorization
// header; it is never logged or answered to a browser.

const TIMEOUT_MS = 15_000;

/** Payments are on when the key id and secret are configured. */
export const paymentsConfigured = (config: Config) => Boolean(config.RAZORPAY_KEY_ID && config.RAZORPAY_KEY_SECRET);

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
  const body = JSON.parse(text) as { id?: unknown; short_url?: unknown };
  if (typeof body.id !== "string" || typeof body.short_url !== "string") throw new GatewayError("Razorpay's answer had no link id or short_url");
  return { id: body.id, shortUrl: body.short_url };
}

/** Best effort: a link made for a request that then failed must not stay payable. */
export async function cancelPaymentLink(config: Config, id: string) {
  await fetch(endpoint(config, `/v1/payment_links/${encodeURIComponent(id)}/cancel`), {
    method: "POST",
    headers: { authorization: authHeader(config) },
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
}

/** Hex HMAC-SHA256 of the raw body, compared in constant time. */
export function validSignature(rawBody: Buffer, signature: string | undefined, secret: string) {
  if (!signature || !/^[0-9a-f]{64}$/i.test(signature)) return false;
  const expected = crypto.createHmac("sha256", secret).update(rawBody).digest();
  return crypto.timingSafeEqual(expected, Buffer.from(signature, "hex"));
}
