import crypto from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import type { FastifyInstance } from "fastify";
import { z } from "#contracts/zod";

// A stand-in for Meta's WhatsApp Business Cloud API, for tests only (third parties
// are faked by small local servers, never called for real). It takes
// POST /{phone-number-id}/messages with the Bearer token like Meta, records every
// message, answers Meta's shape (a wamid per message) or a Graph error when told
// to, and builds webhook deliveries signed with the app secret as Meta sends them.
// It serves media as the Cloud API does: GET /{media-id} answers the file's
// address, and that address answers the bytes, both only with the Bearer token.

export interface SentMessage {
  id: string;
  phoneNumberId: string;
  authorization: string | undefined;
  body: {
    to: string;
    type: string;
    text?: { body: string };
    template?: { name: string; language: { code: string }; components?: { parameters: { text: string }[] }[] };
  };
}

/** What the stand-in, like Meta, takes as a message to send: anything else is refused (docs/decisions/092). */
const sentBody: z.ZodType<SentMessage["body"]> = z.looseObject({
  to: z.string(),
  type: z.string(),
  text: z.looseObject({ body: z.string() }).optional(),
  template: z
    .looseObject({
      name: z.string(),
      language: z.looseObject({ code: z.string() }),
      components: z.array(z.looseObject({ parameters: z.array(z.looseObject({ text: z.string() })) })).optional(),
    })
    .optional(),
});

/** JSON text, or undefined when it is not JSON. */
const jsonOrUndefined = (text: string): unknown => {
  try {
    const value: unknown = JSON.parse(text);
    return value;
  } catch {
    return undefined;
  }
};

export interface SignedDelivery {
  body: string;
  headers: Record<string, string>;
}

export interface FakeWhatsApp {
  url: string;
  sent: SentMessage[];
  /**
   * Runs after a send is recorded and before it is answered: Meta's delivery
   * reports can reach the webhook before the sender has read Meta's answer (the
   * wamid). Null: answered at once.
   */
  beforeAnswer: ((message: SentMessage) => Promise<void>) | null;
  /** Answer the next `count` sends with this Graph error (status and error object). */
  refuseNext(count: number, status: number, error: { message: string; code: number; details?: string }): void;
  /**
   * Answer sends to this number (10 digits, or with 91) with this Graph error, the
   * next `times` sends (every one until cleared with `times` 0).
   */
  refuseFor(number: string, status: number, error: { message: string; code: number; details?: string }, times?: number): void;
  /** While true, every send is refused as Meta refuses an expired token: HTTP 401, code 190. */
  tokenExpired: boolean;
  /** Every send that reached the stand-in, accepted or refused, in order, with when it came (wall clock). */
  attempts: { to: string; at: number; status: number; code: number | null }[];
  /** A student's text message, as Meta delivers it. */
  incoming(
    from: string,
    text: string,
    options?: { id?: string; name?: string; at?: number; referral?: { source_url: string; source_id: string } },
  ): SignedDelivery;
  /** A status report on a message we sent. */
  status(
    waId: string,
    status: "sent" | "delivered" | "read" | "failed",
    options?: { error?: { code: number; title: string; message?: string } },
  ): SignedDelivery;
  /** A lead-ads lead the Graph API will answer for (GET /{leadgen-id} with the Page token). */
  leads: Map<string, Record<string, unknown>>;
  /** How many times each lead was read. */
  leadReads: Map<string, number>;
  /** Answer reads of leads with this Graph error until cleared (null). */
  leadError: { status: number; message: string } | null;
  /** A Page webhook delivery announcing a lead, as Meta sends it. */
  leadgen(leadgenId: string): SignedDelivery;
  /** Files a student sent, by media id, served as the Cloud API serves them. */
  media: Map<string, { data: Buffer; mime: string }>;
  /** How many times each file's bytes were downloaded. */
  mediaDownloads: Map<string, number>;
  /** Answer the next `count` media look-ups with a 500, as a Graph API having trouble does. */
  failMediaNext(count: number): void;
  /** A student's photo or document, as Meta delivers it (the bytes are fetched later by id). */
  incomingMedia(
    from: string,
    kind: "image" | "document",
    mediaId: string,
    options?: { id?: string; caption?: string; filename?: string; mime?: string; at?: number },
  ): SignedDelivery;
  /** Any body, signed (or signed with another secret: a forgery). */
  signed(payload: unknown, secret?: string): SignedDelivery;
  stop(): Promise<void>;
}

export const hubSignature = (body: string, secret: string) => `sha256=${crypto.createHmac("sha256", secret).update(body).digest("hex")}`;

export async function startFakeWhatsApp({
  token,
  appSecret,
  phoneNumberId,
  pageToken = "page-token",
}: {
  token: string;
  appSecret: string;
  phoneNumberId: string;
  pageToken?: string;
}): Promise<FakeWhatsApp> {
  const sent: SentMessage[] = [];
  const leads = new Map<string, Record<string, unknown>>();
  const leadReads = new Map<string, number>();
  type GraphError = { message: string; code: number; details?: string };
  let refusals: { count: number; status: number; error: GraphError } | null = null;
  const refusalsFor = new Map<string, { count: number; status: number; error: GraphError }>();
  const attempts: FakeWhatsApp["attempts"] = [];
  const media = new Map<string, { data: Buffer; mime: string }>();
  const mediaDownloads = new Map<string, number>();
  let mediaFailures = 0;

  const server = http.createServer((req, res) => {
    let text = "";
    req.on("data", (chunk: Buffer) => (text += chunk.toString("utf8")));
    req.on("end", () => {
      const answer = (status: number, body: object) => {
        res.writeHead(status, { "content-type": "application/json" });
        res.end(JSON.stringify(body));
      };
      const mediaInfo = /^\/(media-[\w-]+)$/.exec(req.url ?? "");
      const mediaFile = /^\/files\/(media-[\w-]+)$/.exec(req.url ?? "");
      if (req.method === "GET" && (mediaInfo || mediaFile)) {
        if (req.headers.authorization !== `Bearer ${token}`) return answer(401, { error: { message: "Invalid OAuth access token", code: 190 } });
        const id = (mediaInfo ?? mediaFile)![1]!;
        const file = media.get(id);
        if (!file) return answer(404, { error: { message: "Unsupported get request", code: 100 } });
        if (mediaInfo) {
          if (mediaFailures > 0) {
            mediaFailures--;
            return answer(500, { error: { message: "An unexpected error has occurred. Please retry your request later.", code: 2 } });
          }
          return answer(200, {
            messaging_product: "whatsapp",
            url: `${fake.url}/files/${id}`,
            mime_type: file.mime,
            sha256: crypto.createHash("sha256").update(file.data).digest("hex"),
            file_size: file.data.length,
            id,
          });
        }
        mediaDownloads.set(id, (mediaDownloads.get(id) ?? 0) + 1);
        res.writeHead(200, { "content-type": file.mime, "content-length": String(file.data.length) });
        return res.end(file.data);
      }
      const lead = /^\/(\d+)\?/.exec(req.url ?? "");
      if (req.method === "GET" && lead) {
        if (req.headers.authorization !== `Bearer ${pageToken}`) return answer(401, { error: { message: "Error validating access token", code: 190 } });
        leadReads.set(lead[1]!, (leadReads.get(lead[1]!) ?? 0) + 1);
        if (fake.leadError) return answer(fake.leadError.status, { error: { message: fake.leadError.message, code: 190 } });
        const found = leads.get(lead[1]!);
        return found ? answer(200, { id: lead[1], ...found }) : answer(404, { error: { message: "Unsupported get request", code: 100 } });
      }
      const match = /^\/([^/]+)\/messages$/.exec(req.url ?? "");
      if (req.method !== "POST" || !match) return answer(404, { error: { message: "Unknown path", code: 100 } });
      if (req.headers.authorization !== `Bearer ${token}`)
        return answer(401, { error: { message: "Invalid OAuth access token - Cannot parse access token", code: 190 } });
      const read = sentBody.safeParse(jsonOrUndefined(text));
      if (!read.success) return answer(400, { error: { message: "(#100) Invalid parameter", code: 100 } });
      const body = read.data;
      const refuse = (status: number, error: GraphError) => {
        attempts.push({ to: body.to, at: Date.now(), status, code: error.code });
        return answer(status, { error: { message: error.message, type: "OAuthException", code: error.code, error_data: { details: error.details } } });
      };
      if (fake.tokenExpired)
        return refuse(401, { message: "Error validating access token: Session has expired on Friday, 27-Nov-26 04:00:00 PST.", code: 190 });
      const forNumber = refusalsFor.get(body.to);
      if (forNumber && forNumber.count > 0) {
        forNumber.count--;
        return refuse(forNumber.status, forNumber.error);
      }
      if (refusals && refusals.count > 0) {
        refusals.count--;
        return refuse(refusals.status, refusals.error);
      }
      attempts.push({ to: body.to, at: Date.now(), status: 200, code: null });
      const id = `wamid.${crypto.randomBytes(12).toString("hex")}`;
      const record = { id, phoneNumberId: decodeURIComponent(match[1]!), authorization: req.headers.authorization, body };
      sent.push(record);
      const accept = () => answer(200, { messaging_product: "whatsapp", contacts: [{ input: body.to, wa_id: body.to }], messages: [{ id }] });
      const before = fake.beforeAnswer;
      if (!before) return accept();
      before(record).then(accept, (err: unknown) => answer(500, { error: { message: `stand-in: ${String(err)}`, code: 2 } }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  const signed = (payload: unknown, secret = appSecret): SignedDelivery => {
    const body = JSON.stringify(payload);
    return { body, headers: { "content-type": "application/json", "x-hub-signature-256": hubSignature(body, secret) } };
  };
  const envelope = (value: object) => ({
    object: "whatsapp_business_account",
    entry: [
      {
        id: "102290129340398",
        changes: [
          {
            field: "messages",
            value: { messaging_product: "whatsapp", metadata: { display_phone_number: "914440001234", phone_number_id: phoneNumberId }, ...value },
          },
        ],
      },
    ],
  });
  const seconds = (ms: number) => String(Math.floor(ms / 1000));

  const fake: FakeWhatsApp = {
    url: `http://127.0.0.1:${port}`,
    sent,
    beforeAnswer: null,
    leads,
    leadReads,
    leadError: null,
    media,
    mediaDownloads,
    failMediaNext(count) {
      mediaFailures = count;
    },
    incomingMedia(from, kind, mediaId, options = {}) {
      const part = {
        id: mediaId,
        mime_type: options.mime ?? media.get(mediaId)?.mime ?? "application/octet-stream",
        sha256: "",
        ...(options.caption && { caption: options.caption }),
        ...(kind === "document" && options.filename && { filename: options.filename }),
      };
      return signed(
        envelope({
          contacts: [{ profile: { name: "Student" }, wa_id: from }],
          messages: [
            {
              from,
              id: options.id ?? `wamid.${crypto.randomBytes(12).toString("hex")}`,
              timestamp: seconds(options.at ?? Date.now()),
              type: kind,
              [kind]: part,
            },
          ],
        }),
      );
    },
    leadgen(leadgenId) {
      return signed({
        object: "page",
        entry: [
          {
            id: "1000000001",
            time: Math.floor(Date.now() / 1000),
            changes: [
              {
                field: "leadgen",
                value: { leadgen_id: leadgenId, page_id: "1000000001", form_id: "555", ad_id: "777", created_time: Math.floor(Date.now() / 1000) },
              },
            ],
          },
        ],
      });
    },
    refuseNext(count, status, error) {
      refusals = { count, status, error };
    },
    refuseFor(number, status, error, times = Number.POSITIVE_INFINITY) {
      refusalsFor.set(number.length === 10 ? `91${number}` : number, { count: times, status, error });
    },
    tokenExpired: false,
    attempts,
    incoming(from, text, options = {}) {
      return signed(
        envelope({
          contacts: [{ profile: { name: options.name ?? "Student" }, wa_id: from }],
          messages: [
            {
              from,
              id: options.id ?? `wamid.${crypto.randomBytes(12).toString("hex")}`,
              timestamp: seconds(options.at ?? Date.now()),
              type: "text",
              text: { body: text },
              ...(options.referral && { referral: { ...options.referral, source_type: "ad" } }),
            },
          ],
        }),
      );
    },
    status(waId, status, options = {}) {
      return signed(
        envelope({
          statuses: [
            {
              id: waId,
              status,
              timestamp: seconds(Date.now()),
              recipient_id: "919840012345",
              ...(options.error && { errors: [options.error] }),
            },
          ],
        }),
      );
    },
    signed,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  return fake;
}

/**
 * A test server's settings with WhatsApp pointed at the stand-in: `env`'s own
 * settings (getters kept as getters) and the four WhatsApp ones, the address
 * read only when the server is built, after the stand-in has started.
 */
export function withWhatsApp<T extends object>(
  env: T,
  keys: { token: string; appSecret: string; phoneNumberId: string; verifyToken: string },
  fake: () => FakeWhatsApp,
): T & Record<string, string> {
  const settings = {
    WHATSAPP_TOKEN: keys.token,
    WHATSAPP_PHONE_NUMBER_ID: keys.phoneNumberId,
    WHATSAPP_APP_SECRET: keys.appSecret,
    WHATSAPP_VERIFY_TOKEN: keys.verifyToken,
    get WHATSAPP_API_BASE() {
      return fake().url;
    },
  };
  return Object.defineProperties({}, { ...Object.getOwnPropertyDescriptors(env), ...Object.getOwnPropertyDescriptors(settings) }) as T & Record<string, string>;
}

/**
 * Posts a delivery to the app's webhook as Meta does and waits until the app's
 * jobs runner has taken what it stored (docs/decisions/085: the route answers
 * first, the runner takes it after), so a test asserts what it did.
 */
export async function deliverTo(app: FastifyInstance, d: SignedDelivery) {
  const res = await app.inject({ method: "POST", url: "/api/whatsapp/webhook", payload: d.body, headers: d.headers });
  await app.jobs.kick();
  return res;
}
