import crypto from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { z } from "#contracts/zod";

// A stand-in for Razorpay's Payment Links API, for tests only (third parties are
// faked by small local servers, never called for real). It checks HTTP Basic auth
// like Razorpay, records every request, makes links, and builds webhook events
// signed with the webhook secret, exactly as Razorpay would send them. Cancelling
// (POST /v1/payment_links/:id/cancel) works only on a link that can still be paid.

export interface FakeLink {
  id: string;
  amount: number;
  amountPaid: number;
  referenceId: string;
  status: string;
  /** The JSON body we were sent. */
  request: Record<string, unknown>;
}

export interface SignedEvent {
  body: string;
  headers: Record<string, string>;
}

export interface FakeRazorpay {
  url: string;
  /** The server settings that point an app at this stand-in with its keys. */
  env: { RAZORPAY_KEY_ID: string; RAZORPAY_KEY_SECRET: string; RAZORPAY_WEBHOOK_SECRET: string; RAZORPAY_API_BASE: string };
  /** Every request: method, path, the Authorization header and the body as JSON (or null). */
  requests: { method: string; path: string; authorization: string | undefined; body: Record<string, unknown> | null }[];
  links: Map<string, FakeLink>;
  /** Answer the k-th link creation from now (1: the next) with 500. */
  failCreation(k: number): void;
  /** Runs before each link creation is answered (e.g. to change our side meanwhile); null: none. */
  beforeCreate: (() => Promise<void>) | null;
  /**
   * A payment of `amount` paise on the link (default: what is left), as the paid /
   * partially_paid event; `paidAt` (ms) is the payment's time, `event` forces the
   * event's name (a forged or odd "paid").
   */
  pay(linkId: string, amount?: number, options?: { eventId?: string; secret?: string; paidAt?: number; event?: "paid" }): SignedEvent;
  /** The link's expiry or cancellation event. */
  close(linkId: string, event: "expired" | "cancelled", options?: { eventId?: string }): SignedEvent;
  stop(): Promise<void>;
}

function parseJson(text: string): Record<string, unknown> | null {
  try {
    const parsed = z.record(z.string(), z.unknown()).safeParse(text ? JSON.parse(text) : null);
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export const sign = (body: string, secret: string) => crypto.createHmac("sha256", secret).update(body).digest("hex");

export async function startFakeRazorpay({
  keyId,
  keySecret,
  webhookSecret,
}: {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
}): Promise<FakeRazorpay> {
  const requests: FakeRazorpay["requests"] = [];
  const links = new Map<string, FakeLink>();
  /** Creations still to come before the one that fails (0: none fails). */
  let failIn = 0;
  let clock = Math.floor(Date.now() / 1000);
  const expectedAuth = `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString("base64")}`;

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", async () => {
      const text = Buffer.concat(chunks).toString("utf8");
      const body = parseJson(text);
      const path = req.url ?? "/";
      requests.push({ method: req.method ?? "", path, authorization: req.headers.authorization, body });
      const answer = (status: number, json: unknown) => res.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(json));
      if (req.headers.authorization !== expectedAuth) return answer(401, { error: { code: "BAD_REQUEST_ERROR", description: "Authentication failed" } });
      if (req.method === "POST" && path === "/v1/payment_links") {
        if (fake.beforeCreate) await fake.beforeCreate();
        if (failIn > 0 && --failIn === 0) return answer(500, { error: { code: "SERVER_ERROR", description: "try later" } });
        if (!body || !Number.isInteger(body.amount) || body.currency !== "INR")
          return answer(400, { error: { code: "BAD_REQUEST_ERROR", description: "amount" } });
        const id = `plink_${crypto.randomBytes(7).toString("hex")}`;
        links.set(id, { id, amount: body.amount as number, amountPaid: 0, referenceId: String(body.reference_id), status: "created", request: body });
        return answer(200, { id, short_url: `${url}/l/${id}`, status: "created", amount: body.amount, reference_id: body.reference_id });
      }
      const cancel = /^\/v1\/payment_links\/([^/]+)\/cancel$/.exec(path);
      if (req.method === "POST" && cancel && links.has(cancel[1]!)) {
        const link = links.get(cancel[1]!)!;
        // Like Razorpay: only a link that can still be paid can be cancelled.
        if (link.status !== "created" && link.status !== "partially_paid")
          return answer(400, { error: { code: "BAD_REQUEST_ERROR", description: `Payment link cannot be cancelled as it is already ${link.status}` } });
        link.status = "cancelled";
        return answer(200, { id: cancel[1], status: "cancelled" });
      }
      answer(404, { error: { code: "BAD_REQUEST_ERROR", description: "not found" } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const signed = (event: string, link: FakeLink, payment: object | undefined, eventId: string, secret: string): SignedEvent => {
    clock += 1;
    const body = JSON.stringify({
      entity: "event",
      account_id: "acc_test",
      event,
      contains: payment ? ["payment_link", "payment"] : ["payment_link"],
      payload: {
        payment_link: {
          entity: {
            id: link.id,
            entity: "payment_link",
            status: link.status,
            amount: link.amount,
            amount_paid: link.amountPaid,
            currency: "INR",
            reference_id: link.referenceId,
            customer: link.request.customer,
          },
        },
        ...(payment ? { payment: { entity: payment } } : {}),
      },
      created_at: clock,
    });
    return { body, headers: { "content-type": "application/json", "x-razorpay-signature": sign(body, secret), "x-razorpay-event-id": eventId } };
  };

  const fake: FakeRazorpay = {
    url,
    env: { RAZORPAY_KEY_ID: keyId, RAZORPAY_KEY_SECRET: keySecret, RAZORPAY_WEBHOOK_SECRET: webhookSecret, RAZORPAY_API_BASE: url },
    requests,
    links,
    failCreation: (k) => void (failIn = k),
    beforeCreate: null,
    pay(linkId, amount, { eventId = `evt_${crypto.randomBytes(7).toString("hex")}`, secret = webhookSecret, paidAt, event } = {}) {
      const link = links.get(linkId);
      if (!link) throw new Error(`no link ${linkId}`);
      const paying = amount ?? link.amount - link.amountPaid;
      link.amountPaid += paying;
      link.status = event ?? (link.amountPaid >= link.amount ? "paid" : "partially_paid");
      const payment = {
        id: `pay_${crypto.randomBytes(7).toString("hex")}`,
        entity: "payment",
        amount: paying,
        currency: "INR",
        status: "captured",
        method: "upi",
        created_at: paidAt === undefined ? clock : Math.floor(paidAt / 1000),
      };
      return signed(`payment_link.${link.status}`, link, payment, eventId, secret);
    },
    close(linkId, event, { eventId = `evt_${crypto.randomBytes(7).toString("hex")}` } = {}) {
      const link = links.get(linkId);
      if (!link) throw new Error(`no link ${linkId}`);
      link.status = event;
      return signed(`payment_link.${event}`, link, undefined, eventId, webhookSecret);
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  return fake;
}
