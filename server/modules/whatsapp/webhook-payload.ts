import { tenDigitPhone } from "#contracts/phone";
import type { WhatsAppStatus } from "#contracts/whatsapp";
import { z } from "#contracts/zod";

// What we read of a Cloud API webhook (docs/decisions/064), after its signature
// was checked. Meta adds fields over time: unknown ones are ignored, and a part
// we cannot read (a message type we do not know) is kept as "other", never a
// reason to refuse the whole delivery, which Meta would then retry for days.

const referral = z
  .object({ source_url: z.string().max(2000).optional(), source_id: z.string().max(200).optional(), source_type: z.string().max(50).optional() })
  .partial();

const message = z.object({
  from: z.string().regex(/^\d{6,15}$/),
  id: z.string().min(1).max(200),
  timestamp: z.string().regex(/^\d{1,12}$/),
  type: z.string().max(50),
  text: z.object({ body: z.string().max(65_536) }).optional(),
  image: z.object({ id: z.string().optional(), caption: z.string().max(4096).optional(), mime_type: z.string().optional() }).optional(),
  document: z
    .object({ id: z.string().optional(), caption: z.string().max(4096).optional(), filename: z.string().max(500).optional(), mime_type: z.string().optional() })
    .optional(),
  button: z.object({ text: z.string().max(1000).optional() }).optional(),
  interactive: z
    .object({
      button_reply: z
        .object({ title: z.string().max(1000) })
        .partial()
        .optional(),
    })
    .optional(),
  referral: referral.optional(),
});

const status = z.object({
  id: z.string().min(1).max(200),
  status: z.enum(["sent", "delivered", "read", "failed"]),
  timestamp: z.string().regex(/^\d{1,12}$/),
  recipient_id: z.string().optional(),
  errors: z.array(z.object({ code: z.number().optional(), title: z.string().optional(), message: z.string().optional() }).partial()).optional(),
});

const value = z.object({
  contacts: z.array(z.object({ wa_id: z.string().optional(), profile: z.object({ name: z.string().max(200).optional() }).optional() })).optional(),
  messages: z.array(z.unknown()).optional(),
  statuses: z.array(z.unknown()).optional(),
});

export const webhookSchema = z.object({
  object: z.string(),
  entry: z.array(z.object({ changes: z.array(z.object({ field: z.string(), value: z.unknown() })).default([]) })).default([]),
});

export interface Incoming {
  waId: string;
  /** The lead's number: 10 digits for an Indian number, else "+" and the digits. */
  phone: string;
  profileName: string | null;
  at: number;
  kind: "text" | "image" | "document" | "other";
  text: string;
  /** A click-to-WhatsApp ad the chat started from. */
  referral: { url: string | null; id: string | null } | null;
  /** An image's or document's media id (fetched later, docs/decisions/066), with the name and type Meta gave. */
  media: { id: string; filename: string | null; mime: string | null } | null;
}

export interface StatusUpdate {
  waId: string;
  status: WhatsAppStatus;
  error: string | null;
  /** Meta's error code of a failure (131026: not on WhatsApp). */
  code: number | null;
}

/** Indian numbers in any form (+91, 91, 10 digits) become the 10 digits leads are kept by. */
export const leadPhone = (from: string) => tenDigitPhone(from) ?? `+${from}`;

/** The image or document to fetch, when Meta named one. */
function mediaOf(m: z.infer<typeof message>): Incoming["media"] {
  const part = m.type === "image" ? m.image : m.type === "document" ? m.document : undefined;
  if (!part?.id || !/^[\w.-]{1,200}$/.test(part.id)) return null;
  return { id: part.id, filename: (m.document?.filename ?? null) || null, mime: part.mime_type ?? null };
}

function describe(m: z.infer<typeof message>): Pick<Incoming, "kind" | "text"> {
  if (m.type === "text" && m.text) return { kind: "text", text: m.text.body };
  if (m.type === "image") return { kind: "image", text: `[Photo]${m.image?.caption ? ` ${m.image.caption}` : ""}` };
  if (m.type === "document")
    return {
      kind: "document",
      text: `[Document${m.document?.filename ? ` ${m.document.filename}` : ""}]${m.document?.caption ? ` ${m.document.caption}` : ""}`,
    };
  if (m.type === "button" && m.button?.text) return { kind: "text", text: m.button.text };
  if (m.type === "interactive" && m.interactive?.button_reply?.title) return { kind: "text", text: m.interactive.button_reply.title };
  return { kind: "other", text: `[A ${m.type} message: open WhatsApp to see it]` };
}

function failureReason(s: z.infer<typeof status>): string | null {
  if (s.status !== "failed") return null;
  const e = s.errors?.[0];
  if (!e) return "WhatsApp could not deliver the message";
  return [e.code !== undefined ? `(${e.code})` : "", e.title, e.message && e.message !== e.title ? e.message : ""].filter(Boolean).join(" ").slice(0, 500);
}

/** The messages and status updates of one webhook body; parts that cannot be read are skipped. */
export function readWebhook(body: z.infer<typeof webhookSchema>): { messages: Incoming[]; statuses: StatusUpdate[] } {
  const messages: Incoming[] = [];
  const statuses: StatusUpdate[] = [];
  for (const entry of body.entry) {
    for (const change of entry.changes) {
      if (change.field !== "messages") continue;
      const v = value.safeParse(change.value);
      if (!v.success) continue;
      const names = new Map((v.data.contacts ?? []).map((c) => [c.wa_id ?? "", c.profile?.name?.trim() || null]));
      for (const raw of v.data.messages ?? []) {
        const m = message.safeParse(raw);
        if (!m.success) continue;
        const ref = m.data.referral;
        messages.push({
          waId: m.data.id,
          phone: leadPhone(m.data.from),
          profileName: names.get(m.data.from) ?? null,
          at: Number(m.data.timestamp) * 1000,
          ...describe(m.data),
          referral: ref && (ref.source_url || ref.source_id) ? { url: ref.source_url ?? null, id: ref.source_id ?? null } : null,
          media: mediaOf(m.data),
        });
      }
      for (const raw of v.data.statuses ?? []) {
        const s = status.safeParse(raw);
        if (s.success) statuses.push({ waId: s.data.id, status: s.data.status, error: failureReason(s.data), code: s.data.errors?.[0]?.code ?? null });
      }
    }
  }
  return { messages, statuses };
}
