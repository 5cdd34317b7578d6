import { z } from "./zod";

// WhatsApp on the lead (docs/decisions/064): what staff and the browser see of the
// messages exchanged with a student through Meta's Cloud API, and what a
// counsellor sends from the lead view.

/**
 * Meta's answers that change what happens to a message (docs/decisions/086):
 * the number is not on WhatsApp (066); it needs an approved template (more than
 * 24 hours since the student wrote); Meta held it back (low engagement); the
 * student stopped marketing messages; too many messages at once (tried again
 * later); our access token is refused (the admins are emailed).
 */
export const WHATSAPP_REFUSALS = ["not_on_whatsapp", "needs_template", "held", "marketing_stopped", "rate_limited", "token"] as const;
export type WhatsAppRefusal = (typeof WHATSAPP_REFUSALS)[number];

/** Meta's error codes (https://developers.facebook.com/docs/whatsapp/cloud-api/support/error-codes) and what each means for us. */
export const META_REFUSAL_CODES: Readonly<Record<number, WhatsAppRefusal>> = {
  131026: "not_on_whatsapp",
  131047: "needs_template",
  131049: "held",
  131050: "marketing_stopped",
  130429: "rate_limited",
  131056: "rate_limited",
  190: "token",
};

/** The refusal an error code (or an HTTP 401, the token's status) stands for; null for any other answer. */
export function refusalOf(code: number | null | undefined, httpStatus: number | null = null): WhatsAppRefusal | null {
  const known = code === null || code === undefined ? undefined : META_REFUSAL_CODES[code];
  return known ?? (httpStatus === 401 ? "token" : null);
}

/** What staff read on the message, before Meta's own words. */
export const REFUSAL_WORDS: Record<WhatsAppRefusal, string> = {
  not_on_whatsapp: "This number is not on WhatsApp.",
  needs_template:
    "Needs a template: the student last wrote more than 24 hours ago, and WhatsApp then takes only an approved template. Choose a template to send instead, or call the student.",
  held: "WhatsApp held it back: Meta limits business messages to people who have not been reading them. It will not be sent again; call the student if it matters.",
  marketing_stopped:
    "The student told WhatsApp they want no marketing messages from us, so it was not delivered. It will not be sent again; call the student if it matters.",
  rate_limited: "WhatsApp asked us to slow down (too many messages at once). It will be sent again shortly, before any later message to this student.",
  token: "WhatsApp refused our access token (expired or wrong), so nothing can be sent. The admins have been emailed; it goes once the token is replaced.",
};

/** An approved template Meta refused as if it were free text: sent once more as it is. */
export const RESENDING_AS_TEMPLATE =
  "WhatsApp asked for an approved template (the student last wrote more than 24 hours ago): sending it again as its template.";

const WHATSAPP_STATUSES = ["received", "queued", "sent", "delivered", "read", "failed"] as const;
/** in: received. out: queued → sent → delivered → read, or failed (with the reason). */
export type WhatsAppStatus = (typeof WHATSAPP_STATUSES)[number];

export const whatsAppMessageSchema = z.object({
  id: z.string(),
  direction: z.enum(["in", "out"]),
  /** text, template (an approved template), image, document or other (a kind we only name). */
  kind: z.string(),
  /** The text, the template's name and parameters, or a description of what arrived. */
  text: z.string(),
  status: z.enum(WHATSAPP_STATUSES),
  /** Why a message failed or waits: in plain words for Meta's answers we know (docs/decisions/086), else in the API's words. */
  error: z.string().nullable(),
  /** Which of Meta's answers we know refused it, while it is failed or waiting; null otherwise. */
  refusal: z.enum(WHATSAPP_REFUSALS).nullable(),
  /** Sent by the server itself (the acknowledgement, a reminder), not typed by staff. */
  automatic: z.boolean(),
  /** Staff who sent it; null for the student and for automatic messages. */
  by: z.string().nullable(),
  at: z.string(),
  /**
   * A photo or document the student sent (docs/decisions/066): being fetched
   * (pending), stored (url: staff only), or failed with the reason (too big, a
   * kind we do not keep). Absent for text.
   */
  media: z
    .object({
      status: z.enum(["pending", "stored", "failed"]),
      error: z.string().nullable(),
      url: z.string().nullable(),
      filename: z.string().nullable(),
      mime: z.string().nullable(),
      bytes: z.number().int().nullable(),
    })
    .nullable()
    .optional(),
});
export type WhatsAppMessage = z.infer<typeof whatsAppMessageSchema>;

/** GET /api/enquiries/:id/whatsapp/media/:messageId (staff): a student's photo or document (docs/decisions/066). */
export const whatsAppMediaParams = z.object({ id: z.string(), messageId: z.string() });

/** GET /api/enquiries/:id/whatsapp (staff). */
export const leadWhatsAppSchema = z.object({
  /** The integration is fully set up; otherwise nothing can be sent. */
  configured: z.boolean(),
  /** When the student wrote STOP (no automatic messages since); null while they get them. */
  optedOutAt: z.string().nullable(),
  /** Free text may go out until then (24 hours after the student's last message); null: only templates. */
  freeTextUntil: z.string().nullable(),
  /** Oldest first. */
  messages: z.array(whatsAppMessageSchema),
});
export type LeadWhatsApp = z.infer<typeof leadWhatsAppSchema>;

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

/** STOP and START, however they are written (docs/decisions/086). */
export { OPT_IN_WORDS, OPT_OUT_WORDS, isOptIn, isOptOut, keywordText } from "./whatsapp-keywords";

/** WhatsApp's customer-service window: free text only within 24 hours of the student's last message. */
export const SERVICE_WINDOW_MS = 24 * 3_600_000;

/**
 * The automatic messages (docs/decisions/064), each an approved template staff
 * name in the dashboard and switch on or off. The parameters are fixed, in this
 * order, so the template in Meta's WhatsApp Manager is written to match.
 */
export const AUTOMATIONS = ["acknowledgement", "demo_day_before", "demo_two_hours", "fee_three_days", "fee_due_today", "fee_overdue"] as const;
export type AutomationKind = (typeof AUTOMATIONS)[number];

const FEE_PARAMS = ["first name", "fee", "amount", "due date", "payment link"] as const;

export const AUTOMATION_INFO: Record<AutomationKind, { title: string; when: string; params: readonly string[] }> = {
  acknowledgement: {
    title: "Enquiry received",
    when: "At once, at any hour, to an enquiry (once a day per student, however often they send the form)",
    params: ["first name", "course"],
  },
  demo_day_before: {
    title: "Demo class tomorrow",
    when: "The day before a booked demo class",
    params: ["first name", "course", "date and time", "address", "directions link"],
  },
  demo_two_hours: {
    title: "Demo class in two hours",
    when: "Two hours before a booked demo class",
    params: ["first name", "course", "time", "address", "directions link"],
  },
  fee_three_days: {
    title: "Fee due in three days",
    when: "Three days before an instalment's due date",
    params: FEE_PARAMS,
  },
  fee_due_today: {
    title: "Fee due today",
    when: "On an instalment's due date",
    params: FEE_PARAMS,
  },
  fee_overdue: {
    title: "Fee overdue",
    when: "The day after an unpaid instalment's due date",
    params: FEE_PARAMS,
  },
};

const automationAnswer = z.object({
  kind: z.enum(AUTOMATIONS),
  enabled: z.boolean(),
  /** The approved template's name; null until staff give one. */
  template: z.string().nullable(),
  language: z.string(),
});
export type Automation = z.infer<typeof automationAnswer>;

/** GET /api/whatsapp/automations (admins). */
export const automationSettingsSchema = z.object({
  revision: z.number().int(),
  automations: z.array(automationAnswer),
  /** Messages stop between these Chennai times (the acknowledgement of a fresh enquiry excepted). */
  quietHours: z.object({ from: z.string(), to: z.string() }),
});
export type AutomationSettings = z.infer<typeof automationSettingsSchema>;

export const AUTOMATION_MESSAGES = {
  templateNeeded: "Give the approved template's name before switching this message on",
} as const;

const automationSchema = z
  .strictObject({
    kind: z.enum(AUTOMATIONS, { error: "Unknown automatic message" }),
    enabled: z.boolean({ error: "enabled must be true or false" }),
    template: templateName.nullable(),
    language: z
      .string()
      .trim()
      .regex(/^[a-z]{2,3}(_[A-Z]{2})?$/, 'The language is a code such as "en" or "ta"'),
  })
  .refine((a) => !a.enabled || a.template !== null, { message: AUTOMATION_MESSAGES.templateNeeded, path: ["template"] });

/** PUT /api/whatsapp/automations: every automation, with the revision they were loaded with. */
export const automationsUpdateSchema = z.strictObject({
  revision: z.number().int().positive(),
  automations: z
    .array(automationSchema)
    .length(AUTOMATIONS.length, "Send every automatic message")
    .refine((list) => new Set(list.map((a) => a.kind)).size === AUTOMATIONS.length, "Send every automatic message once"),
});
export type AutomationsUpdate = z.infer<typeof automationsUpdateSchema>;

/** No automatic message between 21:00 and 08:00 Chennai time, except the acknowledgement the student just asked for. */
export const QUIET_HOURS = { from: "21:00", to: "08:00" } as const;

/** What a verified webhook delivery brought: students' messages, delivery reports, a lead-ads lead, or nothing we read. */
export const WEBHOOK_KINDS = ["messages", "statuses", "leadgen", "other"] as const;
export type WebhookKind = (typeof WEBHOOK_KINDS)[number];

/**
 * GET /api/whatsapp/health (admins): is it working? When Meta accepted our last
 * message, the last message from a student, the last verified webhook delivery of
 * any kind (docs/decisions/073), the last failure, lead ads waiting or failed,
 * and the automatic messages held back (docs/decisions/082).
 */
export const whatsAppHealthSchema = z.object({
  lastSentAt: z.string().nullable(),
  lastReceivedAt: z.string().nullable(),
  lastWebhook: z.object({ at: z.string(), kind: z.enum(WEBHOOK_KINDS) }).nullable(),
  lastFailure: z.object({ at: z.string(), error: z.string() }).nullable(),
  /** Meta refuses our access token since `since` (docs/decisions/086): nothing can be sent; null while it works. */
  token: z.object({ since: z.string(), error: z.string(), adminsEmailedAt: z.string().nullable() }).nullable(),
  leadAds: z.array(z.object({ leadgenId: z.string(), status: z.string(), attempts: z.number().int(), error: z.string(), at: z.string() })),
  /**
   * Automatic messages to people who have not written to us (docs/decisions/082):
   * how many went in the last 24 hours, the most allowed (AUTO_MESSAGES_PER_DAY),
   * and how many are held for an admin to send.
   */
  automatic: z.object({ sentLast24h: z.number().int(), perDay: z.number().int(), held: z.number().int() }),
  /** Webhook deliveries stored but never taken (unreadable, or failing until given up), with the latest reason (docs/decisions/085). */
  webhookProblems: z.object({ count: z.number().int(), last: z.object({ at: z.string(), error: z.string() }).nullable() }),
});
export type WhatsAppHealth = z.infer<typeof whatsAppHealthSchema>;
