import { z } from "./zod";

// WhatsApp on the lead (docs/decisions/064): what staff and the browser see of the
// messages exchanged with a student through Meta's Cloud API, and what a
// counsellor sends from the lead view.

export type WhatsAppDirection = "in" | "out";
/** in: received. out: queued → sent → delivered → read, or failed (with the reason). */
export type WhatsAppStatus = "received" | "queued" | "sent" | "delivered" | "read" | "failed";

export interface WhatsAppMessage {
  id: string;
  direction: WhatsAppDirection;
  /** text, template (an approved template), image, document or other (a kind we only name). */
  kind: string;
  /** The text, the template's name and parameters, or a description of what arrived. */
  text: string;
  status: WhatsAppStatus;
  /** Why a message failed, in the API's words. */
  error: string | null;
  /** Sent by the server itself (the acknowledgement), not typed by staff. */
  automatic: boolean;
  /** Staff who sent it; null for the student and for automatic messages. */
  by: string | null;
  at: string;
}

/** GET /api/enquiries/:id/whatsapp (staff). */
export interface LeadWhatsApp {
  /** The integration is fully set up; otherwise nothing can be sent. */
  configured: boolean;
  /** When the student wrote STOP (no automatic messages since); null while they get them. */
  optedOutAt: string | null;
  /** Free text may go out until then (24 hours after the student's last message); null: only templates. */
  freeTextUntil: string | null;
  /** Oldest first. */
  messages: WhatsAppMessage[];
}

export const WHATSAPP_MESSAGES = {
  notConfigured: "WhatsApp is not set up: set WHATSAPP_TOKEN, WHATSAPP_PHONE_NUMBER_ID, WHATSAPP_APP_SECRET and WHATSAPP_VERIFY_TOKEN.",
  noNumber: "This lead has no mobile number to send a WhatsApp message to.",
  window: "The student has not written in the last 24 hours, so WhatsApp allows only an approved template now. Choose a template, or call them.",
  empty: "The message is empty",
  tooLong: "The message is too long (4096 characters at most)",
  template: "Give the template's name as in Meta's WhatsApp Manager (lower-case letters, digits and _)",
  webhookNotConfigured: "WhatsApp is not set up on this server.",
} as const;

const templateName = z
  .string({ error: WHATSAPP_MESSAGES.template })
  .trim()
  .regex(/^[a-z0-9_]{1,512}$/, WHATSAPP_MESSAGES.template);

/** POST /api/enquiries/:id/whatsapp: free text (inside the 24-hour window) or an approved template. */
export const whatsAppReplySchema = z.union(
  [
    z.strictObject({
      text: z.string({ error: WHATSAPP_MESSAGES.empty }).trim().min(1, WHATSAPP_MESSAGES.empty).max(4096, WHATSAPP_MESSAGES.tooLong),
    }),
    z.strictObject({
      template: templateName,
      language: z
        .string()
        .trim()
        .regex(/^[a-z]{2,3}(_[A-Z]{2})?$/, 'The language is a code such as "en" or "ta"')
        .optional(),
      params: z.array(z.string().trim().min(1, "A template parameter is empty").max(1024, "A template parameter is too long")).max(10).default([]),
    }),
  ],
  { error: "Send either a text or a template" },
);
export type WhatsAppReply = z.infer<typeof whatsAppReplySchema>;

/** Words that stop (and start again) automatic messages, as students type them. */
export const OPT_OUT_WORDS = ["stop", "unsubscribe", "stop all", "opt out", "optout"] as const;
export const OPT_IN_WORDS = ["start", "subscribe", "unstop"] as const;

const normalisedWord = (text: string) =>
  text
    .trim()
    .toLowerCase()
    .replace(/[.!]+$/, "")
    .replace(/\s+/g, " ");
export const isOptOut = (text: string) => (OPT_OUT_WORDS as readonly string[]).includes(normalisedWord(text));
export const isOptIn = (text: string) => (OPT_IN_WORDS as readonly string[]).includes(normalisedWord(text));

/** WhatsApp's customer-service window: free text only within 24 hours of the student's last message. */
export const SERVICE_WINDOW_MS = 24 * 3_600_000;
