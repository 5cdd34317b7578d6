import crypto from "node:crypto";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { Invalid, Unauthenticated } from "#server/domain-errors";
import { StoredEvents } from "./stored-events";

// The one way a signed webhook is taken in (docs/decisions/085), for Meta's and
// Razorpay's alike: read the raw body, check its HMAC-SHA256 in constant time,
// store the event once by its id as a job, answer, and leave the work to the jobs
// runner. The answer waits for one insert and nothing else, so a burst is
// answered in milliseconds and the sender has no reason to retry or give up on us.

/** Whether `signature` (the digest's bytes) is the HMAC-SHA256 of the raw body with the secret; compared in constant time. */
export function hmacMatches(raw: Buffer, secret: string, signature: Buffer | null) {
  if (!signature || signature.length !== 32) return false;
  const expected = crypto.createHmac("sha256", secret).update(raw).digest();
  return crypto.timingSafeEqual(expected, signature);
}

/** The bytes of a hex digest (optionally after a prefix such as "sha256="); null when it is not one. */
export function hexDigest(header: string | undefined, prefix = ""): Buffer | null {
  if (!header || !header.toLowerCase().startsWith(prefix)) return null;
  const hex = header.slice(prefix.length);
  return /^[0-9a-f]{64}$/i.test(hex) ? Buffer.from(hex, "hex") : null;
}

/** An event with no id of its own is named by its body: a resend is byte for byte the same. */
export const bodyId = (raw: Buffer) => `sha256:${crypto.createHash("sha256").update(raw).digest("hex")}`;

/** What a sender's event is, read from its verified body before it is stored. */
export interface WebhookEvent {
  /** Its id: the same event delivered again is stored once. */
  id: string;
  /** Events of one lane are processed in the order they arrived (one student's messages). */
  lane: string | null;
}

export interface SignedWebhookRoute {
  url: string;
  /** The job kind that processes what this route stores. */
  kind: string;
  bodyLimit?: number;
  /** Throws the answer for a sender we are not set up for (404 off, 503 half set up); answers the secret. */
  secret(): string;
  /** The signature header's digest bytes, or null when it is malformed (it throws the answer for one that is missing). */
  signature(request: FastifyRequest): Buffer | null;
  /** Says 401 with this sentence when the signature does not match. */
  forged: string;
  /** Reads the verified body: throws a 4xx for a body that is not this sender's event; answers its id and lane. */
  read(raw: Buffer, request: FastifyRequest): WebhookEvent;
  /** The answer: whether the event is new or was stored before. */
  answer(stored: boolean): object;
}

/** Registers a signed webhook's POST route: raw body, signature, stored once, answered, processed by the runner. */
export async function signedWebhookRoute(app: FastifyInstance, route: SignedWebhookRoute) {
  const events = new StoredEvents(app.db);
  await app.register(async (hook) => {
    hook.removeContentTypeParser("application/json");
    hook.addContentTypeParser("application/json", { parseAs: "buffer", ...(route.bodyLimit && { bodyLimit: route.bodyLimit }) }, (_request, body, done) =>
      done(null, body),
    );
    // From its first byte to its answer, a request goes before any job (counted once, however it ends).
    const answering = new WeakSet<FastifyRequest>();
    const done = async (request: FastifyRequest) => {
      if (answering.delete(request)) app.jobs.answers.leave();
    };
    hook.addHook("onRequest", async (request) => {
      answering.add(request);
      app.jobs.answers.enter();
    });
    hook.addHook("onResponse", done);
    hook.addHook("onRequestAbort", done);
    hook.post(route.url, async (request) => {
      const secret = route.secret();
      const raw = request.body;
      if (!Buffer.isBuffer(raw)) throw new Invalid("Send the event as application/json.");
      if (!hmacMatches(raw, secret, route.signature(request))) throw new Unauthenticated(route.forged);
      const event = route.read(raw, request);
      const stored = await events.store({ kind: route.kind, key: event.id, lane: event.lane, payload: raw.toString("utf8") }, app.now());
      if (stored) app.jobs.soon();
      return route.answer(stored);
    });
  });
}
